import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { SafeStorage } from '../../platform/storage';

/*
 * A guest's favourite tutors, kept in local storage under `guestFavourites` until the
 * guest signs in, when they are merged into the server's list and forgotten here. The server
 * accepts at most 200 ids in one merge (MAX_MERGED_FAVOURITES), so the list never grows past it.
 */

/** The same limit as the contract's MAX_MERGED_FAVOURITES, repeated so this module needs no zod. */
export const MAX_GUEST_FAVOURITES = 200;
const CHANGED_EVENT = 'repetytor:guest-favourites-changed';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export interface GuestFavourites {
  /** Newest first. */
  list(): string[];
  add(teacherId: string): void;
  remove(teacherId: string): void;
  clear(): void;
}

export function createGuestFavourites(storage: SafeStorage, notify: () => void = () => undefined): GuestFavourites {
  const list = () => storage.getJson(STORAGE_KEYS.guestFavourites, isIdList) ?? [];
  const save = (ids: string[]) => {
    storage.setJson(STORAGE_KEYS.guestFavourites, ids.slice(0, MAX_GUEST_FAVOURITES));
    notify();
  };
  return {
    list,
    add(teacherId) {
      save([teacherId, ...list().filter((id) => id !== teacherId)]);
    },
    remove(teacherId) {
      save(list().filter((id) => id !== teacherId));
    },
    clear() {
      storage.remove(STORAGE_KEYS.guestFavourites);
      notify();
    },
  };
}

/** Tells mounted screens in this tab that the guest list changed. */
export function notifyGuestFavouritesChanged(): void {
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function subscribeGuestFavourites(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
