import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('liveness and readiness (issue 28)', () => {
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
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
