import type { Menu, NativeImage, Notification, Tray } from 'electron';
import type { NotificationInput } from '../shared/ipc';

/*
 * Tray icon with the unread count and native notifications. The renderer decides what is
 * unread (it owns the notification list of spec section 6); main only shows it.
 */

/** Main has no i18next; its few words follow the OS locale, Ukrainian by default. */
const WORDS = {
  uk: {
    open: 'Відкрити Repetytor',
    quit: 'Вийти',
    unread: 'непрочитаних',
    updateReady: 'Оновлення завантажено',
    updateInstallsOnRestart: 'Встановиться після перезапуску',
  },
  en: {
    open: 'Open Repetytor',
    quit: 'Quit',
    unread: 'unread',
    updateReady: 'Update downloaded',
    updateInstallsOnRestart: 'It installs when you restart the app',
  },
} as const;

export function trayWords(locale: string): (typeof WORDS)[keyof typeof WORDS] {
  return locale.toLowerCase().startsWith('en') ? WORDS.en : WORDS.uk;
}

export function trayTooltip(count: number, locale: string): string {
  if (count <= 0) return 'Repetytor';
  const shown = count > 99 ? '99+' : String(count);
  return `Repetytor: ${shown} ${trayWords(locale).unread}`;
}

export interface AppTrayDeps {
  Tray: new (
    image: NativeImage,
  ) => Pick<Tray, 'setImage' | 'setToolTip' | 'setContextMenu' | 'on' | 'destroy'> & Partial<Pick<Tray, 'setTitle'>>;
  Menu: Pick<typeof Menu, 'buildFromTemplate'>;
  createImage: (filePath: string) => NativeImage;
  icons: { normal: string; unread: string };
  locale: string;
  platform: NodeJS.Platform;
  /** `app.setBadgeCount`: dock badge on macOS, launcher badge on some Linux desktops. */
  setBadgeCount?: (count: number) => boolean;
  onOpen: () => void;
  onQuit: () => void;
}

export interface AppTray {
  setUnreadCount(count: number): void;
  destroy(): void;
}

export function createAppTray(deps: AppTrayDeps): AppTray {
  const words = trayWords(deps.locale);
  const normal = deps.createImage(deps.icons.normal);
  const unread = deps.createImage(deps.icons.unread);
  const tray = new deps.Tray(normal);
  tray.setToolTip(trayTooltip(0, deps.locale));
  tray.setContextMenu(
    deps.Menu.buildFromTemplate([
      { label: words.open, click: deps.onOpen },
      { type: 'separator' },
      { label: words.quit, click: deps.onQuit },
    ]),
  );
  // Windows and Linux users expect a left click to bring the window back.
  tray.on('click', deps.onOpen);

  return {
    setUnreadCount(count) {
      tray.setImage(count > 0 ? unread : normal);
      tray.setToolTip(trayTooltip(count, deps.locale));
      if (deps.platform === 'darwin') tray.setTitle?.(count > 0 ? String(count) : '');
      deps.setBadgeCount?.(count);
    },
    destroy() {
      tray.destroy();
    },
  };
}

export interface NotifierDeps {
  Notification: (new (options: {
    title: string;
    body: string;
    silent?: boolean;
  }) => Pick<Notification, 'show' | 'on'>) & { isSupported(): boolean };
  /**
   * Clicking a notification brings the app forward on the screen it is about (`path`, already
   * checked by the IPC contract), or as it was when it has none.
   */
  onClick: (path: string | undefined) => void;
}

export function showNotification(deps: NotifierDeps, input: NotificationInput): void {
  if (!deps.Notification.isSupported()) return;
  const notification = new deps.Notification({ title: input.title, body: input.body });
  notification.on('click', () => deps.onClick(input.path));
  notification.show();
}
