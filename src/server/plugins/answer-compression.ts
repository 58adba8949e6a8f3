import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/** Smaller answers are sent as they are, as @fastify/compress does (its threshold in app.ts). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Larger answers are left to @fastify/compress's streams: compressing 64 KB here holds the event
 * loop for about half a millisecond, which is as long as this should ever take.
 */
export const COMPRESS_MAX_BYTES = 64 * 1024;

/** What is worth compressing: text, JSON and XML, never a server-sent event stream. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/;

/**
 * @fastify/compress's encodings in its order of preference, with the same settings as its streams
 * (brotli quality 4, zlib's default level).
 */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
const compressors: Record<(typeof ENCODINGS)[number], (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body),
};

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Compresses an answer built in memory (JSON, a server-rendered page) in one synchronous call.
 * @fastify/compress pipes every answer through a new zlib stream, which for a search answer
 * (~12 KB of JSON) cost ~400 µs of CPU against ~60–110 µs for the same compression in one call:
 * more than the whole API's own work for that request (docs/discovery/search-performance.md).
 * Streams (files, event streams) and larger answers still go through @fastify/compress, whose
 * hook runs after this one and leaves an answer that already has a Content-Encoding alone.
 */
export const answerCompressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < COMPRESS_MIN_BYTES || size > COMPRESS_MAX_BYTES) return payload;
      // The answer depends on Accept-Encoding whether or not this client gets it compressed.
      varyOnEncoding(reply);
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return compressors[encoding](typeof payload === 'string' ? Buffer.from(payload) : payload);
    });
  },
  { name: 'answer-compression' },
);
