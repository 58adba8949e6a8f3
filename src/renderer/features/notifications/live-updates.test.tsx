// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePushData, LivePushType } from '../../../shared/contracts/live';
import { notifySessionChanged } from '../../app';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { platform } from '../../platform';
import { messengerKeys } from '../messenger';
import { useLiveUpdates } from './live-updates';

vi.mock('../../platform', () => ({ platform: { notify: vi.fn(async () => undefined), setUnreadCount: vi.fn() } }));

/** A stand-in for the live channel's hook: tests push by hand. */
const handlers = new Map<string, (data: unknown) => void>();
vi.mock('../live', async () => ({
  refreshQueries: (await vi.importActual<typeof import('../live')>('../live')).refreshQueries,
  useLivePush: (type: string, handler: (data: unknown) => void) => void handlers.set(type, handler),
}));

const token = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub, authority: 'ROLE_STUDENT', exp: 4_000_000_000 })).replace(/=+$/, '')}.s`;

function fakeChannel() {
  const push = <T extends LivePushType>(type: T, data: LivePushData<T>) => act(() => handlers.get(type)?.(data));
  return { push, handlers };
}

function Harness() {
  useLiveUpdates();
  return null;
}

describe('useLiveUpdates', () => {
  let view: Rendered | null = null;
  let queryClient: QueryClient;
  beforeEach(() => {
    localStorage.setItem('token', token('me'));
    notifySessionChanged();
    queryClient = new QueryClient();
    queryClient.setQueryData(messengerKeys.chats, {
      unreadCount: 0,
      items: [{ id: 'chat-1', peer: { firstName: 'Олена', lastName: 'Коваль' } }],
    });
    vi.mocked(platform.notify).mockClear();
  });
  afterEach(() => {
    view?.unmount();
    view = null;
    localStorage.clear();
    vi.restoreAllMocks();
  });

  async function mount(channel: ReturnType<typeof fakeChannel>) {
    handlers.clear();
    view = await renderWithI18n(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Harness />
        </Suspense>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(channel.handlers.size).toBe(3));
  }

  const message = (senderId: string) => ({
    id: 'm1',
    chatId: 'chat-1',
    seq: 1,
    senderId,
    idempotencyKey: 'c1',
    body: 'Добрий день!',
    attachments: [],
    createdAt: '2026-11-26T22:00:00.000Z',
  });

  it('raises a system notification that opens the chat for a message while the app is in the background', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const channel = fakeChannel();
    await mount(channel);
    await channel.push('message.new', message('peer'));
    expect(platform.notify).toHaveBeenCalledWith({
      title: 'Нове повідомлення від Олена Коваль',
      body: 'Добрий день!',
      path: '/messages/chat-1',
    });
  });

  it('stays quiet for the own messages and while the app is in front', async () => {
    const channel = fakeChannel();
    await mount(channel);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await channel.push('message.new', message('me'));
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await channel.push('message.new', message('peer'));
    expect(platform.notify).not.toHaveBeenCalled();
  });

  it('raises one for a lesson notification, opening its screen, and not for other kinds', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const channel = fakeChannel();
    await mount(channel);
    await channel.push('notification.created', {
      id: 'n1',
      kind: 'INFORMATION',
      titleKey: 'lesson-request-offer',
      title: 'Пропозиція',
    });
    await channel.push('notification.created', {
      id: 'n2',
      kind: 'LESSON',
      titleKey: 'lesson-request-accepted',
      title: 'Олена Коваль прийняла ваш запит',
    });
    expect(platform.notify).toHaveBeenCalledTimes(1);
    expect(platform.notify).toHaveBeenCalledWith({
      title: 'Олена Коваль прийняла ваш запит',
      body: '',
      path: '/requests',
    });
  });
});
