import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MAX_BYTES, COMPRESS_MIN_BYTES } from '../../src/server/plugins/answer-compression';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => t?.close());

const SEARCH = '/users/v1/open/search';
const OPENAPI = '/users/v1/open/openapi.json';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('compressed answers', () => {
  it('sends a search answer compressed in one piece, with its length, to a browser that accepts brotli', async () => {
    const plain = await get(SEARCH);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const br = await get(SEARCH, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // A length, not chunks: the browser knows the answer's size up front.
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('follows Accept-Encoding: gzip when brotli is not accepted, deflate for a client with only that, else nothing', async () => {
    const plain = await get(SEARCH);
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(SEARCH, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const deflated = await get(SEARCH, { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflated.rawPayload).toString('utf8'))).toEqual(plain.json());
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await get(SEARCH, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.json()).toEqual(plain.json());
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/users/v1/open/health', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves an answer over the limit to the streaming compression, which still compresses it', async () => {
    const plain = await get(OPENAPI);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MAX_BYTES);
    const br = await get(OPENAPI, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
