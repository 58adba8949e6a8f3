import type { ColumnType, Generated } from 'kysely';

export type RecordingStatus = 'RECORDING' | 'PAUSED' | 'FINISHED';

/** Migration 1011_lesson_recordings.sql: browser recordings of a lesson, stored chunk by chunk. */
export interface RecordingTables {
  lesson_recordings: {
    id: Generated<string>;
    lesson_id: string;
    started_by: string;
    status: RecordingStatus;
    mime_type: string;
    chunk_count: Generated<number>;
    /** bigint: pg answers a string, PGlite a number or bigint. */
    size_bytes: ColumnType<string | number | bigint, number | undefined, number | string | bigint>;
    duration_ms: number | null;
    started_at: Date;
    finished_at: Date | null;
  };
  lesson_recording_chunks: {
    recording_id: string;
    chunk_index: number;
    size_bytes: number;
  };
}
