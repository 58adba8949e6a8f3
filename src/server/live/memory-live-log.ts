import { randomBytes } from 'node:crypto';
import type { LiveEntry, LiveLog } from './live-log.port';

interface Stored extends LiveEntry {
  seq: number;
}

/**
 * The log of one process: the last `keep` pushes in memory. Cursors carry this process's random
 * epoch, so one from before a restart (or from another process) asks the client to resync
 * instead of replaying the wrong entries.
 */
export function createMemoryLiveLog(options: { keep?: number } = {}): LiveLog {
  const keep = options.keep ?? 10_000;
  const epoch = randomBytes(4).toString('hex');
  const entries: Stored[] = [];
  let seq = 0;
  let onEntry: ((entry: LiveEntry) => void) | null = null;
  const cursorOf = (n: number) => `${epoch}.${n}`;
  const seqOf = (cursor: string): number | null => {
    const [e, n] = cursor.split('.');
    const value = Number(n);
    return e === epoch && Number.isSafeInteger(value) && value >= 0 && value <= seq ? value : null;
  };

  return {
    async append(users, type, data) {
      seq += 1;
      const entry: Stored = { seq, cursor: cursorOf(seq), users, type, data };
      entries.push(entry);
      if (entries.length > keep) entries.splice(0, entries.length - keep);
      onEntry?.(entry);
    },
    async replay(userId, cursor) {
      const from = seqOf(cursor);
      // Entries after `from` must all still be here: the oldest kept one follows it directly.
      if (from === null || (entries.length > 0 && entries[0]!.seq > from + 1)) return null;
      return entries.filter((e) => e.seq > from && e.users.includes(userId));
    },
    head: () => cursorOf(seq),
    compare: (a, b) => (seqOf(a) ?? -1) - (seqOf(b) ?? -1),
    async start(handler) {
      onEntry = handler;
    },
    async stop() {
      onEntry = null;
    },
  };
}
