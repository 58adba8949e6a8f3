/**
 * Image formats shown inline in a chat (MEDIA), recognised by their first bytes, never by the
 * name or the type the browser claims: anything else is a FILE, always downloaded, so an uploaded
 * page or script can never run on our origin.
 */
const SIGNATURES: { type: string; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { type: 'image/gif', test: (h) => h.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Bytes needed to decide. */
export const SNIFF_BYTES = 12;

export function sniffImage(head: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(head))?.type ?? null;
}
