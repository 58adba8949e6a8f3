import { describe, expect, it, vi } from 'vitest';
import { createAppTray, showNotification, trayTooltip } from './tray';

function setup(platform: NodeJS.Platform = 'linux') {
  const calls = { images: [] as string[], tooltips: [] as string[], titles: [] as string[], menu: [] as unknown[] };
  class FakeTray {
    constructor(image: string) {
      calls.images.push(image);
    }
    setImage(image: string) {
      calls.images.push(image);
    }
    setToolTip(text: string) {
      calls.tooltips.push(text);
    }
    setTitle(text: string) {
      calls.titles.push(text);
    }
    setContextMenu() {}
    on() {}
    destroy() {}
  }
  const setBadgeCount = vi.fn(() => true);
  const tray = createAppTray({
    Tray: FakeTray as never,
    Menu: { buildFromTemplate: (template) => (calls.menu.push(template), {}) as never },
    createImage: (file) => file as never,
    icons: { normal: 'tray.png', unread: 'tray-unread.png' },
    locale: 'uk-UA',
    platform,
    setBadgeCount,
    onOpen: vi.fn(),
    onQuit: vi.fn(),
  });
  return { tray, calls, setBadgeCount };
}

describe('createAppTray', () => {
  it('switches to the unread icon and count, and back when all is read', () => {
    const { tray, calls, setBadgeCount } = setup();
    tray.setUnreadCount(3);
    tray.setUnreadCount(0);
    expect(calls.images).toEqual(['tray.png', 'tray-unread.png', 'tray.png']);
    expect(calls.tooltips).toEqual(['Repetytor', 'Repetytor: 3 непрочитаних', 'Repetytor']);
    expect(setBadgeCount.mock.calls).toEqual([[3], [0]]);
  });

  it('shows the count next to the icon in the macOS menu bar only', () => {
    const mac = setup('darwin');
    mac.tray.setUnreadCount(5);
    expect(mac.calls.titles).toEqual(['5']);
    const linux = setup('linux');
    linux.tray.setUnreadCount(5);
    expect(linux.calls.titles).toEqual([]);
  });
});

describe('trayTooltip', () => {
  it('caps large counts and follows the OS language', () => {
    expect(trayTooltip(150, 'en-US')).toBe('Repetytor: 99+ unread');
  });
});

describe('showNotification', () => {
  it('shows a native notification that brings the app forward when clicked', () => {
    const show = vi.fn();
    const on = vi.fn();
    const created: unknown[] = [];
    const Notification = Object.assign(
      function (this: unknown, options: unknown) {
        created.push(options);
        return { show, on };
      } as unknown as new (options: { title: string; body: string }) => { show: () => void; on: typeof on },
      { isSupported: () => true },
    );
    const onClick = vi.fn();
    showNotification({ Notification: Notification as never, onClick }, { title: 'Урок', body: 'Починається за 5 хв' });
    expect(created).toEqual([{ title: 'Урок', body: 'Починається за 5 хв' }]);
    expect(on).toHaveBeenCalledWith('click', expect.any(Function));
    expect(show).toHaveBeenCalled();
    on.mock.calls[0]![1]();
    expect(onClick).toHaveBeenCalledWith(undefined);
  });

  it('opens the screen a message or lesson notification is about when clicked', () => {
    const handlers: Array<() => void> = [];
    const Notification = Object.assign(
      function () {
        return { show: vi.fn(), on: (_event: string, handler: () => void) => handlers.push(handler) };
      } as unknown as new (options: { title: string; body: string }) => never,
      { isSupported: () => true },
    );
    const onClick = vi.fn();
    showNotification(
      { Notification: Notification as never, onClick },
      { title: 'Нове повідомлення від Олени', body: 'Добрий день!', path: '/messages/5f0c' },
    );
    handlers[0]!();
    expect(onClick).toHaveBeenCalledWith('/messages/5f0c');
  });

  it('does nothing where the OS has no notifications', () => {
    const Notification = Object.assign(vi.fn(), { isSupported: () => false });
    showNotification({ Notification: Notification as never, onClick: vi.fn() }, { title: 't', body: 'b' });
    expect(Notification).not.toHaveBeenCalled();
  });
});
