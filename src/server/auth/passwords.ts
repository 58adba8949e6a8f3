import type { Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB of memory,
 * 2 passes, 1 lane. About 20–40 ms per hash on one core here (see `npm run bench`), which keeps
 * login fast while making offline guessing expensive. The parameters are recorded in each hash
 * (PHC string), so raising them later only affects new hashes; old ones still verify.
 */
export const ARGON2_PARAMS = {
  algorithm: 2 as Algorithm, // Argon2id; the package's const enum cannot be read under isolatedModules.
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export const ARGON2_DESCRIPTION = `argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`;

let argon2: Promise<typeof import('@node-rs/argon2')> | null = null;

/** The native argon2 binding, loaded on the first password a process checks or sets (memory.md). */
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, ARGON2_PARAMS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await (await loadArgon2()).verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account or no password, so response
 * times do not tell an attacker which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
