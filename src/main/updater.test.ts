import { describe, expect, it, vi } from 'vitest';
import { createUpdater, isNewerVersion, type AutoUpdaterLike } from './updater';

function fakeAutoUpdater(result: Awaited<ReturnType<AutoUpdaterLike['checkForUpdates']>> | Error) {
  const listeners = new Map<string, (arg: never) => void>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: vi.fn(async () => {
      if (result instanceof Error) throw result;
      return result;
    }),
    on: (event: string, listener: (arg: never) => void) => listeners.set(event, listener),
  };
  return { updater: updater as AutoUpdaterLike & typeof updater, listeners };
}

describe('createUpdater', () => {
  it('does nothing in a development run and never loads electron-updater', async () => {
    const loadAutoUpdater = vi.fn();
    const updater = createUpdater({ isPackaged: false, currentVersion: '0.1.0', loadAutoUpdater });
    await expect(updater.check()).resolves.toEqual({ status: 'disabled' });
    expect(loadAutoUpdater).not.toHaveBeenCalled();
  });

  it('reports a newer version and downloads it in the background', async () => {
    const { updater: autoUpdater, listeners } = fakeAutoUpdater({
      isUpdateAvailable: true,
      updateInfo: { version: '0.2.0' },
    });
    const onUpdateDownloaded = vi.fn();
    const updater = createUpdater({
      isPackaged: true,
      currentVersion: '0.1.0',
      loadAutoUpdater: async () => autoUpdater,
      onUpdateDownloaded,
    });
    await expect(updater.check()).resolves.toEqual({ status: 'available', version: '0.2.0' });
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
    listeners.get('update-downloaded')?.({ version: '0.2.0' } as never);
    expect(onUpdateDownloaded).toHaveBeenCalledWith('0.2.0');
  });

  it('says up to date when the feed has the running version', async () => {
    const { updater: autoUpdater } = fakeAutoUpdater({ updateInfo: { version: '0.1.0' } });
    const updater = createUpdater({
      isPackaged: true,
      currentVersion: '0.1.0',
      loadAutoUpdater: async () => autoUpdater,
    });
    await expect(updater.check()).resolves.toEqual({ status: 'up-to-date', version: '0.1.0' });
  });

  it('turns a failed check (offline, placeholder feed) into an error status, not a crash', async () => {
    const { updater: autoUpdater } = fakeAutoUpdater(new Error('getaddrinfo ENOTFOUND updates.repetytor.invalid'));
    const log = vi.fn();
    const updater = createUpdater({
      isPackaged: true,
      currentVersion: '0.1.0',
      loadAutoUpdater: async () => autoUpdater,
      log,
    });
    await expect(updater.check()).resolves.toEqual({ status: 'error' });
    expect(log).toHaveBeenCalled();
  });

  it('reports disabled when the build has no update feed', async () => {
    const { updater: autoUpdater } = fakeAutoUpdater(null);
    const updater = createUpdater({
      isPackaged: true,
      currentVersion: '0.1.0',
      loadAutoUpdater: async () => autoUpdater,
    });
    await expect(updater.check()).resolves.toEqual({ status: 'disabled' });
  });
});

describe('isNewerVersion', () => {
  it('compares semantic versions numerically', () => {
    expect(isNewerVersion('0.10.0', '0.9.9')).toBe(true);
    expect(isNewerVersion('v1.0.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.0.0', '1.0.1')).toBe(false);
  });
});
