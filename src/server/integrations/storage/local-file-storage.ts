import { createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './file-storage.port';

/**
 * Files on local disk under a root (DATA_DIR/files). A write goes to a temporary name first and
 * is renamed into place, so a reader never sees half a file and a failed upload leaves nothing.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        const source = Buffer.isBuffer(data) ? Readable.from([data]) : Readable.from(data);
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
        return (await stat(target)).size;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
