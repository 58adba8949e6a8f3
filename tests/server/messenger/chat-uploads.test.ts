import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAttachmentsPath } from '../../../src/shared/contracts/messenger';
import type { FileStorage } from '../../../src/server/integrations/storage/file-storage.port';
import { createLocalFileStorage } from '../../../src/server/integrations/storage/local-file-storage';
import { deleteUnsentUploads } from '../../../src/server/modules/messenger/messenger.module';
import { multipart, namelessPart } from '../accounts/account-helpers';
import { storedFiles } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInAgain, student, teacher } from '../requests/request-helpers';
import { bearer, link, openChat, send, upload } from './messenger-helpers';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DAILY_FILES = 3;
const DAILY_BYTES = 1000;

/**
 * Chat uploads: each user's files and bytes a day, the file part's name checked before a byte is
 * written, and uploads no message took deleted, rows and bytes, after a day. Files go to disk,
 * so a test sees what a refused upload would have left there.
 */
let t: TestApp;
let filesDir: string;
let storage: FileStorage;
/** Puts wait for this while set: two uploads then pass their quota check before either records. */
let holdPuts: Promise<void> | null = null;
let waitingPuts = 0;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'repetytor-chat-files-'));
  const disk = createLocalFileStorage(filesDir);
  storage = {
    kind: disk.kind,
    get: (key) => disk.get(key),
    delete: (key) => disk.delete(key),
    async put(key, data) {
      if (holdPuts) {
        waitingPuts += 1;
        await holdPuts;
      }
      return disk.put(key, data);
    },
  };
  t = await createTestApp({
    deps: { storage },
    uploadQuota: { dailyFiles: DAILY_FILES, dailyBytes: DAILY_BYTES },
  });
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function attachmentRows(uploaderId: string) {
  return t.db
    .selectFrom('chat_attachments')
    .select(['id', 'storage_key', 'message_id'])
    .where('uploader_id', '=', uploaderId)
    .execute();
}

/** A student and a tutor linked by a request, and their chat. */
async function pair() {
  const pupil = await student(t);
  const tutor = await teacher(t);
  await link(t, pupil.id, tutor.id);
  const chat = await openChat(t, pupil, tutor.id);
  return { pupil, tutor, chatId: chat.id };
}

const bytes = (n: number) => Buffer.alloc(n, 'a');

/** Unsent uploads older than `ageMs` by the test clock, before any pass. */
async function dueCount(ageMs: number) {
  const row = await t.db
    .selectFrom('chat_attachments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('message_id', 'is', null)
    .where('created_at', '<', new Date(t.clock.now() - ageMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /users/v1/chats/:chatId/attachments: the day’s quota', () => {
  it('refuses a file past the day’s count with 429 UPLOAD_DAILY_FILES_REACHED, stores nothing, and allows again the next UTC day', async () => {
    const paired = await pair();
    const { chatId } = paired;
    let { pupil } = paired;
    for (let i = 0; i < DAILY_FILES; i++)
      expect((await upload(t, pupil, chatId, `f${i}.txt`, 'text/plain', bytes(10))).statusCode).toBe(201);
    const files = await storedFiles(filesDir);

    const refused = await upload(t, pupil, chatId, 'one-more.txt', 'text/plain', bytes(10));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_DAILY_FILES_REACHED',
      message: 'Ви завантажили стільки файлів, скільки дозволено на день. Завтра можна буде завантажити ще.',
      details: { maxFiles: DAILY_FILES, maxBytes: DAILY_BYTES },
    });
    expect(await storedFiles(filesDir)).toEqual(files);
    expect(await attachmentRows(pupil.id)).toHaveLength(DAILY_FILES);

    t.clock.set((Math.floor(t.clock.now() / DAY) + 1) * DAY + HOUR);
    pupil = await signInAgain(t, pupil, 'ROLE_STUDENT');
    expect((await upload(t, pupil, chatId, 'tomorrow.txt', 'text/plain', bytes(10))).statusCode).toBe(201);
  });

  it('refuses bytes past the day’s size with 413 UPLOAD_DAILY_BYTES_REACHED, cut while streaming, and stores nothing', async () => {
    const { pupil, chatId } = await pair();
    expect((await upload(t, pupil, chatId, 'a.txt', 'text/plain', bytes(600))).statusCode).toBe(201);
    const files = await storedFiles(filesDir);

    const tooMuch = await upload(t, pupil, chatId, 'b.txt', 'text/plain', bytes(600));
    expect(tooMuch.statusCode, tooMuch.body).toBe(413);
    expect(tooMuch.json().code).toBe('UPLOAD_DAILY_BYTES_REACHED');
    expect(await storedFiles(filesDir)).toEqual(files);

    // What is left still fits; after that, nothing does.
    expect((await upload(t, pupil, chatId, 'c.txt', 'text/plain', bytes(400))).statusCode).toBe(201);
    const form = multipart('d.txt', 'text/plain', bytes(1));
    const full = await t.app.inject({
      method: 'POST',
      url: chatAttachmentsPath(chatId),
      headers: { ...bearer(pupil.token), ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(
      'This file does not fit in what you may still upload today. You can upload more tomorrow.',
    );
    expect(await attachmentRows(pupil.id)).toHaveLength(2);
  });

  it('keeps concurrent uploads inside the quota: the one that loses is refused and its stored bytes removed', async () => {
    const { pupil, chatId } = await pair();
    const before = await storedFiles(filesDir);
    let release!: () => void;
    holdPuts = new Promise((resolve) => (release = resolve));
    const both = Promise.all([
      upload(t, pupil, chatId, 'one.txt', 'text/plain', bytes(600)),
      upload(t, pupil, chatId, 'two.txt', 'text/plain', bytes(600)),
    ]);
    // Both have passed the quota check (each saw 1000 bytes left) once both wait to write.
    await expect.poll(() => waitingPuts, { timeout: 60_000 }).toBe(2);
    release();
    holdPuts = null;
    const answers = (await both).map((res) => res.statusCode).sort();
    expect(answers).toEqual([201, 413]);
    const rows = await attachmentRows(pupil.id);
    expect(rows).toHaveLength(1);
    expect(await storedFiles(filesDir)).toEqual([...before, rows[0]!.storage_key].sort());
  });
});

describe('POST /users/v1/chats/:chatId/attachments: the file part', () => {
  it('refuses a NUL in the file name with 400 FILE_NAME_INVALID before writing anything', async () => {
    const { pupil, chatId } = await pair();
    const before = await storedFiles(filesDir);
    const res = await upload(t, pupil, chatId, 'зві\u0000т.pdf', 'application/pdf', bytes(50));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_NAME_INVALID',
      message: 'Назва файлу містить символ, який не можна зберегти. Перейменуйте файл і завантажте його знову.',
      details: { fields: { file: 'validation.text-character-invalid' } },
    });
    expect(await storedFiles(filesDir)).toEqual(before);
    expect(await attachmentRows(pupil.id)).toEqual([]);
    expect((await upload(t, pupil, chatId, 'звіт.pdf', 'application/pdf', bytes(50))).statusCode).toBe(201);
  });

  it('answers a part with no file name 400 FILE_REQUIRED, not 413, and writes nothing', async () => {
    const { pupil, chatId } = await pair();
    const before = await storedFiles(filesDir);
    for (const kind of ['field', 'octet-stream'] as const) {
      const form = namelessPart(kind);
      const res = await t.app.inject({
        method: 'POST',
        url: chatAttachmentsPath(chatId),
        headers: { ...bearer(pupil.token), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('FILE_REQUIRED');
    }
    expect(await storedFiles(filesDir)).toEqual(before);
    expect(await attachmentRows(pupil.id)).toEqual([]);
  });
});

describe('uploads no message took', () => {
  it('are deleted after 24 hours, rows and bytes; sent and younger uploads stay', async () => {
    const paired = await pair();
    const { chatId } = paired;
    let { pupil } = paired;
    const sent = (await upload(t, pupil, chatId, 'sent.txt', 'text/plain', bytes(5))).json().id as string;
    await send(t, pupil, chatId, 'ось', [sent]);
    const old = (await upload(t, pupil, chatId, 'old.txt', 'text/plain', bytes(5))).json().id as string;
    t.clock.advance(23 * HOUR);
    pupil = await signInAgain(t, pupil, 'ROLE_STUDENT');
    const young = (await upload(t, pupil, chatId, 'young.txt', 'text/plain', bytes(5))).json().id as string;
    t.clock.advance(HOUR + 1);

    const keyOf = async (id: string) => (await attachmentRows(pupil.id)).find((row) => row.id === id)?.storage_key;
    const oldKey = (await keyOf(old))!;
    expect(await storedFiles(filesDir)).toContain(oldKey);
    const due = await dueCount(24 * HOUR);

    const deps = { db: t.db, storage, now: t.clock.now, ttlMs: 24 * HOUR };
    // Other tests' unsent uploads are as old: the pass answers every one it deleted.
    expect(await deleteUnsentUploads(deps)).toBe(due);
    expect((await attachmentRows(pupil.id)).map((row) => row.id).sort()).toEqual([sent, young].sort());
    expect(await storedFiles(filesDir)).not.toContain(oldKey);
    expect(await storedFiles(filesDir)).toContain(await keyOf(sent));

    // Passes of several processes at once delete each upload once, and nothing else.
    const youngKey = (await keyOf(young))!;
    t.clock.advance(DAY);
    const dueLater = await dueCount(24 * HOUR);
    expect(dueLater).toBeGreaterThanOrEqual(1);
    const passes = await Promise.all([deleteUnsentUploads(deps), deleteUnsentUploads(deps), deleteUnsentUploads(deps)]);
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(dueLater);
    expect(await dueCount(24 * HOUR)).toBe(0);
    expect((await attachmentRows(pupil.id)).map((row) => row.id)).toEqual([sent]);
    expect(await storedFiles(filesDir)).not.toContain(youngKey);
    // Every file left on disk is one a row still names.
    const keys = await t.db
      .selectFrom('chat_attachments')
      .select('storage_key')
      .where('storage_key', 'is not', null)
      .execute();
    expect(await storedFiles(filesDir)).toEqual(keys.map((row) => row.storage_key).sort());
  });
});
