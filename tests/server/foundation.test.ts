import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /users/v1/open/categories', () => {
  it('answers Ukrainian names by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/users/v1/open/categories' });
    expect(res.statusCode).toBe(200);
    const maths = res.json().find((c: { code: string }) => c.code === 'mathematics');
    expect(maths).toEqual({ code: 'mathematics', name: 'Математика', group: 'school' });
  });

  it('answers English names with Accept-Language: en', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/users/v1/open/categories',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.json().find((c: { code: string }) => c.code === 'mathematics').name).toBe('Mathematics');
  });

  it('falls back to Ukrainian for a language it does not speak', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/users/v1/open/categories',
      headers: { 'accept-language': 'pl' },
    });
    expect(res.json()[0].name).toBe('Математика');
  });
});

describe('open reference data', () => {
  it('lists Ukraine first among countries and its cities', async () => {
    const countries = (
      await t.app.inject({ url: '/users/v1/open/countries', headers: { 'accept-language': 'en' } })
    ).json();
    expect(countries[0]).toEqual({ code: 'UA', name: 'Ukraine' });
    const cities = (await t.app.inject({ url: '/users/v1/open/countries/ua/cities' })).json();
    expect(cities.map((c: { code: string }) => c.code)).toContain('kyiv');
    expect(cities[0]).toEqual({ code: 'kyiv', countryCode: 'UA', name: 'Київ' });
  });

  it('answers 404 NOT_FOUND for the cities of an unknown country', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/countries/ZZ/cities' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 400 with a field error for a malformed country code', async () => {
    const res = await t.app.inject({
      url: '/users/v1/open/countries/U1A/cities',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { code: 'validation.country-invalid' } },
    });
  });

  it('lists UAH first among currencies, spoken languages, top categories and the price bands', async () => {
    expect((await t.app.inject({ url: '/users/v1/open/currencies' })).json()[0]).toMatchObject({
      code: 'UAH',
      symbol: '₴',
    });
    expect((await t.app.inject({ url: '/users/v1/open/languages' })).json()[0]).toEqual({
      code: 'uk',
      name: 'Українська',
    });
    const top = (await t.app.inject({ url: '/users/v1/open/top-categories' })).json();
    expect(top.length).toBeGreaterThan(3);
    expect(top[0]).toHaveProperty('tutorCount');
    const range = (await t.app.inject({ url: '/users/v1/open/price-range' })).json();
    expect(range.bands.map((b: { code: string }) => b.code)).toEqual(['100-300', '300-500', '500-700', '700+']);
  });
});

describe('error shape', () => {
  it('answers an unknown API path with 404 JSON {code:"NOT_FOUND"} in the caller language', async () => {
    const res = await t.app.inject({
      url: '/users/v1/no-such-thing',
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Page not found.' });
  });

  it('answers a malformed JSON body with 400 BAD_REQUEST, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/exceptions',
      headers: { 'content-type': 'application/json' },
      payload: '{"exception": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers an empty JSON body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/exceptions',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a missing field with validation.required for that field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/users/v1/open/exceptions', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ exception: 'validation.required' });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/exceptions',
      payload: { exception: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/exceptions',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /users/v1/open/exceptions', () => {
  it('stores the reported exception', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/exceptions',
      payload: { exception: 'TypeError: x is undefined' },
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.db.selectFrom('exception_reports').select('message').execute();
    expect(rows.map((r) => r.message)).toContain('TypeError: x is undefined');
  });
});

describe('GET /users/v1/open/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ url: '/users/v1/open/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', detail: { failingEvents: 0 } });
  });
});
