import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importKeytar, openTokenStore, type KeytarLike, type SafeStorageLike } from './token-store';

/** Reversible but not plain text, so a test can tell an encrypted file from a readable one. */
function fakeSafeStorage(overrides: Partial<SafeStorageLike> = {}): SafeStorageLike {
  return {
    isEncryptionAvailable: () => true,
    encryptString: (text) => Buffer.from(`enc:${Buffer.from(text).toString('base64')}`),
    decryptString: (data) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('bad ciphertext');
      return Buffer.from(text.slice(4), 'base64').toString();
    },
    ...overrides,
  };
}

function fakeKeytar(): KeytarLike & { vault: Map<string, string> } {
  const vault = new Map<string, string>();
  return {
    vault,
    getPassword: async (service, account) => vault.get(`${service}/${account}`) ?? null,
    setPassword: async (service, account, password) => void vault.set(`${service}/${account}`, password),
    deletePassword: async (service, account) => vault.delete(`${service}/${account}`),
  };
}

let dir: string;
let filePath: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'repetytor-tokens-'));
  filePath = path.join(dir, 'userData', 'tokens.bin');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openTokenStore without keytar', () => {
  it('falls back to safeStorage when keytar is absent', async () => {
    const store = await openTokenStore({ loadKeytar: async () => null, safeStorage: fakeSafeStorage(), filePath });
    expect(store.kind).toBe('safe-storage');
  });

  it('loads keytar without throwing whether or not the optional module is installed', async () => {
    const keytar = await importKeytar();
    if (keytar) expect(typeof keytar.getPassword).toBe('function');
    else expect(keytar).toBeNull();
  });

  it('writes the tokens encrypted under userData and reads them back', async () => {
    const store = await openTokenStore({ loadKeytar: async () => null, safeStorage: fakeSafeStorage(), filePath });
    await store.set({ token: 'access.jwt.value', refresh: 'refresh-value' });
    const onDisk = await readFile(filePath, 'utf8');
    expect(onDisk).not.toContain('access.jwt.value');
    expect(onDisk).not.toContain('refresh-value');
    expect(await store.get()).toEqual({ token: 'access.jwt.value', refresh: 'refresh-value' });
    if (process.platform !== 'win32') expect((await stat(filePath)).mode & 0o077).toBe(0);
  });

  it('keeps the refresh token when only a new access token is stored', async () => {
    const store = await openTokenStore({ loadKeytar: async () => null, safeStorage: fakeSafeStorage(), filePath });
    await store.set({ token: 'first', refresh: 'refresh' });
    await store.set({ token: 'second' });
    expect(await store.get()).toEqual({ token: 'second', refresh: 'refresh' });
    await store.set({ token: 'third', refresh: null });
    expect(await store.get()).toEqual({ token: 'third', refresh: null });
  });

  it('clears the file on sign-out', async () => {
    const store = await openTokenStore({ loadKeytar: async () => null, safeStorage: fakeSafeStorage(), filePath });
    await store.set({ token: 't', refresh: 'r' });
    await store.clear();
    expect(await store.get()).toEqual({ token: null, refresh: null });
    await expect(stat(filePath)).rejects.toThrow();
  });

  it('treats a file it cannot decrypt as signed out', async () => {
    const store = await openTokenStore({ loadKeytar: async () => null, safeStorage: fakeSafeStorage(), filePath });
    await store.set({ token: 't' });
    await writeFile(filePath, 'garbage');
    expect(await store.get()).toEqual({ token: null, refresh: null });
  });

  it('keeps tokens in memory only when the OS offers no real encryption', async () => {
    const weak = fakeSafeStorage({ getSelectedStorageBackend: () => 'basic_text' });
    const store = await openTokenStore({ loadKeytar: async () => null, safeStorage: weak, filePath });
    expect(store.kind).toBe('memory');
    await store.set({ token: 't', refresh: 'r' });
    expect(await store.get()).toEqual({ token: 't', refresh: 'r' });
    await expect(stat(filePath)).rejects.toThrow();

    const none = fakeSafeStorage({ isEncryptionAvailable: () => false });
    expect((await openTokenStore({ loadKeytar: async () => null, safeStorage: none, filePath })).kind).toBe('memory');
  });
});

describe('openTokenStore with keytar', () => {
  it('uses the OS keychain when keytar works', async () => {
    const keytar = fakeKeytar();
    const store = await openTokenStore({ loadKeytar: async () => keytar, safeStorage: fakeSafeStorage(), filePath });
    expect(store.kind).toBe('keychain');
    await store.set({ token: 't', refresh: 'r' });
    expect(keytar.vault.get('ua.repetytor.desktop/token')).toBe('t');
    await store.set({ token: 't2' });
    expect(await store.get()).toEqual({ token: 't2', refresh: 'r' });
    await store.clear();
    expect(keytar.vault.size).toBe(0);
  });

  it('falls back to safeStorage when keytar loads but has no keyring to talk to', async () => {
    const broken = fakeKeytar();
    broken.getPassword = vi.fn(async () => {
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    });
    const store = await openTokenStore({ loadKeytar: async () => broken, safeStorage: fakeSafeStorage(), filePath });
    expect(store.kind).toBe('safe-storage');
  });

  it('falls back when loading keytar itself throws', async () => {
    const store = await openTokenStore({
      loadKeytar: () => Promise.reject(new Error('was compiled against a different Node.js version')),
      safeStorage: fakeSafeStorage(),
      filePath,
    });
    expect(store.kind).toBe('safe-storage');
  });
});
