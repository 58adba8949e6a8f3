import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPGliteThread } from '../../../src/server/db/pglite-thread';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-first-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a PGlite database created on first start', () => {
  // The thread that creates the database ends before the serving thread opens it (memory.md):
  // what the first thread wrote must be there for the second, and for the next start.
  it('is created by one thread and served by the next, then opened as it is', { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await startPGliteThread(dataDir);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.exec('create table kept (n int); insert into kept values (7)');
    await first.close();

    const again = await startPGliteThread(dataDir);
    expect((await again.query<{ n: number }>('select n from kept', [])).rows).toEqual([{ n: 7 }]);
    await again.close();
  });
});
