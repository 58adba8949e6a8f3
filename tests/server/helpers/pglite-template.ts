import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';
import type { PGliteThread } from '../../../src/server/db/pglite-thread';
import { migrate } from '../../../src/server/db/migrator';

/*
 * Server tests open an in-memory PGlite per file (and some per test). Creating one runs initdb
 * in WebAssembly, then every migration: seconds each, most of the PGlite suite's time. Instead
 * the migrated database is made once, dumped to a tarball named by the migrations' contents and
 * PGlite's build, and each test database starts from that copy. A changed migration names a
 * new tarball; an old one is only a stale file in the temporary folder.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../src/server/db/migrations/', import.meta.url));
const PGLITE_WASM = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/dist/pglite.wasm', import.meta.url));

async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  if (existsSync(PGLITE_WASM)) hash.update(await readFile(PGLITE_WASM));
  return `repetytor-pglite-${hash.digest('hex').slice(0, 16)}.tar`;
}

/** The same PGlite, on this thread, behind the interface the dialect reads. */
export function onThisThread(pglite: PGlite): PGliteThread {
  return {
    query: async (sql, params) => {
      const result = await pglite.query(sql, [...params], { rowMode: 'object' });
      return { rows: result.rows as never[], affectedRows: result.affectedRows };
    },
    exec: async (sql) => {
      const result = (await pglite.exec(sql)).at(-1);
      return { rows: (result?.rows ?? []) as never[], affectedRows: result?.affectedRows ?? 0 };
    },
    close: () => pglite.close(),
  };
}

async function build(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<DB>({ dialect: new PGliteDialect(onThisThread(pglite)) });
  try {
    await migrate(db);
    const dump = await pglite.dumpDataDir('none');
    // Written aside, then renamed: a test in another fork never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

let pending: Promise<string> | null = null;

/** The path of a migrated PGlite data folder tarball, made on first use. */
export function migratedPGliteTemplate(): Promise<string> {
  pending ??= (async () => {
    const file = path.join(os.tmpdir(), await templateName());
    if (!existsSync(file)) await build(file);
    return file;
  })();
  return pending;
}
