import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignalPayload } from '../../../../shared/contracts/classroom';
import type { LinkState, MediaSessionContext } from './media-session';
import { P2PSession } from './p2p-session';
import { SignalOutbox } from './signal-outbox';

/** Just enough of RTCPeerConnection to drive perfect negotiation and the reconnect rules. */
class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((e: { candidate: null }) => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  restarts = 0;
  rollbacks = 0;
  remote: string[] = [];
  private senders: Array<{ track: { kind: string } }> = [];
  constructor() {
    FakePeerConnection.created.push(this);
  }
  addTrack(track: { kind: string }) {
    const sender = { track };
    this.senders.push(sender);
    queueMicrotask(() => this.onnegotiationneeded?.());
    return sender;
  }
  getSenders() {
    return this.senders;
  }
  async setLocalDescription(description?: { type: 'rollback' }) {
    if (description?.type === 'rollback') {
      this.localDescription = null;
      this.signalingState = 'stable';
      this.rollbacks += 1;
    } else if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer-sdp' };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: 'offer-sdp' };
      this.signalingState = 'have-local-offer';
    }
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.remote.push(description.type);
    this.remoteDescription = description;
    // An offer in have-local-offer is the implicit rollback of the polite side.
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate() {}
  restartIce() {
    this.restarts += 1;
    queueMicrotask(() => this.onnegotiationneeded?.());
  }
  close() {
    this.connectionState = 'closed';
  }
  set(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

class FakeStream {
  id = 'local';
  getTracks() {
    return [{ kind: 'audio' }, { kind: 'video' }];
  }
  getAudioTracks() {
    return [{ kind: 'audio' }];
  }
}

function context(polite: boolean) {
  const sent: Array<{ to: string; signal: SignalPayload }> = [];
  const states: LinkState[] = [];
  const ctx: MediaSessionContext = {
    lessonId: 'lesson',
    sessionId: polite ? 'student-tab' : 'tutor-tab',
    polite,
    iceServers: [],
    sendSignal: async (to, signal) => void sent.push({ to, signal }),
    liveKitToken: async () => ({ url: '', token: '' }),
    events: {
      onLinkState: (s) => void states.push(s),
      onRemoteCamera: () => {},
      onRemoteScreen: () => {},
    },
  };
  return { ctx, sent, states };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  FakePeerConnection.created = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeStream);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function joined(polite: boolean) {
  const c = context(polite);
  const session = new P2PSession(c.ctx);
  await session.start(new FakeStream() as unknown as MediaStream);
  session.peerJoined(polite ? 'tutor-tab' : 'student-tab');
  await flush();
  return { ...c, session, pc: FakePeerConnection.created.at(-1)! };
}

describe('perfect negotiation', () => {
  it('the impolite side (tutor) ignores a colliding offer and keeps its own', async () => {
    const { session, pc, sent } = await joined(false);
    expect(sent[0]).toEqual({ to: 'student-tab', signal: { description: { type: 'offer', sdp: 'offer-sdp' } } });
    session.receive('student-tab', { description: { type: 'offer', sdp: 'their-offer' } });
    await flush();
    expect(pc.remote).toEqual([]);
    expect(pc.signalingState).toBe('have-local-offer');
  });

  it('the polite side (student) lets the other side offer first on a new link, and answers', async () => {
    const { session, pc, sent } = await joined(true);
    expect(sent).toEqual([]);
    session.receive('tutor-tab', { description: { type: 'offer', sdp: 'their-offer' } });
    await flush();
    expect(pc.remote).toEqual(['offer']);
    expect(sent).toEqual([{ to: 'tutor-tab', signal: { description: { type: 'answer', sdp: 'answer-sdp' } } }]);
  });

  it('the polite side offers itself when no offer comes, and rolls it back for a colliding one', async () => {
    vi.useFakeTimers();
    const { session, pc, sent } = await joined(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ to: 'tutor-tab', signal: { description: { type: 'offer', sdp: 'offer-sdp' } } }]);
    session.receive('tutor-tab', { description: { type: 'offer', sdp: 'their-offer' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(pc.remote).toEqual(['offer']);
    expect(sent.at(-1)).toEqual({ to: 'tutor-tab', signal: { description: { type: 'answer', sdp: 'answer-sdp' } } });
  });
});

describe('a negotiation that goes astray', () => {
  it('sends a description made as an offer as an offer, though it answers an offer', async () => {
    const { session, pc, sent } = await joined(true);
    // The browser's negotiationneeded runs while the other side's offer is applied: its
    // setLocalDescription makes the answer, and the answer's own call then makes a new offer.
    const apply = pc.setRemoteDescription.bind(pc);
    pc.setRemoteDescription = async (description) => {
      await apply(description);
      pc.onnegotiationneeded?.();
      await flush();
    };
    const descriptions = () => sent.flatMap(({ signal }) => ('description' in signal ? [signal.description] : []));
    const before = descriptions().length;
    session.receive('tutor-tab', { description: { type: 'offer', sdp: 'their-offer' } });
    await vi.waitFor(() => expect(descriptions()).toHaveLength(before + 2));
    expect(descriptions().slice(before)).toEqual([
      { type: 'answer', sdp: 'answer-sdp' },
      { type: 'offer', sdp: 'offer-sdp' },
    ]);
  });

  it('takes back an unanswered offer and offers again while the link does not connect', async () => {
    vi.useFakeTimers();
    const { pc, sent } = await joined(false);
    const offers = () => sent.filter(({ signal }) => 'description' in signal && signal.description.type === 'offer').length;
    const first = offers();
    expect(first).toBeGreaterThan(0);
    // The offer was lost: no answer comes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pc.rollbacks).toBe(1);
    expect(pc.restarts).toBe(1);
    expect(offers()).toBe(first + 1);
    // Still nothing: the next try waits twice as long.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(offers()).toBe(first + 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(offers()).toBe(first + 2);
    // Connected: no more tries.
    pc.set('connected');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(offers()).toBe(first + 2);
  });

  it('leaves a connected link alone', async () => {
    vi.useFakeTimers();
    const { pc } = await joined(true);
    pc.set('connected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pc.restarts).toBe(0);
    expect(pc.rollbacks).toBe(0);
  });
});

describe('reconnecting', () => {
  it("shows 'reconnecting' when the link drops and restarts ICE if it does not recover", async () => {
    vi.useFakeTimers();
    const { pc, states } = await joined(true);
    pc.set('connected');
    pc.set('disconnected');
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(pc.restarts).toBe(1);
    pc.set('connected');
    expect(states.at(-1)).toBe('connected');
  });

  it('does not restart a link that recovered by itself, and restarts a failed one at once', async () => {
    vi.useFakeTimers();
    const { pc } = await joined(false);
    pc.set('connected');
    pc.set('disconnected');
    pc.set('connected');
    await vi.advanceTimersByTimeAsync(5000);
    expect(pc.restarts).toBe(0);
    pc.set('failed');
    expect(pc.restarts).toBe(1);
  });

  it('restarts ICE when the network comes back even if the link looks connected', async () => {
    const { session, pc } = await joined(true);
    pc.set('connected');
    session.networkChanged();
    expect(pc.restarts).toBe(1);
  });

  it("replaces the link for the other participant's new tab and drops it when they leave", async () => {
    const { session, states } = await joined(true);
    const first = FakePeerConnection.created.at(-1)!;
    session.peerJoined('tutor-tab-2');
    expect(first.connectionState).toBe('closed');
    expect(FakePeerConnection.created).toHaveLength(2);
    session.peerLeft('tutor-tab-2');
    expect(states.at(-1)).toBe('waiting');
  });
});

describe('signal outbox', () => {
  it('repeats a send that found no network, in order, and drops one the server refused', async () => {
    vi.useFakeTimers();
    const delivered: string[] = [];
    let online = false;
    const outbox = new SignalOutbox(async (signal) => {
      const name = 'media' in signal ? String(signal.media.isMuted) : 'other';
      if (name === 'true') return 'drop';
      if (!online) return 'retry';
      delivered.push(name);
      return 'sent';
    }, [1000]);
    outbox.push({ media: { isMuted: false, isStartedVideo: true } });
    outbox.push({ media: { isMuted: true, isStartedVideo: true } });
    outbox.push({ candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null } });
    await vi.advanceTimersByTimeAsync(3000);
    expect(delivered).toEqual([]);
    online = true;
    outbox.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual(['false', 'other']);
  });
});
