import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing secret: JWT_SECRET when set (required when several processes share a database,
 * so they accept each other's tokens); otherwise one generated on first start and kept in
 * DATA_DIR, so a restart of the local server does not sign everyone out.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new Uint8Array(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'));
  } catch {
    const secret = randomBytes(48);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret.toString('base64'), { mode: 0o600 });
    return new Uint8Array(secret);
  }
}
