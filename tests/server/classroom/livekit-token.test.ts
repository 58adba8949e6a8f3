import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meetingLiveKitTokenPath, meetingRoomPath } from '../../../src/shared/contracts/classroom';
import { MEETING_JOIN_EARLY_MS } from '../../../src/shared/contracts/lessons';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { student } from '../requests/request-helpers';
import { bearer, lessonFixture, post } from './classroom-helpers';

// Each test makes users and lessons on a fresh app; a machine shared by many runs is slow.
vi.setConfig({ testTimeout: 120_000 });

const LIVEKIT = {
  livekitUrl: 'wss://livekit.example.org',
  livekitApiKey: 'APIexampleKey',
  livekitApiSecret: 'a-livekit-api-secret-of-32-characters-or-more',
};
const TURN_SECRET = 'turn-shared-secret-0123456789';

let withLiveKit: TestApp;

describe('LiveKit tokens', () => {
  beforeAll(async () => {
    withLiveKit = await createTestApp({
      classroom: { ...LIVEKIT, turnUrls: ['turn:turn.example.org:3478?transport=udp'], turnSecret: TURN_SECRET },
    });
  }, 180_000);
  afterAll(() => withLiveKit.close());

  it("mints a participant's token with LiveKit's documented claims, for this lesson's room only", async () => {
    const t = withLiveKit;
    const lesson = await lessonFixture(t);
    const res = await post(t, lesson.student, meetingLiveKitTokenPath(lesson.id));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ url: LIVEKIT.livekitUrl, room: `lesson-${lesson.id}`, identity: lesson.student.id });

    const { payload, protectedHeader } = await jwtVerify(answer.token, new TextEncoder().encode(LIVEKIT.livekitApiSecret), {
      issuer: LIVEKIT.livekitApiKey,
      currentDate: new Date(t.clock.now()),
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(lesson.student.id);
    expect(payload.name).toMatch(/^Тест /);
    expect(payload.video).toEqual({
      room: `lesson-${lesson.id}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    });
    // No admin grants: a participant cannot create, list or administer rooms.
    expect(payload.video).not.toHaveProperty('roomAdmin');
    expect(payload.exp! - payload.nbf!).toBe(6 * 3600);
    expect(payload.nbf).toBe(Math.floor(t.clock.now() / 1000));

    // Signed with another secret it does not verify.
    await expect(jwtVerify(answer.token, new TextEncoder().encode('x'.repeat(40)))).rejects.toThrow();
  });

  it('refuses anyone but the participants, and before the room opens', async () => {
    const t = withLiveKit;
    const lesson = await lessonFixture(t, { startsInMs: MEETING_JOIN_EARLY_MS + 5 * 60_000 });
    const outsider = await student(t);
    expect((await post(t, outsider, meetingLiveKitTokenPath(lesson.id))).statusCode).toBe(404);
    const early = await post(t, lesson.tutor, meetingLiveKitTokenPath(lesson.id));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'MEETING_TOO_EARLY' });
    expect((await t.app.inject({ method: 'POST', url: meetingLiveKitTokenPath(lesson.id) })).statusCode).toBe(401);
  });

  it('tells the room to use LiveKit and gives expiring TURN credentials', async () => {
    const t = withLiveKit;
    const lesson = await lessonFixture(t);
    const room = (await t.app.inject({ url: meetingRoomPath(lesson.id), headers: bearer(lesson.tutor.token) })).json();
    expect(room.transport).toBe('livekit');
    const turn = room.iceServers.find((s: { urls: string[] }) => s.urls[0]!.startsWith('turn:'));
    const expiry = Math.floor(t.clock.now() / 1000) + 6 * 3600;
    expect(turn.username).toBe(`${expiry}:${lesson.tutor.id}`);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
  });

});

describe('without LiveKit', () => {
  let peerToPeer: TestApp;
  beforeAll(async () => {
    peerToPeer = await createTestApp();
  }, 180_000);
  afterAll(() => peerToPeer.close());

  it('has no token route when LiveKit is not configured (peer to peer)', async () => {
    const t = peerToPeer;
    const lesson = await lessonFixture(t);
    expect((await post(t, lesson.tutor, meetingLiveKitTokenPath(lesson.id))).statusCode).toBe(404);
    const room = (await t.app.inject({ url: meetingRoomPath(lesson.id), headers: bearer(lesson.tutor.token) })).json();
    expect(room.transport).toBe('p2p');
  });
});
