import type { DesktopApi } from '../../shared/ipc';
import { createRecorder, type MediaRecorderConstructor } from './lesson-recorder';
import type { Platform, RecordingSink } from './platform-types';

/*
 * The Electron build: the only renderer file that touches `window.desktop` (the bridge preload
 * exposes). Everything here is a thin call into main, which validates it again.
 */

/** The bridge, if this page runs inside the desktop app; `window` is not augmented on purpose. */
export function desktopApiOf(scope: object): DesktopApi | null {
  if (!('desktop' in scope)) return null;
  const api = (scope as { desktop?: unknown }).desktop;
  return typeof api === 'object' && api !== null ? (api as DesktopApi) : null;
}

/** Main writes each chunk to disk before the next is sent (src/main/recording-writer.ts). */
export function createDesktopSink(desktop: DesktopApi): RecordingSink {
  return {
    async open({ lessonId, mimeType }) {
      const { recordingId } = await desktop.recording.start({ lessonId, mimeType });
      return {
        async append(chunk) {
          await desktop.recording.appendChunk({ recordingId, chunk: new Uint8Array(await chunk.arrayBuffer()) });
        },
        async close() {
          const { filePath, bytes } = await desktop.recording.stop({ recordingId });
          return { kind: 'file', filePath, bytes };
        },
      };
    },
  };
}

export interface DesktopScope {
  navigator: { mediaDevices?: Pick<MediaDevices, 'getUserMedia'> };
  MediaRecorder?: MediaRecorderConstructor;
}

/**
 * Chromium's desktop-capture constraints: Electron has no browser picker, so the source chosen in
 * the app's picker is captured by id. These keys are not in the DOM typings, hence the cast.
 */
export function desktopCaptureConstraints(sourceId: string): MediaStreamConstraints {
  const video = { mandatory: { chromeMediaSource: 'desktop', chromeMediaSourceId: sourceId } };
  return { audio: false, video } as unknown as MediaStreamConstraints;
}

export function createDesktopPlatform(desktop: DesktopApi, scope: DesktopScope): Platform {
  return {
    isDesktop: true,
    tokenStorage: {
      get: () => desktop.tokens.get(),
      set: (tokens) => desktop.tokens.set(tokens),
      clear: () => desktop.tokens.clear(),
    },
    notify: (notification) => desktop.notify.show(notification),
    setUnreadCount: (count) => desktop.tray.setUnreadCount({ count: Math.max(0, Math.floor(count)) }),
    screenCapture: {
      needsPicker: true,
      listSources: () => desktop.screen.listSources(),
      async getDisplayMedia(options = {}) {
        if (!options.sourceId) throw new Error('SCREEN_SOURCE_REQUIRED');
        const mediaDevices = scope.navigator.mediaDevices;
        if (!mediaDevices) throw new Error('SCREEN_CAPTURE_UNSUPPORTED');
        return mediaDevices.getUserMedia(desktopCaptureConstraints(options.sourceId));
      },
    },
    recorder: createRecorder(createDesktopSink(desktop), scope.MediaRecorder),
    updates: { check: () => desktop.updates.check() },
  };
}
