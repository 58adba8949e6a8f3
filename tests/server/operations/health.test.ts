import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import type { DB } from '../../../src/server/db/schema';
import { systemRoutes } from '../../../src/server/modules/system/system.routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('liveness and readiness', () => {
  it('says the process lives, and which process it is, without asking the database', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', pid: process.pid, uptimeSeconds: expect.any(Number) });
  });

  it('is ready on a reachable database with every migration applied', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
  });

  it('is not ready while a migration this build ships is not applied', async () => {
    const last = await sql<{ version: string }>`select max(version) as version from schema_migrations`.execute(t.db);
    const version = last.rows[0]!.version;
    await sql`delete from schema_migrations where version = ${version}`.execute(t.db);
    try {
      const res = await t.app.inject({ url: '/users/v1/open/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', database: 'ok', migrations: 'pending' });
    } finally {
      await sql`insert into schema_migrations (version) values (${version})`.execute(t.db);
    }
    expect((await t.app.inject({ url: '/users/v1/open/health/ready' })).statusCode).toBe(200);
  });

  it('keeps the combined health check the E2E server and monitors already use', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', detail: { failingEvents: 0 } });
  });
});

describe('readiness without a database', () => {
  // The system routes alone, over a pool whose server does not answer (nothing listens on port 1).
  const app = Fastify({ logger: false });
  const db: Database = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 }),
    }),
  });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(systemRoutes, { prefix: '/users/v1/open', db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('is not ready, and says the database is down, while the process still lives', async () => {
    const ready = await app.inject({ url: '/users/v1/open/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', database: 'down', migrations: 'unknown' });
    expect((await app.inject({ url: '/users/v1/open/health/live' })).statusCode).toBe(200);
  });
});
