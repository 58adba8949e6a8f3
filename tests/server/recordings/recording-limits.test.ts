import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_DURATION_MS, MEETING_JOIN_EARLY_MS } from '../../../src/shared/contracts/lessons';
import {
  RECORDING_GRACE_AFTER_END_MS,
  RECORDING_MAX_BYTES,
  RECORDING_USAGE_PATH,
  RecordingUsage,
  recordingActionPath,
  recordingChunkPath,
  recordingsPath,
  type LessonRecording,
} from '../../../src/shared/contracts/recordings';
import { loadConfig } from '../../../src/server/config';
import { createMemoryFileStorage } from '../../../src/server/integrations/storage/memory-file-storage';
import type { FileStorage } from '../../../src/server/integrations/storage/file-storage.port';
import { chunkKey } from '../../../src/server/modules/recordings/recording-media';
import { createUploadLimiter } from '../../../src/server/modules/recordings/recording-upload-limit';
import { lessonFixture, type LessonFixture } from '../classroom/classroom-helpers';
import { call } from '../drawboards/board-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signInAgain, type User } from '../requests/request-helpers';

/*
 * OWASP API4:2023 (unrestricted resource consumption): a lesson is recorded only while its
 * meeting is open, one recording at a time, each bounded in bytes, a tutor's recordings within a
 * quota, and chunk uploads at a bounded rate.
 */
const QUOTA_BYTES = 10_000;
const UPLOADS_PER_MINUTE = 3;
let t: TestApp;
let storage: FileStorage;
beforeAll(async () => {
  storage = createMemoryFileStorage();
  t = await createTestApp({
    deps: { storage },
    recordings: { quotaBytes: QUOTA_BYTES, chunkUploadsPerMinute: UPLOADS_PER_MINUTE },
  });
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const DAY = 24 * 3_600_000;

const startRecording = (who: User, lessonId: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: recordingsPath(lessonId),
    headers: { ...bearer(who.token), 'accept-language': language },
    payload: { mimeType: 'video/webm;codecs=vp8,opus' },
  });

async function started(who: User, lessonId: string): Promise<LessonRecording> {
  const res = await startRecording(who, lessonId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LessonRecording;
}

const putChunk = (who: User, lessonId: string, id: string, index: number, data: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: recordingChunkPath(lessonId, id, index),
    headers: { ...bearer(who.token), 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    payload: data,
  });

const recordingRows = (lessonId: string) =>
  t.db.selectFrom('lesson_recordings').selectAll().where('lesson_id', '=', lessonId).execute();

const tutorOf = (lesson: LessonFixture) => signInAgain(t, lesson.tutor, 'ROLE_TEACHER');

describe('recording only while the meeting is open', () => {
  it('refuses a cancelled lesson with RECORDING_LESSON_CANCELED, in both languages, storing nothing', async () => {
    const lesson = await lessonFixture(t, { status: 'CANCELED' });
    const en = await startRecording(lesson.tutor, lesson.id);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'RECORDING_LESSON_CANCELED',
      message: 'This lesson was cancelled, so it cannot be recorded.',
    });
    const uk = await startRecording(lesson.tutor, lesson.id, 'uk');
    expect(uk.json().message).toBe('Цей урок скасовано, тому його не можна записати.');
    expect(await recordingRows(lesson.id)).toEqual([]);
  });

  it('refuses a lesson four days ahead until half an hour before its start', async () => {
    const lesson = await lessonFixture(t, { startsInMs: 4 * DAY });
    const early = await startRecording(lesson.tutor, lesson.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'RECORDING_TOO_EARLY',
      message: 'You can record a lesson only from half an hour before its start.',
      details: { opensAt: new Date(lesson.startsAt.getTime() - MEETING_JOIN_EARLY_MS).toISOString() },
    });
    expect(await recordingRows(lesson.id)).toEqual([]);
    // A minute before the room opens it is still refused; when it opens, recording starts.
    t.clock.set(lesson.startsAt.getTime() - MEETING_JOIN_EARLY_MS - MINUTE);
    const tutor = await tutorOf(lesson);
    expect((await startRecording(tutor, lesson.id)).json()).toMatchObject({ code: 'RECORDING_TOO_EARLY' });
    t.clock.advance(MINUTE);
    await started(tutor, lesson.id);
  });

  it('closes a grace after the end: no new recording, no resuming, but a stop still saves', async () => {
    const lesson = await lessonFixture(t);
    const rec = await started(lesson.tutor, lesson.id);
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'pause'));
    t.clock.set(lesson.startsAt.getTime() + LESSON_DURATION_MS + RECORDING_GRACE_AFTER_END_MS);
    const tutor = await tutorOf(lesson);
    const resumed = await call(t, tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'resume'));
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toMatchObject({ code: 'RECORDING_WINDOW_CLOSED' });
    const stopped = await call(t, tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), { durationMs: 1000 });
    expect(stopped.json()).toMatchObject({ status: 'FINISHED' });
    expect((await startRecording(tutor, lesson.id)).json()).toMatchObject({ code: 'RECORDING_WINDOW_CLOSED' });
  });

  it('refuses a lesson whose meeting was ended', async () => {
    const lesson = await lessonFixture(t, { status: 'MEETING_COMPLETED' });
    expect((await startRecording(lesson.tutor, lesson.id)).json()).toMatchObject({ code: 'RECORDING_WINDOW_CLOSED' });
  });
});

describe('one recording at a time per lesson', () => {
  it('refuses a second recording while one is in progress, even two started at once', async () => {
    const lesson = await lessonFixture(t);
    const both = await Promise.all([startRecording(lesson.tutor, lesson.id), startRecording(lesson.tutor, lesson.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'RECORDING_IN_PROGRESS',
      message: 'This lesson is already being recorded. Stop that recording before starting another.',
    });
    const first = both.find((r) => r.statusCode === 201)!.json() as LessonRecording;
    // Paused is still in progress.
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, first.id, 'pause'));
    expect((await startRecording(lesson.tutor, lesson.id)).statusCode).toBe(409);
    expect(await recordingRows(lesson.id)).toHaveLength(1);
    // Stopped, the next one may start.
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, first.id, 'stop'), { durationMs: 10 });
    await started(lesson.tutor, lesson.id);
  });

  it('is held by the database itself', async () => {
    const lesson = await lessonFixture(t);
    const rec = await started(lesson.tutor, lesson.id);
    const second = t.db
      .insertInto('lesson_recordings')
      .values({
        lesson_id: lesson.id,
        started_by: lesson.tutor.id,
        status: 'PAUSED',
        mime_type: 'video/webm',
        started_at: new Date(t.clock.now()),
      })
      .execute();
    await expect(second).rejects.toMatchObject({ code: '23505' });
    expect((await recordingRows(lesson.id)).map((r) => r.id)).toEqual([rec.id]);
  });
});

describe('bytes of one recording', () => {
  it('refuses with 413 RECORDING_TOO_LARGE a chunk that would pass the bound, writing nothing', async () => {
    const lesson = await lessonFixture(t);
    const rec = await started(lesson.tutor, lesson.id);
    // The recording already holds all but 100 bytes of the bound (as a long upload would).
    await t.db
      .updateTable('lesson_recordings')
      .set({ size_bytes: RECORDING_MAX_BYTES - 100 })
      .where('id', '=', rec.id)
      .execute();
    const over = await putChunk(lesson.tutor, lesson.id, rec.id, 0, Buffer.alloc(101, 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'RECORDING_TOO_LARGE',
      message: 'This recording has reached the largest size a lesson can have. Stop it to keep what was recorded.',
      details: { maxBytes: RECORDING_MAX_BYTES },
    });
    expect(await storage.get(chunkKey(rec.id, 0))).toBeNull();
    const [row] = await recordingRows(lesson.id);
    expect({ chunks: row!.chunk_count, size: Number(row!.size_bytes) }).toEqual({
      chunks: 0,
      size: RECORDING_MAX_BYTES - 100,
    });
    // The bound is ~8 Mbit/s over the room's whole open window: far above what a recorder sends.
    expect(RECORDING_MAX_BYTES).toBe(((MEETING_JOIN_EARLY_MS + LESSON_DURATION_MS + RECORDING_GRACE_AFTER_END_MS) / 1000) * 1_000_000);
  });
});

describe('storage quota per tutor', () => {
  it('refuses with 413 RECORDING_QUOTA_EXCEEDED a chunk past the quota and a new recording once full', async () => {
    const lesson = await lessonFixture(t);
    const rec = await started(lesson.tutor, lesson.id);
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 0, Buffer.alloc(6000, 1))).statusCode).toBe(200);
    const over = await putChunk(lesson.tutor, lesson.id, rec.id, 1, Buffer.alloc(4001, 2));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'RECORDING_QUOTA_EXCEEDED',
      message: 'Your storage for lesson recordings is full. New recordings cannot be saved.',
      details: { usedBytes: 6000, quotaBytes: QUOTA_BYTES },
    });
    expect(await storage.get(chunkKey(rec.id, 1))).toBeNull();
    // Exactly up to the quota is allowed.
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 1, Buffer.alloc(4000, 2))).json()).toEqual({
      nextIndex: 2,
      stored: true,
    });
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), { durationMs: 1000 });
    const full = await startRecording(lesson.tutor, lesson.id, 'uk');
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({
      code: 'RECORDING_QUOTA_EXCEEDED',
      message: 'Сховище для записів уроків заповнене. Нові записи не можна зберегти.',
    });
  });
});

describe('RECORDINGS_QUOTA_GB', () => {
  it('defaults to 20 GB a tutor and refuses a value that is not a positive number, naming the setting', () => {
    expect(loadConfig({}).recordings.quotaBytes).toBe(20 * 1024 ** 3);
    expect(loadConfig({ RECORDINGS_QUOTA_GB: '0.5' }).recordings.quotaBytes).toBe(512 * 1024 ** 2);
    expect(() => loadConfig({ RECORDINGS_QUOTA_GB: '0' })).toThrow(/RECORDINGS_QUOTA_GB/);
    expect(() => loadConfig({ RECORDINGS_QUOTA_GB: 'lots' })).toThrow(/RECORDINGS_QUOTA_GB/);
  });
});

describe('chunk upload rate per tutor', () => {
  it('refuses uploads past the rate with 429 and Retry-After, for that tutor only, storing nothing', async () => {
    const lesson = await lessonFixture(t);
    const other = await lessonFixture(t);
    const tutor = await tutorOf(lesson);
    const rec = await started(tutor, lesson.id);
    for (let index = 0; index < UPLOADS_PER_MINUTE; index++)
      expect((await putChunk(tutor, lesson.id, rec.id, index, Buffer.alloc(10, index))).statusCode).toBe(200);
    const limited = await putChunk(tutor, lesson.id, rec.id, UPLOADS_PER_MINUTE, Buffer.alloc(10, 9));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RECORDING_UPLOAD_RATE_LIMITED',
      message: 'The recording is uploading too often. It will continue in a moment.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storage.get(chunkKey(rec.id, UPLOADS_PER_MINUTE))).toBeNull();
    // Another tutor uploads at their own rate.
    const otherRec = await started(other.tutor, other.id);
    expect((await putChunk(other.tutor, other.id, otherRec.id, 0, Buffer.alloc(10, 1))).statusCode).toBe(200);
  });

  it('shares the count through Redis, as a second process would', async () => {
    const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    try {
      const first = createUploadLimiter({ kind: 'redis', client, prefix }, 2);
      const second = createUploadLimiter({ kind: 'redis', client, prefix }, 2);
      await first.consume('tutor-a');
      await second.consume('tutor-a');
      await expect(first.consume('tutor-a')).rejects.toMatchObject({ code: 'RECORDING_UPLOAD_RATE_LIMITED' });
      await expect(second.consume('tutor-b')).resolves.toBeUndefined();
    } finally {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });
});

describe('GET /users/v1/recordings/usage', () => {
  it('answers the caller’s own usage of their quota, never another user’s', async () => {
    const lesson = await lessonFixture(t);
    const rec = await started(lesson.tutor, lesson.id);
    await putChunk(lesson.tutor, lesson.id, rec.id, 0, Buffer.alloc(1234, 1));
    const mine = await call(t, lesson.tutor, 'GET', RECORDING_USAGE_PATH);
    expect(mine.statusCode).toBe(200);
    expect(RecordingUsage.parse(mine.json())).toEqual({ usedBytes: 1234, quotaBytes: QUOTA_BYTES });

    // Another tutor, and the lesson's own student, see only their own; naming someone else changes nothing.
    const stranger = (await lessonFixture(t)).tutor;
    const pupil = await signInAgain(t, lesson.student, 'ROLE_STUDENT');
    for (const who of [stranger, pupil]) {
      for (const url of [RECORDING_USAGE_PATH, `${RECORDING_USAGE_PATH}?userId=${lesson.tutor.id}`]) {
        const res = await call(t, who, 'GET', url);
        expect(res.json(), url).toEqual({ usedBytes: 0, quotaBytes: QUOTA_BYTES });
      }
    }
    expect((await call(t, null, 'GET', RECORDING_USAGE_PATH)).statusCode).toBe(401);
  });
});
