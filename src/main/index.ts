import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  desktopCapturer,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  safeStorage,
  session,
  shell,
  Tray,
} from 'electron';
import appIconPath from '../../resources/icon.png?asset';
import trayIconPath from '../../resources/tray/tray.png?asset';
import trayUnreadIconPath from '../../resources/tray/tray-unread.png?asset';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './app-protocol';
import {
  DEEP_LINK_PROTOCOL,
  deepLinkTarget,
  findDeepLinkInArgv,
  parseDeepLink,
  routeTarget,
  type DeepLink,
} from './deep-links';
import { resolveDesktopConfig } from './desktop-config';
import { registerIpcHandlers, type IpcHandlers } from './ipc-handlers';
import { createRecordingWriter, recordingIpcHandlers } from './recording-writer';
import { listScreenSources } from './screen-capture';
import { importKeytar, openTokenStore, type TokenStore } from './token-store';
import { createAppTray, showNotification, trayWords, type AppTray } from './tray';
import { createUpdater, type AutoUpdaterLike } from './updater';
import { applySessionPolicy, createMainWindow, guardWebContents } from './window';

/*
 * Electron glue only: every decision lives in the modules imported above, which take the Electron
 * APIs as parameters and are tested in Node. Order matters here: the app scheme must be registered
 * before `ready`, and the single-instance lock taken before anything else starts.
 */

const config = resolveDesktopConfig(process.env, import.meta.env.VITE_API_URL);
// Resolved from this file, which electron-vite always emits as out/main/index.js.
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));

let mainWindow: BrowserWindow | null = null;
let tray: AppTray | null = null;
let quitting = false;
let pendingLink: DeepLink | null = findDeepLinkInArgv(process.argv);

const log = (message: string, error?: unknown) => console.warn(`[repetytor] ${message}`, error ?? '');

function showMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function openDeepLink(link: DeepLink | null): void {
  if (!link) return;
  if (!mainWindow) {
    pendingLink = link;
    return;
  }
  void mainWindow.loadURL(deepLinkTarget(link, config.appUrl));
  showMainWindow();
}

function registerDeepLinkProtocol(): void {
  // An unpackaged run is `electron <script>`; the OS must relaunch it the same way.
  const script = process.argv[1];
  if (process.defaultApp && script) {
    app.setAsDefaultProtocolClient(DEEP_LINK_PROTOCOL, process.execPath, [path.resolve(script)]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_PROTOCOL);
  }
}

function buildHandlers(): IpcHandlers {
  let tokenStore: Promise<TokenStore> | null = null;
  const tokens = () =>
    (tokenStore ??= openTokenStore({
      loadKeytar: importKeytar,
      safeStorage,
      filePath: path.join(app.getPath('userData'), 'tokens.bin'),
    }));
  const recordings = createRecordingWriter({ dir: path.join(app.getPath('userData'), 'recordings') });
  const updater = createUpdater({
    isPackaged: app.isPackaged,
    currentVersion: app.getVersion(),
    loadAutoUpdater: async () => {
      // electron-updater is CommonJS; from ESM its exports sit on `default`.
      const mod = (await import('electron-updater')) as unknown as { default?: { autoUpdater: AutoUpdaterLike } };
      const autoUpdater = mod.default?.autoUpdater;
      if (!autoUpdater) throw new Error('electron-updater did not load');
      return autoUpdater;
    },
    onUpdateDownloaded: (version) => {
      const words = trayWords(app.getLocale());
      notify({ title: words.updateReady, body: `${words.updateInstallsOnRestart} (${version})` });
    },
    log,
  });
  // Once per start; electron-updater downloads in the background and installs on quit.
  void updater.check();

  app.on('before-quit', (event) => {
    quitting = true;
    if (recordings.activeCount === 0) return;
    // Flush what the recorder has written so far before the process goes away.
    event.preventDefault();
    void recordings.closeAll().finally(() => app.quit());
  });

  return {
    'app:getVersion': () => app.getVersion(),
    'tokens:get': async () => (await tokens()).get(),
    'tokens:set': async (input) => (await tokens()).set(input),
    'tokens:clear': async () => (await tokens()).clear(),
    'notify:show': (input) => notify(input),
    'tray:setUnreadCount': ({ count }) => tray?.setUnreadCount(count),
    'screen:listSources': () => listScreenSources(desktopCapturer),
    ...recordingIpcHandlers(recordings),
    'updates:check': () => updater.check(),
  };
}

function notify(input: { title: string; body: string; path?: string }): void {
  showNotification(
    {
      Notification,
      onClick: (path) => {
        showMainWindow();
        const target = path ? routeTarget(path, config.appUrl) : null;
        // Only a different screen is loaded: clicking about the open chat keeps it as it is.
        if (target && mainWindow && mainWindow.webContents.getURL() !== target) void mainWindow.loadURL(target);
      },
    },
    input,
  );
}

function createWindow(): void {
  mainWindow = createMainWindow({
    BrowserWindow,
    appUrl: pendingLink ? deepLinkTarget(pendingLink, config.appUrl) : config.appUrl,
    preloadPath,
    iconPath: appIconPath,
  });
  pendingLink = null;
  // Closing hides to the tray so lesson and message notifications keep arriving; Quit quits.
  mainWindow.on('close', (event) => {
    if (quitting || !tray) return;
    event.preventDefault();
    mainWindow?.hide();
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

function start(): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  registerDeepLinkProtocol();

  app.on('second-instance', (_event, argv) => {
    showMainWindow();
    openDeepLink(findDeepLinkInArgv(argv));
  });
  // macOS delivers links as an event, possibly before `ready`.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openDeepLink(parseDeepLink(url));
  });
  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, { appOrigin: config.appOrigin, openExternal: (url) => shell.openExternal(url), log });
  });

  void app.whenReady().then(() => {
    if (config.usesAppScheme) {
      registerAppProtocol(protocol, {
        rendererDir,
        csp: config.csp,
        apiOrigin: config.apiOrigin,
        fetch: (url, init) => net.fetch(url, init),
      });
    }
    applySessionPolicy(session.defaultSession, { appOrigin: config.appOrigin, csp: config.csp });
    registerIpcHandlers(ipcMain, {
      appOrigin: config.appOrigin,
      handlers: buildHandlers(),
      onRejected: (error) => log(error.message),
    });
    tray = createAppTray({
      Tray,
      Menu,
      createImage: (file) => nativeImage.createFromPath(file),
      icons: { normal: trayIconPath, unread: trayUnreadIconPath },
      locale: app.getLocale(),
      platform: process.platform,
      setBadgeCount: (count) => app.setBadgeCount(count),
      onOpen: showMainWindow,
      onQuit: () => app.quit(),
    });
    createWindow();
    app.on('activate', () => (mainWindow ? showMainWindow() : createWindow()));
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

// A second launch (e.g. from a repetytor:// link) hands its argv to the first and exits.
if (app.requestSingleInstanceLock()) {
  start();
} else {
  app.quit();
}
