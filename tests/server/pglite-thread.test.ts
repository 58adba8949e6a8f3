import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { isUniqueViolation } from '../../src/server/db/db-errors';
import { startPGliteThread } from '../../src/server/db/pglite-thread';

/**
 * The embedded database on its worker thread (src/server/db/pglite-thread.ts) and the dialect's
 * transaction rule (pglite-dialect.ts). PGlite only, whatever TEST_DATABASE_URL says: a PostgreSQL
 * server has its own sessions and needs none of this.
 */
let handle: DatabaseHandle;
const rows = async () =>
  (await sql<{ n: number }>`select n from numbers order by n`.execute(handle.db)).rows.map((r) => r.n);

beforeAll(async () => {
  handle = await openDatabase({});
  await sql`create table numbers (n int primary key)`.execute(handle.db);
});
afterAll(async () => handle?.close());

describe('the PGlite thread', () => {
  it('keeps a transaction to itself: a statement from outside waits for its end and is not part of it', async () => {
    await sql`delete from numbers`.execute(handle.db);
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));

    const transaction = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into numbers values (1)`.execute(trx);
        inside();
        await held;
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    await opened;

    let outsideDone = false;
    const outside = sql`insert into numbers values (2)`.execute(handle.db).then(() => (outsideDone = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideDone).toBe(false);

    letGo();
    expect(await transaction).toBe('roll back');
    await outside;
    // The rollback took the transaction's row, not the one sent from outside while it was open.
    expect(await rows()).toEqual([2]);
  });

  it('runs transactions one at a time, in the order they began', async () => {
    await sql`delete from numbers`.execute(handle.db);
    const order: number[] = [];
    await Promise.all(
      [10, 20, 30].map((n) =>
        handle.db.transaction().execute(async (trx) => {
          const { rows: before } = await sql<{ c: number }>`select count(*)::int as c from numbers`.execute(trx);
          await sql`insert into numbers values (${n + before[0]!.c})`.execute(trx);
          order.push(n);
        }),
      ),
    );
    expect(order).toEqual([10, 20, 30]);
    // Each saw the ones before it committed: 10 + 0, 20 + 1, 30 + 2.
    expect(await rows()).toEqual([10, 21, 32]);
  });

  it('answers many statements sent at once, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ v: number }>`select ${i}::int * 2 as v`.execute(handle.db)),
    );
    expect(answers.map((a) => a.rows[0]!.v)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it("carries PostgreSQL's error fields across the thread", async () => {
    await sql`delete from numbers`.execute(handle.db);
    await sql`insert into numbers values (7)`.execute(handle.db);
    const error = await sql`insert into numbers values (7)`.execute(handle.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'numbers_pkey' });
    expect(isUniqueViolation(error, 'numbers_pkey')).toBe(true);
    // And the database goes on answering.
    expect(await rows()).toEqual([7]);
  });

  it('hands values over with their types: dates, bytes, JSON, arrays, numbers', async () => {
    const {
      rows: [row],
    } = await sql<{
      at: Date;
      bytes: Uint8Array;
      doc: { a: number[] };
      list: string[];
      big: number | string | bigint;
      price: string;
    }>`select ${new Date('2026-11-24T10:00:00Z')}::timestamptz as at, ${Buffer.from([1, 2, 255])}::bytea as bytes,
      ${JSON.stringify({ a: [1, 2] })}::jsonb as doc, ${['uk', 'en']}::text[] as list,
      9007199254740993::int8 as big, 12.50::numeric as price`.execute(handle.db);
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect([...row!.bytes]).toEqual([1, 2, 255]);
    expect(row!.doc).toEqual({ a: [1, 2] });
    expect(row!.list).toEqual(['uk', 'en']);
    expect(String(row!.big)).toBe('9007199254740993');
    expect(row!.price).toBe('12.50');
  });

  it("leaves the server's thread free while a long statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 3000000)`.execute(handle.db);
    const ms = performance.now() - started;
    clearInterval(timer);
    // On the server's own thread the statement held it the whole time: no timer could fire.
    expect(ms).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(ms / 5 / 4));
  });

  // Waits for events, not a wall clock: the child first has to start tsx and
  // boot PGlite's WASM, which on a loaded two-core machine took longer than the 20 s the old
  // spawnSync limit allowed. What the test is about comes after the answer: with nothing left to
  // do, the process must exit by itself (a held-open thread never exits, and the test's own
  // timeout then fails it). Only a hang fails it, however slow the start.
  it(
    'does not hold a finished script open, and lets no pending statement be cut off',
    { timeout: 180_000 },
    async () => {
      // A script that opens the database, awaits a statement and ends without closing it.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
      const script = path.join(dir, 'script.mts');
      const database = pathToFileURL(path.resolve(__dirname, '../../src/server/db/database.ts')).href;
      writeFileSync(
        script,
        `import { openDatabase } from '${database}';
      const { db } = await openDatabase({});
      const [row] = await db.selectNoFrom((eb) => eb.val(42).as('answer')).execute();
      console.log('answer', row.answer);`,
      );
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          cwd: path.resolve(__dirname, '../..'),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        // 'close': the process has exited and its output is all read.
        const [status, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
        expect(stderr).toBe('');
        expect(stdout).toContain('answer 42');
        expect(signal).toBeNull();
        expect(status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('fails every statement, and says so once, when the thread stops without being closed', async () => {
    const failures: Error[] = [];
    const thread = await startPGliteThread('memory://', {
      workerUrl: new URL('./fixtures/stopping-pglite.worker.mjs', import.meta.url),
      onFailure: (error) => failures.push(error),
    });
    expect((await thread.query('select 42 as answer', [])).rows).toEqual([{ answer: 42 }]);
    await expect(thread.query('select 1', [])).rejects.toThrow('the PGlite thread stopped (exit code 7)');
    await expect(thread.exec('select 1')).rejects.toThrow('the PGlite thread stopped (exit code 7)');
    expect(failures.map((error) => error.message)).toEqual(['the PGlite thread stopped (exit code 7)']);
  });

  it('fails to start, rather than waiting forever, when the thread ends before it is ready', async () => {
    const start = startPGliteThread('memory://', { workerUrl: new URL('data:text/javascript,process.exit(3)') });
    await expect(start).rejects.toThrow('the PGlite thread stopped (exit code 3)');
  });

  it('reports no failure when it is closed', async () => {
    const failures: Error[] = [];
    const thread = await startPGliteThread('memory://', { onFailure: (error) => failures.push(error) });
    expect((await thread.query<{ n: number }>('select $1::int as n', [5])).rows).toEqual([{ n: 5 }]);
    await thread.close();
    await expect(thread.exec('select 1')).rejects.toThrow('the PGlite thread is closed');
    expect(failures).toEqual([]);
  });
});
