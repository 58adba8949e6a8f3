import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordingActionPath,
  recordingChunkPath,
  recordingMediaUrlPath,
  recordingsPath,
  type LessonRecording,
  type RecordingList,
  type RecordingMediaUrl,
} from '../../../src/shared/contracts/recordings';
import { withWebmDuration } from '../../../src/server/modules/recordings/webm-duration';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, student, type User } from '../requests/request-helpers';
import { connectLive } from '../live/live-test-client';
import { call } from '../drawboards/board-helpers';
// Lessons are recorded only while their meeting is open: these start 10 minutes from the clock.
import { lessonFixture as lessonWith } from '../classroom/classroom-helpers';
import { readDurationMs, streamedWebmHead } from './webm-fixture';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const putChunk = (who: User, lessonId: string, id: string, index: number, data: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: recordingChunkPath(lessonId, id, index),
    headers: { ...bearer(who.token), 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    payload: data,
  });

async function start(who: User, lessonId: string): Promise<LessonRecording> {
  const res = await call(t, who, 'POST', recordingsPath(lessonId), { mimeType: 'video/webm;codecs=vp8,opus' });
  expect(res.statusCode).toBe(201);
  return res.json() as LessonRecording;
}

/** The head with its duration written, for a head known to be whole. */
function withDuration(head: Buffer, durationMs: number): Buffer {
  const fixed = withWebmDuration(head, durationMs);
  if (!(fixed instanceof Buffer)) throw new Error(`head not rewritten: ${String(fixed)}`);
  return fixed;
}

async function play(who: User, lessonId: string, id: string, range?: string) {
  const { url } = (await call(t, who, 'POST', recordingMediaUrlPath(lessonId, id))).json() as RecordingMediaUrl;
  return t.app.inject({ url, headers: range ? { range } : {} });
}

/** Sends half of a chunk's body, then cuts the connection, as a network drop mid-upload does. */
function cutUpload(who: User, lessonId: string, id: string, index: number, data: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${recordingChunkPath(lessonId, id, index)}`, {
      method: 'PUT',
      headers: { ...bearer(who.token), 'content-type': 'application/octet-stream', 'content-length': data.length },
    });
    req.on('error', () => resolve());
    req.write(data.subarray(0, data.length / 2), () => {
      req.destroy();
      resolve();
    });
  });
}

describe('lesson recordings', () => {
  it('stores chunks in order across a dropped connection, losing none and doubling none', async () => {
    const lesson = await lessonWith(t);
    const rec = await start(lesson.tutor, lesson.id);
    const head = streamedWebmHead();
    const chunks = [head, Buffer.alloc(3000, 1), Buffer.alloc(2000, 2), Buffer.alloc(1000, 3)];

    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 0, chunks[0]!)).json()).toEqual({
      nextIndex: 1,
      stored: true,
    });
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 1, chunks[1]!)).json()).toEqual({
      nextIndex: 2,
      stored: true,
    });
    // The connection drops halfway through chunk 2: nothing of it is kept.
    await cutUpload(lesson.tutor, lesson.id, rec.id, 2, chunks[2]!);
    // The answer to chunk 1 was lost too, so the client sends it again: done already, not doubled.
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 1, chunks[1]!)).json()).toEqual({
      nextIndex: 2,
      stored: false,
    });
    // A chunk after a gap is refused with the index the server expects.
    const gap = await putChunk(lesson.tutor, lesson.id, rec.id, 3, chunks[3]!);
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({ code: 'RECORDING_CHUNK_MISSING', details: { nextIndex: 2 } });
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 2, chunks[2]!)).json()).toEqual({
      nextIndex: 3,
      stored: true,
    });
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 3, chunks[3]!)).json()).toEqual({
      nextIndex: 4,
      stored: true,
    });

    const stopped = await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), {
      durationMs: 61_500,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'FINISHED', chunkCount: 4, durationMs: 61_500 });
    expect((await putChunk(lesson.tutor, lesson.id, rec.id, 4, chunks[3]!)).json()).toMatchObject({
      code: 'RECORDING_FINISHED',
    });

    // The student plays the whole file: the chunks in order, the duration written into its head.
    const whole = await play(lesson.student, lesson.id, rec.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    const expected = Buffer.concat([withDuration(head, 61_500), ...chunks.slice(1)]);
    expect(whole.rawPayload.equals(expected)).toBe(true);
    expect(readDurationMs(whole.rawPayload)).toBe(61_500);
    // Seeking asks for ranges that cross chunk borders.
    const part = await play(
      lesson.student,
      lesson.id,
      rec.id,
      `bytes=${expected.length - 3500}-${expected.length - 500}`,
    );
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(
      `bytes ${expected.length - 3500}-${expected.length - 500}/${expected.length}`,
    );
    expect(part.rawPayload.equals(expected.subarray(expected.length - 3500, expected.length - 499))).toBe(true);
  });

  it('is for the lesson’s participants only; only the one recording uploads to it', async () => {
    const lesson = await lessonWith(t);
    // The tutor hosts the room and records it; the student cannot start a recording.
    const refused = await call(t, lesson.student, 'POST', recordingsPath(lesson.id), { mimeType: 'video/webm' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'RECORDING_HOST_ONLY',
      message: "Only the lesson's tutor can record it.",
    });
    expect((await call(t, lesson.tutor, 'GET', recordingsPath(lesson.id))).json().items).toEqual([]);
    const rec = await start(lesson.tutor, lesson.id);
    const stranger = await student(t);
    expect((await call(t, stranger, 'GET', recordingsPath(lesson.id))).statusCode).toBe(404);
    expect((await call(t, stranger, 'POST', recordingsPath(lesson.id), { mimeType: 'video/webm' })).statusCode).toBe(
      404,
    );
    expect((await putChunk(stranger, lesson.id, rec.id, 0, Buffer.from('x'))).statusCode).toBe(404);
    expect((await call(t, stranger, 'POST', recordingActionPath(lesson.id, rec.id, 'pause'))).statusCode).toBe(404);
    expect((await call(t, stranger, 'POST', recordingMediaUrlPath(lesson.id, rec.id))).statusCode).toBe(404);
    // The student sees the tutor's recording but cannot write to it or stop it.
    expect((await putChunk(lesson.student, lesson.id, rec.id, 0, Buffer.from('x'))).statusCode).toBe(403);
    expect((await call(t, lesson.student, 'POST', recordingActionPath(lesson.id, rec.id, 'pause'))).statusCode).toBe(
      403,
    );
    const list = (await call(t, lesson.student, 'GET', recordingsPath(lesson.id))).json() as RecordingList;
    expect(list.items.map((r) => r.id)).toEqual([rec.id]);

    await putChunk(lesson.tutor, lesson.id, rec.id, 0, streamedWebmHead());
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), { durationMs: 1000 });
    // A media address is for its own user and recording; a forged or missing ticket is refused.
    const { url } = (
      await call(t, lesson.student, 'POST', recordingMediaUrlPath(lesson.id, rec.id))
    ).json() as RecordingMediaUrl;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url.replace(/ticket=.*/, 'ticket=forged.x') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url.replace(/\?.*/, '') })).statusCode).toBe(400);
    const other = await lessonWith(t);
    const otherRec = await start(other.tutor, other.id);
    expect((await t.app.inject({ url: url.replace(rec.id, otherRec.id) })).statusCode).toBe(401);
  });

  it('writes the duration into a head that MediaRecorder cut across its first chunks', async () => {
    // On a busy machine MediaRecorder's first piece held one byte of the head.
    const lesson = await lessonWith(t);
    const rec = await start(lesson.tutor, lesson.id);
    const head = streamedWebmHead();
    const chunks = [head.subarray(0, 1), head.subarray(1, 20), head.subarray(20), Buffer.alloc(4000, 9)];
    for (const [index, chunk] of chunks.entries()) await putChunk(lesson.tutor, lesson.id, rec.id, index, chunk);
    const stops = await Promise.all(
      [1, 2].map(() =>
        call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), { durationMs: 75_250 }),
      ),
    );
    for (const r of stops) expect(r.json()).toMatchObject({ status: 'FINISHED', chunkCount: 4, durationMs: 75_250 });

    const expected = Buffer.concat([withDuration(head, 75_250), chunks[3]!]);
    const whole = await play(lesson.student, lesson.id, rec.id);
    expect(whole.rawPayload.equals(expected)).toBe(true);
    expect(readDurationMs(whole.rawPayload)).toBe(75_250);
    const [listed] = ((await call(t, lesson.student, 'GET', recordingsPath(lesson.id))).json() as RecordingList).items;
    expect(listed!.sizeBytes).toBe(expected.length);
    // A range from inside the head into the data reads across the emptied chunks.
    const part = await play(lesson.student, lesson.id, rec.id, `bytes=10-${expected.length - 1000}`);
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(expected.subarray(10, expected.length - 999))).toBe(true);
  });

  it('counts its size once when two stops race (a retry, the meeting ending)', async () => {
    const lesson = await lessonWith(t);
    const rec = await start(lesson.tutor, lesson.id);
    await putChunk(lesson.tutor, lesson.id, rec.id, 0, streamedWebmHead());
    await putChunk(lesson.tutor, lesson.id, rec.id, 1, Buffer.alloc(5000, 7));
    const stops = await Promise.all(
      [1, 2].map(() =>
        call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), { durationMs: 30_000 }),
      ),
    );
    // Both answer the finished recording: a stop is idempotent.
    for (const r of stops) expect(r.json()).toMatchObject({ status: 'FINISHED', durationMs: 30_000 });
    const whole = await play(lesson.student, lesson.id, rec.id);
    expect(readDurationMs(whole.rawPayload)).toBe(30_000);
    const [listed] = ((await call(t, lesson.student, 'GET', recordingsPath(lesson.id))).json() as RecordingList).items;
    expect(listed).toMatchObject({ status: 'FINISHED', sizeBytes: whole.rawPayload.length });
  });

  it('tells both sides live when recording starts, pauses, resumes and stops', async () => {
    const lesson = await lessonWith(t);
    const learner = await connectLive(base, lesson.student.token);
    await learner.waitFor((f) => f[0]?.op === 'hello', 'hello');
    const rec = await start(lesson.tutor, lesson.id);
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'pause'));
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'resume'));
    await call(t, lesson.tutor, 'POST', recordingActionPath(lesson.id, rec.id, 'stop'), { durationMs: 10 });
    const statuses = () =>
      learner
        .pushes()
        .filter((p) => p.type === 'recording.changed')
        .map((p) => (p.data as { status: string }).status);
    await learner.waitFor(() => statuses().length === 4, 'recording pushes');
    expect(statuses()).toEqual(['RECORDING', 'PAUSED', 'RECORDING', 'FINISHED']);
    learner.close();
  });

  it('writes a duration into a streamed WebM head, keeping what follows', () => {
    const head = streamedWebmHead();
    const fixed = withDuration(head, 3_723_000);
    expect(readDurationMs(fixed)).toBe(3_723_000);
    expect(fixed.length).toBe(head.length + 11);
    // The cluster after Info is untouched.
    expect(fixed.subarray(-8).equals(head.subarray(-8))).toBe(true);
    // Written twice, the value is replaced in place.
    expect(readDurationMs(withDuration(fixed, 5))).toBe(5);
    expect(withWebmDuration(Buffer.from('not a webm'), 5)).toBeNull();
  });

  it('asks for more bytes while the head is cut short, wherever the cut falls', () => {
    const head = streamedWebmHead();
    const infoEnd = head.length - 8; // the Cluster (id, size, one child) is the last 8 bytes
    for (let cut = 0; cut < infoEnd; cut++) expect(withWebmDuration(head.subarray(0, cut), 1)).toBe('incomplete');
    for (let cut = infoEnd; cut <= head.length; cut++)
      expect(readDurationMs(withDuration(head.subarray(0, cut), 1))).toBe(1);
  });
});
