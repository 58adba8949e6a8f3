import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../integrations/storage/file-storage.port';

const MEDIA_TICKET_TTL_MS = 6 * 3_600_000;

/**
 * Signed, expiring addresses for a recording's media: a video element fetches ranges with no
 * Authorization header, so the address carries who may play what, until when. The key is made
 * when the server starts; a restart asks the player for a fresh address (the lesson page does).
 */
export function createMediaTickets(now: () => number, key: Buffer = randomBytes(32)) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(recordingId: string, userId: string): string {
      const payload = `${recordingId}.${userId}.${now() + MEDIA_TICKET_TTL_MS}`;
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
    },
    /** The user the ticket was issued to, if it is genuine, unexpired and for this recording. */
    verify(ticket: string, recordingId: string): string | null {
      const [encoded, mac] = ticket.split('.');
      if (!encoded || !mac) return null;
      const payload = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const [forRecording, userId, expires] = payload.split('.');
      if (forRecording !== recordingId || !userId || Number(expires) <= now()) return null;
      return userId;
    },
  };
}
export type MediaTickets = ReturnType<typeof createMediaTickets>;

export const chunkKey = (recordingId: string, index: number) =>
  `recordings/${recordingId}/${String(index).padStart(6, '0')}.part`;

/** Bytes [start, end] of the file made of the chunks in order, read chunk by chunk. */
export function readRange(
  storage: FileStorage,
  recordingId: string,
  sizes: { chunk_index: number; size_bytes: number }[],
  start: number,
  end: number,
): Readable {
  async function* bytes() {
    let offset = 0;
    for (const chunk of sizes) {
      const chunkStart = offset;
      const chunkEnd = offset + chunk.size_bytes - 1;
      offset += chunk.size_bytes;
      // An empty chunk gave its bytes to the head (see writeDuration).
      if (chunk.size_bytes === 0 || chunkEnd < start) continue;
      if (chunkStart > end) break;
      const stream = await storage.get(chunkKey(recordingId, chunk.chunk_index));
      if (!stream) throw new Error(`recording ${recordingId} lacks chunk ${chunk.chunk_index}`);
      let position = chunkStart;
      for await (const piece of stream as AsyncIterable<Buffer>) {
        const from = Math.max(start - position, 0);
        const to = Math.min(end - position + 1, piece.length);
        if (to > from) yield piece.subarray(from, to);
        position += piece.length;
        if (position > end) break;
      }
      if (typeof (stream as Readable).destroy === 'function') (stream as Readable).destroy();
    }
  }
  return Readable.from(bytes());
}

/** A single `bytes=` range of a file of `size` bytes, or null for the whole file or a bad range. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}
