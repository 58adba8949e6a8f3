import {
  ConnectionQuality,
  LocalVideoTrack,
  LocalAudioTrack,
  Room,
  RoomEvent,
  Track,
  type LocalTrack,
  type Participant,
  type RemoteTrack,
  type RemoteTrackPublication,
} from 'livekit-client';
import type { SignalPayload } from '../../../../shared/contracts/classroom';
import type { MediaSession, MediaSessionContext } from './media-session';

/**
 * The LiveKit transport (when the server has LIVEKIT_URL and its keys): media goes through the
 * LiveKit server (its SFU reconnects and resumes by itself), with the token the server minted for
 * this participant. Presence, the screen rule, media state and the end of the meeting stay with
 * the room's own routes, so the room behaves the same over both transports. This file loads only
 * when the room runs through LiveKit.
 */
export class LiveKitSession implements MediaSession {
  private readonly room = new Room({ adaptiveStream: true, dynacast: true });
  private readonly local = new Map<string, LocalTrack>();
  private screenTracks: LocalTrack[] = [];
  private closed = false;

  constructor(private readonly ctx: MediaSessionContext) {
    const { events } = ctx;
    this.room
      .on(RoomEvent.TrackSubscribed, () => this.publishRemote())
      .on(RoomEvent.TrackUnsubscribed, () => this.publishRemote())
      .on(RoomEvent.TrackMuted, () => this.publishRemote())
      .on(RoomEvent.TrackUnmuted, () => this.publishRemote())
      .on(RoomEvent.ParticipantConnected, () => events.onLinkState('connected'))
      .on(RoomEvent.ParticipantDisconnected, () => {
        this.publishRemote();
        events.onLinkState('waiting');
      })
      .on(RoomEvent.Reconnecting, () => events.onLinkState('reconnecting'))
      .on(RoomEvent.Reconnected, () => events.onLinkState(this.peerPresent() ? 'connected' : 'waiting'))
      .on(RoomEvent.ConnectionQualityChanged, (quality: ConnectionQuality, participant: Participant) => {
        // The other side's link is lost while ours is fine: show them as reconnecting.
        if (participant.isLocal) return;
        events.onLinkState(quality === ConnectionQuality.Lost ? 'reconnecting' : 'connected');
      });
  }

  private peerPresent(): boolean {
    return this.room.remoteParticipants.size > 0;
  }

  private publishRemote(): void {
    const camera = new MediaStream();
    const screen = new MediaStream();
    for (const participant of this.room.remoteParticipants.values()) {
      for (const publication of participant.trackPublications.values() as Iterable<RemoteTrackPublication>) {
        const track: RemoteTrack | undefined = publication.track;
        if (!track || !publication.isSubscribed) continue;
        const target = publication.source === Track.Source.ScreenShare ? screen : camera;
        target.addTrack(track.mediaStreamTrack);
      }
    }
    this.ctx.events.onRemoteCamera(camera.getTracks().length > 0 ? camera : null);
    this.ctx.events.onRemoteScreen(screen.getTracks().length > 0 ? screen : null);
  }

  async start(local: MediaStream): Promise<void> {
    this.ctx.events.onLinkState('connecting');
    const { url, token } = await this.ctx.liveKitToken();
    if (this.closed) return;
    await this.room.connect(url, token);
    for (const track of local.getTracks()) {
      const wrapped =
        track.kind === 'audio' ? new LocalAudioTrack(track, undefined, true) : new LocalVideoTrack(track, undefined, true);
      this.local.set(track.kind, wrapped);
      await this.room.localParticipant.publishTrack(wrapped, {
        source: track.kind === 'audio' ? Track.Source.Microphone : Track.Source.Camera,
      });
    }
    this.ctx.events.onLinkState(this.peerPresent() ? 'connected' : 'waiting');
    this.publishRemote();
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    await this.local.get(track.kind)?.replaceTrack(track, { userProvidedTrack: true });
  }

  async startScreen(stream: MediaStream): Promise<void> {
    this.screenTracks = stream.getVideoTracks().map((t) => new LocalVideoTrack(t, undefined, true));
    for (const track of this.screenTracks) {
      await this.room.localParticipant.publishTrack(track, { source: Track.Source.ScreenShare });
    }
  }

  async stopScreen(): Promise<void> {
    for (const track of this.screenTracks) await this.room.localParticipant.unpublishTrack(track, false);
    this.screenTracks = [];
  }

  // LiveKit keeps its own presence and signalling; the room's pushes need nothing from it.
  peerJoined(): void {}
  peerLeft(): void {}
  receive(_from: string, _signal: SignalPayload): void {}
  peerScreen(): void {}
  networkChanged(): void {}

  close(): void {
    this.closed = true;
    void this.room.disconnect();
  }
}
