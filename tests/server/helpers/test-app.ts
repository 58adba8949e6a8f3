import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../../../src/server/app';
import type {
  AccountSettings,
  AiSettings,
  ClassroomSettings,
  MessengerSettings,
  PaymentSettings,
  RecordingSettings,
  UploadQuotaSettings,
} from '../../../src/server/settings-defaults';
import { createAccessTokens, type AccessTokens } from '../../../src/server/auth/access-tokens';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrator';
import { seedDatabase } from '../../../src/server/db/seed/seed';
import { databaseUrl, type ServerTemplate } from './global-setup';
import { migratedPGliteTemplate } from './pglite-template';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Which database the suite runs on: the embedded PGlite or the PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the URL of this app's own database, for a second connection to it. */
  databaseUrl?: string;
  accessTokens: AccessTokens;
  /** The test's clock: move it with `clock.advance(ms)`. */
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The fully built app on a fresh database. With TEST_DATABASE_URL set, the suite runs on the
 * PostgreSQL server in a database of its own (dropped afterwards), so parallel files never see
 * each other's rows; otherwise on an in-memory PGlite. Either starts as a copy of the run's
 * migrated and seeded template (global-setup.ts). Server tests therefore run on both dialects.
 */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

export interface TestAppOptions {
  demo?: boolean;
  /** Ports to use instead of the embedded defaults (a real SMTP sender, a local Google key set…). */
  deps?: Pick<AppDeps, 'mail' | 'sms' | 'storage' | 'throttleStore' | 'googleKeys'>;
  /** Accounts settings (upload limits, Google client id…) over the defaults. */
  accounts?: Partial<AccountSettings>;
  /** AI settings (a local chat-completions server, a small quota…) over the defaults. */
  ai?: Partial<AiSettings>;
  /** The live channel's ping interval (tests of heartbeats and expiry shorten it). */
  liveHeartbeatMs?: number;
  /** A Redis for live pushes (the two-process test); in memory otherwise. */
  redis?: { url: string; keyPrefix: string };
  /** Messenger attachment limits over the defaults. */
  messenger?: Partial<MessengerSettings>;
  /** Chat and homework upload allowances per user (a day, a minute) over the defaults. */
  uploadQuota?: Partial<UploadQuotaSettings>;
  /** Meeting room settings (STUN/TURN, LiveKit) over the defaults. */
  classroom?: Partial<ClassroomSettings>;
  /** Drawboards: a short write delay so tests see stored boards soon. */
  drawboards?: { persistDelayMs?: number };
  /** Card payment settings (the monobank adapter against a stand-in…) over the sandbox default. */
  payments?: Partial<PaymentSettings>;
  /** Recording limits (a small quota, a low upload rate) over the defaults. */
  recordings?: Partial<RecordingSettings>;
}

/** The run's migrated and seeded database to copy (global-setup.ts); none outside Vitest. */
async function runTemplate(): Promise<ServerTemplate | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('serverTemplate');
}

/**
 * Drops a file's database once the closed pool's connections have left it: `with (force)` would
 * terminate a connection still closing, and its client would report the termination as an
 * unhandled error. Bounded, then forced, for a connection a test left open.
 */
async function dropWhenUnused(client: pg.Client, database: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await client.query(`drop database ${database} with (force)`);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const template = await runTemplate();
  const copy = template?.kind === (url ? 'postgres' : 'pglite') ? template.name : undefined;
  // On PostgreSQL a database of the run's template's, else a schema of its own to migrate.
  const database = url && copy ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const schema = url && !copy ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if (database) await client.query(`create database ${database} template ${copy}`);
      else await client.query(`create schema ${schema}`);
    } finally {
      await client.end();
    }
  }
  const ownUrl = url && database ? databaseUrl(url, database) : url;
  const handle = await openDatabase({
    databaseUrl: ownUrl,
    schema,
    poolSize: 4,
    pgliteTemplate: url ? undefined : (copy ?? (await migratedPGliteTemplate())),
  });
  if (!copy) {
    await migrate(handle.db);
    await seedDatabase(handle.db, { demo: options.demo ?? false });
  } else if (options.demo) {
    await seedDatabase(handle.db, { demo: true });
  }
  const clock = createTestClock();
  const accessTokens = createAccessTokens({ secret: randomBytes(32), ttlSeconds: 900, now: clock.now });
  const app = await buildApp({
    config: {
      webDistDir: '/nonexistent-web-dist',
      logLevel: 'silent',
      trustProxy: false,
      accounts: options.accounts,
      ai: options.ai,
      liveHeartbeatMs: options.liveHeartbeatMs,
      redisUrl: options.redis?.url,
      redisKeyPrefix: options.redis?.keyPrefix,
      messenger: options.messenger,
      uploadQuota: options.uploadQuota,
      classroom: options.classroom,
      drawboards: options.drawboards,
      payments: options.payments,
      recordings: options.recordings,
    },
    db: handle.db,
    accessTokens,
    now: clock.now,
    logger: false,
    database: handle,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    databaseUrl: url ? ownUrl : undefined,
    accessTokens,
    clock,
    async close() {
      await app.close();
      await handle.close();
      if (url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          if (database) await dropWhenUnused(client, database);
          else await client.query(`drop schema ${schema} cascade`);
        } finally {
          await client.end();
        }
      }
    },
  };
}
