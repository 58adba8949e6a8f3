import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const PG = 'postgres://postgres@127.0.0.1:5432/repetytor';

describe('loadConfig: several server processes (WEB_CONCURRENCY)', () => {
  it('runs one process unless told otherwise', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
  });

  it('accepts several processes over PostgreSQL with a shared token secret', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '3', JWT_SECRET: SECRET, DATABASE_URL: PG }).webConcurrency).toBe(3);
  });

  it('refuses several processes without JWT_SECRET, saying why', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: PG })).toThrow(
      /JWT_SECRET: required when WEB_CONCURRENCY=3 runs several server processes/,
    );
  });

  it('refuses several processes on the embedded database, saying why', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', JWT_SECRET: SECRET })).toThrow(
      /DATABASE_URL: required when WEB_CONCURRENCY=2 .*PGlite/,
    );
  });

  it('refuses a number of processes that is not a positive whole number', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});
