import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  Attachment,
  ChatList,
  ChatMessage,
  ChatSummary,
  MessagePage,
  MessagePageQuery,
  ReadState,
} from '../../../shared/contracts/messenger';
import { linksIn, SendMessageInput } from '../../../shared/contracts/messenger';
import { AppError } from '../../../shared/errors';
import type { MessengerSettings } from '../../settings-defaults';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import type { UploadLimits } from '../../uploads/upload-limits';
import { sniffImage, SNIFF_BYTES } from './attachment-sniff';
import { toAttachment, toChatSummary, toMessages } from './messenger.mapper';
import * as q from './messenger.queries';

type Viewer = { id: string; role: string };

/**
 * What the messenger tells the rest of the platform, inside the transaction of the change, so a
 * push or an event exists exactly when the message or read does.
 */
export interface MessengerSignals {
  messageSent(trx: Database, message: ChatMessage, memberIds: string[]): Promise<void>;
  messagesRead(
    trx: Database,
    read: { chatId: string; userId: string; lastReadSeq: number },
    memberIds: string[],
  ): Promise<void>;
}

export interface MessengerDeps {
  db: Database;
  now: () => number;
  storage: FileStorage;
  settings: MessengerSettings;
  signals: MessengerSignals;
  /** Each user's uploads a minute and a day, shared with homework. */
  uploads: UploadLimits;
}

/** An uploaded part as the route hands it over (size-limited by multipart, its name checked). */
export interface IncomingChatFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

export function createMessengerService(deps: MessengerDeps) {
  const { db } = deps;

  /** A chat the viewer is a member of; someone else's chat is "not found" (ids reveal nothing). */
  async function memberOf(chatId: string, viewer: Viewer) {
    const member = await q.membership(db, chatId, viewer.id);
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  }

  async function withLastMessages(rows: Awaited<ReturnType<typeof q.listChats>>): Promise<ChatSummary[]> {
    const last = await q.lastMessages(db, rows);
    const messages = toMessages(
      last,
      await q.attachmentsOf(
        db,
        last.map((m) => m.id),
      ),
    );
    return rows.map((row) => toChatSummary(row, messages.find((m) => m.chatId === row.id) ?? null));
  }

  async function summary(chatId: string, viewer: Viewer): Promise<ChatSummary> {
    const rows = await q.listChats(db, viewer.id, chatId);
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return (await withLastMessages(rows))[0]!;
  }

  return {
    async list(viewer: Viewer): Promise<ChatList> {
      const rows = await q.listChats(db, viewer.id);
      return { items: await withLastMessages(rows), unreadCount: await q.totalUnread(db, viewer.id) };
    },

    summary,

    unreadCount: (viewer: Viewer) => q.totalUnread(db, viewer.id),

    /**
     * Finds or starts the chat with one person. Allowed between a student and a tutor once they
     * are linked (a request, an offer or a lesson), and between any user and an administrator
     * (support); never with oneself or an inactive account.
     */
    async open(viewer: Viewer, userId: string): Promise<ChatSummary> {
      if (userId === viewer.id) throw new AppError('CHAT_NOT_ALLOWED');
      const existing = await q.findChatByPair(db, viewer.id, userId);
      if (existing) return summary(existing.id, viewer);
      const other = await q.findUser(db, userId);
      if (!other || !other.active || other.deleted_at) throw new AppError('NOT_FOUND');
      const support = viewer.role === 'ROLE_ADMINISTRATOR' || other.role === 'ROLE_ADMINISTRATOR';
      const roles = new Set([viewer.role, other.role]);
      const pair = roles.has('ROLE_STUDENT') && roles.has('ROLE_TEACHER');
      if (!support && !(pair && (await q.areLinked(db, viewer.id, userId)))) throw new AppError('CHAT_NOT_ALLOWED');
      const chatId = await db
        .transaction()
        .execute((trx) => q.insertChat(trx, viewer.id, userId, support ? 'SUPPORT' : 'DIRECT', new Date(deps.now())));
      return summary(chatId, viewer);
    },

    /** The chat with support: with the administrator who answers support. */
    async openSupport(viewer: Viewer): Promise<ChatSummary> {
      const adminId = await q.supportAdminId(db);
      if (!adminId || adminId === viewer.id) throw new AppError('CHAT_NOT_ALLOWED');
      return this.open(viewer, adminId);
    },

    async messages(viewer: Viewer, chatId: string, page: MessagePageQuery): Promise<MessagePage> {
      await memberOf(chatId, viewer);
      const rows = await q.messagesBySeq(db, chatId, page);
      const hasOlder = page.after === undefined && rows.length > page.limit;
      const items = hasOlder ? rows.slice(1) : rows;
      return {
        items: toMessages(
          items,
          await q.attachmentsOf(
            db,
            items.map((m) => m.id),
          ),
        ),
        hasOlder,
      };
    },

    /**
     * Persists a message before answering, so an acknowledged one is never lost. The chat's
     * row lock orders its senders, so seqs are gap-free and a retried send (same idempotencyKey) finds
     * the first copy instead of writing a second.
     */
    async send(
      viewer: Viewer,
      chatId: string,
      input: SendMessageInput,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      await memberOf(chatId, viewer);
      const { idempotencyKey, body, attachmentIds } = SendMessageInput.parse(input);
      if (attachmentIds.length > deps.settings.maxFilesPerMessage)
        throw new AppError('TOO_MANY_ATTACHMENTS', { max: deps.settings.maxFilesPerMessage });
      if (new Set(attachmentIds).size !== attachmentIds.length) throw new AppError('ATTACHMENT_UNAVAILABLE');
      return db.transaction().execute(async (trx) => {
        const chat = await q.lockChat(trx, chatId);
        const earlier = await q.findSent(trx, chatId, viewer.id, idempotencyKey);
        if (earlier) {
          const attachments = await q.attachmentsOf(trx, [earlier.id]);
          return { message: toMessages([earlier], attachments)[0]!, created: false };
        }
        const at = new Date(deps.now());
        const row = await q.insertMessage(trx, {
          chatId,
          seq: chat.last_seq + 1,
          senderId: viewer.id,
          idempotencyKey,
          body,
          at,
        });
        const taken = await q.claimAttachments(trx, attachmentIds, {
          chatId,
          uploaderId: viewer.id,
          messageId: row.id,
        });
        // Throwing rolls the message back: nothing half-sent stays.
        if (taken !== attachmentIds.length) throw new AppError('ATTACHMENT_UNAVAILABLE');
        for (const [i, url] of linksIn(body).entries())
          await q.insertAttachment(trx, {
            chatId,
            uploaderId: viewer.id,
            messageId: row.id,
            kind: 'LINK',
            url,
            name: url,
            position: attachmentIds.length + i,
            at,
          });
        const message = toMessages([row], await q.attachmentsOf(trx, [row.id]))[0]!;
        await deps.signals.messageSent(trx, message, await q.chatMemberIds(trx, chatId));
        return { message, created: true };
      });
    },

    /** Read receipts: the viewer has read up to `seq`; the other member learns it through the signal. */
    async markRead(viewer: Viewer, chatId: string, seq: number): Promise<ReadState> {
      await memberOf(chatId, viewer);
      return db.transaction().execute(async (trx) => {
        const before = await q.membership(trx, chatId, viewer.id);
        const row = await q.markRead(trx, chatId, viewer.id, seq);
        if (!row || !before) throw new AppError('NOT_FOUND');
        if (row.last_read_seq > before.last_read_seq)
          await deps.signals.messagesRead(
            trx,
            { chatId, userId: viewer.id, lastReadSeq: row.last_read_seq },
            await q.chatMemberIds(trx, chatId),
          );
        return {
          chatId,
          lastReadSeq: row.last_read_seq,
          unreadCount: Math.max(row.last_seq - row.last_read_seq, 0),
        };
      });
    },

    /**
     * Stores one file for a message still to be sent. Images recognised by their bytes are MEDIA;
     * anything else is a FILE (always downloaded). The size limit is multipart's; a part cut at
     * the limit is removed and refused. The uploader's minute and day allowances are checked
     * before a byte is read; a file no message takes is deleted a day later (unsent-uploads job).
     */
    async upload(viewer: Viewer, chatId: string, incoming: IncomingChatFile): Promise<Attachment> {
      const { remainingBytes } = await deps.uploads.admit(viewer.id);
      await memberOf(chatId, viewer);
      let mimeType: string | null = null;
      async function* sniffed(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
        let head = Buffer.alloc(0);
        let decided = false;
        for await (const chunk of stream) {
          if (decided) {
            yield chunk;
            continue;
          }
          head = Buffer.concat([head, chunk]);
          if (head.length < SNIFF_BYTES) continue;
          mimeType = sniffImage(head);
          decided = true;
          yield head;
        }
        if (!decided && head.length > 0) {
          mimeType = sniffImage(head);
          yield head;
        }
      }
      const key = `chat-files/${randomUUID()}`;
      const tooLarge = new AppError('PAYLOAD_TOO_LARGE', { maxBytes: deps.settings.maxFileBytes });
      let byteSize: number;
      try {
        byteSize = await deps.storage.put(key, sniffed(deps.uploads.capped(incoming.stream, remainingBytes)));
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
        throw error;
      }
      if (incoming.stream.truncated || byteSize > deps.settings.maxFileBytes) {
        await deps.storage.delete(key);
        throw tooLarge;
      }
      if (byteSize === 0) {
        await deps.storage.delete(key);
        throw new AppError('VALIDATION_FAILED', { in: 'body', fields: { file: 'validation.file-required' } });
      }
      try {
        const row = await db.transaction().execute(async (trx) => {
          const row = await q.insertAttachment(trx, {
            chatId,
            uploaderId: viewer.id,
            kind: mimeType ? 'MEDIA' : 'FILE',
            storageKey: key,
            name: incoming.filename.slice(0, 200),
            mimeType: mimeType ?? 'application/octet-stream',
            byteSize,
            at: new Date(deps.now()),
          });
          await deps.uploads.record(trx, viewer.id, byteSize);
          return row;
        });
        return toAttachment(row);
      } catch (error) {
        // Bytes nobody recorded would stay on disk for good: no row, nothing to clean them up by.
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** An attachment's bytes for a member of its chat; anyone else gets "not found". */
    async download(viewer: Viewer, chatId: string, attachmentId: string) {
      const row = await q.readableAttachment(db, chatId, attachmentId, viewer.id);
      if (!row || !row.storage_key) throw new AppError('NOT_FOUND');
      const stream = await deps.storage.get(row.storage_key);
      if (!stream) throw new AppError('NOT_FOUND');
      return { stream, kind: row.kind, name: row.name ?? 'file', mimeType: row.mime_type, byteSize: row.byte_size };
    },
  };
}
export type MessengerService = ReturnType<typeof createMessengerService>;
