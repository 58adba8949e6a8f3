import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLiveLog } from '../../../src/server/live/memory-live-log';
import { createRedisLiveLog } from '../../../src/server/live/redis-live-log';

/*
 * A resume cursor older than what the log keeps answers resync (null) from the log's ends, without
 * reading its entries: a client could otherwise make each reconnect page through the whole log.
 */
const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** Users lists that count how often the replay matches them against a user. */
function countedUsers(counter: { reads: number }, users: string[]) {
  return Object.assign([...users], {
    includes(this: string[], user: string) {
      counter.reads += 1;
      return Array.prototype.includes.call(this, user);
    },
  });
}

describe('memory live log', () => {
  it('answers a cursor older than the kept entries with resync, matching none of them', async () => {
    const log = createMemoryLiveLog({ keep: 100 });
    await log.start(() => undefined);
    const counter = { reads: 0 };
    const first = log.head();
    for (let n = 1; n <= 300; n++) await log.append(countedUsers(counter, ['u1']), 'request.changed', { n });
    const recent = log.head();
    await log.append(countedUsers(counter, ['u1']), 'request.changed', { n: 301 });
    await log.append(countedUsers(counter, ['u2']), 'request.changed', { n: 302 });

    expect(await log.replay('u1', first)).toBeNull();
    expect(counter.reads).toBe(0);
    const replayed = await log.replay('u1', recent);
    expect(replayed?.map((e) => (e.data as { n: number }).n)).toEqual([301]);
    expect(counter.reads).toBe(2);
    await log.stop();
  });
});

describe('Redis live log', () => {
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const keyPrefix = `test-live-log-${randomBytes(6).toString('hex')}:`;
  const key = `${keyPrefix}live`;
  const redis = new Redis(url, { lazyConnect: true });
  afterAll(async () => {
    await redis.del(key);
    redis.disconnect();
  });

  /**
   * The commands on the stream's key while `action` runs, as Redis's MONITOR saw them. A marker
   * command sent after the action comes after the action's own commands in the one order Redis
   * runs them, so the wait ends on an event, not a timer.
   */
  async function commandsDuring(action: () => Promise<unknown>): Promise<string[][]> {
    const monitor = await redis.monitor();
    const seen: string[][] = [];
    const marker = `${keyPrefix}marker-${randomBytes(4).toString('hex')}`;
    const done = new Promise<void>((resolve) =>
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args.includes(marker)) resolve();
        else if (args.includes(key)) seen.push(args);
      }),
    );
    try {
      await action();
      await redis.exists(marker);
      await done;
    } finally {
      monitor.disconnect();
    }
    return seen;
  }

  it('answers a cursor older than the kept entries with resync, reading none of them', async () => {
    await redis.connect();
    const log = createRedisLiveLog({ url, keyPrefix, keep: 10, log: silent });
    await log.start(() => undefined);
    try {
      // A client that connected while the stream was empty holds 0-0.
      const empty = log.head();
      expect(empty).toBe('0-0');
      await log.append(['u1'], 'request.changed', { n: 1 });
      const [[firstId]] = (await redis.xrange(key, '-', '+', 'COUNT', 1)) as [[string, string[]]];
      // MAXLEN ~ trims whole nodes of the stream (100 entries each by default).
      for (let n = 2; n <= 400; n++) await log.append(['u1'], 'request.changed', { n });
      expect(await redis.xlen(key)).toBeLessThan(400);

      for (const old of [empty, firstId]) {
        let answer: unknown;
        const commands = await commandsDuring(async () => (answer = await log.replay('u1', old)));
        expect(answer).toBeNull();
        // Only the stream's ends were asked: no XRANGE over its entries.
        expect(commands.map((c) => c[0]!.toLowerCase())).toEqual(['xinfo']);
      }

      // A kept cursor still replays what follows it.
      const lastButOne = (await redis.xrevrange(key, '+', '-', 'COUNT', 2))[1]![0];
      const replayed = await log.replay('u1', lastButOne);
      expect(replayed?.map((e) => (e.data as { n: number }).n)).toEqual([400]);
    } finally {
      await log.stop();
    }
  });

  it('replays from 0-0 every entry of a stream that was never trimmed', async () => {
    const log = createRedisLiveLog({ url, keyPrefix: `${keyPrefix}fresh:`, log: silent });
    await log.start(() => undefined);
    try {
      for (let n = 1; n <= 3; n++) await log.append(['u1'], 'request.changed', { n });
      const replayed = await log.replay('u1', '0-0');
      expect(replayed?.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    } finally {
      await log.stop();
      await redis.del(`${keyPrefix}fresh:live`);
    }
  });
});
