import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { unsafeSettings } from './unsafe-settings';

describe('unsafeSettings', () => {
  it('names every developer default a bare local start accepts', () => {
    expect(unsafeSettings(loadConfig({}))).toEqual([
      expect.stringMatching(/^SEED_DEMO_DATA=true /),
      expect.stringMatching(/^PAYMENTS_ACQUIRER=sandbox \(TEST MODE/),
      expect.stringMatching(/^JWT_SECRET unset /),
      expect.stringMatching(/^SMTP_URL unset /),
      expect.stringMatching(/^PUBLIC_URL=http:\/\/localhost:8080 /),
    ]);
    expect(unsafeSettings(loadConfig({ E2E_FIXTURES: '1' }))).toContainEqual(expect.stringMatching(/^E2E_FIXTURES=1 /));
  });

  it('names nothing for a production set-up that says what it uses', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS_ACQUIRER: 'monobank',
      MONOBANK_TOKEN: 'token',
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://repetytor.ua',
    });
    expect(unsafeSettings(config)).toEqual([]);
  });

  it('names an explicit sandbox in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_ACQUIRER: 'sandbox' });
    expect(unsafeSettings(config)).toContainEqual(expect.stringMatching(/PAYMENTS_ACQUIRER=sandbox \(TEST MODE/));
    expect(unsafeSettings(config)).not.toContainEqual(expect.stringMatching(/SEED_DEMO_DATA/));
  });
});
