import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SetTokensInput, TokenPair } from '../shared/ipc';

/*
 * Where the desktop app keeps the signed-in user's `token` and `refresh` (the web build uses
 * localStorage under the same names). Preferred: the OS keychain through keytar. keytar is an
 * optional native module that may be missing or unable to reach a keyring (headless Linux), so
 * the fallback encrypts with Electron's safeStorage into a file under userData.
 */

export interface TokenStore {
  readonly kind: 'keychain' | 'safe-storage' | 'memory';
  get(): Promise<TokenPair>;
  set(tokens: SetTokensInput): Promise<void>;
  clear(): Promise<void>;
}

/** The three keytar calls we use; keytar itself is never a compile-time dependency. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The part of Electron's `safeStorage` used here, so tests can pass a fake. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only; `basic_text` means a hard-coded key, i.e. no real protection. */
  getSelectedStorageBackend?(): string;
}

export const KEYCHAIN_SERVICE = 'ua.repetytor.desktop';
const ACCOUNTS = { token: 'token', refresh: 'refresh' } as const;
const EMPTY: TokenPair = { token: null, refresh: null };

function merge(current: TokenPair, update: SetTokensInput): TokenPair {
  return { token: update.token, refresh: update.refresh === undefined ? current.refresh : update.refresh };
}

export function createKeytarTokenStore(keytar: KeytarLike, service = KEYCHAIN_SERVICE): TokenStore {
  const write = async (account: string, value: string | null) => {
    if (value === null) await keytar.deletePassword(service, account);
    else await keytar.setPassword(service, account, value);
  };
  const get = async (): Promise<TokenPair> => ({
    token: await keytar.getPassword(service, ACCOUNTS.token),
    refresh: await keytar.getPassword(service, ACCOUNTS.refresh),
  });
  return {
    kind: 'keychain',
    get,
    async set(update) {
      const next = merge(await get(), update);
      await write(ACCOUNTS.token, next.token);
      await write(ACCOUNTS.refresh, next.refresh);
    },
    async clear() {
      await write(ACCOUNTS.token, null);
      await write(ACCOUNTS.refresh, null);
    },
  };
}

/** Encrypted JSON file; written to a temp file and renamed so a crash never leaves half a file. */
export function createSafeStorageTokenStore(safeStorage: SafeStorageLike, filePath: string): TokenStore {
  const get = async (): Promise<TokenPair> => {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(filePath);
    } catch {
      return { ...EMPTY };
    }
    try {
      const parsed = JSON.parse(safeStorage.decryptString(encrypted)) as Partial<TokenPair>;
      return {
        token: typeof parsed.token === 'string' ? parsed.token : null,
        refresh: typeof parsed.refresh === 'string' ? parsed.refresh : null,
      };
    } catch {
      // Another OS user's key or a corrupted file: signing in again is the only safe recovery.
      return { ...EMPTY };
    }
  };
  return {
    kind: 'safe-storage',
    get,
    async set(update) {
      const next = merge(await get(), update);
      await mkdir(path.dirname(filePath), { recursive: true });
      const temp = `${filePath}.${process.pid}.tmp`;
      await writeFile(temp, safeStorage.encryptString(JSON.stringify(next)), { mode: 0o600 });
      await rename(temp, filePath);
    },
    async clear() {
      await rm(filePath, { force: true });
    },
  };
}

/** Last resort without any encryption: keep the session alive but never write tokens in clear. */
export function createMemoryTokenStore(): TokenStore {
  let tokens: TokenPair = { ...EMPTY };
  return {
    kind: 'memory',
    get: async () => ({ ...tokens }),
    async set(update) {
      tokens = merge(tokens, update);
    },
    async clear() {
      tokens = { ...EMPTY };
    },
  };
}

/** A variable specifier keeps TypeScript and the bundler from requiring keytar at build time. */
const KEYTAR_MODULE = 'keytar';

/** Loads keytar if it is installed and built for this Electron; null otherwise. */
export async function importKeytar(): Promise<KeytarLike | null> {
  try {
    const mod = (await import(/* @vite-ignore */ KEYTAR_MODULE)) as { default?: KeytarLike } & KeytarLike;
    return mod.default ?? mod;
  } catch {
    return null;
  }
}

export interface OpenTokenStoreOptions {
  loadKeytar: () => Promise<KeytarLike | null>;
  safeStorage: SafeStorageLike;
  /** Usually `path.join(app.getPath('userData'), 'tokens.bin')`. */
  filePath: string;
  service?: string;
}

export async function openTokenStore(options: OpenTokenStoreOptions): Promise<TokenStore> {
  const keytar = await options.loadKeytar().catch(() => null);
  if (keytar) {
    try {
      // keytar loads on Linux without a Secret Service and only fails on first use; probe it now.
      await keytar.getPassword(options.service ?? KEYCHAIN_SERVICE, ACCOUNTS.token);
      return createKeytarTokenStore(keytar, options.service);
    } catch {
      // fall through to safeStorage
    }
  }
  const weakKey = options.safeStorage.getSelectedStorageBackend?.() === 'basic_text';
  if (options.safeStorage.isEncryptionAvailable() && !weakKey) {
    return createSafeStorageTokenStore(options.safeStorage, options.filePath);
  }
  return createMemoryTokenStore();
}
