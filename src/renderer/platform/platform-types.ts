import type { NotificationInput, ScreenSource, SetTokensInput, TokenPair, UpdateCheckResult } from '../../shared/ipc';

/*
 * What differs between the browser and the desktop app (DESIGN.md "The renderer", HOUSE-STYLE
 * item 10). Features import `platform` from this folder and never look at `window.desktop`;
 * web-platform.ts and desktop-platform.ts are the two implementations.
 */

export type { NotificationInput, ScreenSource, SetTokensInput, TokenPair, UpdateCheckResult };

/** The signed-in user's `token` and `refresh` (spec section 7). */
export interface TokenStorage {
  get(): Promise<TokenPair>;
  /** `refresh` left out keeps the stored one: the refresh call returns only a new token. */
  set(tokens: SetTokensInput): Promise<void>;
  clear(): Promise<void>;
}

export interface DisplayMediaOptions {
  /** Desktop: the `id` of a source from `listSources()`, chosen in the app's picker. */
  sourceId?: string;
  /** Web: ask the browser to include tab or system audio where it can. */
  audio?: boolean;
}

export interface ScreenCapture {
  /**
   * True on desktop, where the app shows its own picker fed by `listSources()`; false in the
   * browser, which shows its own picker inside `getDisplayMedia()`.
   */
  readonly needsPicker: boolean;
  listSources(): Promise<ScreenSource[]>;
  getDisplayMedia(options?: DisplayMediaOptions): Promise<MediaStream>;
}

/** Where a finished recording ended up. */
export type RecordingResult =
  { kind: 'file'; filePath: string; bytes: number } | { kind: 'download'; fileName: string; bytes: number };

/** One open recording target; chunks arrive in order, one at a time. */
export interface RecordingTarget {
  append(chunk: Blob): Promise<void>;
  close(): Promise<RecordingResult>;
}

/** Desktop streams to disk through main; the browser keeps the parts and downloads them. */
export interface RecordingSink {
  open(options: { lessonId: string; mimeType: string }): Promise<RecordingTarget>;
}

export type RecordingState = 'recording' | 'paused' | 'stopped';

/** A running lesson recording (spec section 6: it can start, pause, resume or stop). */
export interface LessonRecording {
  readonly state: RecordingState;
  readonly mimeType: string;
  pause(): void;
  resume(): void;
  stop(): Promise<RecordingResult>;
}

export interface StartRecordingOptions {
  lessonId: string;
  /** Defaults to the best type MediaRecorder supports (WebM with VP9 or VP8 first). */
  mimeType?: string;
}

export interface Recorder {
  start(stream: MediaStream, options: StartRecordingOptions): Promise<LessonRecording>;
}

export interface Updates {
  /** `disabled` in the browser, which always runs the deployed version. */
  check(): Promise<UpdateCheckResult>;
}

export interface Platform {
  readonly isDesktop: boolean;
  tokenStorage: TokenStorage;
  /** A system notification; quietly does nothing where the user has not allowed them. */
  notify(notification: NotificationInput): Promise<void>;
  /** Tray and dock badge on desktop, the app badge of an installed web app in the browser. */
  setUnreadCount(count: number): Promise<void>;
  screenCapture: ScreenCapture;
  recorder: Recorder;
  updates: Updates;
}
