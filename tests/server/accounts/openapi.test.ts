import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /users/v1/open/openapi.json', () => {
  it('documents every accounts path from the same zod contracts', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/openapi.json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/users/v1/open/auth/register',
      '/users/v1/open/auth/email-code',
      '/users/v1/open/auth/email-code/resend',
      '/users/v1/open/auth/login',
      '/users/v1/open/auth/refresh',
      '/users/v1/open/auth/logout',
      '/users/v1/open/auth/password/forgot',
      '/users/v1/open/auth/password/reset',
      '/users/v1/open/auth/google',
      '/users/v1/open/users/{id}',
      '/users/v1/profile',
      '/users/v1/profile/teacher',
      '/users/v1/profile/photo',
      '/users/v1/settings/password',
      '/users/v1/users/delete',
      '/users/v1/verification',
      '/users/v1/notifications',
      '/users/v1/admin/verifications',
      '/users/v1/admin/verifications/{userId}/decline',
    ]) {
      expect(paths).toContain(path);
    }
    expect(res.json().components.schemas).toHaveProperty('RegisterInput');
  });
});
