import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read parsed, written as a JSON string. */
type Json<T> = ColumnType<T, string | null | undefined, string | null>;

/** Migration 1010_drawboards.sql: a lesson's boards and their tldraw records. */
export interface DrawboardTables {
  drawboards: {
    id: Generated<string>;
    lesson_id: string;
    name: string;
    created_by: string;
    document_clock: Generated<number>;
    tombstones_from_clock: Generated<number>;
    record_schema: Json<object | null>;
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
