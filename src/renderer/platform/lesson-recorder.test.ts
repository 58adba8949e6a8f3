import { describe, expect, it, vi } from 'vitest';
import {
  createRecorder,
  pickRecordingMimeType,
  RecordingIncompleteError,
  type MediaRecorderConstructor,
} from './lesson-recorder';
import type { RecordingSink, RecordingTarget } from './platform-types';

/** A stand-in for MediaRecorder: the test decides when chunks arrive. */
class FakeMediaRecorder extends EventTarget {
  static supported = ['video/webm;codecs=vp8,opus', 'video/webm'];
  static last: FakeMediaRecorder | null = null;
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.includes(type);
  }
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  timeslice: number | undefined;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType?: string },
  ) {
    super();
    FakeMediaRecorder.last = this;
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  emit(text: string) {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([text]) }));
  }
  stop() {
    this.emit('last');
    this.state = 'inactive';
    this.dispatchEvent(new Event('stop'));
  }
}

function memorySink(failOn?: string) {
  const written: string[] = [];
  const opened: { lessonId: string; mimeType: string }[] = [];
  const sink: RecordingSink = {
    async open(options) {
      opened.push(options);
      const target: RecordingTarget = {
        async append(chunk) {
          const text = await chunk.text();
          // A slow disk: later chunks must still land after earlier ones.
          await new Promise((resolve) => setTimeout(resolve, text === 'a' ? 20 : 0));
          if (text === failOn) throw new Error('disk full');
          written.push(text);
        },
        close: async () => ({ kind: 'file', filePath: '/rec/l1.webm', bytes: written.join('').length }),
      };
      return target;
    },
  };
  return { sink, written, opened };
}

const Recorder = FakeMediaRecorder as unknown as MediaRecorderConstructor;
const stream = {} as MediaStream;

describe('createRecorder', () => {
  it('records with the best supported type in one-second chunks, in order', async () => {
    const { sink, written, opened } = memorySink();
    const recording = await createRecorder(sink, Recorder).start(stream, { lessonId: 'l1' });
    const media = FakeMediaRecorder.last!;
    expect(opened).toEqual([{ lessonId: 'l1', mimeType: 'video/webm;codecs=vp8,opus' }]);
    expect(media.timeslice).toBe(1000);
    media.emit('a');
    media.emit('b');
    media.emit('');
    await expect(recording.stop()).resolves.toEqual({ kind: 'file', filePath: '/rec/l1.webm', bytes: 6 });
    expect(written).toEqual(['a', 'b', 'last']);
    expect(recording.state).toBe('stopped');
  });

  it('pauses and resumes the recorder', async () => {
    const recording = await createRecorder(memorySink().sink, Recorder).start(stream, { lessonId: 'l1' });
    recording.pause();
    expect([recording.state, FakeMediaRecorder.last!.state]).toEqual(['paused', 'paused']);
    recording.resume();
    expect([recording.state, FakeMediaRecorder.last!.state]).toEqual(['recording', 'recording']);
  });

  it('closes the file and reports a gap when a chunk could not be written', async () => {
    const { sink, written } = memorySink('b');
    const recording = await createRecorder(sink, Recorder).start(stream, { lessonId: 'l1' });
    FakeMediaRecorder.last!.emit('a');
    FakeMediaRecorder.last!.emit('b');
    const error = await recording.stop().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordingIncompleteError);
    expect((error as RecordingIncompleteError).result).toMatchObject({ filePath: '/rec/l1.webm' });
    expect(written).toEqual(['a']);
  });

  it('stops once even when asked twice', async () => {
    const recording = await createRecorder(memorySink().sink, Recorder).start(stream, { lessonId: 'l1' });
    const stop = vi.spyOn(FakeMediaRecorder.last!, 'stop');
    await Promise.all([recording.stop(), recording.stop()]);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('fails clearly where the browser has no MediaRecorder', async () => {
    await expect(createRecorder(memorySink().sink, undefined).start(stream, { lessonId: 'l1' })).rejects.toThrow(
      'RECORDING_UNSUPPORTED',
    );
  });
});

describe('pickRecordingMimeType', () => {
  it('prefers VP9 WebM and falls back to plain WebM', () => {
    expect(pickRecordingMimeType(() => true)).toBe('video/webm;codecs=vp9,opus');
    expect(pickRecordingMimeType(() => false)).toBe('video/webm');
  });
});
