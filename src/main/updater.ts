import type { UpdateCheckResult } from '../shared/ipc';

/*
 * Auto-update through electron-updater from the feed electron-builder.yml publishes to. A
 * development run has no app-update.yml and nothing to update, so the updater is a no-op there.
 */

/** The part of electron-updater's `autoUpdater` used here, so tests can pass a fake. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<{ isUpdateAvailable?: boolean; updateInfo: { version: string } } | null>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
}

export interface UpdaterDeps {
  isPackaged: boolean;
  currentVersion: string;
  /** Loaded lazily so a development run never touches electron-updater at all. */
  loadAutoUpdater: () => Promise<AutoUpdaterLike>;
  /** Tells the user a downloaded update installs on the next restart. */
  onUpdateDownloaded?: (version: string) => void;
  log?: (message: string, error?: unknown) => void;
}

export interface Updater {
  check(): Promise<UpdateCheckResult>;
}

/** electron-updater reports the current version as a candidate too; only a newer one counts. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parse = (v: string) =>
    v
      .replace(/^v/, '')
      .split(/[.+-]/)
      .slice(0, 3)
      .map((n) => Number.parseInt(n, 10) || 0);
  const [a, b] = [parse(candidate), parse(current)];
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

export function createUpdater(deps: UpdaterDeps): Updater {
  if (!deps.isPackaged) return { check: async () => ({ status: 'disabled' }) };

  let updater: Promise<AutoUpdaterLike> | null = null;
  const load = () => {
    updater ??= deps.loadAutoUpdater().then((autoUpdater) => {
      autoUpdater.autoDownload = true;
      autoUpdater.autoInstallOnAppQuit = true;
      autoUpdater.on('error', (error) => deps.log?.('update failed', error));
      autoUpdater.on('update-downloaded', (info) => deps.onUpdateDownloaded?.(info.version));
      return autoUpdater;
    });
    return updater;
  };

  return {
    async check() {
      try {
        const result = await (await load()).checkForUpdates();
        // null: the build has no update feed configured (app-update.yml missing).
        if (!result) return { status: 'disabled' };
        const version = result.updateInfo.version;
        const available = result.isUpdateAvailable ?? isNewerVersion(version, deps.currentVersion);
        return available ? { status: 'available', version } : { status: 'up-to-date', version };
      } catch (error) {
        // Offline or the placeholder feed URL: the app keeps working, the user can retry later.
        deps.log?.('update check failed', error);
        return { status: 'error' };
      }
    },
  };
}
