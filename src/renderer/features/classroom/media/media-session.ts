import type { IceServer, SignalPayload } from '../../../../shared/contracts/classroom';

/** How the link to the other participant is doing, as the room shows it. */
export type LinkState = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

/** What a media session reports to the room. */
export interface MediaSessionEvents {
  onLinkState(state: LinkState): void;
  /** The other participant's camera and microphone (null until they arrive, or after they left). */
  onRemoteCamera(stream: MediaStream | null): void;
  /** The other participant's shared screen. */
  onRemoteScreen(stream: MediaStream | null): void;
}

/** What the room asks of a media session; one implementation per transport. */
export interface MediaSession {
  /** Starts sending the local camera and microphone (either may be missing). */
  start(local: MediaStream): Promise<void>;
  /** Swaps the sent microphone or camera for another device's track, without renegotiating. */
  replaceTrack(track: MediaStreamTrack): Promise<void>;
  /** Sends a screen alongside the camera. */
  startScreen(stream: MediaStream): Promise<void>;
  stopScreen(): Promise<void>;
  /** The other participant's tab (re)appeared in the room's presence. */
  peerJoined(sessionId: string): void;
  peerLeft(sessionId: string): void;
  /** A signal relayed from the other participant's tab. */
  receive(from: string, signal: SignalPayload): void;
  /** The other participant announced which of its streams is a screen (null: none). */
  peerScreen(streamId: string | null): void;
  /** The network came back (the browser's `online`, a wake from sleep): check the link. */
  networkChanged(): void;
  close(): void;
}

/** What every transport gets from the room. */
export interface MediaSessionContext {
  lessonId: string;
  /** This tab's id in the room. */
  sessionId: string;
  /** The tutor is impolite, the student polite (perfect negotiation). */
  polite: boolean;
  iceServers: IceServer[];
  /** Relays a signal to the other participant's tab; rejects if it could not be delivered. */
  sendSignal(to: string, signal: SignalPayload): Promise<void>;
  /** LiveKit: asks the server for a join token. */
  liveKitToken(): Promise<{ url: string; token: string }>;
  events: MediaSessionEvents;
}
