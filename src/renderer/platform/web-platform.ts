import { createRecorder, type MediaRecorderConstructor } from './lesson-recorder';
import type { Platform, RecordingSink, TokenPair, TokenStorage } from './platform-types';

/*
 * The browser build: students and guests. Everything here is a standard web API, and each one
 * degrades to "nothing happens" rather than an error where the browser lacks it.
 */

/** Spec section 9 names these localStorage keys; other code and old sessions rely on them. */
export const TOKEN_KEY = 'token';
export const REFRESH_KEY = 'refresh';

/** The parts of `window` the web platform uses, so tests can pass a fake. */
export interface WebScope {
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  navigator: {
    mediaDevices?: Pick<MediaDevices, 'getDisplayMedia'>;
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'> &
    (new (title: string, options?: NotificationOptions) => Notification);
  MediaRecorder?: MediaRecorderConstructor;
  document: Pick<Document, 'createElement'> & { body: Pick<HTMLElement, 'append'> };
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Where a clicked notification takes the tab (its `path`), and bringing the tab forward. */
  location?: Pick<Location, 'assign'>;
  focus?: () => void;
}

export function createLocalTokenStorage(storage: WebScope['localStorage']): TokenStorage {
  return {
    async get(): Promise<TokenPair> {
      return { token: storage.getItem(TOKEN_KEY), refresh: storage.getItem(REFRESH_KEY) };
    },
    async set({ token, refresh }) {
      storage.setItem(TOKEN_KEY, token);
      if (refresh === null) storage.removeItem(REFRESH_KEY);
      else if (refresh !== undefined) storage.setItem(REFRESH_KEY, refresh);
    },
    async clear() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(REFRESH_KEY);
    },
  };
}

export function recordingFileName(lessonId: string, mimeType: string, now: Date): string {
  const extension = mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
  return `lesson-${lessonId}-${now.toISOString().replace(/[:.]/g, '-')}.${extension}`;
}

/**
 * The browser cannot stream to a file of the user's choosing without a picker per recording, so
 * the parts stay in memory (as Blobs, which browsers may page to disk) and download on stop.
 */
export function createDownloadSink(scope: WebScope, now: () => Date = () => new Date()): RecordingSink {
  return {
    async open({ lessonId, mimeType }) {
      const parts: Blob[] = [];
      return {
        async append(chunk) {
          parts.push(chunk);
        },
        async close() {
          const blob = new Blob(parts, { type: mimeType });
          const fileName = recordingFileName(lessonId, mimeType, now());
          const url = scope.URL.createObjectURL(blob);
          const link = scope.document.createElement('a');
          link.href = url;
          link.download = fileName;
          link.rel = 'noopener';
          scope.document.body.append(link);
          link.click();
          link.remove();
          // Revoking at once can cancel the download in some browsers; a minute is plenty.
          scope.setTimeout(() => scope.URL.revokeObjectURL(url), 60_000);
          return { kind: 'download', fileName, bytes: blob.size };
        },
      };
    },
  };
}

export function createWebPlatform(scope: WebScope): Platform {
  return {
    isDesktop: false,
    tokenStorage: createLocalTokenStorage(scope.localStorage),
    async notify({ title, body, path }) {
      const WebNotification = scope.Notification;
      if (!WebNotification) return;
      let permission = WebNotification.permission;
      if (permission === 'default') permission = await WebNotification.requestPermission();
      if (permission !== 'granted') return;
      const shown = new WebNotification(title, { body });
      // The page the notification is about: the tab comes forward and goes there.
      if (path)
        shown.onclick = () => {
          scope.focus?.();
          scope.location?.assign(path);
        };
    },
    async setUnreadCount(count) {
      // The Badging API only exists for installed web apps; elsewhere the in-page counter shows it.
      if (count > 0) await scope.navigator.setAppBadge?.(count).catch(() => undefined);
      else await scope.navigator.clearAppBadge?.().catch(() => undefined);
    },
    screenCapture: {
      needsPicker: false,
      listSources: async () => [],
      async getDisplayMedia(options = {}) {
        const mediaDevices = scope.navigator.mediaDevices;
        if (!mediaDevices?.getDisplayMedia) throw new Error('SCREEN_CAPTURE_UNSUPPORTED');
        return mediaDevices.getDisplayMedia({ video: true, audio: options.audio ?? false });
      },
    },
    recorder: createRecorder(createDownloadSink(scope), scope.MediaRecorder),
    updates: { check: async () => ({ status: 'disabled' }) },
  };
}
