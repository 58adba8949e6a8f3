import { useQuery } from '@tanstack/react-query';
import {
  meetingFinalizePath,
  meetingJoinPath,
  meetingLeavePath,
  meetingLiveKitTokenPath,
  meetingPresencePath,
  meetingRoomPath,
  meetingScreenPath,
  meetingSignalPath,
  meetingStartPath,
  type LiveKitTokenAnswer,
  type MeetingRoom,
  type PresenceAnswer,
} from '../../../shared/contracts/classroom';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app';
import { browserStorage } from '../../platform/storage';
import type { MeetingApi } from './meeting-controller';

/** Query keys of the classroom (HOUSE-STYLE 8). */
export const classroomKeys = {
  room: (lessonId: string) => ['classroom', 'room', lessonId] as const,
};

export function useMeetingRoom(lessonId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: classroomKeys.room(lessonId),
    queryFn: async ({ signal }) => (await client.get<MeetingRoom>(meetingRoomPath(lessonId), { signal })).data,
    // The room is fetched once per visit: its ICE credentials are minted for this join.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The room's calls bound to the API client. */
export function meetingApi(client: ApiClient, room: MeetingRoom): MeetingApi {
  const id = room.lessonId;
  return {
    async enterLesson() {
      await client.post(room.role === 'HOST' ? meetingStartPath(id) : meetingJoinPath(id));
    },
    async finalize() {
      await client.post(meetingFinalizePath(id));
    },
    async presence(sessionId, takeOver) {
      return (await client.post<PresenceAnswer>(meetingPresencePath(id), { sessionId, takeOver })).data;
    },
    async leave(sessionId) {
      await client.post(meetingLeavePath(id), { sessionId });
    },
    leaveOnUnload(sessionId) {
      // The page is going away: axios cannot outlive it, a keepalive fetch can.
      const token = browserStorage.getString(STORAGE_KEYS.token);
      void fetch(`${client.baseURL}${meetingLeavePath(id)}`, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ sessionId }),
      }).catch(() => {});
    },
    async signal(sessionId, to, signal) {
      await client.post(meetingSignalPath(id), { sessionId, to, signal });
    },
    async screen(sessionId, sharing, streamId) {
      await client.post(meetingScreenPath(id), { sessionId, sharing, ...(streamId ? { streamId } : {}) });
    },
    async liveKitToken() {
      return (await client.post<LiveKitTokenAnswer>(meetingLiveKitTokenPath(id))).data;
    },
  };
}
