import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchTutorsResponse } from '../../../src/shared/contracts/discovery';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SEARCH, searchAll, searchableIds, type CardJson } from './discovery-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => t?.close());

/** The expected total, counted straight from the tables with the spec's rules. */
async function expectedTotal(where: string): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*) as n from teacher_profiles tp
     where tp.verification_status = 'DONE' and tp.search_visible and tp.rate_minor is not null and ${sql.raw(where)}`.execute(
    t.db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe('GET /users/v1/open/search: who appears', () => {
  it('lists every verified, visible tutor and never an unverified or hidden one', async () => {
    const { items, total, consistentTotal } = await searchAll(t);
    const expected = await searchableIds(t);
    const hiddenOrUnverified = await t.db
      .selectFrom('teacher_profiles')
      .select('user_id')
      .where((eb) => eb.or([eb('verification_status', '<>', 'DONE'), eb('search_visible', '=', false)]))
      .execute();
    expect(hiddenOrUnverified.length).toBeGreaterThanOrEqual(6);
    expect(expected.size).toBeGreaterThanOrEqual(50);
    expect(new Set(items.map((item) => item.id))).toEqual(expected);
    expect(items).toHaveLength(expected.size);
    expect(total).toBe(expected.size);
    expect(consistentTotal).toBe(true);
    for (const row of hiddenOrUnverified) expect(items.some((item) => item.id === row.user_id)).toBe(false);
  });

  it('answers cards with translated subjects, UAH prices per lesson and per 60 minutes, and badges', async () => {
    const uk = (await t.app.inject({ url: `${SEARCH}?subject=mathematics&size=1` })).json();
    const en = (
      await t.app.inject({ url: `${SEARCH}?subject=mathematics&size=1`, headers: { 'accept-language': 'en' } })
    ).json();
    const card = uk.items[0] as CardJson;
    expect(card.subjects.find((s) => s.code === 'mathematics')?.name).toBe('Математика');
    expect((en.items[0] as CardJson).subjects.find((s) => s.code === 'mathematics')?.name).toBe('Mathematics');
    expect(card.pricePer60Minutes).toBeCloseTo((card.pricePerLesson * 60) / 50, 2);
    expect(card.badges).toContain('VERIFIED');
    expect(uk).toMatchObject({ page: 1, size: 1 });
  });

  it('answers exactly the SearchTutorsResponse contract, whatever the filters and sort', async () => {
    for (const query of [
      '',
      'subject=english&sort=PRICE_DESC&size=50',
      'city=warsaw&format=ONLINE',
      'subject=chess&city=kherson',
    ]) {
      const body = (await t.app.inject({ url: `${SEARCH}?${query}` })).json();
      expect(SearchTutorsResponse.strict().safeParse(body).success, query).toBe(true);
    }
  });
});

describe('GET /users/v1/open/search: filters', () => {
  const cases: [string, Record<string, string>, string, (card: CardJson) => boolean][] = [
    [
      'subject',
      { subject: 'mathematics' },
      "exists (select 1 from teacher_skills s where s.user_id = tp.user_id and s.category_code = 'mathematics')",
      (c) => c.subjects.some((s) => s.code === 'mathematics'),
    ],
    ['city', { city: 'kyiv' }, "tp.city_code = 'kyiv'", (c) => c.city?.code === 'kyiv'],
    ['country', { country: 'pl' }, "tp.country_code = 'PL'", (c) => c.country?.code === 'PL'],
    [
      'format ONLINE (BOTH matches)',
      { format: 'ONLINE' },
      "tp.lesson_type in ('ONLINE', 'BOTH')",
      (c) => ['ONLINE', 'BOTH'].includes(c.lessonType),
    ],
    [
      'format OFFLINE (BOTH matches)',
      { format: 'OFFLINE' },
      "tp.lesson_type in ('OFFLINE', 'BOTH')",
      (c) => ['OFFLINE', 'BOTH'].includes(c.lessonType),
    ],
    [
      'priceFrom and priceTo (UAH per lesson)',
      { priceFrom: '300', priceTo: '500' },
      'tp.rate_minor between 30000 and 50000',
      (c) => c.pricePerLesson >= 300 && c.pricePerLesson <= 500,
    ],
    ['priceFrom alone', { priceFrom: '700' }, 'tp.rate_minor >= 70000', (c) => c.pricePerLesson >= 700],
    ['rating (minimum)', { rating: '4.5' }, 'tp.rating >= 4.5', (c) => c.rating >= 4.5],
    ['a rating that is not a half star', { rating: '4.7' }, 'tp.rating >= 4.7', (c) => c.rating >= 4.7],
    [
      'rating with subject, format and price',
      { subject: 'english', rating: '4', format: 'ONLINE', priceTo: '900' },
      "tp.rating >= 4 and tp.lesson_type in ('ONLINE', 'BOTH') and tp.rate_minor <= 90000 and exists (select 1 from teacher_skills s where s.user_id = tp.user_id and s.category_code = 'english')",
      (c) =>
        c.rating >= 4 &&
        c.subjects.some((s) => s.code === 'english') &&
        ['ONLINE', 'BOTH'].includes(c.lessonType) &&
        c.pricePerLesson <= 900,
    ],
    [
      'subject, city, format and price together',
      { subject: 'english', city: 'kyiv', format: 'ONLINE', priceTo: '900' },
      "tp.city_code = 'kyiv' and tp.lesson_type in ('ONLINE', 'BOTH') and tp.rate_minor <= 90000 and exists (select 1 from teacher_skills s where s.user_id = tp.user_id and s.category_code = 'english')",
      (c) => c.subjects.some((s) => s.code === 'english') && c.city?.code === 'kyiv' && c.pricePerLesson <= 900,
    ],
  ];

  for (const [name, params, where, holds] of cases) {
    it(`filters by ${name}, with the exact total`, async () => {
      const expected = await expectedTotal(where);
      const { items, total } = await searchAll(t, params);
      expect(expected).toBeGreaterThan(0);
      expect(total).toBe(expected);
      expect(items).toHaveLength(expected);
      expect(items.every(holds)).toBe(true);
    });
  }

  it('matches a BOTH tutor under either format', async () => {
    const online = await searchAll(t, { format: 'ONLINE' });
    const offline = await searchAll(t, { format: 'OFFLINE' });
    const both = online.items.filter((c) => c.lessonType === 'BOTH').map((c) => c.id);
    expect(both.length).toBeGreaterThan(0);
    for (const id of both) expect(offline.items.some((c) => c.id === id)).toBe(true);
  });

  it('reads blank parameters as no filter', async () => {
    const res = await t.app.inject({ url: `${SEARCH}?subject=&city=&format=&priceFrom=&sort=&page=&size=` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe((await searchableIds(t)).size);
  });
});

describe('GET /users/v1/open/search: sorts', () => {
  const byRating = (a: CardJson, b: CardJson) =>
    b.rating - a.rating || b.reviewCount - a.reviewCount || (a.id < b.id ? -1 : 1);
  const byPriceAsc = (a: CardJson, b: CardJson) =>
    a.pricePerLesson - b.pricePerLesson || b.rating - a.rating || (a.id < b.id ? -1 : 1);
  const byPriceDesc = (a: CardJson, b: CardJson) =>
    b.pricePerLesson - a.pricePerLesson || b.rating - a.rating || (a.id < b.id ? -1 : 1);

  for (const [sort, compare] of [
    ['RATING', byRating],
    ['PRICE_ASC', byPriceAsc],
    ['PRICE_DESC', byPriceDesc],
  ] as const) {
    it(`orders by ${sort} across pages, with stable tie-breakers`, async () => {
      const { items } = await searchAll(t, { sort });
      expect(items.length).toBeGreaterThan(50);
      expect(new Set(items.map((c) => c.id)).size).toBe(items.length);
      expect(items.map((c) => c.id)).toEqual([...items].sort(compare).map((c) => c.id));
    });
  }

  it('orders by SCORE (profile score, then rating, then id) across pages', async () => {
    const { items } = await searchAll(t, { sort: 'SCORE' });
    const scores = new Map(
      (await t.db.selectFrom('teacher_profiles').select(['user_id', 'profile_score']).execute()).map((r) => [
        r.user_id,
        r.profile_score,
      ]),
    );
    const score = (c: CardJson) => scores.get(c.id) ?? -1;
    const sorted = [...items].sort((a, b) => score(b) - score(a) || b.rating - a.rating || (a.id < b.id ? -1 : 1));
    expect(new Set(items.map(score)).size).toBeGreaterThan(5);
    expect(items.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
  });

  it('sorts by SCORE when no sort is given, and pages continue one another', async () => {
    const page1 = (await t.app.inject({ url: `${SEARCH}?size=10` })).json();
    const page2 = (await t.app.inject({ url: `${SEARCH}?size=10&page=2` })).json();
    const all = (await t.app.inject({ url: `${SEARCH}?size=20&sort=SCORE` })).json();
    expect([...page1.items, ...page2.items].map((c: CardJson) => c.id)).toEqual(all.items.map((c: CardJson) => c.id));
  });
});

describe('GET /users/v1/open/search: bad parameters', () => {
  const cases: [string, Record<string, string>][] = [
    ['format=HYBRID', { format: 'validation.invalid' }],
    ['sort=CHEAPEST', { sort: 'validation.invalid' }],
    ['priceFrom=abc', { priceFrom: 'validation.invalid' }],
    ['priceTo=-5', { priceTo: 'validation.out-of-range' }],
    ['priceFrom=600&priceTo=300', { priceTo: 'validation.price-range' }],
    ['rating=6', { rating: 'validation.out-of-range' }],
    ['page=0', { page: 'validation.out-of-range' }],
    ['size=51', { size: 'validation.out-of-range' }],
    ['page=1.5', { page: 'validation.invalid' }],
    ['page=41&size=50', { page: 'validation.page-too-deep' }],
    ['country=UKR', { country: 'validation.country-invalid' }],
    ['subject=Math%20s', { subject: 'validation.invalid' }],
    ['subject=astrology', { subject: 'validation.unknown-code' }],
    ['city=atlantis', { city: 'validation.unknown-code' }],
  ];
  for (const [query, fields] of cases) {
    it(`answers ${query} with 400 VALIDATION_FAILED and the field's message key`, async () => {
      const res = await t.app.inject({ url: `${SEARCH}?${query}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String), details: { fields } });
    });
  }

  it('names every bad field at once', async () => {
    const res = await t.app.inject({ url: `${SEARCH}?format=X&size=0&rating=abc` });
    expect(Object.keys(res.json().details.fields).sort()).toEqual(['format', 'rating', 'size']);
  });
});
