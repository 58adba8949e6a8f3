import type { Database } from '../../db/database';
import type { RecordingStatus } from '../../db/schema/recordings.tables';

const columns = [
  'id',
  'lesson_id',
  'started_by',
  'status',
  'mime_type',
  'chunk_count',
  'size_bytes',
  'duration_ms',
  'started_at',
  'finished_at',
] as const;

export async function listRecordings(db: Database, lessonId: string) {
  return db
    .selectFrom('lesson_recordings')
    .select(columns)
    .where('lesson_id', '=', lessonId)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
}
export type RecordingRow = Awaited<ReturnType<typeof listRecordings>>[number];

export function findRecording(db: Database, lessonId: string, recordingId: string) {
  return db
    .selectFrom('lesson_recordings')
    .select(columns)
    .where('id', '=', recordingId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

export function findRecordingById(db: Database, recordingId: string) {
  return db.selectFrom('lesson_recordings').select(columns).where('id', '=', recordingId).executeTakeFirst();
}

export function insertRecording(
  db: Database,
  values: { lessonId: string; startedBy: string; mimeType: string; now: Date },
) {
  return db
    .insertInto('lesson_recordings')
    .values({
      lesson_id: values.lessonId,
      started_by: values.startedBy,
      status: 'RECORDING',
      mime_type: values.mimeType,
      started_at: values.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/**
 * Counts a stored chunk, only if it is the next one: a retry or a racing duplicate of the same
 * index changes nothing. Answers whether this call counted it.
 */
export async function countChunk(db: Database, recordingId: string, index: number, size: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('lesson_recordings')
      .set((eb) => ({ chunk_count: eb('chunk_count', '+', 1), size_bytes: eb('size_bytes', '+', size) }))
      .where('id', '=', recordingId)
      .where('chunk_count', '=', index)
      .where('status', '!=', 'FINISHED')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('lesson_recording_chunks')
      .values({ recording_id: recordingId, chunk_index: index, size_bytes: size })
      .execute();
    return true;
  });
}

export function setStatus(
  db: Database,
  recordingId: string,
  from: RecordingStatus[],
  to: RecordingStatus,
  extra: { durationMs?: number; finishedAt?: Date } = {},
) {
  return db
    .updateTable('lesson_recordings')
    .set({
      status: to,
      ...(extra.durationMs === undefined ? {} : { duration_ms: extra.durationMs }),
      ...(extra.finishedAt ? { finished_at: extra.finishedAt } : {}),
    })
    .where('id', '=', recordingId)
    .where('status', 'in', from)
    .returning(columns)
    .executeTakeFirst();
}

/**
 * The head (chunks 0 to `lastIndex`) was rewritten as chunk 0, now `size` bytes, the others it
 * spanned left empty. The total is summed again from the chunks rather than moved by the
 * difference, so two stops racing (a retry, the meeting's end) cannot count it twice.
 */
export async function rewriteHeadChunks(db: Database, recordingId: string, size: number, lastIndex: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lesson_recording_chunks')
      .set((eb) => ({ size_bytes: eb.case().when('chunk_index', '=', 0).then(size).else(0).end() }))
      .where('recording_id', '=', recordingId)
      .where('chunk_index', '<=', lastIndex)
      .execute();
    await trx
      .updateTable('lesson_recordings')
      .set((eb) => ({
        size_bytes: eb
          .selectFrom('lesson_recording_chunks as c')
          .select((c) => c.fn.coalesce(c.fn.sum<number>('c.size_bytes'), c.lit(0)).as('total'))
          .where('c.recording_id', '=', recordingId),
      }))
      .where('id', '=', recordingId)
      .execute();
  });
}

export function chunkSizes(db: Database, recordingId: string) {
  return db
    .selectFrom('lesson_recording_chunks')
    .select(['chunk_index', 'size_bytes'])
    .where('recording_id', '=', recordingId)
    .orderBy('chunk_index')
    .execute();
}
