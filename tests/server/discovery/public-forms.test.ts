import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_LIMITS } from '../../../src/server/modules/public-pages/public-pages.routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freshAddress } from './discovery-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: `/users/v1/open/${url}`, payload: payload as object, headers, remoteAddress });

const trial = { name: 'Олена', phone: '671234567', subject: 'mathematics', preferredTime: 'evening', consent: true };

describe('POST /users/v1/open/trial-requests', () => {
  it('stores a valid request and confirms it in the caller language', async () => {
    const res = await post('trial-requests', trial, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: expect.stringContaining('Thank you, Олена') });
    const row = await t.db
      .selectFrom('trial_requests')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      phone_number: '+380671234567',
      category_code: 'mathematics',
      preferred_time: 'evening',
      language: 'en',
      status: 'NEW',
    });
    expect(row.consent_at).toBeInstanceOf(Date);
  });

  it('answers every missing or wrong field with its message key', async () => {
    const res = await post('trial-requests', {
      name: ' ',
      phone: '12345',
      subject: '',
      preferredTime: 'midnight',
      consent: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      name: 'validation.name-required',
      phone: 'validation.phone-requirements',
      subject: 'validation.subject-required',
      preferredTime: 'validation.preferred-time-required',
      consent: 'validation.consent-required',
    });
    expect((await post('trial-requests', { ...trial, phone: '67123456a' })).json().details.fields).toEqual({
      phone: 'validation.phone-invalid',
    });
    expect((await post('trial-requests', { ...trial, phone: '' })).json().details.fields).toEqual({
      phone: 'validation.phone-required',
    });
    expect((await post('trial-requests', { ...trial, subject: 'astrology' })).json().details.fields).toEqual({
      subject: 'validation.unknown-code',
    });
  });

  it(`limits one address to ${PUBLIC_FORM_LIMITS.trialRequests.max} requests per window (429 RATE_LIMITED)`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PUBLIC_FORM_LIMITS.trialRequests.max; i++)
      expect((await post('trial-requests', trial, {}, address)).statusCode).toBe(201);
    const limited = await post('trial-requests', trial, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await post('trial-requests', trial)).statusCode).toBe(201);
  });
});

describe('POST /users/v1/open/news-subscribers', () => {
  it('subscribes once per address, whatever its case, answering the same every time', async () => {
    const first = await post('news-subscribers', { email: 'Reader@Example.com' });
    const again = await post('news-subscribers', { email: 'reader@example.com ' });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.selectFrom('news_subscribers').select('email').execute();
    expect(rows.filter((row) => row.email === 'reader@example.com')).toHaveLength(1);
  });

  it('answers a bad email with its message key', async () => {
    expect((await post('news-subscribers', { email: 'nope@localhost' })).json().details.fields).toEqual({
      email: 'validation.email-invalid',
    });
    expect((await post('news-subscribers', {})).json().details.fields).toEqual({ email: 'validation.email-required' });
  });
});

describe('POST /users/v1/open/feedbacks', () => {
  it('stores feedback of each kind with its rating', async () => {
    for (const kind of ['CATEGORY_REQUEST', 'FEATURE_REQUEST', 'GENERAL']) {
      const res = await post('feedbacks', { kind, email: 'me@example.com', comment: 'Додайте астрономію', rating: 5 });
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.db.selectFrom('feedbacks').select(['kind', 'rating']).execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['CATEGORY_REQUEST', 'FEATURE_REQUEST', 'GENERAL']);
  });

  it('answers bad fields with their message keys', async () => {
    const res = await post('feedbacks', { kind: 'PRAISE', email: 'x', comment: '', rating: 6 });
    expect(res.json().details.fields).toEqual({
      kind: 'validation.invalid',
      email: 'validation.email-invalid',
      comment: 'validation.comment-required',
      rating: 'validation.rating-invalid',
    });
    expect(
      (await post('feedbacks', { kind: 'GENERAL', email: 'a@b.ua', comment: 'ok' })).json().details.fields,
    ).toEqual({ rating: 'validation.rating-required' });
  });
});

describe('GET /users/v1/open/faq', () => {
  it('lists the FAQ in the caller language', async () => {
    const uk = (await t.app.inject({ url: '/users/v1/open/faq' })).json().items;
    const en = (await t.app.inject({ url: '/users/v1/open/faq', headers: { 'accept-language': 'en' } })).json().items;
    expect(uk.length).toBeGreaterThanOrEqual(8);
    expect(en.map((e: { code: string }) => e.code)).toEqual(uk.map((e: { code: string }) => e.code));
    expect(uk[0].question).toMatch(/[а-яіїєґ]/i);
    expect(en[0].question).toMatch(/^[A-Za-z]/);
  });

  it('searches questions and answers by every word, ignoring case, in Cyrillic too', async () => {
    const hits = (await t.app.inject({ url: `/users/v1/open/faq?q=${encodeURIComponent('нмт ЄВІ')}` })).json().items;
    expect(hits.map((e: { code: string }) => e.code)).toEqual(['nmt-preparation']);
    const fee = (await t.app.inject({ url: '/users/v1/open/faq?q=FEE', headers: { 'accept-language': 'en' } })).json()
      .items;
    expect(fee.map((e: { code: string }) => e.code)).toContain('platform-fee');
    expect((await t.app.inject({ url: '/users/v1/open/faq?q=%25' })).json().items).toEqual([]);
  });
});
