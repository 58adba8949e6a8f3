import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createAccessTokens } from '../../../src/server/auth/access-tokens';
import type { TrustProxy } from '../../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { HSTS_MAX_AGE_SECONDS } from '../../../src/server/plugins/security-headers';
import { INDEX_HTML } from '../helpers/web-build';

/*
 * OWASP API8:2023 (security misconfiguration): the security headers on every
 * kind of answer: a web page, a hashed asset, an API answer, an API error and a 404.
 */
let dist: string;
let handle: DatabaseHandle;
const apps: FastifyInstance[] = [];

async function appWith(options: { trustProxy?: TrustProxy; googleClientId?: string } = {}) {
  const app = await buildApp({
    config: {
      webDistDir: dist,
      logLevel: 'silent',
      trustProxy: options.trustProxy ?? false,
      accounts: { googleClientId: options.googleClientId ?? null },
    },
    db: handle.db,
    accessTokens: createAccessTokens({ secret: randomBytes(32), ttlSeconds: 60 }),
    logger: false,
  });
  apps.push(app);
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'headers-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1);');
  // None of the answers below reads a table: an empty in-memory database is enough.
  handle = await openDatabase({});
  app = await appWith();
});
afterAll(async () => {
  for (const each of apps) await each.close();
  await handle?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** One of each kind of answer the server gives. */
const answers = async (target = app, headers: Record<string, string> = {}) => ({
  page: await target.inject({ url: '/search', headers: { accept: 'text/html', ...headers } }),
  asset: await target.inject({ url: '/assets/index-abc123.js', headers }),
  api: await target.inject({ url: '/users/v1/open/auth/config', headers }),
  apiError: await target.inject({ url: '/users/v1/profile', headers }),
  notFound: await target.inject({ url: '/users/v1/open/no-such-thing', headers }),
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result.set(name, values);
  }
  return result;
}

describe('security headers on every answer', () => {
  it('answers the page, an asset, the API, an API error and a 404 as expected', async () => {
    const all = await answers();
    expect(all.page.statusCode).toBe(200);
    expect(all.page.headers['content-type']).toMatch(/text\/html/);
    expect(all.asset.statusCode).toBe(200);
    expect(all.api.statusCode).toBe(200);
    expect(all.apiError.statusCode).toBe(401);
    expect(all.notFound.statusCode).toBe(404);
  });

  it('Content-Security-Policy: scripts from self only (no inline, no eval), no plugins, self-only base and forms', async () => {
    for (const [kind, res] of Object.entries(await answers())) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), kind).toEqual(["'self'"]);
      expect(csp.get('script-src'), kind).toEqual(["'self'"]);
      expect(csp.get('object-src'), kind).toEqual(["'none'"]);
      expect(csp.get('base-uri'), kind).toEqual(["'self'"]);
      expect(csp.get('form-action'), kind).toEqual(["'self'"]);
      expect(csp.get('img-src'), kind).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('media-src'), kind).toContain('blob:');
    }
  });

  it('Content-Security-Policy connect-src: self and the live channel on ws/wss of this host, nothing a Host header can add', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html', host: 'repetytor.example:8443' } });
    expect(directives(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'ws://repetytor.example:8443',
      'wss://repetytor.example:8443',
    ]);
    const hostile = await app.inject({
      url: '/',
      headers: { accept: 'text/html', host: "x; script-src 'unsafe-inline'" },
    });
    const csp = directives(hostile.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('Content-Security-Policy allows Google sign-in’s script, frame and styles only when it is configured', async () => {
    const off = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(off.get('frame-src')).toEqual(["'none'"]);
    const google = await appWith({ googleClientId: 'client.apps.googleusercontent.com' });
    const on = directives((await google.inject({ url: '/' })).headers['content-security-policy']);
    expect(on.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(on.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
  });

  it('frame-ancestors and X-Frame-Options: no page can be framed (clickjacking)', async () => {
    for (const [kind, res] of Object.entries(await answers())) {
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), kind).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], kind).toBe('DENY');
    }
  });

  it('X-Content-Type-Options: nosniff', async () => {
    for (const [kind, res] of Object.entries(await answers()))
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
  });

  it('Referrer-Policy: only the origin leaves the site', async () => {
    for (const [kind, res] of Object.entries(await answers()))
      expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
  });

  it('Strict-Transport-Security only over HTTPS: not on plain HTTP, nor for a forged X-Forwarded-Proto', async () => {
    for (const res of Object.values(await answers())) expect(res.headers['strict-transport-security']).toBeUndefined();
    const forged = await answers(app, { 'x-forwarded-proto': 'https' });
    for (const res of Object.values(forged)) expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('Strict-Transport-Security behind a trusted proxy that terminated HTTPS', async () => {
    const proxied = await appWith({ trustProxy: 1 });
    for (const [kind, res] of Object.entries(await answers(proxied, { 'x-forwarded-proto': 'https' })))
      expect(res.headers['strict-transport-security'], kind).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  });
});
