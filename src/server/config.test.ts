import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('points absolute links at the port the server listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8097' }).publicUrl).toBe('http://localhost:8097');
    expect(loadConfig({ PORT: '8097', PUBLIC_URL: 'https://repetytor.ua' }).publicUrl).toBe('https://repetytor.ua');
  });

  it('refuses a PUBLIC_URL that is not a URL, naming the setting', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'repetytor' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY (the client address comes from trusted hops only)', () => {
  it('takes a hop count, reads `true` as one proxy, and `false` as none', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes the proxies’ addresses, and refuses anything else naming the setting', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('REDIS_URL', () => {
  it('is read when it is a redis URL and refused otherwise', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});

describe('E2E_FIXTURES (the browser suite’s test seams)', () => {
  it('is off unless set, on with 1, and refused in production', () => {
    expect(loadConfig({}).e2eFixtures).toBe(false);
    expect(loadConfig({ E2E_FIXTURES: '1' }).e2eFixtures).toBe(true);
    expect(() => loadConfig({ E2E_FIXTURES: '1', NODE_ENV: 'production' })).toThrow(/E2E_FIXTURES/);
  });
});

describe('SSR_DATA_WAIT_MS', () => {
  it('is 2 s unless set, and refused when it is not a whole number of milliseconds', () => {
    expect(loadConfig({}).pageDataWaitMs).toBe(2000);
    expect(loadConfig({ SSR_DATA_WAIT_MS: '60000' }).pageDataWaitMs).toBe(60_000);
    expect(() => loadConfig({ SSR_DATA_WAIT_MS: 'soon' })).toThrow(/SSR_DATA_WAIT_MS/);
    expect(() => loadConfig({ SSR_DATA_WAIT_MS: '-1' })).toThrow(/SSR_DATA_WAIT_MS/);
  });
});

describe('production defaults (NODE_ENV=production)', () => {
  const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_ACQUIRER: 'monobank', MONOBANK_TOKEN: 'token' };

  it('loads demo data outside production unless told not to, and in production only when told to', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses to start in production without PAYMENTS_ACQUIRER, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_ACQUIRER: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_ACQUIRER: 'sandbox' }).payments.acquirer).toBe('sandbox');
    expect(loadConfig({}).payments.acquirer).toBe('sandbox');
  });
});
