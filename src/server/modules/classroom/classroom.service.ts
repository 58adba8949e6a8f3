import {
  MEETING_PRESENCE_LEASE_MS,
  meetingClosedReason,
  meetingOpensAt,
  type LeaveBody,
  type LiveKitTokenAnswer,
  type MeetingRoom,
  type PresenceAnswer,
  type PresenceBody,
  type ScreenBody,
  type SignalBody,
} from '../../../shared/contracts/classroom';
import { AppError } from '../../../shared/errors';
import type { ClassroomSettings } from '../../settings-defaults';
import type { Database } from '../../db/database';
import type { Live } from '../../live/live';
import type { LessonsFacade, ParticipantLesson } from '../lessons/lessons.module';
import { iceServersFor } from './ice-servers';
import { liveKitRoomOf, mintLiveKitToken } from './livekit-token';
import * as q from './presence.queries';

export interface ClassroomDeps {
  db: Database;
  now: () => number;
  live: Pick<Live, 'publish'>;
  lessons: Pick<LessonsFacade, 'participantLesson'>;
  settings: ClassroomSettings;
}

export const liveKitConfigured = (s: ClassroomSettings) =>
  Boolean(s.livekitUrl && s.livekitApiKey && s.livekitApiSecret);

/**
 * The meeting room of a lesson: who may be in it and when, who is in it now, and the
 * relay of the two tabs' WebRTC signalling over the live channel. Media never passes through the
 * server (peer to peer, or LiveKit's own server).
 */
export function createClassroomService(deps: ClassroomDeps) {
  const { db, now, live, settings } = deps;

  /** The lesson if the user takes part in it; anyone else gets 404, as if it did not exist. */
  async function lessonOf(userId: string, lessonId: string): Promise<ParticipantLesson> {
    const lesson = await deps.lessons.participantLesson(userId, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    return lesson;
  }

  /** The room is open from half an hour before the start until the meeting is finalised. */
  async function openLessonOf(userId: string, lessonId: string): Promise<ParticipantLesson> {
    const lesson = await lessonOf(userId, lessonId);
    const window = { status: lesson.status, startsAt: lesson.startsAt.getTime() };
    switch (meetingClosedReason(window, now())) {
      case 'CANCELED':
        throw new AppError('LESSON_ACTION_NOT_ALLOWED');
      case 'ENDED':
        throw new AppError('MEETING_ENDED');
      case 'TOO_EARLY':
        throw new AppError('MEETING_TOO_EARLY', { opensAt: new Date(meetingOpensAt(window)).toISOString() });
      case null:
        return lesson;
    }
  }

  const peerIdOf = (lesson: ParticipantLesson, userId: string) =>
    lesson.teacherId === userId ? lesson.studentId : lesson.teacherId;
  const isFresh = (row: q.PresenceRow, at: number) => at - row.seenAt.getTime() < MEETING_PRESENCE_LEASE_MS;

  return {
    async room(userId: string, lessonId: string): Promise<MeetingRoom> {
      const lesson = await lessonOf(userId, lessonId);
      const peer = await q.personName(db, peerIdOf(lesson, userId));
      return {
        lessonId: lesson.id,
        role: lesson.teacherId === userId ? 'HOST' : 'GUEST',
        status: lesson.status,
        startsAt: lesson.startsAt.toISOString(),
        opensAt: new Date(meetingOpensAt({ startsAt: lesson.startsAt.getTime() })).toISOString(),
        peer: { id: peer.id, firstName: peer.first_name, lastName: peer.last_name },
        transport: liveKitConfigured(settings) ? 'livekit' : 'p2p',
        iceServers: iceServersFor(settings, userId, now()),
      };
    },

    /**
     * Join, or the heartbeat of a joined tab. A second tab of the same user is refused while the
     * first one's lease runs ('already in meeting') unless it takes the room over; a tab
     * that comes back after its lease ran out (a laptop that slept) joins again.
     */
    async presence(userId: string, lessonId: string, body: PresenceBody): Promise<PresenceAnswer> {
      const lesson = await openLessonOf(userId, lessonId);
      const at = now();
      const peerId = peerIdOf(lesson, userId);
      const result = await db.transaction().execute(async (trx) => {
        await q.lockLesson(trx, lessonId);
        const rows = await q.roomPresence(trx, lessonId);
        const mine = rows.find((r) => r.userId === userId);
        const peer = rows.find((r) => r.userId === peerId && isFresh(r, at)) ?? null;
        let joined: boolean;
        if (mine && mine.sessionId === body.sessionId) {
          joined = !isFresh(mine, at);
          await q.touch(trx, lessonId, userId, new Date(at));
        } else {
          if (mine && isFresh(mine, at) && !body.takeOver) throw new AppError('ALREADY_IN_MEETING');
          joined = true;
          await q.enter(trx, lessonId, userId, body.sessionId, new Date(at));
        }
        return { joined, peer };
      });
      if (result.joined) {
        // Signalling is ephemeral, so it is published directly rather than through the event log.
        await live.publish([userId, peerId], {
          type: 'meeting.presence',
          data: { lessonId, userId, sessionId: body.sessionId, state: 'joined' },
        });
      }
      return {
        joined: result.joined,
        peer: result.peer
          ? { userId: peerId, sessionId: result.peer.sessionId, sharingScreen: result.peer.sharingScreen }
          : null,
      };
    },

    async leave(userId: string, lessonId: string, body: LeaveBody): Promise<void> {
      const lesson = await lessonOf(userId, lessonId);
      if (!(await q.leave(db, lessonId, userId, body.sessionId))) return;
      await live.publish([userId, peerIdOf(lesson, userId)], {
        type: 'meeting.presence',
        data: { lessonId, userId, sessionId: body.sessionId, state: 'left' },
      });
    },

    /** Relays an offer, answer, candidate or media state from this tab to the other participant's. */
    async signal(userId: string, lessonId: string, body: SignalBody): Promise<void> {
      const lesson = await openLessonOf(userId, lessonId);
      const peerId = peerIdOf(lesson, userId);
      const rows = await q.roomPresence(db, lessonId);
      const mine = rows.find((r) => r.userId === userId);
      const peer = rows.find((r) => r.userId === peerId);
      if (mine?.sessionId !== body.sessionId || peer?.sessionId !== body.to) throw new AppError('NOT_IN_MEETING');
      await live.publish(peerId, {
        type: 'meeting.signal',
        data: { lessonId, from: body.sessionId, to: body.to, signal: body.signal },
      });
    },

    /** Starts or stops this tab's screen share; one share at a time in a room. */
    async screen(userId: string, lessonId: string, body: ScreenBody): Promise<void> {
      const lesson = await openLessonOf(userId, lessonId);
      const peerId = peerIdOf(lesson, userId);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await q.lockLesson(trx, lessonId);
        const rows = await q.roomPresence(trx, lessonId);
        const mine = rows.find((r) => r.userId === userId);
        if (mine?.sessionId !== body.sessionId) throw new AppError('NOT_IN_MEETING');
        const peer = rows.find((r) => r.userId === peerId);
        if (body.sharing && peer && peer.sharingScreen && isFresh(peer, at)) throw new AppError('SCREEN_ALREADY_SHARED');
        await q.setSharing(trx, lessonId, userId, body.sharing);
      });
      await live.publish(peerId, {
        type: 'meeting.screen',
        data: { lessonId, userId, sharing: body.sharing, streamId: body.sharing ? (body.streamId ?? null) : null },
      });
    },

    /** A LiveKit join token for this lesson's room, for its participants only. */
    async liveKitToken(userId: string, lessonId: string): Promise<LiveKitTokenAnswer> {
      if (!liveKitConfigured(settings)) throw new AppError('NOT_FOUND');
      const lesson = await openLessonOf(userId, lessonId);
      const me = await q.personName(db, userId);
      const room = liveKitRoomOf(lesson.id);
      const token = await mintLiveKitToken({
        apiKey: settings.livekitApiKey!,
        apiSecret: settings.livekitApiSecret!,
        identity: userId,
        name: `${me.first_name} ${me.last_name}`.trim(),
        room,
        ttlSeconds: settings.credentialTtlSeconds,
        now: now(),
      });
      return { url: settings.livekitUrl!, token, room, identity: userId };
    },
  };
}
export type ClassroomService = ReturnType<typeof createClassroomService>;
