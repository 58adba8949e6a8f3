import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  Attachment,
  ChatList,
  ChatMessage,
  ChatSummary,
  MessagePage,
  MessengerLimits,
  ReadState,
} from '../../../shared/contracts/messenger';
import {
  CHATS_PATH,
  chatAttachmentsPath,
  chatMessagesPath,
  chatPath,
  chatReadPath,
  MESSENGER_LIMITS_PATH,
  SUPPORT_CHAT_PATH,
} from '../../../shared/contracts/messenger';
import { useApiClient, useSession } from '../../app';

/** Query keys of the messenger (HOUSE-STYLE 8). */
export const messengerKeys = {
  root: ['messenger'] as const,
  chats: ['messenger', 'chats'] as const,
  chat: (chatId: string) => ['messenger', 'chat', chatId] as const,
  messages: (chatId: string) => ['messenger', 'messages', chatId] as const,
  limits: ['messenger', 'limits'] as const,
};

/** A message as the screen holds it: confirmed, or still on its way (optimistic, by idempotencyKey). */
export type ShownMessage = ChatMessage & { status?: 'sending' | 'failed' };
export type MessagePages = InfiniteData<MessagePage & { items: ShownMessage[] }, unknown>;

export function useChats() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: messengerKeys.chats,
    enabled: session !== null,
    queryFn: async ({ signal }) => (await client.get<ChatList>(CHATS_PATH, { signal })).data,
  });
}

export function useChat(chatId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: messengerKeys.chat(chatId ?? ''),
    enabled: Boolean(chatId),
    queryFn: async ({ signal }) => (await client.get<ChatSummary>(chatPath(chatId!), { signal })).data,
  });
}

export function useMessengerLimits() {
  const client = useApiClient();
  return useQuery({
    queryKey: messengerKeys.limits,
    queryFn: async ({ signal }) => (await client.get<MessengerLimits>(MESSENGER_LIMITS_PATH, { signal })).data,
  });
}

/** History newest page first; older pages by seq (`before` the oldest shown). */
export function useMessages(chatId: string) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: messengerKeys.messages(chatId),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.get<MessagePage>(chatMessagesPath(chatId), {
          params: pageParam ? { before: pageParam } : undefined,
          signal,
        })
      ).data,
    getNextPageParam: (page) => (page.hasOlder && page.items[0] ? page.items[0].seq : undefined),
  });
}

/** Every shown message, oldest first, each once (a pushed copy and a fetched one are the same message). */
export function flattenMessages(data: MessagePages | undefined): ShownMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: ShownMessage[] = [];
  for (const page of [...data.pages].reverse())
    for (const message of page.items) {
      const key = message.idempotencyKey;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(message);
    }
  // Confirmed messages by seq; those still on their way after them, in the order they were written.
  return all.sort(
    (a, b) =>
      Number(Boolean(a.status)) - Number(Boolean(b.status)) || a.seq - b.seq || a.createdAt.localeCompare(b.createdAt),
  );
}

/**
 * Puts a message into the newest page of a chat's history, replacing the copy with the same
 * idempotencyKey (an optimistic one, or one that came twice: by push and by the send's answer).
 */
export function upsertMessage(data: MessagePages | undefined, message: ShownMessage): MessagePages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((m) => m.idempotencyKey !== message.idempotencyKey),
  }));
  const newest = pages[0];
  if (!newest) return data;
  pages[0] = { ...newest, items: [...newest.items, message] };
  return { ...data, pages };
}

/** Sends with the message shown at once (optimistic), confirmed or marked failed by the answer. */
export function useSendMessage(chatId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const key = messengerKeys.messages(chatId);
  return useMutation({
    mutationFn: async (input: { idempotencyKey: string; body: string; attachments: Attachment[] }) =>
      (
        await client.post<ChatMessage>(chatMessagesPath(chatId), {
          idempotencyKey: input.idempotencyKey,
          body: input.body,
          attachmentIds: input.attachments.map((a) => a.id),
        })
      ).data,
    onMutate: (input) => {
      const pending: ShownMessage = {
        id: `pending-${input.idempotencyKey}`,
        chatId,
        seq: Number.MAX_SAFE_INTEGER,
        senderId: session?.claims.sub ?? '',
        idempotencyKey: input.idempotencyKey,
        body: input.body,
        attachments: input.attachments,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      queryClient.setQueryData<MessagePages>(key, (data) => upsertMessage(data, pending));
    },
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(key, (data) => upsertMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: messengerKeys.chats });
      void queryClient.invalidateQueries({ queryKey: messengerKeys.chat(chatId) });
    },
    onError: (_error, input) => {
      queryClient.setQueryData<MessagePages>(key, (data) => {
        const failed = flattenMessages(data).find((m) => m.idempotencyKey === input.idempotencyKey);
        return failed ? upsertMessage(data, { ...failed, status: 'failed' }) : data;
      });
    },
  });
}

export function useMarkRead(chatId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (seq: number) => (await client.post<ReadState>(chatReadPath(chatId), { seq })).data,
    onSuccess: (state) => {
      queryClient.setQueryData<ChatSummary>(messengerKeys.chat(chatId), (chat) =>
        chat ? { ...chat, lastReadSeq: state.lastReadSeq, unreadCount: state.unreadCount } : chat,
      );
      void queryClient.invalidateQueries({ queryKey: messengerKeys.chats });
      // The header's unread total (notifications.queries) goes down with it.
      void queryClient.invalidateQueries({ queryKey: ['messenger', 'unread'] });
    },
  });
}

export function useOpenChat() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (userId: string) => (await client.post<ChatSummary>(CHATS_PATH, { userId })).data,
  });
}

/** The chat with support (any user may write to support). */
export function useOpenSupportChat() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => (await client.post<ChatSummary>(SUPPORT_CHAT_PATH)).data,
  });
}

export function useUploadAttachment(chatId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await client.post<Attachment>(chatAttachmentsPath(chatId), form)).data;
    },
  });
}
