import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { StartRecordingOutput, StopRecordingOutput } from '../shared/ipc';
import type { IpcHandlers } from './ipc-handlers';

/*
 * Lesson recordings go straight to disk as MediaRecorder hands over each timeslice: a lesson runs
 * for 50 minutes or more (spec section 9), far too much video to hold in memory. Each chunk is
 * written through a stream and the call only resolves once the stream has room again, so a slow
 * disk slows the renderer's queue instead of growing the main process's memory.
 */

const EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'weba',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
  'video/x-matroska': 'mkv',
  'audio/x-matroska': 'mka',
};

const SAFE_LESSON_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function extensionForMimeType(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS[base] ?? 'webm';
}

/**
 * The file for a new recording. The lesson id is checked again here (the IPC schema already did)
 * because this is the line that turns renderer input into a path.
 */
export function recordingFilePath(dir: string, lessonId: string, mimeType: string, now: Date): string {
  if (!SAFE_LESSON_ID.test(lessonId)) throw new Error('RECORDING_INVALID_LESSON_ID');
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const root = path.resolve(dir);
  const filePath = path.resolve(root, `lesson-${lessonId}-${stamp}.${extensionForMimeType(mimeType)}`);
  if (path.dirname(filePath) !== root) throw new Error('RECORDING_INVALID_LESSON_ID');
  return filePath;
}

interface ActiveRecording {
  filePath: string;
  stream: WriteStream;
  bytes: number;
  /** Chunks are applied strictly in arrival order even if two IPC calls overlap. */
  queue: Promise<void>;
  /** A disk error seen between calls; later chunks fail with it instead of crashing main. */
  error: Error | null;
}

export interface RecordingWriterOptions {
  /** Usually `path.join(app.getPath('userData'), 'recordings')`. */
  dir: string;
  now?: () => Date;
  newId?: () => string;
}

export interface RecordingWriter {
  start(input: { lessonId: string; mimeType: string }): Promise<StartRecordingOutput>;
  appendChunk(input: { recordingId: string; chunk: Uint8Array }): Promise<void>;
  stop(input: { recordingId: string }): Promise<StopRecordingOutput>;
  /** Closes every open file, e.g. when the app quits mid-lesson; what was written stays. */
  closeAll(): Promise<void>;
  readonly activeCount: number;
}

async function writeChunk(stream: WriteStream, chunk: Uint8Array): Promise<void> {
  if (stream.write(chunk)) return;
  await once(stream, 'drain');
}

async function finish(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  stream.end();
  await once(stream, 'close');
}

export function createRecordingWriter(options: RecordingWriterOptions): RecordingWriter {
  const active = new Map<string, ActiveRecording>();
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;

  const find = (recordingId: string): ActiveRecording => {
    const recording = active.get(recordingId);
    if (!recording) throw new Error('RECORDING_NOT_FOUND');
    return recording;
  };

  return {
    get activeCount() {
      return active.size;
    },
    async start({ lessonId, mimeType }) {
      const filePath = recordingFilePath(options.dir, lessonId, mimeType, now());
      await mkdir(path.dirname(filePath), { recursive: true });
      // `wx`: never overwrite an earlier recording, even if two start in the same millisecond.
      const stream = createWriteStream(filePath, { flags: 'wx', mode: 0o600 });
      await once(stream, 'open');
      const recordingId = newId();
      const recording: ActiveRecording = { filePath, stream, bytes: 0, queue: Promise.resolve(), error: null };
      stream.on('error', (error) => {
        recording.error = error;
      });
      active.set(recordingId, recording);
      return { recordingId, filePath };
    },
    async appendChunk({ recordingId, chunk }) {
      const recording = find(recordingId);
      const step = recording.queue.then(async () => {
        if (recording.error) throw new Error('RECORDING_WRITE_FAILED', { cause: recording.error });
        await writeChunk(recording.stream, chunk);
        recording.bytes += chunk.byteLength;
      });
      // A failed write must not wedge later chunks' queue; the caller still sees this failure.
      recording.queue = step.catch(() => undefined);
      return step;
    },
    async stop({ recordingId }) {
      const recording = find(recordingId);
      active.delete(recordingId);
      await recording.queue;
      await finish(recording.stream);
      return { filePath: recording.filePath, bytes: recording.bytes };
    },
    async closeAll() {
      const recordings = [...active.values()];
      active.clear();
      await Promise.all(recordings.map(async (r) => r.queue.then(() => finish(r.stream))));
    },
  };
}

export type RecordingIpcHandlers = Pick<IpcHandlers, 'recording:start' | 'recording:appendChunk' | 'recording:stop'>;

/** The recording channels as main registers them (index.ts); the soak test drives the same ones. */
export function recordingIpcHandlers(writer: RecordingWriter): RecordingIpcHandlers {
  return {
    'recording:start': (input) => writer.start(input),
    'recording:appendChunk': (input) => writer.appendChunk(input),
    'recording:stop': (input) => writer.stop(input),
  };
}
