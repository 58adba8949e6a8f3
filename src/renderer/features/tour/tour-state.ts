import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { SafeStorage } from '../../platform/storage';

/*
 * A guided tour for first-time visitors; its local-storage key is one of ours, and
 * the registry (shared/storage-keys.ts) names it `tourSeen`. It holds JSON
 * `true` once the visitor has finished or dismissed the tour; anything else means "not yet".
 */

const isTrue = (value: unknown): value is true => value === true;

export function hasSeenTour(storage: SafeStorage): boolean {
  return storage.getJson(STORAGE_KEYS.tourSeen, isTrue) === true;
}

export function rememberTourSeen(storage: SafeStorage): void {
  storage.setJson(STORAGE_KEYS.tourSeen, true);
}
