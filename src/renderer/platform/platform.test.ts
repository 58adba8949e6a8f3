import { describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '../../shared/ipc';
import { createDesktopPlatform, desktopApiOf, desktopCaptureConstraints } from './desktop-platform';
import { createLocalTokenStorage, createWebPlatform, recordingFileName, type WebScope } from './web-platform';

function fakeLocalStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function fakeDesktop(): DesktopApi {
  return {
    app: { getVersion: vi.fn(async () => '0.1.0') },
    tokens: {
      get: vi.fn(async () => ({ token: 't', refresh: 'r' })),
      set: vi.fn(async () => undefined),
      clear: vi.fn(async () => undefined),
    },
    notify: { show: vi.fn(async () => undefined) },
    tray: { setUnreadCount: vi.fn(async () => undefined) },
    screen: { listSources: vi.fn(async () => []) },
    recording: {
      start: vi.fn(async () => ({ recordingId: 'id-1', filePath: '/rec/a.webm' })),
      appendChunk: vi.fn(async () => undefined),
      stop: vi.fn(async () => ({ filePath: '/rec/a.webm', bytes: 3 })),
    },
    updates: { check: vi.fn(async () => ({ status: 'up-to-date' as const, version: '0.1.0' })) },
  };
}

describe('web token storage', () => {
  it('uses the localStorage keys token and refresh of the web client', async () => {
    const storage = fakeLocalStorage();
    const tokens = createLocalTokenStorage(storage);
    await tokens.set({ token: 'a', refresh: 'b' });
    expect(Object.fromEntries(storage.items)).toEqual({ token: 'a', refresh: 'b' });
    await tokens.set({ token: 'c' });
    expect(await tokens.get()).toEqual({ token: 'c', refresh: 'b' });
    await tokens.clear();
    expect(storage.items.size).toBe(0);
  });
});

describe('createWebPlatform', () => {
  function scope(overrides: Partial<WebScope> = {}): WebScope {
    return {
      localStorage: fakeLocalStorage(),
      navigator: {},
      document: { createElement: vi.fn(), body: { append: vi.fn() } } as never,
      URL: { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() },
      setTimeout: vi.fn(),
      ...overrides,
    };
  }

  it('is the browser platform with no update channel or own picker', async () => {
    const web = createWebPlatform(scope());
    expect(web.isDesktop).toBe(false);
    expect(web.screenCapture.needsPicker).toBe(false);
    await expect(web.updates.check()).resolves.toEqual({ status: 'disabled' });
    await expect(web.screenCapture.getDisplayMedia()).rejects.toThrow('SCREEN_CAPTURE_UNSUPPORTED');
  });

  it('shows a notification only once the user allowed them', async () => {
    const created: string[] = [];
    const Notification = Object.assign(
      function (title: string) {
        created.push(title);
      },
      { permission: 'default', requestPermission: vi.fn(async () => 'granted') },
    );
    await createWebPlatform(scope({ Notification: Notification as never })).notify({ title: 'Урок', body: '' });
    expect(created).toEqual(['Урок']);
    Notification.requestPermission.mockResolvedValueOnce('denied');
    await createWebPlatform(scope({ Notification: Notification as never })).notify({ title: 'Ще', body: '' });
    expect(created).toEqual(['Урок']);
  });

  it('takes the tab to the screen a clicked notification is about', async () => {
    const shown: { onclick: null | (() => void) }[] = [];
    const Notification = Object.assign(
      function (this: { onclick: null | (() => void) }) {
        this.onclick = null;
        shown.push(this);
      },
      { permission: 'granted', requestPermission: vi.fn() },
    );
    const assign = vi.fn();
    const focus = vi.fn();
    await createWebPlatform({ ...scope({ Notification: Notification as never }), location: { assign }, focus }).notify({
      title: 'Нове повідомлення',
      body: 'Привіт',
      path: '/messages/c1',
    });
    shown[0]!.onclick!();
    expect(focus).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/messages/c1');
  });

  it('names downloaded recordings by lesson and time', () => {
    expect(recordingFileName('l1', 'video/webm;codecs=vp9', new Date('2025-01-02T03:04:05.006Z'))).toBe(
      'lesson-l1-2025-01-02T03-04-05-006Z.webm',
    );
  });
});

describe('createDesktopPlatform', () => {
  it('finds the bridge only when preload put one on the window', () => {
    const desktop = fakeDesktop();
    expect(desktopApiOf({ desktop })).toBe(desktop);
    expect(desktopApiOf({})).toBeNull();
    expect(desktopApiOf({ desktop: 'nope' })).toBeNull();
  });

  it('delegates tokens, notifications, badge and updates to window.desktop', async () => {
    const desktop = fakeDesktop();
    const platform = createDesktopPlatform(desktop, { navigator: {} });
    expect(platform.isDesktop).toBe(true);
    await expect(platform.tokenStorage.get()).resolves.toEqual({ token: 't', refresh: 'r' });
    await platform.tokenStorage.set({ token: 'n' });
    expect(desktop.tokens.set).toHaveBeenCalledWith({ token: 'n' });
    await platform.notify({ title: 'a', body: 'b' });
    expect(desktop.notify.show).toHaveBeenCalledWith({ title: 'a', body: 'b' });
    await platform.notify({ title: 'a', body: 'b', path: '/messages/c1' });
    expect(desktop.notify.show).toHaveBeenCalledWith({ title: 'a', body: 'b', path: '/messages/c1' });
    await platform.setUnreadCount(2.7);
    expect(desktop.tray.setUnreadCount).toHaveBeenCalledWith({ count: 2 });
    await expect(platform.updates.check()).resolves.toEqual({ status: 'up-to-date', version: '0.1.0' });
  });

  it('captures the source chosen in the app picker by id', async () => {
    const getUserMedia = vi.fn(async () => ({}) as MediaStream);
    const platform = createDesktopPlatform(fakeDesktop(), { navigator: { mediaDevices: { getUserMedia } } });
    await platform.screenCapture.getDisplayMedia({ sourceId: 'screen:1:0' });
    expect(getUserMedia).toHaveBeenCalledWith(desktopCaptureConstraints('screen:1:0'));
    expect(desktopCaptureConstraints('screen:1:0')).toEqual({
      audio: false,
      video: { mandatory: { chromeMediaSource: 'desktop', chromeMediaSourceId: 'screen:1:0' } },
    });
    await expect(platform.screenCapture.getDisplayMedia()).rejects.toThrow('SCREEN_SOURCE_REQUIRED');
  });
});
