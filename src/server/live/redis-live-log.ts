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
      // The cursor names an entry the client received: if it is gone, the stream was trimmed past
      // it (or it is another Redis's) and what followed cannot be known complete.
      if (cursor !== '0-0' && (await writer.xrange(key, cursor, cursor)).length === 0) return null;
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
