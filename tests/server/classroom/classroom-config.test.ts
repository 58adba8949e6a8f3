import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';

describe('meeting room settings', () => {
  it('reads STUN and TURN lists and refuses a URL of another scheme, naming the setting', () => {
    const config = loadConfig({ STUN_URLS: 'stun:a.example:3478, stun:b.example', TURN_URLS: 'turns:t.example:5349' });
    expect(config.classroom.stunUrls).toEqual(['stun:a.example:3478', 'stun:b.example']);
    expect(config.classroom.turnUrls).toEqual(['turns:t.example:5349']);
    expect(loadConfig({ STUN_URLS: '' }).classroom.stunUrls).toEqual([]);
    expect(loadConfig({}).classroom.stunUrls).toEqual(['stun:stun.l.google.com:19302']);
    expect(() => loadConfig({ TURN_URLS: 'https://turn.example' })).toThrow(/TURN_URLS/);
  });

  it('needs all three LiveKit settings or none', () => {
    const secret = 's'.repeat(32);
    const full = loadConfig({ LIVEKIT_URL: 'wss://lk.example', LIVEKIT_API_KEY: 'key', LIVEKIT_API_SECRET: secret });
    expect(full.classroom).toMatchObject({ livekitUrl: 'wss://lk.example', livekitApiKey: 'key', livekitApiSecret: secret });
    expect(loadConfig({}).classroom.livekitUrl).toBeNull();
    expect(() => loadConfig({ LIVEKIT_URL: 'wss://lk.example' })).toThrow(/LIVEKIT_API_KEY/);
    expect(() => loadConfig({ LIVEKIT_URL: 'ftp://lk.example', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: secret })).toThrow(
      /LIVEKIT_URL/,
    );
    expect(() => loadConfig({ LIVEKIT_URL: 'wss://lk.example', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 'short' })).toThrow(
      /LIVEKIT_API_SECRET/,
    );
  });
});
