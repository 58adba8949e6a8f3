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
