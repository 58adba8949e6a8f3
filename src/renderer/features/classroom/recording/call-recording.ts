import type { LessonRecording } from '../../../../shared/contracts/recordings';
import { ChunkUploader, isTransient, waitForNetwork, type ChunkApi, type UploadProgress } from './chunk-uploader';

/*
 * One browser recording of the call, made in the tutor's tab. What is recorded:
 * the tutor's camera picture and the sound of both sides (the tutor's microphone and the
 * student's voice, mixed with Web Audio). The student's picture and shared screens are not in it:
 * MediaRecorder takes one fixed set of tracks, and drawing both pictures onto a canvas would stop
 * whenever the tab is in the background. MediaRecorder gives a piece a second; the uploader sends
 * what waits in order, as one chunk, and resumes after a dropped connection. The duration is measured here (paused
 * time left out) and written into the file by the server when the recording stops.
 */

export const RECORDING_TIMESLICE_MS = 1_000;
const VIDEO_BITS_PER_SECOND = 1_000_000;
const AUDIO_BITS_PER_SECOND = 64_000;
/** About what a second of recording weighs (for a recording whose tab closed before it stopped). */
export const RECORDED_BYTES_PER_SECOND = (VIDEO_BITS_PER_SECOND + AUDIO_BITS_PER_SECOND) / 8;

/** VP8 first: cheaper to encode live than VP9 and played by every browser that plays WebM. */
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];

export type RecordingPhase = 'starting' | 'recording' | 'paused' | 'saving' | 'saved' | 'failed';

export interface RecordingSnapshot {
  phase: RecordingPhase;
  recordingId: string | null;
  upload: UploadProgress;
  /** Why it failed: an API error code, or RECORDING_UNSUPPORTED. */
  error: string | null;
}

/** The recording routes bound to one lesson. */
export interface RecordingApi {
  start(mimeType: string): Promise<LessonRecording>;
  chunks(recordingId: string): ChunkApi;
  action(recordingId: string, action: 'pause' | 'resume'): Promise<void>;
  stop(recordingId: string, durationMs: number): Promise<LessonRecording>;
}

/** Retries a call while the network is away; other errors go to the caller. */
async function persist<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error)) throw error;
      await waitForNetwork(attempt);
    }
  }
}

/** The student's sound and the tutor's microphone on one track. */
class AudioMix {
  private readonly ctx = new AudioContext();
  private readonly out = this.ctx.createMediaStreamDestination();
  private readonly sources = new Map<string, MediaStreamAudioSourceNode>();

  get track(): MediaStreamTrack {
    return this.out.stream.getAudioTracks()[0]!;
  }

  /** Mixes exactly these tracks from now on. */
  set(tracks: MediaStreamTrack[]) {
    const wanted = new Set(tracks.map((track) => track.id));
    for (const [id, node] of this.sources) {
      if (wanted.has(id)) continue;
      node.disconnect();
      this.sources.delete(id);
    }
    for (const track of tracks) {
      if (this.sources.has(track.id) || track.readyState === 'ended') continue;
      const node = this.ctx.createMediaStreamSource(new MediaStream([track]));
      node.connect(this.out);
      this.sources.set(track.id, node);
    }
    // Autoplay rules may leave a context made outside a click suspended.
    if (this.ctx.state === 'suspended') void this.ctx.resume().catch(() => {});
  }

  close() {
    for (const node of this.sources.values()) node.disconnect();
    this.sources.clear();
    void this.ctx.close().catch(() => {});
  }
}

export function pickMimeType(hasVideo: boolean): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return (hasVideo ? VIDEO_TYPES : AUDIO_TYPES).find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

export class CallRecording {
  private snap: RecordingSnapshot;
  private readonly listeners = new Set<() => void>();
  private recorder: MediaRecorder | null = null;
  private mix: AudioMix | null = null;
  private uploader: ChunkUploader | null = null;
  /** Recorded time before the current stretch, and when the current stretch began. */
  private recordedMs = 0;
  private stretchStart: number | null = null;
  private stopping: Promise<void> | null = null;
  private actions: Promise<void> = Promise.resolve();

  constructor(
    private readonly api: RecordingApi,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.snap = {
      phase: 'starting',
      recordingId: null,
      upload: { pending: 0, pendingBytes: 0, stored: 0, waiting: false, failed: null },
      error: null,
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get snapshot(): RecordingSnapshot {
    return this.snap;
  }

  private set(patch: Partial<RecordingSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The recorded time so far, paused stretches left out. */
  get durationMs(): number {
    return Math.round(this.recordedMs + (this.stretchStart === null ? 0 : this.now() - this.stretchStart));
  }

  /** Starts recording the tutor's camera and both sides' sound. */
  async start(local: MediaStream, remote: MediaStream | null): Promise<void> {
    const video = local.getVideoTracks().find((track) => track.readyState === 'live');
    const mimeType = pickMimeType(Boolean(video));
    if (!mimeType) {
      this.set({ phase: 'failed', error: 'RECORDING_UNSUPPORTED' });
      return;
    }
    let recording: LessonRecording;
    try {
      recording = await this.api.start(mimeType);
    } catch (error) {
      this.set({ phase: 'failed', error: (error as { code?: string }).code ?? 'UNKNOWN' });
      return;
    }
    this.mix = new AudioMix();
    this.setRemote(local, remote);
    this.uploader = new ChunkUploader(this.api.chunks(recording.id), {
      onChange: (upload) => this.set({ upload }),
    });
    const stream = new MediaStream([...(video ? [video] : []), this.mix.track]);
    const recorder = new MediaRecorder(stream, {
      mimeType,
      ...(video ? { videoBitsPerSecond: VIDEO_BITS_PER_SECOND } : {}),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    recorder.addEventListener('dataavailable', (event) => this.uploader?.push(event.data));
    recorder.addEventListener('start', () => {
      this.stretchStart = this.now();
    });
    this.recorder = recorder;
    recorder.start(RECORDING_TIMESLICE_MS);
    this.stretchStart = this.now();
    this.set({ phase: 'recording', recordingId: recording.id });
  }

  /** The sound sources changed (the other side joined again, a microphone was picked). */
  setRemote(local: MediaStream, remote: MediaStream | null) {
    this.mix?.set([...local.getAudioTracks(), ...(remote?.getAudioTracks() ?? [])]);
  }

  pause() {
    const { recorder, snap } = this;
    if (!recorder || snap.phase !== 'recording') return;
    recorder.pause();
    if (this.stretchStart !== null) this.recordedMs += this.now() - this.stretchStart;
    this.stretchStart = null;
    this.set({ phase: 'paused' });
    this.act('pause');
  }

  resume() {
    const { recorder, snap } = this;
    if (!recorder || snap.phase !== 'paused') return;
    recorder.resume();
    this.stretchStart = this.now();
    this.set({ phase: 'recording' });
    this.act('resume');
  }

  /** Pause and resume tell the other side through the server, in order, waiting out a lost network. */
  private act(action: 'pause' | 'resume') {
    const id = this.snap.recordingId!;
    this.actions = this.actions.then(() => persist(() => this.api.action(id, action))).catch(() => {});
  }

  /**
   * Stops recording, waits until every chunk is stored, then tells the server the duration.
   * Runs to the end even when the room is gone (the tutor left or ended the meeting).
   */
  stop(): Promise<void> {
    this.stopping ??= this.finish();
    return this.stopping;
  }

  private async finish(): Promise<void> {
    const { recorder, uploader } = this;
    const id = this.snap.recordingId;
    if (!recorder || !uploader || !id) return;
    const durationMs = this.durationMs;
    this.stretchStart = null;
    this.recordedMs = durationMs;
    this.set({ phase: 'saving' });
    if (recorder.state !== 'inactive') {
      const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
      recorder.stop();
      // The last chunk's dataavailable fires before stop.
      await stopped;
    }
    this.mix?.close();
    try {
      await uploader.drain();
      await this.actions;
      await persist(() => this.api.stop(id, durationMs));
      this.set({ phase: 'saved' });
    } catch (error) {
      this.set({ phase: 'failed', error: (error as { code?: string }).code ?? (error as Error).message ?? 'UNKNOWN' });
    }
  }
}
