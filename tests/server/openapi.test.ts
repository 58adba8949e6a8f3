import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /users/v1/open/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document generated from the zod contracts', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents the open reference routes with their response schemas', async () => {
    const document = (await t.app.inject({ url: '/users/v1/open/openapi.json' })).json();
    const categories = document.paths['/users/v1/open/categories'].get;
    expect(categories.responses['200']).toBeDefined();
    expect(document.paths['/users/v1/open/countries/{code}/cities']).toBeDefined();
  });
});
