import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary } from '../../../shared/contracts/messenger';
import { messengerKeys, upsertMessage, type MessagePages } from './messenger.queries';

/*
 * What the messenger does with its live pushes: an open chat gets the message at
 * once, lists and counts are fetched again, receipts move. A push may come twice (at least once)
 * or after the send's own answer: everything here is keyed by idempotencyKey or takes the maximum.
 */

/** The unread total beside the header's messages link (notifications.queries' key). */
const MESSAGES_UNREAD_KEY = ['messenger', 'unread'] as const;

export function applyMessageNew(queryClient: QueryClient, message: ChatMessage, me: string | undefined): void {
  queryClient.setQueryData<MessagePages>(messengerKeys.messages(message.chatId), (data) =>
    upsertMessage(data, message),
  );
  queryClient.setQueryData<ChatSummary>(messengerKeys.chat(message.chatId), (chat) => {
    if (!chat) return chat;
    const lastSeq = Math.max(chat.lastSeq, message.seq);
    const lastReadSeq = message.senderId === me ? Math.max(chat.lastReadSeq, message.seq) : chat.lastReadSeq;
    return { ...chat, lastSeq, lastReadSeq, unreadCount: Math.max(lastSeq - lastReadSeq, 0), lastMessage: message };
  });
  void queryClient.invalidateQueries({ queryKey: messengerKeys.chat(message.chatId) });
  void queryClient.invalidateQueries({ queryKey: messengerKeys.chats });
  void queryClient.invalidateQueries({ queryKey: MESSAGES_UNREAD_KEY });
}

export function applyMessagesRead(
  queryClient: QueryClient,
  read: { chatId: string; userId: string; lastReadSeq: number },
  me: string | undefined,
): void {
  queryClient.setQueryData<ChatSummary>(messengerKeys.chat(read.chatId), (chat) => {
    if (!chat) return chat;
    if (read.userId !== me) return { ...chat, peerLastReadSeq: Math.max(chat.peerLastReadSeq, read.lastReadSeq) };
    // Read in another tab of the viewer's own.
    const lastReadSeq = Math.max(chat.lastReadSeq, read.lastReadSeq);
    return { ...chat, lastReadSeq, unreadCount: Math.max(chat.lastSeq - lastReadSeq, 0) };
  });
  // A fetch of the chat already on its way may have read the row before this read: it is asked
  // again, or its older answer would put the receipt back.
  void queryClient.invalidateQueries({ queryKey: messengerKeys.chat(read.chatId) });
  void queryClient.invalidateQueries({ queryKey: messengerKeys.chats });
  if (read.userId === me) void queryClient.invalidateQueries({ queryKey: MESSAGES_UNREAD_KEY });
}
