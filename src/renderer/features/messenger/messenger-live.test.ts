import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary } from '../../../shared/contracts/messenger';
import { applyMessageNew, applyMessagesRead } from './messenger-live';
import { flattenMessages, messengerKeys, type MessagePages } from './messenger.queries';

const message = (seq: number, senderId: string, idempotencyKey = `c${seq}`): ChatMessage => ({
  id: `m${seq}`,
  chatId: 'chat',
  seq,
  senderId,
  idempotencyKey,
  body: `text ${seq}`,
  attachments: [],
  createdAt: new Date(Date.UTC(2026, 10, 26, 22, seq)).toISOString(),
});

const summary = (over: Partial<ChatSummary> = {}): ChatSummary => ({
  id: 'chat',
  kind: 'DIRECT',
  peer: { id: 'peer', firstName: 'О', lastName: 'К', role: 'ROLE_TEACHER', avatarUrl: null, lastSeenAt: null },
  lastSeq: 1,
  lastReadSeq: 1,
  peerLastReadSeq: 0,
  unreadCount: 0,
  lastMessage: null,
  ...over,
});

function clientWith(pages: MessagePages, chat: ChatSummary) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(messengerKeys.messages('chat'), pages);
  queryClient.setQueryData(messengerKeys.chat('chat'), chat);
  return queryClient;
}

const onePage = (...items: ChatMessage[]): MessagePages => ({
  pages: [{ items, hasOlder: false }],
  pageParams: [undefined],
});

describe('messenger live pushes', () => {
  it('adds a pushed message to the open chat once, even when it comes twice, and counts it unread', () => {
    const queryClient = clientWith(onePage(message(1, 'me')), summary());
    applyMessageNew(queryClient, message(2, 'peer'), 'me');
    applyMessageNew(queryClient, message(2, 'peer'), 'me');
    const shown = flattenMessages(queryClient.getQueryData(messengerKeys.messages('chat')));
    expect(shown.map((m) => m.seq)).toEqual([1, 2]);
    expect(queryClient.getQueryData<ChatSummary>(messengerKeys.chat('chat'))).toMatchObject({
      lastSeq: 2,
      unreadCount: 1,
    });
  });

  it("replaces the sender's optimistic copy with the pushed one (same idempotencyKey)", () => {
    const pending = { ...message(3, 'me', 'mine'), seq: Number.MAX_SAFE_INTEGER, status: 'sending' as const };
    const queryClient = clientWith(onePage(message(1, 'peer'), pending), summary());
    applyMessageNew(queryClient, message(2, 'me', 'mine'), 'me');
    const shown = flattenMessages(queryClient.getQueryData(messengerKeys.messages('chat')));
    expect(shown.map((m) => [m.seq, m.status])).toEqual([
      [1, undefined],
      [2, undefined],
    ]);
  });

  it("moves the other member's receipt forward only", () => {
    const queryClient = clientWith(onePage(), summary({ peerLastReadSeq: 3, lastSeq: 5 }));
    applyMessagesRead(queryClient, { chatId: 'chat', userId: 'peer', lastReadSeq: 5 }, 'me');
    applyMessagesRead(queryClient, { chatId: 'chat', userId: 'peer', lastReadSeq: 2 }, 'me');
    expect(queryClient.getQueryData<ChatSummary>(messengerKeys.chat('chat'))?.peerLastReadSeq).toBe(5);
  });

  it("clears the viewer's unread count when another tab of theirs read the chat", () => {
    const queryClient = clientWith(onePage(), summary({ lastSeq: 4, lastReadSeq: 1, unreadCount: 3 }));
    applyMessagesRead(queryClient, { chatId: 'chat', userId: 'me', lastReadSeq: 4 }, 'me');
    expect(queryClient.getQueryData<ChatSummary>(messengerKeys.chat('chat'))).toMatchObject({
      lastReadSeq: 4,
      unreadCount: 0,
    });
  });
});
