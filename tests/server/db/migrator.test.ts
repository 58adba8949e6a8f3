import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { LANDED_OUT_OF_ORDER, migrate, MigrationOrderError } from '../../../src/server/db/migrator';

/*
 * Migrations apply in one order on every database, a fresh and an upgraded one.
 * Runs on PGlite, and on the PostgreSQL server in schemas of its own when TEST_DATABASE_URL is set.
 */
const REAL_DIR = fileURLToPath(new URL('../../../src/server/db/migrations/', import.meta.url));
const url = process.env.TEST_DATABASE_URL;
const opened: { handle: DatabaseHandle; schema?: string }[] = [];
const dirs: string[] = [];

async function freshDatabase() {
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const handle = await openDatabase({ databaseUrl: url, schema, poolSize: 2 });
  opened.push({ handle, schema });
  return { db: handle.db, schema };
}

/** A migrations folder holding the given files (of the real folder, or written here). */
function folder(files: Record<string, string> | string[]): URL {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  dirs.push(dir);
  if (Array.isArray(files)) for (const name of files) copyFileSync(path.join(REAL_DIR, name), path.join(dir, name));
  else for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return pathToFileURL(`${dir}/`);
}

afterAll(async () => {
  for (const { handle, schema } of opened) {
    await handle.close();
    if (url && schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the migrator', () => {
  it('refuses a pending file numbered below one already applied, before running anything', async () => {
    const { db } = await freshDatabase();
    const first = {
      '0001_a.sql': 'create table a (id int);',
      '0003_c.sql': 'create table c (id int);',
    };
    expect(await migrate(db, { dir: folder(first) })).toEqual(['0001_a', '0003_c']);
    // A branch merged later brings 0002 (and a later 0004): a fresh database would run 0002 before 0003.
    const merged = folder({
      ...first,
      '0002_b.sql': 'create table b (id int);',
      '0004_d.sql': 'create table d (id int);',
    });
    const refused = await migrate(db, { dir: merged }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MigrationOrderError);
    expect((refused as MigrationOrderError).pending).toEqual(['0002_b']);
    expect((refused as Error).message).toContain('0002_b sort before 0003_c');
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
       where table_schema = current_schema() and table_name in ('b', 'd')`.execute(db);
    expect(tables.rows).toEqual([]);
    const versions = await sql<{ version: string }>`select version from schema_migrations order by version`.execute(db);
    expect(versions.rows.map((r) => r.version)).toEqual(['0001_a', '0003_c']);

    // A fresh database takes the merged folder in name order.
    const fresh = await freshDatabase();
    expect(await migrate(fresh.db, { dir: merged })).toEqual(['0001_a', '0002_b', '0003_c', '0004_d']);
  });

  it('gives a database upgraded in the historical order the schema a fresh one gets', async () => {
    const all = readdirSync(REAL_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const late = [...LANDED_OUT_OF_ORDER].map((version) => `${version}.sql`);
    // As they shipped: everything else first, then 0300, then 0004, then 0203.
    const upgraded = await freshDatabase();
    const base = all.filter((name) => !late.includes(name) && name < '0500');
    await migrate(upgraded.db, { dir: folder(base) });
    const shipped = [...base];
    for (const name of ['0300_quizzes.sql', '0004_job_runs.sql', '0203_discovery_rating_counts.sql']) {
      shipped.push(name);
      expect(await migrate(upgraded.db, { dir: folder(shipped) })).toEqual([name.replace(/\.sql$/, '')]);
    }
    const rest = await migrate(upgraded.db, { dir: folder(all) });
    expect(rest.every((version) => version >= '0500')).toBe(true);

    const fresh = await freshDatabase();
    await migrate(fresh.db);
    expect(await schemaOf(upgraded)).toEqual(await schemaOf(fresh));
  });
});

/** Tables, columns, indexes, constraints, triggers and functions, with the schema name taken out. */
async function schemaOf({ db, schema }: { db: DatabaseHandle['db']; schema?: string }) {
  const strip = (text: string | null) => (schema && text ? text.replaceAll(`${schema}.`, '') : text);
  const columns = await sql<Record<string, string | null>>`
    select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = current_schema()
     order by table_name, column_name`.execute(db);
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`.execute(db);
  const constraints = await sql<{ conname: string; def: string }>`
    select c.conname, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where n.nspname = current_schema() order by c.conname, def`.execute(db);
  const triggers = await sql<{ tgname: string; def: string }>`
    select t.tgname, pg_get_triggerdef(t.oid) as def
      from pg_trigger t join pg_class r on r.oid = t.tgrelid join pg_namespace n on n.oid = r.relnamespace
     where not t.tgisinternal and n.nspname = current_schema() order by t.tgname`.execute(db);
  const functions = await sql<{ proname: string; def: string }>`
    select p.proname, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema() order by p.proname, def`.execute(db);
  return {
    columns: columns.rows.map((r) => ({ ...r, column_default: strip(r.column_default ?? null) })),
    indexes: indexes.rows.map((r) => ({ name: r.indexname, def: strip(r.indexdef) })),
    constraints: constraints.rows.map((r) => ({ name: r.conname, def: strip(r.def) })),
    triggers: triggers.rows.map((r) => ({ name: r.tgname, def: strip(r.def) })),
    functions: functions.rows.map((r) => ({ name: r.proname, def: strip(r.def) })),
  };
}
