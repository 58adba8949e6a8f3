import { useQuery } from '@tanstack/react-query';
import {
  recordingActionPath,
  recordingChunkPath,
  recordingMediaUrlPath,
  recordingsPath,
  RECORDING_USAGE_PATH,
  type ChunkReceipt,
  type LessonRecording,
  type RecordingList,
  type RecordingMediaUrl,
  type RecordingUsage,
} from '../../../../shared/contracts/recordings';
import type { ApiClient } from '../../../api';
import { useApiClient } from '../../../app/api-context';
import { useLiveInvalidate } from '../../live';
import type { RecordingApi } from './call-recording';

/** Query keys of a lesson's recordings (HOUSE-STYLE 8). */
export const recordingKeys = {
  list: (lessonId: string) => ['recordings', lessonId] as const,
  media: (lessonId: string, recordingId: string) => ['recordings', lessonId, 'media', recordingId] as const,
  usage: () => ['recordings', 'usage'] as const,
};

/** A chunk that has not arrived in this long is given up and sent again. */
const CHUNK_TIMEOUT_MS = 30_000;

export function useRecordings(lessonId: string) {
  const client = useApiClient();
  // Started, paused, resumed or stopped on the other side: both show it at once.
  useLiveInvalidate('recording.changed', recordingKeys.list(lessonId));
  return useQuery({
    queryKey: recordingKeys.list(lessonId),
    queryFn: async ({ signal }) => (await client.get<RecordingList>(recordingsPath(lessonId), { signal })).data,
  });
}

/** The signed-in tutor's recordings storage: what is used of their quota. */
export function useRecordingUsage() {
  const client = useApiClient();
  // A recording that grew or stopped changes what is used.
  useLiveInvalidate('recording.changed', recordingKeys.usage());
  return useQuery({
    queryKey: recordingKeys.usage(),
    queryFn: async ({ signal }) => (await client.get<RecordingUsage>(RECORDING_USAGE_PATH, { signal })).data,
  });
}

/** The signed address a finished recording plays from (valid for hours; fetched once a visit). */
export function useRecordingMediaUrl(lessonId: string, recordingId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: recordingKeys.media(lessonId, recordingId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const { data } = await client.post<RecordingMediaUrl>(recordingMediaUrlPath(lessonId, recordingId));
      return new URL(data.url, client.baseURL || window.location.href).toString();
    },
  });
}

/** The recorder's calls bound to the API client and one lesson. */
export function recordingApi(client: ApiClient, lessonId: string): RecordingApi {
  return {
    async start(mimeType) {
      return (await client.post<LessonRecording>(recordingsPath(lessonId), { mimeType })).data;
    },
    chunks: (recordingId) => ({
      async put(index, data) {
        const { data: receipt } = await client.put<ChunkReceipt>(recordingChunkPath(lessonId, recordingId, index), data, {
          headers: { 'content-type': 'application/octet-stream' },
          timeout: CHUNK_TIMEOUT_MS,
        });
        return receipt;
      },
      async committed() {
        const { data } = await client.get<RecordingList>(recordingsPath(lessonId));
        const recording = data.items.find((item) => item.id === recordingId);
        if (!recording) throw Object.assign(new Error('NOT_FOUND'), { code: 'NOT_FOUND', status: 404 });
        return recording.chunkCount;
      },
    }),
    async action(recordingId, action) {
      await client.post(recordingActionPath(lessonId, recordingId, action));
    },
    async stop(recordingId, durationMs) {
      return (await client.post<LessonRecording>(recordingActionPath(lessonId, recordingId, 'stop'), { durationMs })).data;
    },
  };
}
