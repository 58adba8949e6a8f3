import type {
  LessonRecording,
  Recorder,
  RecordingResult,
  RecordingSink,
  RecordingState,
  StartRecordingOptions,
} from './platform-types';

/*
 * MediaRecorder driven the same way on web and desktop; only the sink differs. Chunks are taken
 * every second and handed to the sink strictly one after another, so on desktop at most a few
 * seconds of video wait in memory while main writes to disk.
 */

export const RECORDING_TIMESLICE_MS = 1_000;

/** Preference order; all are accepted by the desktop IPC contract (src/shared/ipc.ts). */
export const RECORDING_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
] as const;

export class RecordingIncompleteError extends Error {
  constructor(
    readonly result: RecordingResult,
    cause: unknown,
  ) {
    super('RECORDING_INCOMPLETE', { cause });
    this.name = 'RecordingIncompleteError';
  }
}

export type MediaRecorderConstructor = {
  new (stream: MediaStream, options?: MediaRecorderOptions): MediaRecorder;
  isTypeSupported(type: string): boolean;
};

export function pickRecordingMimeType(isTypeSupported: (type: string) => boolean): string {
  return RECORDING_MIME_TYPES.find((type) => isTypeSupported(type)) ?? 'video/webm';
}

export function createRecorder(sink: RecordingSink, Recorder: MediaRecorderConstructor | undefined): Recorder {
  return {
    async start(stream: MediaStream, options: StartRecordingOptions): Promise<LessonRecording> {
      if (!Recorder) throw new Error('RECORDING_UNSUPPORTED');
      const mimeType = options.mimeType ?? pickRecordingMimeType((type) => Recorder.isTypeSupported(type));
      const target = await sink.open({ lessonId: options.lessonId, mimeType });
      const recorder = new Recorder(stream, { mimeType });
      let queue: Promise<void> = Promise.resolve();
      let failure: unknown = null;
      let state: RecordingState = 'recording';
      let finished: Promise<RecordingResult> | null = null;

      recorder.addEventListener('dataavailable', (event: BlobEvent) => {
        if (event.data.size === 0) return;
        queue = queue.then(async () => {
          // After one failed chunk the file has a gap; keep the first error and drop the rest.
          if (failure) return;
          await target.append(event.data).catch((error: unknown) => {
            failure = error;
          });
        });
      });
      const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));
      recorder.start(RECORDING_TIMESLICE_MS);

      return {
        mimeType,
        get state() {
          return state;
        },
        pause() {
          if (state !== 'recording') return;
          recorder.pause();
          state = 'paused';
        },
        resume() {
          if (state !== 'paused') return;
          recorder.resume();
          state = 'recording';
        },
        stop() {
          finished ??= (async () => {
            state = 'stopped';
            if (recorder.state !== 'inactive') recorder.stop();
            await stopped;
            // The last dataavailable fires before stop, so the queue now holds every chunk.
            await queue;
            const result = await target.close();
            // What was written is kept; the caller learns where it is and that it has a gap.
            if (failure) throw new RecordingIncompleteError(result, failure);
            return result;
          })();
          return finished;
        },
      };
    },
  };
}
