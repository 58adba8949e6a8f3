import { z } from 'zod';
import { LESSON_STATUSES } from '../lessons/lesson-enums';
import { text } from '../../validation/text';

/** How the room carries media: peer to peer (the default) or through a LiveKit server. */
export const MEETING_TRANSPORTS = ['p2p', 'livekit'] as const;
export type MeetingTransport = (typeof MEETING_TRANSPORTS)[number];

/** The tutor hosts (ends the meeting for both); the student is the guest. */
export const MEETING_ROLES = ['HOST', 'GUEST'] as const;
export type MeetingRole = (typeof MEETING_ROLES)[number];

/** The heartbeat the room sends while open, and how long a silent participant still counts as in. */
export const MEETING_HEARTBEAT_MS = 10_000;
export const MEETING_PRESENCE_LEASE_MS = 30_000;

/** A browser tab's id in one room (random, made by the client). */
export const MeetingSessionId = text().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** One STUN or TURN server as RTCPeerConnection takes it. */
export const IceServer = z
  .object({
    urls: z.array(text()),
    username: text().optional(),
    credential: text().optional(),
  })
  .meta({ id: 'IceServer' });
export type IceServer = z.infer<typeof IceServer>;

/** GET …/meeting/room: what the room needs before joining. */
export const MeetingRoom = z
  .object({
    lessonId: text(),
    role: z.enum(MEETING_ROLES),
    status: z.enum(LESSON_STATUSES),
    startsAt: text(),
    /** From when the room may be joined (half an hour before the start). */
    opensAt: text(),
    /** The other participant. */
    peer: z.object({ id: text(), firstName: text(), lastName: text() }),
    transport: z.enum(MEETING_TRANSPORTS),
    /** STUN/TURN for the peer-to-peer transport (TURN credentials are short-lived). */
    iceServers: z.array(IceServer),
  })
  .meta({ id: 'MeetingRoom' });
export type MeetingRoom = z.infer<typeof MeetingRoom>;

/** A participant's place in the room as the other side needs it. */
export const MeetingPeer = z.object({
  userId: text(),
  sessionId: text(),
  sharingScreen: z.boolean(),
});
export type MeetingPeer = z.infer<typeof MeetingPeer>;

/** POST …/meeting/presence: join, or the heartbeat of a joined tab. */
export const PresenceBody = z.object({
  sessionId: MeetingSessionId,
  /** Move the room to this tab from another one of the same user (after "already in meeting"). */
  takeOver: z.boolean().optional(),
});
export type PresenceBody = z.infer<typeof PresenceBody>;

export const PresenceAnswer = z
  .object({
    /** The other participant if they are in the room now. */
    peer: MeetingPeer.nullable(),
    /** True when this call brought the tab in (first join or after the lease ran out). */
    joined: z.boolean(),
  })
  .meta({ id: 'MeetingPresence' });
export type PresenceAnswer = z.infer<typeof PresenceAnswer>;

export const LeaveBody = z.object({ sessionId: MeetingSessionId });
export type LeaveBody = z.infer<typeof LeaveBody>;

const MAX_SDP = 60_000;

/** An SDP offer or answer (RTCSessionDescriptionInit). */
export const SignalDescription = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: text().max(MAX_SDP),
});
/** One trickled ICE candidate (RTCIceCandidateInit). */
export const SignalCandidate = z.object({
  candidate: text().max(2000),
  sdpMid: text().max(64).nullable(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullable(),
  usernameFragment: text().max(256).nullable(),
});
/** The sender's microphone and camera as the spec's device state names them. */
export const SignalMediaState = z.object({ isMuted: z.boolean(), isStartedVideo: z.boolean() });

/** What one tab sends the other: exactly one of a description, a candidate or its media state. */
export const SignalPayload = z.union([
  z.object({ description: SignalDescription }),
  z.object({ candidate: SignalCandidate }),
  z.object({ media: SignalMediaState }),
]);
export type SignalPayload = z.infer<typeof SignalPayload>;

/** POST …/meeting/signal: relayed over the live channel to the other participant's tab `to`. */
export const SignalBody = z.object({
  sessionId: MeetingSessionId,
  to: MeetingSessionId,
  signal: SignalPayload,
});
export type SignalBody = z.infer<typeof SignalBody>;

/** POST …/meeting/screen: start or stop sharing (one share at a time). */
export const ScreenBody = z.object({
  sessionId: MeetingSessionId,
  sharing: z.boolean(),
  /** The shared MediaStream's id, so the other side tells the screen from the camera. */
  streamId: text().max(128).optional(),
});
export type ScreenBody = z.infer<typeof ScreenBody>;

/** POST …/meeting/livekit-token: a LiveKit join token for this participant and lesson. */
export const LiveKitTokenAnswer = z
  .object({ url: text(), token: text(), room: text(), identity: text() })
  .meta({ id: 'LiveKitToken' });
export type LiveKitTokenAnswer = z.infer<typeof LiveKitTokenAnswer>;
