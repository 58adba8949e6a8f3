/**
 * Formats accepted for uploads (photo and video have size limits and allowed formats;
 * the values are ours, listed in the README). The content is checked, not the name or the
 * browser's claimed type: images by decoding them, videos by their container signature.
 */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The container of a video from its first bytes, or null when it is none we accept. */
export function sniffVideo(head: Buffer): VideoType | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return head.subarray(8, 12).toString('latin1') === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return null;
}
