import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { LiveEntry, LiveLog } from './live-log.port';

/** Stream ids are `<ms>-<n>`: ordered by both parts. */
function compareIds(a: string, b: string): number {
  const [am, an] = a.split('-').map(Number);
  const [bm, bn] = b.split('-').map(Number);
  return am! - bm! || an! - bn!;
}

const VALID_ID = /^\d{1,20}-\d{1,20}$/;

interface StreamEnds {
  length: number;
  firstId: string | null;
  lastId: string;
  /** Entries ever added (Redis 7 and later); null when Redis does not say. */
  added: number | null;
}

function toEntry(id: string, fields: string[]): LiveEntry {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(fields[i]!, fields[i + 1]!);
  return {
    cursor: id,
    users: (map.get('u') ?? '').split(',').filter(Boolean),
    type: map.get('t') ?? '',
    data: JSON.parse(map.get('d') ?? 'null'),
  };
}

/**
 * The log across processes: one Redis stream (HOUSE-STYLE 20, after socket.io's Redis streams
 * adapter). Every process appends to it and reads it with a blocking XREAD, so a push published
 * anywhere reaches the user's sockets everywhere, in the stream's order; the entry id is the
 * resume cursor, and a client that reconnects to any process replays from it with XRANGE.
 */
export function createRedisLiveLog(options: {
  url: string;
  /** Prefix of the stream's key (several apps or test runs on one Redis). */
  keyPrefix: string;
  /** About how many entries the stream keeps for replays (MAXLEN ~). */
  keep?: number;
  log: FastifyBaseLogger;
}): LiveLog {
  const key = `${options.keyPrefix}live`;
  const keep = options.keep ?? 100_000;
  const writer = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  // XREAD BLOCK holds its connection: reads get one of their own.
  const reader = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: null });
  writer.on('error', (error) => options.log.warn({ err: error }, 'live: redis writer error'));
  reader.on('error', (error) => options.log.warn({ err: error }, 'live: redis reader error'));
  let lastId = '0-0';
  let stopped = false;
  let loop: Promise<void> | null = null;

  /** What XINFO STREAM says of the stream's ends (O(1)); null when there is no stream yet. */
  async function streamEnds(): Promise<StreamEnds | null> {
    let reply: unknown[];
    try {
      reply = (await writer.call('XINFO', 'STREAM', key)) as unknown[];
    } catch (error) {
      if (/no such key/i.test(String((error as Error).message))) return null;
      throw error;
    }
    const info = new Map<string, unknown>();
    for (let i = 0; i + 1 < reply.length; i += 2) info.set(String(reply[i]), reply[i + 1]);
    const first = info.get('first-entry') as [string, string[]] | null | undefined;
    const added = info.get('entries-added');
    return {
      length: Number(info.get('length') ?? 0),
      firstId: first?.[0] ?? null,
      lastId: String(info.get('last-generated-id') ?? '0-0'),
      added: added === undefined ? null : Number(added),
    };
  }

  /**
   * Whether every entry after `cursor` is still in the stream. Asked of the stream's ends before
   * any entry is read: a cursor older than what is kept answers resync at once, instead of a
   * replay that pages through the whole stream and still misses what was trimmed.
   */
  async function keptSince(cursor: string): Promise<boolean> {
    const ends = await streamEnds();
    if (!ends) return cursor === '0-0';
    if (compareIds(cursor, ends.lastId) > 0) return false;
    if (cursor === '0-0') {
      // Trimming drops the oldest entries: nothing is gone if the stream holds all it was given.
      // Redis 6 does not count what was added; MAXLEN ~ never trims a stream shorter than `keep`.
      return ends.added !== null ? ends.added === ends.length : ends.length < keep;
    }
    if (ends.firstId === null || compareIds(cursor, ends.firstId) < 0) return false;
    // The cursor names an entry the client received: one this stream never had (another Redis's)
    // says nothing of what followed.
    return (await writer.xrange(key, cursor, cursor)).length > 0;
  }

  async function readLoop(onEntry: (entry: LiveEntry) => void) {
    while (!stopped) {
      try {
        const result = (await reader.xread('COUNT', 1000, 'BLOCK', 5000, 'STREAMS', key, lastId)) as Array<
          [string, Array<[string, string[]]>]
        > | null;
        for (const [, rows] of result ?? []) {
          for (const [id, fields] of rows) {
            lastId = id;
            try {
              onEntry(toEntry(id, fields));
            } catch (error) {
              options.log.error({ err: error, id }, 'live: an entry could not be delivered');
            }
          }
        }
      } catch (error) {
        if (stopped) return;
        options.log.warn({ err: error }, 'live: reading the stream failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  return {
    async append(users, type, data) {
      await writer.xadd(key, 'MAXLEN', '~', keep, '*', 'u', users.join(','), 't', type, 'd', JSON.stringify(data));
    },

    async replay(userId, cursor) {
      if (!VALID_ID.test(cursor)) return null;
      if (!(await keptSince(cursor))) return null;
      const found: LiveEntry[] = [];
      let from = `(${cursor}`;
      for (let page = 0; page < 1000; page++) {
        const rows = await writer.xrange(key, from, '+', 'COUNT', 1000);
        for (const [id, fields] of rows) {
          const entry = toEntry(id, fields);
          if (entry.users.includes(userId)) found.push(entry);
        }
        if (rows.length < 1000) break;
        from = `(${rows[rows.length - 1]![0]}`;
      }
      // A trim between the check and the first page would drop entries unseen; trims go oldest
      // first, so the cursor still being there proves nothing after it went.
      if (cursor !== '0-0' && (await writer.xrange(key, cursor, cursor)).length === 0) return null;
      return found;
    },

    head: () => lastId,
    compare: compareIds,

    async start(onEntry) {
      await Promise.all([writer.connect(), reader.connect()]);
      const last = await writer.xrevrange(key, '+', '-', 'COUNT', 1);
      lastId = last[0]?.[0] ?? '0-0';
      loop = readLoop(onEntry);
    },

    async stop() {
      stopped = true;
      // A blocked XREAD only ends with its connection.
      reader.disconnect();
      await loop;
      await writer.quit().catch(() => undefined);
    },
  };
}
