import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read parsed, written as a JSON string. */
type Json<T> = ColumnType<T, string | null | undefined, string | null>;

/** Migrations 1010_drawboards.sql and 1030: a lesson's boards, their snapshots and record logs. */
export interface DrawboardTables {
  drawboards: {
    id: Generated<string>;
    lesson_id: string;
    name: string;
    created_by: string;
    document_clock: Generated<number>;
    tombstones_from_clock: Generated<number>;
    record_schema: Json<object | null>;
    /** Migration 1030: tldraw's room snapshot as JSON text; drawboard_records holds what changed since. */
    snapshot: string | null;
    snapshot_clock: Generated<number>;
    created_at: Date;
    updated_at: Date;
  };
  drawboard_records: {
    drawboard_id: string;
    record_id: string;
    /** Null once the record was deleted (a tombstone). */
    state: Json<object | null>;
    changed_clock: number;
  };
}
