/**
 * Writes a duration into a WebM's head. MediaRecorder streams its WebM without one (it cannot
 * know it in advance), so players show no length and cannot seek; `fix-webm-duration` does the
 * same in the browser on a whole Blob, which a recording uploaded in chunks never is. Only the
 * head is touched: the EBML header, the Segment's start and its Info element. MediaRecorder may
 * cut its first pieces anywhere (on a busy machine the first held one byte), so the caller reads
 * chunks until the head is whole.
 */
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** The bytes read so far end inside the head: read on. */
class Incomplete extends Error {}

function readVint(buf: Buffer, pos: number, keepMarker: boolean): Vint | null {
  const first = buf[pos];
  if (first === undefined) throw new Incomplete();
  if (first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (pos + length > buf.length) throw new Incomplete();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function writeSize(value: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

function sizeWidth(value: number, atLeast: number): number {
  let width = atLeast;
  while (value >= 2 ** (7 * width) - 1) width++;
  return width;
}

interface Element {
  id: number;
  start: number;
  dataStart: number;
  size: Vint;
}

function readElement(buf: Buffer, pos: number): Element | null {
  const id = readVint(buf, pos, true);
  if (!id) return null;
  const size = readVint(buf, pos + id.length, false);
  if (!size) return null;
  return { id: id.value, start: pos, dataStart: pos + id.length + size.length, size };
}

/**
 * `head` (the file's first bytes) with `durationMs` written into Segment > Info; 'incomplete'
 * when those bytes end before Info does; null when it is not a WebM this understands (then the
 * file is kept as it is). Bytes after Info come back unchanged.
 */
export function withWebmDuration(head: Buffer, durationMs: number): Buffer | 'incomplete' | null {
  try {
    return rewriteHead(head, durationMs);
  } catch (error) {
    if (error instanceof Incomplete) return 'incomplete';
    throw error;
  }
}

function rewriteHead(head: Buffer, durationMs: number): Buffer | null {
  const ebml = readElement(head, 0);
  if (!ebml || ebml.id !== EBML || ebml.size.unknown) return null;
  const segment = readElement(head, ebml.dataStart + ebml.size.value);
  if (!segment || segment.id !== SEGMENT) return null;

  let pos = segment.dataStart;
  let info: Element | null = null;
  while (!info) {
    const child = readElement(head, pos);
    if (!child || child.id === CLUSTER || child.size.unknown) return null;
    if (child.id === INFO) info = child;
    else pos = child.dataStart + child.size.value;
  }
  if (info.dataStart + info.size.value > head.length) throw new Incomplete();

  let timecodeScale = 1_000_000;
  let existing: Element | null = null;
  for (let p = info.dataStart; p < info.dataStart + info.size.value;) {
    const child = readElement(head, p);
    if (!child) return null;
    if (child.id === TIMECODE_SCALE) timecodeScale = head.readUIntBE(child.dataStart, Math.min(child.size.value, 6));
    if (child.id === DURATION) existing = child;
    p = child.dataStart + child.size.value;
  }
  const ticks = (durationMs * 1_000_000) / timecodeScale;

  if (existing && (existing.size.value === 8 || existing.size.value === 4)) {
    const out = Buffer.from(head);
    if (existing.size.value === 8) out.writeDoubleBE(ticks, existing.dataStart);
    else out.writeFloatBE(ticks, existing.dataStart);
    return out;
  }

  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(DURATION, 0);
  duration[2] = 0x88; // size 8
  duration.writeDoubleBE(ticks, 3);
  const infoSize = info.size.value + duration.length;
  const infoHeader = Buffer.concat([
    head.subarray(info.start, info.dataStart - info.size.length),
    writeSize(infoSize, sizeWidth(infoSize, info.size.length)),
  ]);
  const grown = infoHeader.length + infoSize - (info.dataStart - info.start + info.size.value);

  let segmentHeader = head.subarray(segment.start, segment.dataStart);
  if (!segment.size.unknown) {
    segmentHeader = Buffer.concat([
      head.subarray(segment.start, segment.dataStart - segment.size.length),
      writeSize(segment.size.value + grown, segment.size.length),
    ]);
  }
  return Buffer.concat([
    head.subarray(0, segment.start),
    segmentHeader,
    head.subarray(segment.dataStart, info.start),
    infoHeader,
    head.subarray(info.dataStart, info.dataStart + info.size.value),
    duration,
    head.subarray(info.dataStart + info.size.value),
  ]);
}
