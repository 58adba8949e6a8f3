import { z } from 'zod';
import { text } from '../../validation/text';

export const RECORDING_STATUSES = ['RECORDING', 'PAUSED', 'FINISHED'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** The largest chunk the server takes (MediaRecorder timeslices of a few seconds are far smaller). */
export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;

/** A browser recording of a lesson, kept with the lesson for both participants. */
export const LessonRecording = z.object({
  id: text(),
  lessonId: text(),
  startedBy: text(),
  status: z.enum(RECORDING_STATUSES),
  mimeType: text(),
  /** Chunks stored so far: the next chunk to upload has this index. */
  chunkCount: z.number().int(),
  sizeBytes: z.number().int(),
  /** Measured by the recorder (paused time excluded); set when it stops. */
  durationMs: z.number().int().nullable(),
  startedAt: text(),
  finishedAt: text().nullable(),
});
export type LessonRecording = z.infer<typeof LessonRecording>;

export const RecordingList = z.object({ items: z.array(LessonRecording) });
export type RecordingList = z.infer<typeof RecordingList>;

export const StartRecordingInput = z.object({
  mimeType: text()
    .max(100)
    .regex(/^(video|audio)\/[a-z0-9.+-]+(;[a-z0-9=,. "-]*)?$/i, { error: 'validation.invalid' }),
});
export type StartRecordingInput = z.infer<typeof StartRecordingInput>;

export const StopRecordingInput = z.object({ durationMs: z.number().int().min(0).max(24 * 3_600_000) });
export type StopRecordingInput = z.infer<typeof StopRecordingInput>;

const id = () => z.uuid({ error: 'validation.invalid' });
export const RecordingLessonParams = z.object({ lessonId: id() });
export const RecordingParams = z.object({ lessonId: id(), recordingId: id() });
export const RecordingChunkParams = z.object({
  lessonId: id(),
  recordingId: id(),
  index: z.coerce.number().int().min(0).max(1_000_000),
});

/** What the server holds after a chunk upload: the next index it expects. */
export const ChunkReceipt = z.object({ nextIndex: z.number().int(), stored: z.boolean() });
export type ChunkReceipt = z.infer<typeof ChunkReceipt>;

/** A signed address the video element plays from (it cannot send an Authorization header). */
export const RecordingMediaUrl = z.object({ url: text() });
export type RecordingMediaUrl = z.infer<typeof RecordingMediaUrl>;
export const RecordingMediaQuery = z.object({ ticket: text() });

/** GET /users/v1/recordings/usage: the signed-in user's own recordings storage. */
export const RecordingUsage = z.object({
  /** Bytes of every recording the user made, finished or not. */
  usedBytes: z.number().int().min(0),
  /** The most the user may keep (RECORDINGS_QUOTA_GB). */
  quotaBytes: z.number().int().min(0),
});
export type RecordingUsage = z.infer<typeof RecordingUsage>;
