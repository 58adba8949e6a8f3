import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrator';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';
import type { DB } from '../../../src/server/db/schema';
import { seedDatabase } from '../../../src/server/db/seed/seed';
import { migratedPGliteTemplate, onThisThread } from './pglite-template';

/*
 * Once per `vitest run` of the server project: a database migrated and seeded with reference
 * data, which every test file's database starts as a copy of (test-app.ts). Migrating and seeding
 * per file was a good part of each file's time, most of it on PostgreSQL, where each file ran
 * every migration in a schema of its own. Made fresh each run, so it always has this checkout's
 * migrations and seed; the copy is dropped when the run ends.
 *
 * PGlite: a data folder tarball, from the migrated one kept across runs (pglite-template.ts).
 * PostgreSQL: a database each file's database is created from (`CREATE DATABASE … TEMPLATE`).
 */

export interface ServerTemplate {
  kind: 'pglite' | 'postgres';
  /** The tarball (PGlite) or the template database's name (PostgreSQL). */
  name: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate;
  }
}

/** The server URL with another database in its path. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function pgliteTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const migrated = await migratedPGliteTemplate();
  const pglite = await PGlite.create('memory://', { loadDataDir: new Blob([await readFile(migrated)]) });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(onThisThread(pglite)) });
  const file = path.join(os.tmpdir(), `repetytor-pglite-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  try {
    await migrate(db);
    await seedDatabase(db, { demo: false });
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
    await pglite.close();
  }
  return { name: file, drop: () => rm(file, { force: true }) };
}

async function postgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  // Closed before any file copies it: a template must have no one connected.
  const handle = await openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 4 });
  try {
    await migrate(handle.db);
    await seedDatabase(handle.db, { demo: false });
  } finally {
    await handle.close();
  }
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await postgresTemplate(url) : await pgliteTemplate();
  project.provide('serverTemplate', { kind: url ? 'postgres' : 'pglite', name: template.name });
  return template.drop;
}
