/** A small WebM as MediaRecorder streams it: EBML header, a Segment of unknown size, Info, a Cluster. */
function element(id: number[], body: Buffer): Buffer {
  const size = body.length;
  const sizeBytes = size < 127 ? [0x80 | size] : [0x40 | (size >> 8), size & 0xff];
  return Buffer.concat([Buffer.from(id), Buffer.from(sizeBytes), body]);
}

export function streamedWebmHead(): Buffer {
  const ebml = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), // TimecodeScale 1,000,000
      element([0x4d, 0x80], Buffer.from('Chrome')),
    ]),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], Buffer.from([0x00])));
  const segmentHeader = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([ebml, segmentHeader, info, cluster]);
}

/** The Duration in milliseconds (TimecodeScale 1 ms) found in Info, or null. */
export function readDurationMs(file: Buffer): number | null {
  const at = file.indexOf(Buffer.from([0x44, 0x89]));
  if (at < 0) return null;
  const size = file[at + 2]! & 0x7f;
  return size === 8 ? file.readDoubleBE(at + 3) : file.readFloatBE(at + 3);
}
