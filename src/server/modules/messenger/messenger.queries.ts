import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AttachmentKind, ChatKind } from '../../db/schema/messenger.tables';

/** The two people of a chat in the stored order (smaller id first, one chat per pair). */
export const pairOf = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

export async function findUser(db: Database, id: string) {
  return db.selectFrom('users').select(['id', 'role', 'active', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}

/**
 * Whether a student and a tutor are linked (only linked users may chat):
 * a direct request between them, an offer of the tutor on the student's request, or
 * a lesson. The order of the two ids does not matter.
 */
export async function areLinked(db: Database, a: string, b: string): Promise<boolean> {
  const { rows } = await sql<{ linked: boolean }>`
    select exists (
      select 1 from lesson_requests
       where (student_id = ${a} and teacher_id = ${b}) or (student_id = ${b} and teacher_id = ${a})
      union all
      select 1 from lesson_request_offers o join lesson_requests r on r.id = o.request_id
       where (r.student_id = ${a} and o.teacher_id = ${b}) or (r.student_id = ${b} and o.teacher_id = ${a})
      union all
      select 1 from lessons
       where (student_id = ${a} and teacher_id = ${b}) or (student_id = ${b} and teacher_id = ${a})
    ) as linked`.execute(db);
  return rows[0]?.linked === true;
}

/** The administrator who answers support chats: the longest-serving active one. */
export async function supportAdminId(db: Database): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ROLE_ADMINISTRATOR')
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findChatByPair(db: Database, a: string, b: string) {
  const { low, high } = pairOf(a, b);
  return db
    .selectFrom('chats')
    .select('id')
    .where('user_low', '=', low)
    .where('user_high', '=', high)
    .executeTakeFirst();
}

/** Creates the pair's chat and both member rows; a concurrent creator's chat wins (answers its id). */
export async function insertChat(db: Database, a: string, b: string, kind: ChatKind, at: Date): Promise<string> {
  const { low, high } = pairOf(a, b);
  const created = await db
    .insertInto('chats')
    .values({ user_low: low, user_high: high, kind, created_at: at })
    .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return (await findChatByPair(db, a, b))!.id;
  await db
    .insertInto('chat_members')
    .values([
      { chat_id: created.id, user_id: low },
      { chat_id: created.id, user_id: high },
    ])
    .execute();
  return created.id;
}

/** The viewer's membership of a chat, or undefined when it is not theirs (or does not exist). */
export async function membership(db: Database, chatId: string, userId: string) {
  return db
    .selectFrom('chat_members as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select(['c.id', 'c.kind', 'c.last_seq', 'm.last_read_seq'])
    .where('m.chat_id', '=', chatId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** The viewer's chats with the other member's read position and profile, newest activity first. */
export async function listChats(db: Database, userId: string, chatId?: string) {
  let query = db
    .selectFrom('chat_members as me')
    .innerJoin('chats as c', 'c.id', 'me.chat_id')
    .innerJoin('chat_members as peer', (join) =>
      join.onRef('peer.chat_id', '=', 'c.id').on('peer.user_id', '<>', userId),
    )
    .innerJoin('users as u', 'u.id', 'peer.user_id')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'u.id')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .select([
      'c.id',
      'c.kind',
      'c.last_seq',
      'c.last_message_at',
      'c.created_at',
      'me.last_read_seq',
      'peer.last_read_seq as peer_last_read_seq',
      'u.id as peer_id',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.last_seen_at',
      (eb) => eb.fn.coalesce('tp.avatar_file_id', 'sp.avatar_file_id').as('avatar_file_id'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(200);
  if (chatId) query = query.where('c.id', '=', chatId);
  return query.execute();
}

/** The viewer's total unread messages over all chats: one subtraction per chat, no per-message rows. */
export async function totalUnread(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_members as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select(sql<string>`coalesce(sum(greatest(c.last_seq - m.last_read_seq, 0)), 0)`.as('n'))
    .where('m.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const messageColumns = ['id', 'chat_id', 'seq', 'sender_id', 'idempotency_key', 'body', 'created_at'] as const;

export async function messagesBySeq(
  db: Database,
  chatId: string,
  page: { before?: number; after?: number; limit: number },
) {
  let query = db.selectFrom('chat_messages').select(messageColumns).where('chat_id', '=', chatId);
  if (page.after !== undefined) {
    // Catch-up: what came after a seq the client has, oldest first.
    return query.where('seq', '>', page.after).orderBy('seq', 'asc').limit(page.limit).execute();
  }
  if (page.before !== undefined) query = query.where('seq', '<', page.before);
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  return rows.reverse();
}

export async function lastMessages(db: Database, chatIds: { id: string; last_seq: number }[]) {
  if (chatIds.length === 0) return [];
  return db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where((eb) =>
      eb.or(
        chatIds
          .filter((c) => c.last_seq > 0)
          .map((c) => eb.and([eb('chat_id', '=', c.id), eb('seq', '=', c.last_seq)])),
      ),
    )
    .execute();
}

export async function attachmentsOf(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('chat_attachments')
    .select(['id', 'message_id', 'kind', 'name', 'url', 'mime_type', 'byte_size'])
    .where('message_id', 'in', messageIds)
    .orderBy('position')
    .execute();
}

/** Locks the chat's row: senders of one chat take seqs one after another. */
export async function lockChat(db: Database, chatId: string) {
  return db
    .selectFrom('chats')
    .select(['id', 'last_seq'])
    .where('id', '=', chatId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function findSent(db: Database, chatId: string, senderId: string, idempotencyKey: string) {
  return db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where('chat_id', '=', chatId)
    .where('sender_id', '=', senderId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertMessage(
  db: Database,
  m: { chatId: string; seq: number; senderId: string; idempotencyKey: string; body: string; at: Date },
) {
  await db.updateTable('chats').set({ last_seq: m.seq, last_message_at: m.at }).where('id', '=', m.chatId).execute();
  // The sender has read everything up to their own message.
  await db
    .updateTable('chat_members')
    .set({ last_read_seq: m.seq })
    .where('chat_id', '=', m.chatId)
    .where('user_id', '=', m.senderId)
    .execute();
  return db
    .insertInto('chat_messages')
    .values({
      chat_id: m.chatId,
      seq: m.seq,
      sender_id: m.senderId,
      idempotency_key: m.idempotencyKey,
      body: m.body,
      created_at: m.at,
    })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Gives the uploader's pending attachments of this chat to a message, in the order listed.
 * Answers how many were taken: fewer than asked means one was not theirs, not of this chat or
 * already sent.
 */
export async function claimAttachments(
  db: Database,
  ids: string[],
  m: { chatId: string; uploaderId: string; messageId: string },
): Promise<number> {
  let taken = 0;
  for (const [position, id] of ids.entries()) {
    const result = await db
      .updateTable('chat_attachments')
      .set({ message_id: m.messageId, position })
      .where('id', '=', id)
      .where('chat_id', '=', m.chatId)
      .where('uploader_id', '=', m.uploaderId)
      .where('message_id', 'is', null)
      .executeTakeFirst();
    taken += Number(result.numUpdatedRows);
  }
  return taken;
}

export async function insertAttachment(
  db: Database,
  a: {
    chatId: string;
    uploaderId: string;
    messageId?: string;
    kind: AttachmentKind;
    storageKey?: string;
    url?: string;
    name: string;
    mimeType?: string;
    byteSize?: number;
    position?: number;
    at: Date;
  },
) {
  return db
    .insertInto('chat_attachments')
    .values({
      chat_id: a.chatId,
      uploader_id: a.uploaderId,
      message_id: a.messageId ?? null,
      kind: a.kind,
      storage_key: a.storageKey ?? null,
      url: a.url ?? null,
      name: a.name,
      mime_type: a.mimeType ?? null,
      byte_size: a.byteSize ?? null,
      position: a.position ?? 0,
      created_at: a.at,
    })
    .returning(['id', 'message_id', 'kind', 'name', 'url', 'mime_type', 'byte_size'])
    .executeTakeFirstOrThrow();
}

/** An attachment the viewer may read: of a chat they are a member of, and sent (or their own upload). */
export async function readableAttachment(db: Database, chatId: string, attachmentId: string, userId: string) {
  return db
    .selectFrom('chat_attachments as a')
    .innerJoin('chat_members as m', (join) => join.onRef('m.chat_id', '=', 'a.chat_id').on('m.user_id', '=', userId))
    .select(['a.id', 'a.kind', 'a.storage_key', 'a.name', 'a.mime_type', 'a.byte_size'])
    .where('a.id', '=', attachmentId)
    .where('a.chat_id', '=', chatId)
    .where((eb) => eb.or([eb('a.message_id', 'is not', null), eb('a.uploader_id', '=', userId)]))
    .executeTakeFirst();
}

/** Moves the viewer's read position forward to `seq` (capped at the chat's last), never back. */
export async function markRead(db: Database, chatId: string, userId: string, seq: number) {
  return db
    .updateTable('chat_members as m')
    .from('chats as c')
    .set({ last_read_seq: sql`greatest(m.last_read_seq, least(${seq}::integer, c.last_seq))` })
    .whereRef('c.id', '=', 'm.chat_id')
    .where('m.chat_id', '=', chatId)
    .where('m.user_id', '=', userId)
    .returning(['m.last_read_seq', 'c.last_seq'])
    .executeTakeFirst();
}

export async function chatMemberIds(db: Database, chatId: string): Promise<string[]> {
  const rows = await db.selectFrom('chat_members').select('user_id').where('chat_id', '=', chatId).execute();
  return rows.map((row) => row.user_id);
}
