import { SignJWT } from 'jose';

/** The parts of a LiveKit join token this server grants (docs.livekit.io "Token structure"). */
export interface LiveKitGrant {
  apiKey: string;
  apiSecret: string;
  /** The participant's identity in the room (`sub`): the user id, stable across reconnects. */
  identity: string;
  /** The name other participants see. */
  name: string;
  room: string;
  ttlSeconds: number;
  now: number;
}

/**
 * A LiveKit access token: an HS256 JWT signed with the API secret, issued by the API key (`iss`),
 * naming the participant (`sub`, `name`) and a video grant to join exactly one room and publish,
 * subscribe and send data there (no room admin, create or list rights).
 */
export function mintLiveKitToken(grant: LiveKitGrant): Promise<string> {
  const issuedAt = Math.floor(grant.now / 1000);
  return new SignJWT({
    name: grant.name,
    video: {
      room: grant.room,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    },
    metadata: '',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(grant.apiKey)
    .setSubject(grant.identity)
    .setNotBefore(issuedAt)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + grant.ttlSeconds)
    .setJti(`${grant.identity}-${issuedAt}`)
    .sign(new TextEncoder().encode(grant.apiSecret));
}

/** One LiveKit room per lesson. */
export const liveKitRoomOf = (lessonId: string) => `lesson-${lessonId}`;
