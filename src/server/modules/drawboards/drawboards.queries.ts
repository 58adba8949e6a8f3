import type { Database } from '../../db/database';

export interface DrawboardRow {
  id: string;
  lesson_id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
}

const boardColumns = ['id', 'lesson_id', 'name', 'created_at', 'updated_at'] as const;

export function listBoards(db: Database, lessonId: string): Promise<DrawboardRow[]> {
  return db
    .selectFrom('drawboards')
    .select(boardColumns)
    .where('lesson_id', '=', lessonId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findBoard(db: Database, lessonId: string, boardId: string): Promise<DrawboardRow | undefined> {
  return db
    .selectFrom('drawboards')
    .select(boardColumns)
    .where('id', '=', boardId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

/** The lesson a board belongs to (the socket knows only the board). */
export async function boardLessonId(db: Database, boardId: string): Promise<string | null> {
  const row = await db.selectFrom('drawboards').select('lesson_id').where('id', '=', boardId).executeTakeFirst();
  return row?.lesson_id ?? null;
}

export function insertBoard(
  db: Database,
  values: { lessonId: string; name: string; createdBy: string; now: Date },
): Promise<DrawboardRow> {
  return db
    .insertInto('drawboards')
    .values({
      lesson_id: values.lessonId,
      name: values.name,
      created_by: values.createdBy,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(boardColumns)
    .executeTakeFirstOrThrow();
}

export function renameBoard(
  db: Database,
  lessonId: string,
  boardId: string,
  name: string,
  now: Date,
): Promise<DrawboardRow | undefined> {
  return db
    .updateTable('drawboards')
    .set({ name, updated_at: now })
    .where('id', '=', boardId)
    .where('lesson_id', '=', lessonId)
    .returning(boardColumns)
    .executeTakeFirst();
}

/** What is stored of a board's records: tldraw's room snapshot, less what it keeps in memory only. */
export interface StoredBoard {
  documentClock: number;
  tombstonesFromClock: number;
  schema: object | null;
  documents: { state: Record<string, unknown>; lastChangedClock: number }[];
  tombstones: Record<string, number>;
  /** Rows in the log since the snapshot (a compaction is due when they pile up). */
  logRows: number;
}

interface SnapshotJson {
  documents: StoredBoard['documents'];
  tombstones?: Record<string, number>;
}

/**
 * A board as stored: its compacted snapshot (one row, parsed once) with the log of records changed
 * since it applied on top, a put replacing the record and a null state deleting it.
 */
export async function loadBoardRecords(db: Database, boardId: string): Promise<StoredBoard | null> {
  const board = await db
    .selectFrom('drawboards')
    .select(['document_clock', 'tombstones_from_clock', 'record_schema', 'snapshot'])
    .where('id', '=', boardId)
    .executeTakeFirst();
  if (!board) return null;
  const rows = await db
    .selectFrom('drawboard_records')
    .select(['record_id', 'state', 'changed_clock'])
    .where('drawboard_id', '=', boardId)
    .execute();
  const base: SnapshotJson = board.snapshot ? (JSON.parse(board.snapshot) as SnapshotJson) : { documents: [] };
  const tombstones: Record<string, number> = { ...base.tombstones };
  let documents = base.documents;
  if (rows.length > 0) {
    const byId = new Map(documents.map((d) => [d.state.id as string, d]));
    for (const row of rows) {
      if (row.state) {
        byId.set(row.record_id, { state: row.state as Record<string, unknown>, lastChangedClock: row.changed_clock });
        delete tombstones[row.record_id];
      } else {
        byId.delete(row.record_id);
        tombstones[row.record_id] = row.changed_clock;
      }
    }
    documents = [...byId.values()];
  }
  for (const [id, clock] of Object.entries(tombstones)) {
    if (clock < board.tombstones_from_clock) delete tombstones[id];
  }
  return {
    documentClock: board.document_clock,
    tombstonesFromClock: board.tombstones_from_clock,
    schema: board.record_schema,
    documents,
    tombstones,
    logRows: rows.length,
  };
}

export interface BoardSnapshotWrite {
  documentClock: number;
  tombstonesFromClock: number;
  schema: object;
  /** JSON of `{ documents, tombstones }` as the room holds them at documentClock. */
  snapshot: string;
}

/**
 * Compaction: the board's whole state as one snapshot row, and the log emptied, in one
 * transaction. Writes run one at a time per board, so the log holds nothing newer than the snapshot.
 */
export async function writeBoardSnapshot(db: Database, boardId: string, write: BoardSnapshotWrite, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('drawboards')
      .set({
        snapshot: write.snapshot,
        snapshot_clock: write.documentClock,
        document_clock: write.documentClock,
        tombstones_from_clock: write.tombstonesFromClock,
        record_schema: JSON.stringify(write.schema),
        updated_at: now,
      })
      .where('id', '=', boardId)
      .execute();
    await trx.deleteFrom('drawboard_records').where('drawboard_id', '=', boardId).execute();
  });
}

export interface BoardChanges {
  documentClock: number;
  tombstonesFromClock: number;
  schema: object;
  puts: { id: string; state: object; clock: number }[];
  deletes: { id: string; clock: number }[];
}

const BATCH = 500;

/**
 * Appends what changed since the last write to the board's log, in one short transaction of
 * batched statements: a put is an upsert of the record's row, a delete turns it into a tombstone,
 * and tombstones older than the room's history are dropped.
 */
export async function writeBoardChanges(db: Database, boardId: string, changes: BoardChanges, now: Date) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < changes.puts.length; i += BATCH) {
      const rows = changes.puts.slice(i, i + BATCH).map((p) => ({
        drawboard_id: boardId,
        record_id: p.id,
        state: JSON.stringify(p.state),
        changed_clock: p.clock,
      }));
      await trx
        .insertInto('drawboard_records')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['drawboard_id', 'record_id']).doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            changed_clock: eb.ref('excluded.changed_clock'),
          })),
        )
        .execute();
    }
    for (let i = 0; i < changes.deletes.length; i += BATCH) {
      const rows = changes.deletes.slice(i, i + BATCH).map((d) => ({
        drawboard_id: boardId,
        record_id: d.id,
        state: null,
        changed_clock: d.clock,
      }));
      await trx
        .insertInto('drawboard_records')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['drawboard_id', 'record_id']).doUpdateSet((eb) => ({
            state: null,
            changed_clock: eb.ref('excluded.changed_clock'),
          })),
        )
        .execute();
    }
    await trx
      .deleteFrom('drawboard_records')
      .where('drawboard_id', '=', boardId)
      .where('state', 'is', null)
      .where('changed_clock', '<', changes.tombstonesFromClock)
      .execute();
    await trx
      .updateTable('drawboards')
      .set({
        document_clock: changes.documentClock,
        tombstones_from_clock: changes.tombstonesFromClock,
        record_schema: JSON.stringify(changes.schema),
        updated_at: now,
      })
      .where('id', '=', boardId)
      .execute();
  });
}
