import type { ColumnType } from 'kysely';

/** Migration 1130_upload_quotas.sql: each user's chat and homework uploads per UTC day. */
export interface UploadTables {
  upload_usage: {
    user_id: string;
    /** A UTC day, written as `YYYY-MM-DD`. */
    day: ColumnType<Date, string, string>;
    files: ColumnType<number, number | undefined, number>;
    /** bigint: node-postgres and PGlite hand it back as a string. */
    bytes: ColumnType<string, number | undefined, number>;
  };
}
