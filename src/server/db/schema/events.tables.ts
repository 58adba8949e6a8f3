import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Domain events (migration 0500): the outbox, the handlers' checkpoints and their retries. */
export interface EventsTable {
  id: Generated<string>;
  /** xid8, read as a string; written only by its default (pg_current_xact_id()). */
  transaction_id: Generated<string>;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface EventCheckpointsTable {
  handler: string;
  transaction_id: ColumnType<string, string | undefined, string>;
  event_id: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  leased_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EventRetriesTable {
  handler: string;
  event_id: string;
  aggregate_type: string;
  aggregate_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: Date;
  last_error: string | null;
}

export interface EventTables {
  events: EventsTable;
  event_checkpoints: EventCheckpointsTable;
  event_retries: EventRetriesTable;
}
