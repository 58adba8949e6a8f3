import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredEvent } from '../../../src/server/events/events';
import { createTestApp, type TestApp } from '../helpers/test-app';

declare module '../../../src/server/events/events.types' {
  interface DomainEvents {
    'test.ping': { n: number };
    'test.other': { n: number };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A unique aggregate per test, so tests in this file never see each other's events. */
let aggregates = 0;
const aggregate = () => `agg-${Date.now()}-${++aggregates}`;

function recorder() {
  const seen: Array<{ aggregateId: string; n: number; id: string }> = [];
  return {
    seen,
    of: (aggregateId: string) => seen.filter((s) => s.aggregateId === aggregateId).map((s) => s.n),
    record: (e: DeliveredEvent<'test.ping'>) => seen.push({ aggregateId: e.aggregateId, n: e.payload.n, id: e.id }),
  };
}

describe('domain events', () => {
  it('delivers a committed event once to every handler of its type, in order per aggregate', async () => {
    const a = recorder();
    const b = recorder();
    t.app.ctx.events.on('test.ping', 'test-order-a', async (e) => void a.record(e));
    t.app.ctx.events.on('test.ping', 'test-order-b', async (e) => void b.record(e));
    const id = aggregate();
    for (let n = 1; n <= 5; n++) {
      await t.db
        .transaction()
        .execute((trx) =>
          t.app.ctx.events.emit(trx, { type: 'test.ping', aggregateType: 'test', aggregateId: id, payload: { n } }),
        );
    }
    await t.app.ctx.events.drain();
    expect(a.of(id)).toEqual([1, 2, 3, 4, 5]);
    expect(b.of(id)).toEqual([1, 2, 3, 4, 5]);
    await t.app.ctx.events.drain();
    expect(a.of(id)).toHaveLength(5);
  });

  it('never delivers an event written in a transaction that rolled back', async () => {
    const r = recorder();
    t.app.ctx.events.on('test.ping', 'test-rollback', async (e) => void r.record(e));
    const id = aggregate();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t.app.ctx.events.emit(trx, {
          type: 'test.ping',
          aggregateType: 'test',
          aggregateId: id,
          payload: { n: 1 },
        });
        throw new Error('the change fails after the event was written');
      }),
    ).rejects.toThrow('the change fails');
    await t.db
      .transaction()
      .execute((trx) =>
        t.app.ctx.events.emit(trx, { type: 'test.ping', aggregateType: 'test', aggregateId: id, payload: { n: 2 } }),
      );
    await t.app.ctx.events.drain();
    expect(r.of(id)).toEqual([2]);
  });

  it('commits a handler’s writes with its checkpoint: a handler that throws leaves nothing behind', async () => {
    const id = aggregate();
    let fail = true;
    t.app.ctx.events.on('test.other', 'test-atomic', async (e, ctx) => {
      await ctx.trx
        .insertInto('job_runs')
        .values({ name: `atomic-${e.aggregateId}-${ctx.attempt}`, last_run_at: new Date(ctx.now()) })
        .execute();
      if (fail) throw new Error('after the write');
    });
    await t.db
      .transaction()
      .execute((trx) =>
        t.app.ctx.events.emit(trx, { type: 'test.other', aggregateType: 'test', aggregateId: id, payload: { n: 1 } }),
      );
    await t.app.ctx.events.drain();
    const names = async () =>
      (await t.db.selectFrom('job_runs').select('name').where('name', 'like', `atomic-${id}-%`).execute()).map(
        (r) => r.name,
      );
    expect(await names()).toEqual([]);
    fail = false;
    t.clock.advance(60_000);
    await t.app.ctx.events.drain();
    expect(await names()).toEqual([`atomic-${id}-2`]);
  });

  it('retries a handler that throws with backoff, while other handlers and aggregates go on', async () => {
    const failing = recorder();
    const healthy = recorder();
    const broken = aggregate();
    const fine = aggregate();
    let failuresLeft = 2;
    t.app.ctx.events.on('test.ping', 'test-flaky', async (e) => {
      if (e.aggregateId === broken && failuresLeft > 0) {
        failuresLeft--;
        throw new Error('mail server down');
      }
      failing.record(e);
    });
    t.app.ctx.events.on('test.ping', 'test-healthy', async (e) => void healthy.record(e));
    const emit = (aggregateId: string, n: number) =>
      t.db
        .transaction()
        .execute((trx) =>
          t.app.ctx.events.emit(trx, { type: 'test.ping', aggregateType: 'test', aggregateId, payload: { n } }),
        );
    await emit(broken, 1);
    await emit(broken, 2);
    await emit(fine, 1);
    await t.app.ctx.events.drain();

    // The healthy handler got everything; the flaky one got the other aggregate, and holds the
    // broken aggregate's second event behind its first (order per aggregate).
    expect(healthy.of(broken)).toEqual([1, 2]);
    expect(healthy.of(fine)).toEqual([1]);
    expect(failing.of(fine)).toEqual([1]);
    expect(failing.of(broken)).toEqual([]);
    const health = await t.app.inject({ url: '/users/v1/open/health' });
    expect(health.json().detail.failingEvents).toBeGreaterThanOrEqual(1);
    const retry = await t.db
      .selectFrom('event_retries')
      .select(['attempts', 'last_error'])
      .where('handler', '=', 'test-flaky')
      .where('aggregate_id', '=', broken)
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow();
    expect(retry).toEqual({ attempts: 1, last_error: 'Error: mail server down' });

    // Not before its backoff (1 s after the first failure, then 2 s).
    t.clock.advance(500);
    await t.app.ctx.events.drain();
    expect(failuresLeft).toBe(1);
    t.clock.advance(600);
    await t.app.ctx.events.drain();
    expect(failuresLeft).toBe(0);
    expect(failing.of(broken)).toEqual([]);
    t.clock.advance(2_100);
    await t.app.ctx.events.drain();
    expect(failing.of(broken)).toEqual([1, 2]);
    const left = await t.db
      .selectFrom('event_retries')
      .select('event_id')
      .where('handler', '=', 'test-flaky')
      .execute();
    expect(left).toEqual([]);
  });

  it('delivers each event once per handler when two dispatchers share the database', async () => {
    const { createEventBus } = await import('../../../src/server/events/events');
    const second = createEventBus({ db: t.db, kind: t.kind, now: t.clock.now, log: t.app.log });
    const id = aggregate();
    const firstSeen: number[] = [];
    const secondSeen: number[] = [];
    t.app.ctx.events.on('test.other', 'test-shared', async (e) => {
      if (e.aggregateId === id) firstSeen.push(e.payload.n);
    });
    second.on('test.other', 'test-shared', async (e) => {
      if (e.aggregateId === id) secondSeen.push(e.payload.n);
    });
    for (let n = 1; n <= 20; n++) {
      await t.db
        .transaction()
        .execute((trx) =>
          t.app.ctx.events.emit(trx, { type: 'test.other', aggregateType: 'test', aggregateId: id, payload: { n } }),
        );
    }
    await Promise.all([t.app.ctx.events.drain(), second.drain()]);
    await t.app.ctx.events.drain();
    const all = [...firstSeen, ...secondSeen];
    expect(all.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await second.stop();
  });
});

describe('pruning', () => {
  it('deletes month-old events but keeps one a handler still retries', async () => {
    const { pruneEvents } = await import('../../../src/server/events/events.queries');
    const id = aggregate();
    t.app.ctx.events.on('test.other', 'test-prune', async (e) => {
      if (e.payload.n === 2) throw new Error('still failing');
    });
    for (const n of [1, 2]) {
      await t.db
        .transaction()
        .execute((trx) =>
          t.app.ctx.events.emit(trx, { type: 'test.other', aggregateType: 'test', aggregateId: id, payload: { n } }),
        );
    }
    await t.app.ctx.events.drain();
    await pruneEvents(t.db, new Date(Date.now() + 60_000));
    const left = await t.db.selectFrom('events').select('payload').where('aggregate_id', '=', id).execute();
    expect(left.map((r) => r.payload)).toEqual([{ n: 2 }]);
  });
});
