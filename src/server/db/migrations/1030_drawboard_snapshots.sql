-- Drawboards open from one compacted snapshot (a 10,000-record board must open in ≤ 500 ms).
-- `snapshot` is tldraw's room snapshot as JSON text (text, not jsonb: it is only ever read whole
-- and parsed by the server, so the database need not parse or re-serialize it). The rows of
-- drawboard_records are now the log of records changed since the snapshot; a compaction writes a
-- new snapshot and empties the log in one transaction. Boards written before this keep all their
-- records in the log and open as before until their first compaction.
alter table drawboards add column snapshot text;
alter table drawboards add column snapshot_clock integer not null default 0;
