import type { Generated } from 'kysely';

export type ChatKind = 'DIRECT' | 'SUPPORT';
export type AttachmentKind = 'MEDIA' | 'LINK' | 'FILE';

/** Migration 0510_messenger.sql (notifications.mailed_at is in accounts.tables.ts's table). */
export interface MessengerTables {
  chats: {
    id: Generated<string>;
    user_low: string;
    user_high: string;
    kind: ChatKind;
    last_seq: Generated<number>;
    last_message_at: Date | null;
    created_at: Date;
  };
  chat_members: { chat_id: string; user_id: string; last_read_seq: Generated<number> };
  chat_messages: {
    id: Generated<string>;
    chat_id: string;
    seq: number;
    sender_id: string;
    idempotency_key: string;
    body: string;
    created_at: Date;
  };
  chat_attachments: {
    id: Generated<string>;
    chat_id: string;
    uploader_id: string;
    message_id: string | null;
    kind: AttachmentKind;
    storage_key: string | null;
    url: string | null;
    name: string | null;
    mime_type: string | null;
    byte_size: number | null;
    position: Generated<number>;
    created_at: Date;
  };
}
