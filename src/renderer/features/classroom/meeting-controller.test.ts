import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingRoom, PresenceAnswer, SignalPayload } from '../../../shared/contracts/classroom';
import { MeetingController, SLOW_LINK_MS, type MeetingApi } from './meeting-controller';
import type { MediaSession, MediaSessionContext } from './media/media-session';

const room: MeetingRoom = {
  lessonId: 'lesson-1',
  role: 'GUEST',
  status: 'READY_TO_START',
  startsAt: '2026-01-01T10:00:00.000Z',
  opensAt: '2026-01-01T09:30:00.000Z',
  peer: { id: 'tutor', firstName: 'Олена', lastName: 'Коваль' },
  transport: 'p2p',
  iceServers: [],
};

function fakeSession() {
  const calls: string[] = [];
  let ctx!: MediaSessionContext;
  const session: MediaSession = {
    start: async () => void calls.push('start'),
    replaceTrack: async () => {},
    startScreen: async () => void calls.push('startScreen'),
    stopScreen: async () => void calls.push('stopScreen'),
    peerJoined: (id) => void calls.push(`peerJoined:${id}`),
    peerLeft: (id) => void calls.push(`peerLeft:${id}`),
    receive: (from: string, signal: SignalPayload) => void calls.push(`receive:${from}:${Object.keys(signal)[0]}`),
    peerScreen: (id) => void calls.push(`peerScreen:${id}`),
    networkChanged: () => void calls.push('networkChanged'),
    close: () => void calls.push('close'),
  };
  return { calls, session, factory: async (c: MediaSessionContext) => ((ctx = c), session), ctx: () => ctx };
}

function fakeApi(answers: Array<PresenceAnswer | Error>) {
  const api: MeetingApi & { calls: string[] } = {
    calls: [],
    enterLesson: async () => void api.calls.push('enter'),
    finalize: async () => void api.calls.push('finalize'),
    presence: async () => {
      api.calls.push('presence');
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) throw next;
      return next;
    },
    leave: async () => void api.calls.push('leave'),
    leaveOnUnload: () => {},
    signal: async () => void api.calls.push('signal'),
    screen: async (_s, sharing) => void api.calls.push(`screen:${sharing}`),
    liveKitToken: async () => ({ url: '', token: '' }),
  };
  return api;
}

const stream = { getTracks: () => [], getVideoTracks: () => [], id: 'screen-1' } as unknown as MediaStream;
const media = { isMuted: false, isStartedVideo: true };

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MeetingController', () => {
  it('takes the lesson action, joins, and connects to the tutor already in the room', async () => {
    const api = fakeApi([{ joined: true, peer: { userId: 'tutor', sessionId: 'tutor-tab', sharingScreen: true } }]);
    const s = fakeSession();
    const c = new MeetingController(room, api, s.factory);
    await c.join(stream, media);
    expect(api.calls.slice(0, 2)).toEqual(['enter', 'presence']);
    expect(s.ctx().polite).toBe(true);
    expect(c.snapshot).toMatchObject({ phase: 'in-room', peerSharing: true });
    expect(s.calls).toContain('peerJoined:tutor-tab');
  });

  it('applies pushes that came while joining, in order, once the session exists', async () => {
    let release!: () => void;
    const api = fakeApi([{ joined: true, peer: null }]);
    api.enterLesson = () => new Promise<void>((resolve) => (release = resolve));
    const s = fakeSession();
    const c = new MeetingController(room, api, s.factory);
    const joining = c.join(stream, media);
    c.onPresence({ lessonId: 'lesson-1', userId: 'tutor', sessionId: 'tutor-tab', state: 'joined' });
    c.onSignal({
      lessonId: 'lesson-1',
      from: 'tutor-tab',
      to: c.sessionId,
      signal: { description: { type: 'offer', sdp: 'x' } },
    });
    release();
    await joining;
    expect(s.calls.filter((call) => call !== 'start')).toEqual([
      'peerJoined:tutor-tab',
      'receive:tutor-tab:description',
    ]);
  });

  it("ends for both when the host ends it, and refuses 'already in meeting' with a way to take over", async () => {
    const s = fakeSession();
    const c = new MeetingController(room, fakeApi([{ joined: true, peer: null }]), s.factory);
    await c.join(stream, media);
    c.onEnded({ lessonId: 'another', by: 'tutor' });
    expect(c.snapshot.phase).toBe('in-room');
    c.onEnded({ lessonId: 'lesson-1', by: 'tutor' });
    expect(c.snapshot.phase).toBe('ended-by-host');
    expect(s.calls).toContain('close');

    const busy = Object.assign(new Error('busy'), { code: 'ALREADY_IN_MEETING' });
    const second = new MeetingController(room, fakeApi([busy]), fakeSession().factory);
    await second.join(stream, media);
    expect(second.snapshot.phase).toBe('already-in-meeting');
  });

  it("keeps 'ended by host' when a heartbeat on its way comes back 'meeting ended'", async () => {
    vi.useFakeTimers();
    let answer!: (error: Error) => void;
    const api = fakeApi([{ joined: true, peer: null }]);
    const c = new MeetingController(room, api, fakeSession().factory);
    await c.join(stream, media);
    api.presence = () => new Promise((_resolve, reject) => (answer = reject));
    await vi.advanceTimersByTimeAsync(10_000);
    c.onEnded({ lessonId: 'lesson-1', by: 'tutor' });
    answer(Object.assign(new Error('ended'), { code: 'MEETING_ENDED' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(c.snapshot.phase).toBe('ended-by-host');

    // Without the push first, the heartbeat's answer ends the room; the push, when it comes, says who.
    const d = new MeetingController(
      room,
      fakeApi([{ joined: true, peer: null }, Object.assign(new Error('ended'), { code: 'MEETING_ENDED' })]),
      fakeSession().factory,
    );
    await d.join(stream, media);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(d.snapshot.phase).toBe('ended');
    d.onEnded({ lessonId: 'lesson-1', by: 'tutor' });
    expect(d.snapshot.phase).toBe('ended-by-host');
  });

  it('leaves the room when another tab of the same user takes it over', async () => {
    const c = new MeetingController(room, fakeApi([{ joined: true, peer: null }]), fakeSession().factory);
    await c.join(stream, media);
    c.onPresence({ lessonId: 'lesson-1', userId: 'me', sessionId: c.sessionId, state: 'joined' });
    expect(c.snapshot.phase).toBe('in-room');
    c.onPresence({ lessonId: 'lesson-1', userId: 'me', sessionId: 'other-tab', state: 'joined' });
    expect(c.snapshot.phase).toBe('taken-over');
  });

  it('shows the call as reconnecting while this device is offline or the other side stopped beating', async () => {
    vi.useFakeTimers();
    const peer = { userId: 'tutor', sessionId: 'tutor-tab', sharingScreen: false };
    const s = fakeSession();
    const c = new MeetingController(
      room,
      fakeApi([
        { joined: true, peer },
        { joined: false, peer: null },
        { joined: false, peer },
      ]),
      s.factory,
    );
    await c.join(stream, media);
    s.ctx().events.onLinkState('connected');
    expect(c.snapshot.link).toBe('connected');

    window.dispatchEvent(new Event('offline'));
    expect(c.snapshot.link).toBe('reconnecting');
    window.dispatchEvent(new Event('online'));
    expect(s.calls).toContain('networkChanged');
    await vi.advanceTimersByTimeAsync(0);
    expect(c.snapshot.link).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(c.snapshot.link).toBe('connected');
  });

  it('says the call is slow once it has been connecting for a while, and stops saying it once connected', async () => {
    vi.useFakeTimers();
    const peer = { userId: 'tutor', sessionId: 'tutor-tab', sharingScreen: false };
    const s = fakeSession();
    const c = new MeetingController(room, fakeApi([{ joined: true, peer }]), s.factory);
    await c.join(stream, media);
    s.ctx().events.onLinkState('connecting');
    await vi.advanceTimersByTimeAsync(SLOW_LINK_MS - 1);
    expect(c.snapshot.slow).toBe(false);
    // Another report of the same kind does not start the clock over.
    s.ctx().events.onLinkState('reconnecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(c.snapshot.slow).toBe(true);

    s.ctx().events.onLinkState('connected');
    expect(c.snapshot.slow).toBe(false);
    s.ctx().events.onLinkState('reconnecting');
    await vi.advanceTimersByTimeAsync(SLOW_LINK_MS / 2);
    s.ctx().events.onLinkState('connected');
    await vi.advanceTimersByTimeAsync(SLOW_LINK_MS);
    expect(c.snapshot.slow).toBe(false);
  });

  it('shares a screen only when the server allows it (one share at a time)', async () => {
    const api = fakeApi([{ joined: true, peer: null }]);
    const s = fakeSession();
    const c = new MeetingController(room, api, s.factory);
    await c.join(stream, media);
    api.screen = async () => {
      throw Object.assign(new Error('shared'), { code: 'SCREEN_ALREADY_SHARED' });
    };
    await expect(c.shareScreen(stream)).rejects.toMatchObject({ code: 'SCREEN_ALREADY_SHARED' });
    expect(s.calls).not.toContain('startScreen');
    expect(c.snapshot.localScreen).toBeNull();
  });
});
