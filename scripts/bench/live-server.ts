/**
 * Process B of the live benchmark's Redis run: the app on an in-memory PGlite (the pushes need
 * only Redis), listening on a free port. Prints `LISTENING <url>`.
 */
import { buildApp } from '../../src/server/app';
import { createAccessTokens } from '../../src/server/auth/access-tokens';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrator';
import { benchUserIds, insertBenchUsers } from './live-users';

const handle = await openDatabase({});
await migrate(handle.db);
await insertBenchUsers(handle.db, benchUserIds(Number(process.env.BENCH_SOCKETS ?? 2000)));
const app = await buildApp({
  config: {
    webDistDir: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    redisUrl: process.env.REDIS_URL,
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX,
  },
  db: handle.db,
  database: handle,
  accessTokens: createAccessTokens({ secret: Buffer.from(process.env.JWT_SECRET!, 'hex'), ttlSeconds: 3600 }),
  logger: false,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${url}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0)),
);
