import { meetingOpensAt } from '../../../shared/contracts/classroom';
import {
  RECORDING_MAX_BYTES,
  recordingClosedReason,
  type LessonRecording,
  type RecordingList,
  type RecordingUsage,
} from '../../../shared/contracts/recordings';
import { AppError } from '../../../shared/errors';
import type { AppContext } from '../../app-context';
import type { RecordingSettings } from '../../settings-defaults';
import { isUniqueViolation } from '../../db/db-errors';
import type { RecordingStatus } from '../../db/schema/recordings.tables';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import type { LessonsFacade, ParticipantLesson } from '../lessons/lessons.module';
import { chunkKey, type MediaTickets } from './recording-media';
import * as q from './recordings.queries';
import { withWebmDuration } from './webm-duration';

export interface RecordingsDeps extends Pick<AppContext, 'db' | 'now' | 'live' | 'log'> {
  lessons: LessonsFacade;
  storage: FileStorage;
  tickets: MediaTickets;
  settings: RecordingSettings;
  /** Counts a tutor's chunk uploads; throws RECORDING_UPLOAD_RATE_LIMITED past the rate. */
  uploadLimiter: { consume(userId: string): Promise<void> };
}

/** The partial unique index that keeps one recording in progress per lesson (migration 1012). */
const ONE_IN_PROGRESS_INDEX = 'lesson_recordings_one_in_progress';

const toRecording = (row: q.RecordingRow): LessonRecording => ({
  id: row.id,
  lessonId: row.lesson_id,
  startedBy: row.started_by,
  status: row.status,
  mimeType: row.mime_type,
  chunkCount: row.chunk_count,
  sizeBytes: Number(row.size_bytes),
  durationMs: row.duration_ms,
  startedAt: new Date(row.started_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

/** How far into the file the head is looked for before giving up. */
const HEAD_MAX_BYTES = 1024 * 1024;

export function createRecordingsService(deps: RecordingsDeps) {
  const { db, now, lessons, storage, live, tickets, log, settings } = deps;

  /**
   * A lesson is recorded only while its meeting room is open (the classroom's rule) and until a
   * grace after its end: a cancelled lesson, or one days ahead, is refused.
   */
  function assertRecordable(lesson: ParticipantLesson) {
    const window = { status: lesson.status, startsAt: lesson.startsAt.getTime() };
    switch (recordingClosedReason(window, now())) {
      case 'CANCELED':
        throw new AppError('RECORDING_LESSON_CANCELED');
      case 'TOO_EARLY':
        throw new AppError('RECORDING_TOO_EARLY', { opensAt: new Date(meetingOpensAt(window)).toISOString() });
      case 'ENDED':
        throw new AppError('RECORDING_WINDOW_CLOSED');
      case null:
        return;
    }
  }

  async function usage(userId: string): Promise<RecordingUsage> {
    return { usedBytes: await q.usedBytes(db, userId), quotaBytes: settings.quotaBytes };
  }

  async function lessonOf(userId: string, lessonId: string) {
    const lesson = await lessons.participantLesson(userId, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    return lesson;
  }

  async function recordingOf(userId: string, lessonId: string, recordingId: string) {
    const lesson = await lessonOf(userId, lessonId);
    const row = await q.findRecording(db, lessonId, recordingId);
    if (!row) throw new AppError('NOT_FOUND');
    return { lesson, row };
  }

  /** Only the one recording writes to it; the other participant sees it and plays it back. */
  async function ownRecording(userId: string, lessonId: string, recordingId: string) {
    const found = await recordingOf(userId, lessonId, recordingId);
    if (found.row.started_by !== userId) throw new AppError('FORBIDDEN');
    return found;
  }

  function announce(lesson: { id: string; teacherId: string; studentId: string }, row: q.RecordingRow) {
    return live.publish([lesson.teacherId, lesson.studentId], {
      type: 'recording.changed',
      data: { lessonId: lesson.id, recordingId: row.id, status: row.status, startedBy: row.started_by },
    });
  }

  async function move(
    userId: string,
    lessonId: string,
    recordingId: string,
    from: RecordingStatus[],
    to: RecordingStatus,
    extra?: { durationMs?: number; finishedAt?: Date },
  ) {
    const { lesson, row } = await ownRecording(userId, lessonId, recordingId);
    if (row.status === 'FINISHED') throw new AppError('RECORDING_FINISHED');
    if (row.status === to) return { lesson, row };
    const moved = await q.setStatus(db, recordingId, from, to, extra);
    if (!moved) throw new AppError('CONFLICT');
    await announce(lesson, moved);
    return { lesson, row: moved };
  }

  /**
   * Writes the measured duration into the file's head (MediaRecorder leaves it out). The head may
   * span the first chunks; those are rewritten as one: chunk 0 holds it all, the others it took
   * are left empty, so the file (the chunks in order) is the same bytes but for the duration.
   */
  async function writeDuration(row: q.RecordingRow, durationMs: number) {
    if (row.chunk_count === 0 || !row.mime_type.includes('webm')) return;
    const parts: Buffer[] = [];
    let read = 0;
    for (let index = 0; index < row.chunk_count && read <= HEAD_MAX_BYTES; index++) {
      const stream = await storage.get(chunkKey(row.id, index));
      if (!stream) break;
      const part = await readAll(stream as AsyncIterable<Buffer>);
      parts.push(part);
      read += part.length;
      const fixed = withWebmDuration(Buffer.concat(parts), durationMs);
      if (fixed === 'incomplete') continue;
      if (!fixed) break;
      // Chunk 0 first: a racing stop that reads it whole finds the head there and stops reading.
      await storage.put(chunkKey(row.id, 0), fixed);
      for (let emptied = 1; emptied <= index; emptied++) await storage.put(chunkKey(row.id, emptied), Buffer.alloc(0));
      await q.rewriteHeadChunks(db, row.id, fixed.length, index);
      return;
    }
    log.warn({ recordingId: row.id, headBytes: read }, 'recording head not understood; duration not written');
  }

  return {
    async list(userId: string, lessonId: string): Promise<RecordingList> {
      await lessonOf(userId, lessonId);
      return { items: (await q.listRecordings(db, lessonId)).map(toRecording) };
    },

    /** Starts a recording; both participants are told at once (the student's consent notice). */
    async start(userId: string, lessonId: string, mimeType: string): Promise<LessonRecording> {
      const lesson = await lessonOf(userId, lessonId);
      // The tutor hosts the room and records it; the student is told (their consent notice).
      if (lesson.teacherId !== userId) throw new AppError('RECORDING_HOST_ONLY');
      assertRecordable(lesson);
      const used = await usage(userId);
      if (used.usedBytes >= used.quotaBytes) throw new AppError('RECORDING_QUOTA_EXCEEDED', { ...used });
      let row: q.RecordingRow;
      try {
        row = await q.insertRecording(db, { lessonId, startedBy: userId, mimeType, now: new Date(now()) });
      } catch (error) {
        if (isUniqueViolation(error, ONE_IN_PROGRESS_INDEX)) throw new AppError('RECORDING_IN_PROGRESS');
        throw error;
      }
      await announce(lesson, row);
      return toRecording(row);
    },

    /**
     * Stores chunk `index` if it is the next one. A chunk already stored is answered as done
     * (a retry after a lost answer), a chunk after a gap is refused with the index expected.
     */
    async putChunk(userId: string, lessonId: string, recordingId: string, index: number, data: Buffer) {
      const { row } = await ownRecording(userId, lessonId, recordingId);
      if (index < row.chunk_count) return { nextIndex: row.chunk_count, stored: false };
      if (row.status === 'FINISHED') throw new AppError('RECORDING_FINISHED');
      if (index > row.chunk_count) throw new AppError('RECORDING_CHUNK_MISSING', { nextIndex: row.chunk_count });
      // The limits are checked before anything is written, and again where the chunk is counted
      // (a tutor's two recordings may upload at once).
      const tooLarge = () => new AppError('RECORDING_TOO_LARGE', { maxBytes: RECORDING_MAX_BYTES });
      if (Number(row.size_bytes) + data.length > RECORDING_MAX_BYTES) throw tooLarge();
      const used = await usage(userId);
      const overQuota = () => new AppError('RECORDING_QUOTA_EXCEEDED', { ...used });
      if (used.usedBytes + data.length > used.quotaBytes) throw overQuota();
      // Written before it is counted, outside any transaction; a file whose count failed is
      // written again by the retry.
      await storage.put(chunkKey(recordingId, index), data);
      const counted = await q.countChunk(db, recordingId, index, data.length, {
        ownerId: userId,
        maxRecordingBytes: RECORDING_MAX_BYTES,
        quotaBytes: settings.quotaBytes,
      });
      if (counted === 'too-large') throw tooLarge();
      if (counted === 'quota') throw overQuota();
      const after = await q.findRecording(db, lessonId, recordingId);
      return { nextIndex: after?.chunk_count ?? index + 1, stored: counted === 'counted' };
    },

    pause: (userId: string, lessonId: string, recordingId: string) =>
      move(userId, lessonId, recordingId, ['RECORDING'], 'PAUSED').then(({ row }) => toRecording(row)),

    /** Resuming records again, so the lesson must still be recordable. */
    async resume(userId: string, lessonId: string, recordingId: string) {
      const { lesson, row } = await ownRecording(userId, lessonId, recordingId);
      if (row.status === 'PAUSED') assertRecordable(lesson);
      return toRecording((await move(userId, lessonId, recordingId, ['PAUSED'], 'RECORDING')).row);
    },

    /** The caller's own recordings storage; nobody reads another's. */
    usage,

    /** Refuses a chunk upload past the tutor's rate before its body is read. */
    assertUploadAllowed: (userId: string) => deps.uploadLimiter.consume(userId),

    async stop(userId: string, lessonId: string, recordingId: string, durationMs: number): Promise<LessonRecording> {
      // The duration goes into the file before FINISHED is announced: a player opened by that
      // announcement would otherwise read the head without it and show no length. Written
      // again by a retried stop, it is overwritten in place.
      // A stop is idempotent: a retry, or the meeting's end racing the tutor's click, gets the
      // finished recording rather than an error.
      const { row: current } = await ownRecording(userId, lessonId, recordingId);
      if (current.status === 'FINISHED') return toRecording(current);
      await writeDuration(current, durationMs);
      try {
        await move(userId, lessonId, recordingId, ['RECORDING', 'PAUSED'], 'FINISHED', {
          durationMs,
          finishedAt: new Date(now()),
        });
      } catch (error) {
        const after = await q.findRecording(db, lessonId, recordingId);
        if (after?.status !== 'FINISHED') throw error;
      }
      return toRecording((await q.findRecording(db, lessonId, recordingId))!);
    },

    async mediaUrl(userId: string, lessonId: string, recordingId: string, path: string) {
      const { row } = await recordingOf(userId, lessonId, recordingId);
      if (row.status !== 'FINISHED') throw new AppError('CONFLICT');
      return { url: `${path}?ticket=${encodeURIComponent(tickets.issue(recordingId, userId))}` };
    },

    /** The recording behind a media ticket, with its chunk sizes, for a participant only. */
    async media(recordingId: string, ticket: string) {
      const userId = tickets.verify(ticket, recordingId);
      if (!userId) throw new AppError('UNAUTHORIZED');
      const row = await q.findRecordingById(db, recordingId);
      if (!row || !(await lessons.participantLesson(userId, row.lesson_id))) throw new AppError('NOT_FOUND');
      return { row, sizes: await q.chunkSizes(db, recordingId) };
    },
  };
}
export type RecordingsService = ReturnType<typeof createRecordingsService>;
