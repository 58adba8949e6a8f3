import type { Attachment, ChatMessage, ChatSummary } from '../../../shared/contracts/messenger';
import type { attachmentsOf, listChats, messagesBySeq } from './messenger.queries';

type MessageRow = Awaited<ReturnType<typeof messagesBySeq>>[number];
type AttachmentRow = Awaited<ReturnType<typeof attachmentsOf>>[number];
type ChatRow = Awaited<ReturnType<typeof listChats>>[number];

export function toAttachment(row: Omit<AttachmentRow, 'message_id'>): Attachment {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name ?? row.url ?? '',
    url: row.kind === 'LINK' ? row.url : null,
    mimeType: row.mime_type,
    byteSize: row.byte_size,
  };
}

export function toMessages(rows: MessageRow[], attachments: AttachmentRow[]): ChatMessage[] {
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    seq: row.seq,
    senderId: row.sender_id,
    idempotencyKey: row.idempotency_key,
    body: row.body,
    attachments: attachments.filter((a) => a.message_id === row.id).map(toAttachment),
    createdAt: row.created_at.toISOString(),
  }));
}

export function toChatSummary(row: ChatRow, lastMessage: ChatMessage | null): ChatSummary {
  return {
    id: row.id,
    kind: row.kind,
    peer: {
      id: row.peer_id,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      avatarUrl: row.avatar_file_id ? `/users/v1/open/files/${row.avatar_file_id}` : null,
      lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    },
    lastSeq: row.last_seq,
    lastReadSeq: row.last_read_seq,
    peerLastReadSeq: row.peer_last_read_seq,
    unreadCount: Math.max(row.last_seq - row.last_read_seq, 0),
    lastMessage,
  };
}
