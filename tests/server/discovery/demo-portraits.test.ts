import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTutors, DEMO_TUTOR_COUNT } from '../../../src/server/db/seed/demo-tutors';
import { portraitSvg } from '../../../src/server/db/seed/demo-portraits';
import { createMemoryFileStorage } from '../../../src/server/integrations/storage/memory-file-storage';
import type { FileStorage } from '../../../src/server/integrations/storage/file-storage.port';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The demo tutors' photos are drawn portraits, varied and small, the same on
 * every machine; before, every demo tutor wore one silhouette on eight background colours.
 */

let t: TestApp;
let storage: FileStorage;
beforeAll(async () => {
  t = await createTestApp();
  storage = createMemoryFileStorage();
  const started = Date.now();
  expect(await seedDemoTutors(t.db, { storage })).toBe(true);
  // Portraits must not make the first start slow (64 of them, on a busy 2-core machine).
  expect(Date.now() - started).toBeLessThan(30_000);
}, 120_000);
afterAll(async () => t?.close());

async function bytesOf(key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo tutor portraits', () => {
  it('gives the demo tutors different small WebP portraits', async () => {
    const files = await t.db
      .selectFrom('stored_files')
      .select(['storage_key', 'byte_size', 'mime_type'])
      .where('kind', '=', 'AVATAR')
      .execute();
    expect(files.length).toBeGreaterThan(DEMO_TUTOR_COUNT / 2);
    const hashes = new Set<string>();
    for (const file of files) {
      const bytes = await bytesOf(file.storage_key);
      expect(file.mime_type).toBe('image/webp');
      expect(bytes.length).toBe(file.byte_size);
      expect(bytes.length).toBeLessThan(8 * 1024);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      hashes.add(createHash('sha256').update(bytes).digest('hex'));
    }
    // Every portrait differs from every other.
    expect(hashes.size).toBe(files.length);
  });

  it('draws the same portrait for the same seed, and differing faces for others', () => {
    expect(portraitSvg(42, true)).toBe(portraitSvg(42, true));
    const drawn = new Set(Array.from({ length: 40 }, (_, i) => portraitSvg(1000 + i, i % 2 === 0)));
    expect(drawn.size).toBe(40);
    // Varied, not one silhouette recoloured: skin tones and hair colours differ across the set.
    const skins = new Set(
      [...drawn].map((svg) => /<ellipse cx="128" cy="\d+" rx="\d+" ry="\d+" fill="(#[0-9a-f]+)"/.exec(svg)?.[1]),
    );
    expect(skins.size).toBeGreaterThanOrEqual(4);
  });
});
