import { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage } from './file-storage.port';

/**
 * Files in memory: the default when the app is built without a storage (tests). The server
 * process always passes disk storage under DATA_DIR (main.ts).
 */
export function createMemoryFileStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, data) {
      assertSafeKey(key);
      const chunks: Buffer[] = [];
      if (Buffer.isBuffer(data)) chunks.push(data);
      else for await (const chunk of data) chunks.push(Buffer.from(chunk));
      const bytes = Buffer.concat(chunks);
      files.set(key, bytes);
      return bytes.length;
    },
    async get(key) {
      const bytes = files.get(key);
      return bytes ? Readable.from([bytes]) : null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
