import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MAX_IMAGE = 3 * 1024 * 1024;
const MAX_VIDEO = 40 * 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { maxImageBytes: MAX_IMAGE, maxVideoBytes: MAX_VIDEO } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /users/v1/open/upload-limits', () => {
  it('answers the configured limits and formats without a bearer', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/upload-limits' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      maxImageBytes: MAX_IMAGE,
      maxVideoBytes: MAX_VIDEO,
      imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
      videoTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    });
  });
});
