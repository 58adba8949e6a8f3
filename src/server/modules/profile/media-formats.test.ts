import { describe, expect, it } from 'vitest';
import { sniffVideo } from './media-formats';

describe('sniffVideo', () => {
  it('recognises MP4, QuickTime and WebM by their first bytes', () => {
    expect(sniffVideo(Buffer.from('\0\0\0\x18ftypisom\0\0\0\0', 'latin1'))).toBe('video/mp4');
    expect(sniffVideo(Buffer.from('\0\0\0\x14ftypqt  \0\0\0\0', 'latin1'))).toBe('video/quicktime');
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0, 0, 0, 0, 0, 0, 0]))).toBe('video/webm');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffVideo(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffVideo(Buffer.from('%PDF-1.7 .....'))).toBeNull();
    expect(sniffVideo(Buffer.alloc(2))).toBeNull();
  });
});
