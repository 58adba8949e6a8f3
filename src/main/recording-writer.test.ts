import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingWriter, extensionForMimeType, recordingFilePath } from './recording-writer';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'repetytor-rec-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fixedNow = () => new Date('2025-03-01T10:20:30.456Z');

describe('createRecordingWriter', () => {
  it('streams chunks to a file under the recordings dir in order', async () => {
    const recordingsDir = path.join(dir, 'recordings');
    const writer = createRecordingWriter({ dir: recordingsDir, now: fixedNow });
    const { recordingId, filePath } = await writer.start({
      lessonId: 'lesson_42',
      mimeType: 'video/webm;codecs=vp9,opus',
    });
    expect(path.dirname(filePath)).toBe(recordingsDir);
    expect(path.basename(filePath)).toBe('lesson-lesson_42-2025-03-01T10-20-30-456Z.webm');

    // Sent without awaiting, as overlapping IPC calls would arrive.
    await Promise.all([
      writer.appendChunk({ recordingId, chunk: Buffer.from('one,') }),
      writer.appendChunk({ recordingId, chunk: new Uint8Array(Buffer.from('two,')) }),
      writer.appendChunk({ recordingId, chunk: Buffer.from('three') }),
    ]);
    const result = await writer.stop({ recordingId });
    expect(result).toEqual({ filePath, bytes: 13 });
    expect(await readFile(filePath, 'utf8')).toBe('one,two,three');
    expect(writer.activeCount).toBe(0);
  });

  it('writes a recording larger than one stream buffer without losing bytes', async () => {
    const writer = createRecordingWriter({ dir });
    const { recordingId, filePath } = await writer.start({ lessonId: 'big', mimeType: 'video/mp4' });
    const chunk = new Uint8Array(256 * 1024).fill(7);
    for (let i = 0; i < 40; i += 1) await writer.appendChunk({ recordingId, chunk });
    const { bytes } = await writer.stop({ recordingId });
    expect(bytes).toBe(40 * chunk.byteLength);
    expect((await readFile(filePath)).byteLength).toBe(bytes);
    expect(filePath.endsWith('.mp4')).toBe(true);
  });

  it.each(['../../etc/passwd', '..', 'a/b', 'a\\b', '', 'x'.repeat(65), 'lesson 1', '%2e%2e'])(
    'refuses the lesson id %j instead of writing outside the recordings dir',
    async (lessonId) => {
      const writer = createRecordingWriter({ dir: path.join(dir, 'recordings') });
      await expect(writer.start({ lessonId, mimeType: 'video/webm' })).rejects.toThrow('RECORDING_INVALID_LESSON_ID');
      expect(await readdir(dir)).toEqual([]);
    },
  );

  it('refuses chunks and stops for an unknown or finished recording', async () => {
    const writer = createRecordingWriter({ dir });
    await expect(writer.appendChunk({ recordingId: 'nope', chunk: new Uint8Array(1) })).rejects.toThrow(
      'RECORDING_NOT_FOUND',
    );
    const { recordingId } = await writer.start({ lessonId: 'l1', mimeType: 'video/webm' });
    await writer.stop({ recordingId });
    await expect(writer.stop({ recordingId })).rejects.toThrow('RECORDING_NOT_FOUND');
    await expect(writer.appendChunk({ recordingId, chunk: new Uint8Array(1) })).rejects.toThrow('RECORDING_NOT_FOUND');
  });

  it('never overwrites an earlier recording of the same lesson and moment', async () => {
    const writer = createRecordingWriter({ dir, now: fixedNow });
    await writer.start({ lessonId: 'l1', mimeType: 'video/webm' });
    await expect(writer.start({ lessonId: 'l1', mimeType: 'video/webm' })).rejects.toThrow(/EEXIST/);
  });

  it('closes every open recording on quit and keeps what was written', async () => {
    const writer = createRecordingWriter({ dir });
    const { recordingId, filePath } = await writer.start({ lessonId: 'l1', mimeType: 'video/webm' });
    await writer.appendChunk({ recordingId, chunk: Buffer.from('partial') });
    await writer.closeAll();
    expect(writer.activeCount).toBe(0);
    expect(await readFile(filePath, 'utf8')).toBe('partial');
  });
});

describe('recordingFilePath', () => {
  it('names the file by lesson and time with an extension from the MIME type', () => {
    expect(recordingFilePath('/r', 'abc', 'video/x-matroska;codecs=avc1', fixedNow())).toBe(
      path.resolve('/r', 'lesson-abc-2025-03-01T10-20-30-456Z.mkv'),
    );
    expect(extensionForMimeType('audio/webm')).toBe('weba');
    expect(extensionForMimeType('something/else')).toBe('webm');
  });
});
