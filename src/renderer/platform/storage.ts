import type { StorageKey } from '../../shared/storage-keys';
import { reportException } from '../api/exception-reporter';

/*
 * Local storage can throw on any call: disabled by privacy settings, a sandboxed frame, a full
 * quota, or a value another tab corrupted. "Local-storage read or write failures are
 * logged to the console and reported." So no caller ever sees an exception from here: reads
 * answer null and writes answer false, and the failure goes to the console and the reporter.
 */

export type StorageOperation = 'read' | 'write' | 'remove' | 'parse' | 'serialise';

/** One failed storage call, as handed to the reporter. */
export interface StorageFailure {
  operation: StorageOperation;
  key: StorageKey;
  error: unknown;
}

export type StorageFailureReporter = (failure: StorageFailure) => void;

export interface SafeStorage {
  /** The stored text, or null when absent or unreadable. */
  getString(key: StorageKey): string | null;
  /** Stores text; false when the write failed. */
  setString(key: StorageKey, value: string): boolean;
  /** The parsed value, or null when absent, unreadable, not JSON, or rejected by `isValid`. */
  getJson<T>(key: StorageKey, isValid?: (value: unknown) => value is T): T | null;
  /** Stores a value as JSON; false when it could not be serialised or written. */
  setJson(key: StorageKey, value: unknown): boolean;
  /** Removes a key; false when the removal failed. */
  remove(key: StorageKey): boolean;
}

export interface SafeStorageDeps {
  /** Where values live; a getter because merely touching `window.localStorage` can throw. */
  getBackend?: () => Storage;
  /** Receives every failure after it was logged; defaults to the exception reporter. */
  report?: StorageFailureReporter;
}

/** Error text that names the key but never the value, which may be a token. */
export class StorageAccessError extends Error {
  constructor(failure: StorageFailure) {
    const cause =
      failure.error instanceof Error ? `${failure.error.name}: ${failure.error.message}` : String(failure.error);
    super(`Local storage ${failure.operation} of "${failure.key}" failed: ${cause}`, { cause: failure.error });
    this.name = 'StorageAccessError';
  }
}

/** Default reporter: posts the failure to the exception endpoint through api/exception-reporter. */
export const reportStorageFailure: StorageFailureReporter = (failure) => {
  void reportException(new StorageAccessError(failure));
};

/**
 * A server render (entry-server.tsx) has no local storage: it renders what a first-time guest
 * sees, and a write is dropped rather than kept for the next visitor's render.
 */
const nothingStored: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

const defaultBackend = (): Storage => (typeof window === 'undefined' ? nothingStored : window.localStorage);

/** Builds a storage wrapper that never throws; tests inject a backend and a reporter. */
export function createSafeStorage(deps: SafeStorageDeps = {}): SafeStorage {
  const getBackend = deps.getBackend ?? defaultBackend;
  const report = deps.report ?? reportStorageFailure;

  function fail(operation: StorageOperation, key: StorageKey, error: unknown): void {
    console.error(`Local storage ${operation} of "${key}" failed`, error);
    try {
      report({ operation, key, error });
    } catch (reportError) {
      console.error('Could not report a local storage failure', reportError);
    }
  }

  function getString(key: StorageKey): string | null {
    try {
      return getBackend().getItem(key);
    } catch (error) {
      fail('read', key, error);
      return null;
    }
  }

  function setString(key: StorageKey, value: string): boolean {
    try {
      getBackend().setItem(key, value);
      return true;
    } catch (error) {
      fail('write', key, error);
      return false;
    }
  }

  function getJson<T>(key: StorageKey, isValid?: (value: unknown) => value is T): T | null {
    const text = getString(key);
    if (text === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      fail('parse', key, error);
      return null;
    }
    if (isValid && !isValid(value)) {
      fail('parse', key, new TypeError('stored value has an unexpected shape'));
      return null;
    }
    return value as T;
  }

  function setJson(key: StorageKey, value: unknown): boolean {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch (error) {
      fail('serialise', key, error);
      return false;
    }
    // undefined serialises to nothing; storing "undefined" would break the next read.
    if (text === undefined) return remove(key);
    return setString(key, text);
  }

  function remove(key: StorageKey): boolean {
    try {
      getBackend().removeItem(key);
      return true;
    } catch (error) {
      fail('remove', key, error);
      return false;
    }
  }

  return { getString, setString, getJson, setJson, remove };
}

/** The app's local storage (web build; the desktop build mirrors tokens to the keychain). */
export const browserStorage: SafeStorage = createSafeStorage();
