import type { SignalPayload } from '../../../../shared/contracts/classroom';
import type { LinkState, MediaSession, MediaSessionContext } from './media-session';
import { SignalOutbox, type SendOutcome } from './signal-outbox';

/** How long a 'disconnected' link may recover by itself before the ICE restart. */
const DISCONNECTED_GRACE_MS = 2500;
/**
 * How long a link may take to connect before its negotiation starts over, doubling each time up
 * to the last: a signal that went astray (an offer lost or ignored in a collision, a description
 * that could not be applied) would otherwise leave both sides 'connecting' for good.
 */
const CONNECT_WATCH_MS = [10_000, 20_000, 40_000] as const;
/**
 * How long a new link's polite side waits for the other side's first offer before it offers
 * itself (the other side may have nothing to send, so no offer of its own).
 */
const FIRST_OFFER_WAIT_MS = 5_000;

/**
 * One RTCPeerConnection to one tab of the other participant, negotiated with the perfect
 * negotiation pattern (HOUSE-STYLE 22; MDN "Perfect negotiation"): either side may offer at any
 * time (tracks added, a screen shared, an ICE restart), the polite side (the student) yields
 * when offers collide and the impolite side (the tutor) ignores the other's offer.
 */
class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswerPending = false;
  private incoming: Promise<void> = Promise.resolve();
  private readonly outbox: SignalOutbox;
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set while a polite new link holds its offers, until the first description arrives or it ends. */
  private firstOfferWait: ReturnType<typeof setTimeout> | null = null;
  private connectAttempts = 0;
  private closed = false;
  /** Candidates found here and received from the peer: which side a stalled link lacks. */
  private localCandidates = 0;
  private remoteCandidates = 0;
  /** Own offers taken back for the other side's (a collision), for the same diagnosis. */
  private rollbacks = 0;

  constructor(
    readonly peerSessionId: string,
    private readonly ctx: MediaSessionContext,
    private readonly onState: (state: LinkState) => void,
    private readonly onTrack: (event: RTCTrackEvent) => void,
  ) {
    this.pc = new RTCPeerConnection({ iceServers: ctx.iceServers });
    this.outbox = new SignalOutbox((signal) => this.deliver(signal));
    this.pc.onnegotiationneeded = () => void this.offer();
    this.pc.onicecandidate = ({ candidate }) => {
      if (!candidate || !candidate.candidate) return;
      this.localCandidates += 1;
      const c = candidate.toJSON();
      this.outbox.push({
        candidate: {
          candidate: c.candidate ?? '',
          sdpMid: c.sdpMid ?? null,
          sdpMLineIndex: c.sdpMLineIndex ?? null,
          usernameFragment: c.usernameFragment ?? null,
        },
      });
    };
    this.pc.onicecandidateerror = (event) => {
      const { url, errorCode, errorText } = event as RTCPeerConnectionIceErrorEvent;
      console.warn('meeting: an ICE server did not answer', { url, errorCode, errorText });
    };
    this.pc.ontrack = (event) => this.onTrack(event);
    this.pc.onconnectionstatechange = () => this.connectionChanged();
    // Both sides make a link at once when the second joins, and each would offer. The polite side
    // would then roll its offer back while its candidates are being gathered, and Chromium can
    // leave such a connection gathering for good, without a single candidate: so it lets the
    // impolite side offer first.
    if (ctx.polite) {
      this.firstOfferWait = setTimeout(() => {
        // Nothing came: offer now.
        this.firstOfferWait = null;
        if (!this.closed && this.pc.signalingState === 'stable' && !this.pc.remoteDescription) void this.offer();
      }, FIRST_OFFER_WAIT_MS);
    }
    this.watchConnect();
  }

  private endFirstOfferWait(): void {
    if (this.firstOfferWait) clearTimeout(this.firstOfferWait);
    this.firstOfferWait = null;
  }

  private async deliver(signal: SignalPayload): Promise<SendOutcome> {
    if (this.closed) return 'drop';
    try {
      await this.ctx.sendSignal(this.peerSessionId, signal);
      return 'sent';
    } catch (error) {
      // No answer at all (offline): try again; an answer (the peer left, the room ended): drop it.
      const status = (error as { status?: number | null }).status;
      return status === null || status === undefined || status >= 500 ? 'retry' : 'drop';
    }
  }

  /**
   * Sends the local description as what it is: `setLocalDescription()` makes an offer or an
   * answer by the signalling state when it runs, and a negotiation that ran in between (the
   * browser's negotiationneeded while an offer was being applied) can turn an expected answer
   * into a new offer.
   */
  private sendLocalDescription(): void {
    const local = this.pc.localDescription;
    if (local && (local.type === 'offer' || local.type === 'answer')) {
      this.outbox.push({ description: { type: local.type, sdp: local.sdp } });
    }
  }

  private async offer(): Promise<void> {
    if (this.firstOfferWait) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.sendLocalDescription();
    } catch (error) {
      console.warn('meeting: could not make an offer', error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** Signals are handled one after another, in the order they arrived. */
  receive(signal: SignalPayload): void {
    this.incoming = this.incoming.then(() => this.handle(signal)).catch((error: unknown) => {
      console.warn('meeting: a signal could not be applied', error);
    });
  }

  private async handle(signal: SignalPayload): Promise<void> {
    if (this.closed) return;
    if ('description' in signal) {
      this.endFirstOfferWait();
      const description = signal.description;
      const readyForOffer =
        !this.makingOffer && (this.pc.signalingState === 'stable' || this.settingRemoteAnswerPending);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.ctx.polite && offerCollision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswerPending = description.type === 'answer';
      if (offerCollision) this.rollbacks += 1;
      // A polite side's colliding local offer is rolled back implicitly here.
      await this.pc.setRemoteDescription(description);
      this.settingRemoteAnswerPending = false;
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        this.sendLocalDescription();
      }
    } else if ('candidate' in signal) {
      try {
        await this.pc.addIceCandidate(signal.candidate);
        this.remoteCandidates += 1;
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  private connectionChanged(): void {
    const state = this.pc.connectionState;
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    if (state === 'connected') {
      this.onState('connected');
      this.stopConnectWatch();
      this.connectAttempts = 0;
    } else if (state === 'new' || state === 'connecting') this.onState(this.everConnected ? 'reconnecting' : 'connecting');
    else if (state === 'disconnected') {
      this.onState('reconnecting');
      this.graceTimer = setTimeout(() => this.restart(), DISCONNECTED_GRACE_MS);
    } else if (state === 'failed') {
      this.onState('reconnecting');
      this.restart();
    }
    if (state === 'connected') this.everConnected = true;
  }

  private everConnected = false;

  private watchConnect(): void {
    this.stopConnectWatch();
    const wait = CONNECT_WATCH_MS[Math.min(this.connectAttempts, CONNECT_WATCH_MS.length - 1)]!;
    this.connectTimer = setTimeout(() => void this.negotiateAgain(), wait);
  }

  private stopConnectWatch(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  /**
   * Still not connected: takes back an offer that got no answer (so the next one is not a
   * collision the other side ignores) and starts over with an ICE restart, which offers anew.
   */
  private async negotiateAgain(): Promise<void> {
    this.connectTimer = null;
    if (this.closed || this.pc.connectionState === 'connected' || this.pc.connectionState === 'closed') return;
    this.connectAttempts += 1;
    const { signalingState, iceConnectionState, iceGatheringState } = this.pc;
    console.warn('meeting: not connected yet, negotiating again', {
      signalingState,
      iceConnectionState,
      iceGatheringState,
      localCandidates: this.localCandidates,
      remoteCandidates: this.remoteCandidates,
      rollbacks: this.rollbacks,
    });
    if (signalingState === 'have-local-offer' && !this.makingOffer) {
      try {
        await this.pc.setLocalDescription({ type: 'rollback' });
        this.rollbacks += 1;
      } catch (error) {
        console.warn('meeting: could not take back an unanswered offer', error);
      }
    }
    if (this.closed) return;
    this.outbox.flush();
    this.restartIce();
  }

  /** An ICE restart offers anew; the watch starts over with it. */
  private restartIce(): void {
    this.pc.restartIce();
    this.watchConnect();
  }

  /** Restarts ICE (new candidates, same call): after a network change, a sleep, a failure. */
  restart(): void {
    if (this.closed || this.pc.connectionState === 'closed') return;
    this.outbox.flush();
    if (this.pc.connectionState === 'connected') return;
    this.restartIce();
  }

  /**
   * The device's network came back or changed: deliver what waits and restart ICE even if the
   * link looks fine, since the candidate pair in use may belong to the network that went away
   * (the browser notices that only after its consent checks time out).
   */
  networkChanged(): void {
    this.outbox.flush();
    if (this.closed || this.pc.connectionState === 'closed') return;
    this.restartIce();
  }

  sendMediaState(signal: SignalPayload): void {
    this.outbox.push(signal);
  }

  close(): void {
    this.closed = true;
    this.endFirstOfferWait();
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.stopConnectWatch();
    this.outbox.close();
    this.pc.close();
  }
}

/**
 * The peer-to-peer transport (the default for 1:1 lessons): media goes straight between the two
 * browsers (or through TURN), signalling over the live channel. A new tab of the other
 * participant replaces the link; a dropped network restarts ICE without leaving the room.
 */
export class P2PSession implements MediaSession {
  private link: PeerLink | null = null;
  private local: MediaStream | null = null;
  private screen: { stream: MediaStream; senders: RTCRtpSender[] } | null = null;
  private remoteStreams = new Map<string, MediaStream>();
  private peerScreenId: string | null = null;

  constructor(private readonly ctx: MediaSessionContext) {}

  async start(local: MediaStream): Promise<void> {
    this.local = local;
    this.ctx.events.onLinkState('waiting');
  }

  private connect(peerSessionId: string): PeerLink {
    this.link?.close();
    this.remoteStreams.clear();
    this.publishRemote();
    const link = new PeerLink(
      peerSessionId,
      this.ctx,
      (state) => {
        if (this.link === link) this.ctx.events.onLinkState(state);
      },
      (event) => {
        if (this.link !== link) return;
        const stream = event.streams[0] ?? new MediaStream([event.track]);
        this.remoteStreams.set(stream.id, stream);
        event.track.addEventListener('ended', () => this.publishRemote());
        stream.addEventListener('removetrack', () => {
          if (stream.getTracks().length === 0) this.remoteStreams.delete(stream.id);
          this.publishRemote();
        });
        this.publishRemote();
      },
    );
    this.link = link;
    this.ctx.events.onLinkState('connecting');
    // Adding the tracks fires negotiationneeded: both sides offer, perfect negotiation settles it.
    for (const track of this.local?.getTracks() ?? []) link.pc.addTrack(track, this.local!);
    if (this.screen) {
      this.screen.senders = this.screen.stream.getTracks().map((t) => link.pc.addTrack(t, this.screen!.stream));
    }
    return link;
  }

  /** Camera: the remote stream that is not the announced screen; screen: the announced one. */
  private publishRemote(): void {
    let camera: MediaStream | null = null;
    let screen: MediaStream | null = null;
    for (const stream of this.remoteStreams.values()) {
      if (stream.getTracks().length === 0) continue;
      if (stream.id === this.peerScreenId) screen = stream;
      else if (!camera || stream.getAudioTracks().length > 0) camera = stream;
    }
    this.ctx.events.onRemoteCamera(camera);
    this.ctx.events.onRemoteScreen(screen);
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.link?.pc
      .getSenders()
      .find((s) => s.track?.kind === track.kind && !this.screen?.senders.includes(s));
    await sender?.replaceTrack(track);
  }

  async startScreen(stream: MediaStream): Promise<void> {
    this.screen = { stream, senders: [] };
    if (this.link) this.screen.senders = stream.getTracks().map((t) => this.link!.pc.addTrack(t, stream));
  }

  async stopScreen(): Promise<void> {
    const screen = this.screen;
    this.screen = null;
    if (!screen || !this.link) return;
    for (const sender of screen.senders) {
      if (this.link.pc.connectionState !== 'closed') this.link.pc.removeTrack(sender);
    }
  }

  peerJoined(sessionId: string): void {
    if (this.link?.peerSessionId === sessionId) this.link.restart();
    else this.connect(sessionId);
  }

  peerLeft(sessionId: string): void {
    if (this.link?.peerSessionId !== sessionId) return;
    this.link.close();
    this.link = null;
    this.remoteStreams.clear();
    this.peerScreenId = null;
    this.publishRemote();
    this.ctx.events.onLinkState('waiting');
  }

  receive(from: string, signal: SignalPayload): void {
    // A signal from a tab not known yet: the other participant's newer tab (its join push may
    // still be on its way).
    if (this.link?.peerSessionId !== from) {
      if (!('description' in signal) || signal.description.type !== 'offer') return;
      this.connect(from);
    }
    this.link!.receive(signal);
  }

  peerScreen(streamId: string | null): void {
    this.peerScreenId = streamId;
    this.publishRemote();
  }

  networkChanged(): void {
    this.link?.networkChanged();
  }

  close(): void {
    this.link?.close();
    this.link = null;
  }
}
