import {
  MEETING_HEARTBEAT_MS,
  type MeetingRoom,
  type PresenceAnswer,
  type SignalPayload,
} from '../../../shared/contracts/classroom';
import type { LivePushData } from '../../../shared/contracts/live';
import type { ApiErrorCode } from '../../api';
import type { LinkState, MediaSession, MediaSessionContext } from './media/media-session';

/** The room's phases: joining, reconnecting, ended, ended by host. */
export type MeetingPhase =
  | 'idle'
  | 'joining'
  | 'in-room'
  | 'already-in-meeting'
  | 'taken-over'
  | 'left'
  | 'ended'
  | 'ended-by-host'
  | 'error';

export interface PeerMediaState {
  isMuted: boolean;
  isStartedVideo: boolean;
}

export interface MeetingSnapshot {
  phase: MeetingPhase;
  link: LinkState;
  remoteCamera: MediaStream | null;
  remoteScreen: MediaStream | null;
  /** This tab's own shared screen. */
  localScreen: MediaStream | null;
  peerMedia: PeerMediaState;
  /** The other participant shares a screen (so this side may not). */
  peerSharing: boolean;
  /** The call has been connecting or reconnecting for a while: the screen suggests what to try. */
  slow: boolean;
  error: ApiErrorCode | null;
}

/** How long a call may connect or reconnect before the screen says it takes longer than usual. */
export const SLOW_LINK_MS = 20_000;

/** The calls the room makes; the page binds them to the API client. */
export interface MeetingApi {
  /** The lesson action: START_MEETING for the tutor, JOIN_MEETING for the student. */
  enterLesson(): Promise<void>;
  finalize(): Promise<void>;
  presence(sessionId: string, takeOver: boolean): Promise<PresenceAnswer>;
  leave(sessionId: string): Promise<void>;
  /** Best effort while the page unloads (fetch keepalive). */
  leaveOnUnload(sessionId: string): void;
  signal(sessionId: string, to: string, signal: SignalPayload): Promise<void>;
  screen(sessionId: string, sharing: boolean, streamId?: string): Promise<void>;
  liveKitToken(): Promise<{ url: string; token: string }>;
}

export type SessionFactory = (ctx: MediaSessionContext) => Promise<MediaSession>;

const codeOf = (error: unknown): ApiErrorCode =>
  (error as { code?: ApiErrorCode }).code ?? 'UNKNOWN';

/** A random id for this tab in the room. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The meeting room's logic without its screen: joining (the lesson action, then presence), the
 * heartbeat, the live pushes of the other tab (presence, signals, screen, the end), one screen
 * share at a time, leaving and ending. The transport is a MediaSession (peer to peer or LiveKit).
 * The screen reads `snapshot` through `subscribe` (useSyncExternalStore).
 */
export class MeetingController {
  readonly sessionId = newSessionId();
  private state: MeetingSnapshot = {
    phase: 'idle',
    link: 'waiting',
    remoteCamera: null,
    remoteScreen: null,
    localScreen: null,
    peerMedia: { isMuted: false, isStartedVideo: true },
    peerSharing: false,
    slow: false,
    error: null,
  };
  private readonly listeners = new Set<() => void>();
  private session: MediaSession | null = null;
  private peerSessionId: string | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private slowTimer: ReturnType<typeof setTimeout> | null = null;
  private media: PeerMediaState = { isMuted: false, isStartedVideo: true };
  /** Pushes that arrived while joining: applied once the session exists, in order. */
  private early: Array<() => void> | null = null;
  /** The link state as the transport last reported it (shown unless this device is offline). */
  private sessionLink: LinkState = 'waiting';
  private offline = false;
  /** The other participant's heartbeats stopped (their network or laptop is down). */
  private peerAway = false;
  /** This device lost its network: whatever the transport says, the call is reconnecting. */
  private readonly onOffline = () => {
    this.offline = true;
    this.showLink();
  };
  /** The network is back (or changed): restart ICE on the new network and beat at once. */
  private readonly onOnline = () => {
    this.offline = false;
    this.showLink();
    this.session?.networkChanged();
    void this.beat();
  };
  private readonly onPageHide = () => {
    if (this.state.phase === 'in-room') this.api.leaveOnUnload(this.sessionId);
  };

  constructor(
    private readonly room: MeetingRoom,
    private readonly api: MeetingApi,
    private readonly createSession: SessionFactory,
  ) {}

  get snapshot(): MeetingSnapshot {
    return this.state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the transport says, unless this device is offline or the other side went silent. */
  private showLink(): void {
    const away = this.offline || (this.peerAway && this.sessionLink !== 'waiting');
    const link = away ? 'reconnecting' : this.sessionLink;
    this.watchSlow(link === 'connecting' || link === 'reconnecting');
    this.set({ link });
  }

  /** Starts the slow-link clock when the call starts (re)connecting; stops and clears it otherwise. */
  private watchSlow(linking: boolean): void {
    if (linking) {
      this.slowTimer ??= setTimeout(() => this.set({ slow: true }), SLOW_LINK_MS);
      return;
    }
    if (this.slowTimer) clearTimeout(this.slowTimer);
    this.slowTimer = null;
    if (this.state.slow) this.set({ slow: false });
  }

  private set(patch: Partial<MeetingSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Joins with the pre-join's stream and device state; `takeOver` moves the room from another tab. */
  async join(local: MediaStream, media: PeerMediaState, takeOver = false): Promise<void> {
    this.media = media;
    this.set({ phase: 'joining', error: null });
    this.early = [];
    try {
      // START_MEETING or JOIN_MEETING (lessons module): its window and status rules apply; it may be repeated.
      await this.api.enterLesson();
      const answer = await this.api.presence(this.sessionId, takeOver);
      this.session = await this.createSession({
        lessonId: this.room.lessonId,
        sessionId: this.sessionId,
        polite: this.room.role === 'GUEST',
        iceServers: this.room.iceServers,
        sendSignal: (to, signal) => this.api.signal(this.sessionId, to, signal),
        liveKitToken: () => this.api.liveKitToken(),
        events: {
          onLinkState: (link) => {
            this.sessionLink = link;
            this.showLink();
          },
          onRemoteCamera: (remoteCamera) => this.set({ remoteCamera }),
          onRemoteScreen: (remoteScreen) => this.set({ remoteScreen }),
        },
      });
      await this.session.start(local);
      this.set({ phase: 'in-room' });
      if (answer.peer) {
        this.peerSessionId = answer.peer.sessionId;
        this.set({ peerSharing: answer.peer.sharingScreen });
        this.session.peerJoined(answer.peer.sessionId);
        this.sendMedia();
      }
      const early = this.early;
      this.early = null;
      for (const apply of early) apply();
      this.heartbeat = setInterval(() => void this.beat(), MEETING_HEARTBEAT_MS);
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
      window.addEventListener('pagehide', this.onPageHide);
    } catch (error) {
      this.early = null;
      this.stop();
      const code = codeOf(error);
      if (code === 'ALREADY_IN_MEETING') this.set({ phase: 'already-in-meeting', error: code });
      else if (code === 'MEETING_ENDED') this.set({ phase: 'ended', error: null });
      else this.set({ phase: 'error', error: code });
    }
  }

  private async beat(): Promise<void> {
    if (this.state.phase !== 'in-room') return;
    try {
      const answer = await this.api.presence(this.sessionId, false);
      if (this.state.phase !== 'in-room') return;
      // Back after the lease ran out (offline, asleep): the link may be stale.
      if (answer.joined) this.session?.networkChanged();
      if (answer.peer && answer.peer.sessionId !== this.peerSessionId) {
        this.peerSessionId = answer.peer.sessionId;
        this.session?.peerJoined(answer.peer.sessionId);
      }
      // The other side's lease ran out without a goodbye: show them as reconnecting until they beat again.
      const away = answer.peer === null && this.peerSessionId !== null;
      if (away !== this.peerAway) {
        this.peerAway = away;
        this.showLink();
      }
    } catch (error) {
      // The room closed while the beat was on its way (the host's "ended" push came first): that
      // push, not this answer, says how it ended.
      if (this.state.phase !== 'in-room') return;
      const code = codeOf(error);
      if (code === 'ALREADY_IN_MEETING') this.finish('taken-over');
      else if (code === 'MEETING_ENDED') this.finish('ended');
      // Offline: the next beat tries again; the link shows its own state.
    }
  }

  /** Holds a push that came while joining; true when it was held. */
  private held(apply: () => void): boolean {
    if (!this.early) return false;
    this.early.push(apply);
    return true;
  }

  /** A push of the live channel for this lesson. */
  onPresence(push: LivePushData<'meeting.presence'>): void {
    if (push.lessonId !== this.room.lessonId || this.held(() => this.onPresence(push))) return;
    if (this.state.phase !== 'in-room') return;
    if (push.userId !== this.room.peer.id) {
      // This user's other tab took the room over.
      if (push.state === 'joined' && push.sessionId !== this.sessionId) this.finish('taken-over');
      return;
    }
    if (push.state === 'joined') {
      const changed = push.sessionId !== this.peerSessionId;
      this.peerAway = false;
      this.showLink();
      this.peerSessionId = push.sessionId;
      if (changed) this.set({ peerSharing: false });
      this.session?.peerJoined(push.sessionId);
      this.sendMedia();
    } else if (push.sessionId === this.peerSessionId) {
      this.peerSessionId = null;
      this.peerAway = false;
      this.set({ peerSharing: false, peerMedia: { isMuted: false, isStartedVideo: true } });
      this.session?.peerLeft(push.sessionId);
    }
  }

  onSignal(push: LivePushData<'meeting.signal'>): void {
    if (push.lessonId !== this.room.lessonId || push.to !== this.sessionId) return;
    if (this.held(() => this.onSignal(push)) || !this.session) return;
    if ('media' in push.signal) {
      if (push.from === this.peerSessionId) this.set({ peerMedia: push.signal.media });
      return;
    }
    if (push.from !== this.peerSessionId && 'description' in push.signal && push.signal.description.type === 'offer') {
      this.peerSessionId = push.from;
    }
    this.session.receive(push.from, push.signal);
  }

  onScreen(push: LivePushData<'meeting.screen'>): void {
    if (push.lessonId !== this.room.lessonId || push.userId !== this.room.peer.id) return;
    if (this.held(() => this.onScreen(push))) return;
    this.set({ peerSharing: push.sharing });
    this.session?.peerScreen(push.sharing ? push.streamId : null);
  }

  onEnded(push: LivePushData<'meeting.ended'>): void {
    if (push.lessonId !== this.room.lessonId) return;
    this.finish('ended-by-host');
  }

  /** The spec's device state changed: tell the other side (its tile shows "muted", "camera off"). */
  setMedia(media: PeerMediaState): void {
    this.media = media;
    this.sendMedia();
  }

  private sendMedia(): void {
    const to = this.peerSessionId;
    if (!to || this.state.phase !== 'in-room') return;
    this.api.signal(this.sessionId, to, { media: this.media }).catch(() => {
      // Lost with the network: the next join of either side sends it again.
    });
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    await this.session?.replaceTrack(track);
  }

  /** Shares a screen; refused with SCREEN_ALREADY_SHARED while the other side shares. */
  async shareScreen(stream: MediaStream): Promise<void> {
    try {
      await this.api.screen(this.sessionId, true, stream.id);
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      throw error;
    }
    // The browser's own "Stop sharing" ends the track.
    stream.getVideoTracks()[0]?.addEventListener('ended', () => void this.stopScreen());
    await this.session?.startScreen(stream);
    this.set({ localScreen: stream });
  }

  async stopScreen(): Promise<void> {
    const stream = this.state.localScreen;
    if (!stream) return;
    this.set({ localScreen: null });
    for (const track of stream.getTracks()) track.stop();
    await this.session?.stopScreen();
    await this.api.screen(this.sessionId, false).catch(() => {});
  }

  /** Leaves the room; the other side keeps waiting. */
  async leave(): Promise<void> {
    this.finish('left');
    await this.api.leave(this.sessionId).catch(() => {});
  }

  /** The host ends the meeting for both (the lesson becomes MEETING_COMPLETED). */
  async end(): Promise<void> {
    await this.api.finalize();
    this.finish('ended-by-host');
  }

  private finish(phase: MeetingPhase): void {
    this.stop();
    this.set({ phase, link: 'waiting', remoteCamera: null, remoteScreen: null, localScreen: null });
  }

  private stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.watchSlow(false);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('pagehide', this.onPageHide);
    this.offline = false;
    this.peerAway = false;
    for (const track of this.state.localScreen?.getTracks() ?? []) track.stop();
    this.session?.close();
    this.session = null;
    this.peerSessionId = null;
  }

  /** Back to the pre-join after leaving (to join again). */
  reset(): void {
    if (this.state.phase === 'left' || this.state.phase === 'taken-over') this.set({ phase: 'idle', error: null });
  }

  /** The page closes (navigation away): leave quietly. */
  dispose(): void {
    if (this.state.phase === 'in-room') void this.api.leave(this.sessionId).catch(() => {});
    this.stop();
    this.listeners.clear();
  }
}
