import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MEETING_PRESENCE_LEASE_MS,
  meetingLeavePath,
  meetingPresencePath,
  meetingRoomPath,
  meetingScreenPath,
  meetingSignalPath,
} from '../../../src/shared/contracts/classroom';
import { MEETING_JOIN_EARLY_MS } from '../../../src/shared/contracts/lessons';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connectLive, type TestSocket } from '../live/live-test-client';
import { student, type User } from '../requests/request-helpers';
import { bearer, lessonFixture, post, sessionId } from './classroom-helpers';

// Each test makes users and lessons on a fresh app; a machine shared by many runs is slow.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ classroom: { stunUrls: ['stun:stun.example.org:3478'] } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Building the app (migrations) is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

async function connected(u: User) {
  const socket = await connectLive(base, u.token);
  await socket.waitFor((f) => f[0]?.op === 'hello', 'hello');
  return socket;
}
const pushesOf = (s: TestSocket, type: string) => s.pushes().filter((p) => p.type === type);

describe('meeting room access', () => {
  it("answers the room to the lesson's two participants only", async () => {
    const lesson = await lessonFixture(t);
    const outsider = await student(t);
    const tutorRoom = await t.app.inject({ url: meetingRoomPath(lesson.id), headers: bearer(lesson.tutor.token) });
    expect(tutorRoom.statusCode, tutorRoom.body).toBe(200);
    expect(tutorRoom.json()).toMatchObject({
      lessonId: lesson.id,
      role: 'HOST',
      status: 'READY_TO_START',
      peer: { id: lesson.student.id },
      transport: 'p2p',
      iceServers: [{ urls: ['stun:stun.example.org:3478'] }],
      opensAt: new Date(lesson.startsAt.getTime() - MEETING_JOIN_EARLY_MS).toISOString(),
    });
    const studentRoom = await t.app.inject({ url: meetingRoomPath(lesson.id), headers: bearer(lesson.student.token) });
    expect(studentRoom.json()).toMatchObject({ role: 'GUEST', peer: { id: lesson.tutor.id } });

    const s = sessionId();
    for (const [url, payload] of [
      [meetingPresencePath(lesson.id), { sessionId: s }],
      [meetingSignalPath(lesson.id), { sessionId: s, to: sessionId(), signal: { media: { isMuted: true, isStartedVideo: true } } }],
      [meetingScreenPath(lesson.id), { sessionId: s, sharing: true }],
      [meetingLeavePath(lesson.id), { sessionId: s }],
    ] as const) {
      const res = await post(t, outsider, url, payload);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: meetingRoomPath(lesson.id), headers: bearer(outsider.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: meetingRoomPath(randomUUID()), headers: bearer(lesson.tutor.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: meetingRoomPath(lesson.id) })).statusCode).toBe(401);
    const rows = await t.db.selectFrom('meeting_presence').selectAll().where('lesson_id', '=', lesson.id).execute();
    expect(rows).toEqual([]);
  });

  it('opens half an hour before the start, not earlier', async () => {
    const lesson = await lessonFixture(t, { startsInMs: MEETING_JOIN_EARLY_MS + 60_000 });
    const early = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: sessionId() });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'MEETING_TOO_EARLY' });
    t.clock.advance(60_000);
    const onTime = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: sessionId() });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it('refuses a cancelled lesson and a finished meeting', async () => {
    const canceled = await lessonFixture(t, { status: 'CANCELED' });
    const done = await lessonFixture(t, { status: 'MEETING_COMPLETED' });
    const a = await post(t, canceled.student, meetingPresencePath(canceled.id), { sessionId: sessionId() });
    expect(a.json()).toMatchObject({ code: 'LESSON_ACTION_NOT_ALLOWED' });
    const b = await post(t, done.student, meetingPresencePath(done.id), { sessionId: sessionId() });
    expect(b.json()).toMatchObject({ code: 'MEETING_ENDED' });
  });

  it('refuses malformed signals without relaying anything', async () => {
    const lesson = await lessonFixture(t);
    const res = await post(t, lesson.tutor, meetingSignalPath(lesson.id), {
      sessionId: sessionId(),
      to: sessionId(),
      signal: { description: { type: 'pranswer', sdp: 'v=0' } },
    });
    expect(res.statusCode).toBe(400);
    const bad = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: 'a b' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('presence', () => {
  it("tells each side the other's session and refuses a second tab ('already in meeting')", async () => {
    const lesson = await lessonFixture(t);
    const [tutorTab, studentTab, secondTab] = [sessionId(), sessionId(), sessionId()];
    const tutorSocket = await connected(lesson.tutor);

    const first = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: tutorTab });
    expect(first.json()).toEqual({ joined: true, peer: null });
    const second = await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: studentTab });
    expect(second.json()).toEqual({
      joined: true,
      peer: { userId: lesson.tutor.id, sessionId: tutorTab, sharingScreen: false },
    });
    await tutorSocket.waitFor(
      () => pushesOf(tutorSocket, 'meeting.presence').some((p) => (p.data as { userId: string }).userId === lesson.student.id),
      "the student's join",
    );

    // A heartbeat of the same tab is not a new join.
    const beat = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: tutorTab });
    expect(beat.json()).toMatchObject({ joined: false, peer: { sessionId: studentTab } });

    const twice = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: secondTab });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_IN_MEETING' });

    const takeOver = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: secondTab, takeOver: true });
    expect(takeOver.json()).toMatchObject({ joined: true });
    // The first tab is out: its signals are refused.
    const stale = await post(t, lesson.tutor, meetingSignalPath(lesson.id), {
      sessionId: tutorTab,
      to: studentTab,
      signal: { media: { isMuted: false, isStartedVideo: true } },
    });
    expect(stale.json()).toMatchObject({ code: 'NOT_IN_MEETING' });
    tutorSocket.close();
  });

  it('lets a new tab in once the old one stopped beating, and forgets a tab that left', async () => {
    const lesson = await lessonFixture(t);
    const [a, b] = [sessionId(), sessionId()];
    await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: a });
    t.clock.advance(MEETING_PRESENCE_LEASE_MS + 1000);
    const later = await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: b });
    expect(later.json()).toMatchObject({ joined: true });
    // The tutor does not see the student's old tab as present.
    const tutorTab = sessionId();
    const tutorView = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: tutorTab });
    expect(tutorView.json()).toMatchObject({ peer: { sessionId: b } });

    const left = await post(t, lesson.student, meetingLeavePath(lesson.id), { sessionId: b });
    expect(left.statusCode).toBe(204);
    const after = await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: tutorTab });
    expect(after.json()).toMatchObject({ peer: null });
  });
});

describe('signalling', () => {
  it("relays an offer and a candidate to the other participant's tab over the live channel only", async () => {
    const lesson = await lessonFixture(t);
    const outsider = await student(t);
    const [tutorTab, studentTab] = [sessionId(), sessionId()];
    const [studentSocket, outsiderSocket] = [await connected(lesson.student), await connected(outsider)];
    await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: tutorTab });

    // The student is not in the room yet: nothing to relay to.
    const tooSoon = await post(t, lesson.tutor, meetingSignalPath(lesson.id), {
      sessionId: tutorTab,
      to: studentTab,
      signal: { media: { isMuted: false, isStartedVideo: true } },
    });
    expect(tooSoon.json()).toMatchObject({ code: 'NOT_IN_MEETING' });

    await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: studentTab });
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'abcd' };
    for (const signal of [{ description: offer }, { candidate }]) {
      const res = await post(t, lesson.tutor, meetingSignalPath(lesson.id), { sessionId: tutorTab, to: studentTab, signal });
      expect(res.statusCode, res.body).toBe(204);
    }
    await studentSocket.waitFor(() => pushesOf(studentSocket, 'meeting.signal').length === 2, 'the offer and candidate');
    expect(pushesOf(studentSocket, 'meeting.signal').map((p) => p.data)).toEqual([
      { lessonId: lesson.id, from: tutorTab, to: studentTab, signal: { description: offer } },
      { lessonId: lesson.id, from: tutorTab, to: studentTab, signal: { candidate } },
    ]);

    // The student cannot address the signal to a tab of their own choosing.
    const wrongPeer = await post(t, lesson.student, meetingSignalPath(lesson.id), {
      sessionId: studentTab,
      to: sessionId(),
      signal: { media: { isMuted: true, isStartedVideo: false } },
    });
    expect(wrongPeer.json()).toMatchObject({ code: 'NOT_IN_MEETING' });

    await t.app.ctx.live.publish(outsider.id, { type: 'lesson.changed', data: { lessonId: 'marker', change: 'x' } });
    await outsiderSocket.waitFor(() => outsiderSocket.pushes().length > 0, 'the marker');
    expect(outsiderSocket.pushes().map((p) => p.type)).toEqual(['lesson.changed']);
    studentSocket.close();
    outsiderSocket.close();
  });
});

describe('screen sharing', () => {
  it('allows one share at a time ("screen already shared")', async () => {
    const lesson = await lessonFixture(t);
    const [tutorTab, studentTab] = [sessionId(), sessionId()];
    await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: tutorTab });
    await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: studentTab });

    const studentSocket = await connected(lesson.student);
    const share = await post(t, lesson.tutor, meetingScreenPath(lesson.id), { sessionId: tutorTab, sharing: true, streamId: 'screen-1' });
    expect(share.statusCode, share.body).toBe(204);
    await studentSocket.waitFor(() => pushesOf(studentSocket, 'meeting.screen').length === 1, 'the share');
    expect(pushesOf(studentSocket, 'meeting.screen')[0]!.data).toEqual({
      lessonId: lesson.id,
      userId: lesson.tutor.id,
      sharing: true,
      streamId: 'screen-1',
    });

    const second = await post(t, lesson.student, meetingScreenPath(lesson.id), { sessionId: studentTab, sharing: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SCREEN_ALREADY_SHARED' });

    // The student's presence tells a rejoining tab that the tutor shares.
    const beat = await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: studentTab });
    expect(beat.json()).toMatchObject({ peer: { sharingScreen: true } });

    await post(t, lesson.tutor, meetingScreenPath(lesson.id), { sessionId: tutorTab, sharing: false });
    const now = await post(t, lesson.student, meetingScreenPath(lesson.id), { sessionId: studentTab, sharing: true });
    expect(now.statusCode).toBe(204);

    // Two shares racing: exactly one wins.
    await post(t, lesson.student, meetingScreenPath(lesson.id), { sessionId: studentTab, sharing: false });
    const race = await Promise.all([
      post(t, lesson.student, meetingScreenPath(lesson.id), { sessionId: studentTab, sharing: true }),
      post(t, lesson.tutor, meetingScreenPath(lesson.id), { sessionId: tutorTab, sharing: true }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    studentSocket.close();
  });
});

describe('ending', () => {
  it('tells both sides when the lesson becomes MEETING_COMPLETED and empties the room', async () => {
    const lesson = await lessonFixture(t);
    const [tutorSocket, studentSocket] = [await connected(lesson.tutor), await connected(lesson.student)];
    await post(t, lesson.tutor, meetingPresencePath(lesson.id), { sessionId: sessionId() });
    await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: sessionId() });

    // As the lessons module's finalize writes it: the status and its event in one transaction.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('lessons').set({ status: 'MEETING_COMPLETED' }).where('id', '=', lesson.id).execute();
      await t.app.ctx.events.emit(trx, {
        type: 'lesson.transitioned',
        aggregateType: 'lesson',
        aggregateId: lesson.id,
        payload: {
          lessonId: lesson.id,
          teacherId: lesson.tutor.id,
          studentId: lesson.student.id,
          from: 'READY_TO_START',
          to: 'MEETING_COMPLETED',
          action: 'COMPLETE',
          by: lesson.tutor.id,
          priceMinor: 40_000,
          currency: 'UAH',
          freeLesson: false,
          requestId: null,
          startsAt: lesson.startsAt.toISOString(),
        },
      });
    });
    await t.app.ctx.events.drain();
    for (const socket of [tutorSocket, studentSocket]) {
      await socket.waitFor(() => pushesOf(socket, 'meeting.ended').length === 1, 'meeting.ended');
      expect(pushesOf(socket, 'meeting.ended')[0]!.data).toEqual({ lessonId: lesson.id, by: lesson.tutor.id });
    }
    const rows = await t.db.selectFrom('meeting_presence').selectAll().where('lesson_id', '=', lesson.id).execute();
    expect(rows).toEqual([]);
    const again = await post(t, lesson.student, meetingPresencePath(lesson.id), { sessionId: sessionId() });
    expect(again.json()).toMatchObject({ code: 'MEETING_ENDED' });
    tutorSocket.close();
    studentSocket.close();
  });
});
