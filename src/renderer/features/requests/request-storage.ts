import type { GuestDirectRequestBody, GuestPublicRequestBody } from '../../../shared/contracts/requests';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { LIMITS } from '../../../shared/constants';
import type { SafeStorage } from '../../platform/storage';

/*
 * The slots picked in step 1 stay in local storage as `activeSlots` (at most 5),
 * and a guest's whole request waits as `guestUserData` until they sign in, when the guest
 * variant of the call sends it (send-guest-request.ts).
 */

export interface ActiveSlots {
  teacherId: string;
  slots: string[];
}

export type GuestRequestData =
  { kind: 'direct'; body: GuestDirectRequestBody } | { kind: 'public'; body: GuestPublicRequestBody };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isActiveSlots(value: unknown): value is ActiveSlots {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.teacherId === 'string' && isStringArray(record.slots);
}

function isGuestRequestData(value: unknown): value is GuestRequestData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.kind === 'direct' || record.kind === 'public') && typeof record.body === 'object' && record.body !== null
  );
}

/** The slots kept for one tutor; slots kept for another tutor are not theirs and are ignored. */
export function readActiveSlots(storage: SafeStorage, teacherId: string): string[] {
  const stored = storage.getJson(STORAGE_KEYS.activeSlots, isActiveSlots);
  if (!stored || stored.teacherId !== teacherId) return [];
  return stored.slots.slice(0, LIMITS.maxSelectedSlots);
}

export function writeActiveSlots(storage: SafeStorage, teacherId: string, slots: readonly string[]): void {
  if (slots.length === 0) storage.remove(STORAGE_KEYS.activeSlots);
  else storage.setJson(STORAGE_KEYS.activeSlots, { teacherId, slots: slots.slice(0, LIMITS.maxSelectedSlots) });
}

export function clearActiveSlots(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.activeSlots);
}

export function readGuestRequest(storage: SafeStorage): GuestRequestData | null {
  return storage.getJson(STORAGE_KEYS.guestUserData, isGuestRequestData);
}

export function writeGuestRequest(storage: SafeStorage, data: GuestRequestData): boolean {
  return storage.setJson(STORAGE_KEYS.guestUserData, data);
}

export function clearGuestRequest(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.guestUserData);
}

/** A fresh idempotency key for one request the client stores (the server answers a repeat with the first). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
