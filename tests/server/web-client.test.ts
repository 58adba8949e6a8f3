import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createAccessTokens } from '../../src/server/auth/access-tokens';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';

let dist: string;
let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="uk"><body>app</body></html>');
  const js = 'console.log("hello from a hashed asset");'.repeat(50);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(js));
  // The web client needs no tables: an empty in-memory database is enough.
  handle = await openDatabase({});
  app = await buildApp({
    config: { webDistDir: dist, logLevel: 'silent', trustProxy: false },
    db: handle.db,
    accessTokens: createAccessTokens({ secret: randomBytes(32), ttlSeconds: 60 }),
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web client', () => {
  it('serves index.html for a screen path, uncached, whatever the Accept header', async () => {
    for (const url of ['/', '/user/profile', '/search?subject=mathematics']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="uk">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset and an unknown API path with JSON 404s', async () => {
    for (const url of ['/assets/missing.js', '/users/v1/nope', '/open/users/nope']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
