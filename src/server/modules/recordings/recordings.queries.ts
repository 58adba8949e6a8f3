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

/** Bytes of every recording `userId` made, finished or not: what counts against their quota. */
export async function usedBytes(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('lesson_recordings')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('total'))
    .where('started_by', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export interface ChunkLimits {
  /** Who made the recording: the quota is theirs. */
  ownerId: string;
  /** The most one recording may hold. */
  maxRecordingBytes: number;
  /** The most the owner's recordings may hold together. */
  quotaBytes: number;
}

/**
 * Counts a stored chunk, only if it is the next one and the recording and its owner's recordings
 * stay within their limits: a retry or a racing duplicate of the same index changes nothing. The
 * owner's user row is locked while the quota is summed, so two recordings of one tutor counting
 * at once cannot both pass it. Answers whether this call counted it, or which limit refused it.
 */
export async function countChunk(
  db: Database,
  recordingId: string,
  index: number,
  size: number,
  limits: ChunkLimits,
): Promise<'counted' | 'not-next' | 'too-large' | 'quota'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', limits.ownerId).forUpdate().executeTakeFirst();
    const row = await trx
      .selectFrom('lesson_recordings')
      .select(['chunk_count', 'status', 'size_bytes'])
      .where('id', '=', recordingId)
      .executeTakeFirst();
    if (!row || row.chunk_count !== index || row.status === 'FINISHED') return 'not-next';
    if (Number(row.size_bytes) + size > limits.maxRecordingBytes) return 'too-large';
    if ((await usedBytes(trx, limits.ownerId)) + size > limits.quotaBytes) return 'quota';
    const updated = await trx
      .updateTable('lesson_recordings')
      .set((eb) => ({ chunk_count: eb('chunk_count', '+', 1), size_bytes: eb('size_bytes', '+', size) }))
      .where('id', '=', recordingId)
      .where('chunk_count', '=', index)
      .where('status', '!=', 'FINISHED')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return 'not-next';
    await trx
      .insertInto('lesson_recording_chunks')
      .values({ recording_id: recordingId, chunk_index: index, size_bytes: size })
      .execute();
    return 'counted';
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
