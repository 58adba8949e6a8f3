import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN "Files: local disk under DATA_DIR by default, S3-compatible
 * storage when configured"). Keys are relative paths the server makes (`avatars/<uuid>.webp`),
 * never names a user chose.
 */
export interface FileStorage {
  readonly kind: string;
  /** Writes the whole stream or buffer under `key`; answers the number of bytes written. */
  put(key: string, data: Buffer | Readable | AsyncIterable<Buffer>): Promise<number>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server; this guards against a bug ever turning one into a path escape. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) || key.includes('..'))
    throw new Error(`unsafe storage key: ${key}`);
}
