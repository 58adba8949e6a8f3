import { z } from 'zod';
import { text } from '../../validation/text';

/** Attachment kinds: MEDIA (an image shown in the chat), LINK (a web address), FILE. */
export const ATTACHMENT_KINDS = ['MEDIA', 'LINK', 'FILE'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The longest message text (the text editor's limit is for rich text; a chat line is shorter). */
export const MESSAGE_MAX_CHARS = 4000;

/** The other person of a chat, with what the 'was online' text needs. */
export const ChatPeer = z
  .object({
    id: text(),
    firstName: text(),
    lastName: text(),
    role: z.enum(['ROLE_STUDENT', 'ROLE_TEACHER', 'ROLE_ADMINISTRATOR']),
    avatarUrl: text().nullable(),
    lastSeenAt: text().nullable(),
  })
  .meta({ id: 'ChatPeer' });
export type ChatPeer = z.infer<typeof ChatPeer>;

export const Attachment = z
  .object({
    id: text(),
    kind: z.enum(ATTACHMENT_KINDS),
    /** The file's name as uploaded, or the address of a LINK. */
    name: text(),
    /** A LINK's address; null for uploaded files, which are read through `attachmentPath`. */
    url: text().nullable(),
    mimeType: text().nullable(),
    byteSize: z.number().int().nullable(),
  })
  .meta({ id: 'ChatAttachment' });
export type Attachment = z.infer<typeof Attachment>;

export const ChatMessage = z
  .object({
    id: text(),
    chatId: text(),
    /** Per-chat, gap-free and increasing: pages, receipts and catch-up are by seq (HOUSE-STYLE 21). */
    seq: z.number().int(),
    senderId: text(),
    /** The sender's own key for this send, so an optimistic message finds its confirmed copy. */
    idempotencyKey: text(),
    body: text(),
    attachments: z.array(Attachment),
    createdAt: text(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatSummary = z
  .object({
    id: text(),
    kind: z.enum(['DIRECT', 'SUPPORT']),
    peer: ChatPeer,
    lastSeq: z.number().int(),
    /** The viewer's own read position; unread = lastSeq - lastReadSeq. */
    lastReadSeq: z.number().int(),
    /** The other member's read position: the viewer's messages up to it show as read. */
    peerLastReadSeq: z.number().int(),
    unreadCount: z.number().int(),
    lastMessage: ChatMessage.nullable(),
  })
  .meta({ id: 'ChatSummary' });
export type ChatSummary = z.infer<typeof ChatSummary>;

export const ChatList = z
  .object({ items: z.array(ChatSummary), unreadCount: z.number().int() })
  .meta({ id: 'ChatList' });
export type ChatList = z.infer<typeof ChatList>;

/** POST /users/v1/chats: open (find or start) the chat with one person. */
export const OpenChatInput = z
  .object({ userId: z.uuid({ error: 'validation.invalid' }) })
  .meta({ id: 'OpenChatInput' });
export type OpenChatInput = z.infer<typeof OpenChatInput>;

export const ChatIdParams = z.object({ chatId: z.uuid({ error: 'validation.invalid' }) });
export const AttachmentParams = z.object({
  chatId: z.uuid({ error: 'validation.invalid' }),
  attachmentId: z.uuid({ error: 'validation.invalid' }),
});

/** GET …/messages?before=<seq>&limit=30 (older page) or ?after=<seq> (what came since). */
export const MessagePageQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type MessagePageQuery = z.infer<typeof MessagePageQuery>;

export const MessagePage = z
  .object({
    /** Oldest first. */
    items: z.array(ChatMessage),
    /** True when messages older than the first item exist. */
    hasOlder: z.boolean(),
  })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof MessagePage>;

/** A message's text: trimmed, at most MESSAGE_MAX_CHARS. */
export const MessageText = text().trim().max(MESSAGE_MAX_CHARS, { error: 'validation.too-long' });

/** The composer's form (the files travel as attachment ids, added when it is sent). */
export const ComposerInput = z.object({ body: MessageText }).meta({ id: 'ComposerInput' });
export type ComposerInput = z.infer<typeof ComposerInput>;

/** POST …/messages. Links in the text become LINK attachments on the server. */
export const SendMessageInput = z
  .object({
    idempotencyKey: z.uuid({ error: 'validation.invalid' }),
    body: MessageText.default(''),
    /** Uploaded (still unattached) MEDIA/FILE attachments of this chat, in the order shown. */
    attachmentIds: z
      .array(z.uuid({ error: 'validation.invalid' }))
      .max(50)
      .default([]),
  })
  .refine((input) => input.body.length > 0 || input.attachmentIds.length > 0, {
    error: 'validation.required',
    path: ['body'],
  })
  .meta({ id: 'SendMessageInput' });
export type SendMessageInput = z.input<typeof SendMessageInput>;

/** POST …/read: the viewer has read up to `seq` (never moves back). */
export const MarkReadInput = z.object({ seq: z.number().int().min(0) }).meta({ id: 'MarkReadInput' });
export type MarkReadInput = z.infer<typeof MarkReadInput>;

export const ReadState = z
  .object({ chatId: text(), lastReadSeq: z.number().int(), unreadCount: z.number().int() })
  .meta({ id: 'ChatReadState' });
export type ReadState = z.infer<typeof ReadState>;

/** The configured limits, so the composer refuses before uploading (parameterised). */
export const MessengerLimits = z
  .object({ maxFileBytes: z.number().int(), maxFilesPerMessage: z.number().int(), maxChars: z.number().int() })
  .meta({ id: 'MessengerLimits' });
export type MessengerLimits = z.infer<typeof MessengerLimits>;
