import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a local storage root, as sorted paths relative to it. */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
