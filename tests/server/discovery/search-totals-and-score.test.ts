import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescoreAllTeachers } from '../../../src/server/modules/search/profile-score';
import { citiesWithTutors, lowestRate } from '../../../src/server/modules/seo/seo.queries';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SEARCH, insertTeacher, searchAll, signedInUser } from './discovery-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const total = async (query: string) => (await t.app.inject({ url: `${SEARCH}?${query}` })).json().total as number;

/** The counters (migrations 0202–0203) must always equal a fresh rebuild from the teacher tables. */
async function countersMatchRebuild() {
  const read = async () =>
    (
      await sql`select subject_code, city_code, country_code, rating_band, lesson_type, rate_minor, teachers
                 from teacher_search_counts where teachers <> 0 order by 1, 2, 3, 4, 5, 6`.execute(t.db)
    ).rows;
  const live = await read();
  await sql`select discovery_rebuild_search_counts()`.execute(t.db);
  expect(live).toEqual(await read());
}

describe('search totals stay exact as profiles change', () => {
  it('follows visibility, verification, place, price, format, skills and deletion', async () => {
    const q = 'subject=chess&city=sumy';
    const before = await total(q);
    const id = await insertTeacher(t, { city_code: 'sumy', rate_minor: 31_000, lesson_type: 'OFFLINE' }, [
      'chess',
      'drawing',
    ]);
    expect(await total(q)).toBe(before + 1);
    expect(await total('country=UA&subject=drawing&priceFrom=310&priceTo=310')).toBe(1);
    expect(await total('city=sumy&format=ONLINE')).toBe(0);

    await t.db.updateTable('teacher_profiles').set({ search_visible: false }).where('user_id', '=', id).execute();
    expect(await total(q)).toBe(before);
    await t.db.updateTable('teacher_profiles').set({ search_visible: true }).where('user_id', '=', id).execute();
    expect(await total(q)).toBe(before + 1);

    await t.db
      .updateTable('teacher_profiles')
      .set({ verification_status: 'IN_PROCESS' })
      .where('user_id', '=', id)
      .execute();
    expect(await total(q)).toBe(before);
    await t.db.updateTable('teacher_profiles').set({ verification_status: 'DONE' }).where('user_id', '=', id).execute();

    await t.db
      .updateTable('teacher_profiles')
      .set({ city_code: 'poltava', lesson_type: 'BOTH' })
      .where('user_id', '=', id)
      .execute();
    expect(await total(q)).toBe(before);
    expect(await total('subject=chess&city=poltava&format=ONLINE')).toBe(1);

    await t.db.deleteFrom('teacher_skills').where('user_id', '=', id).where('category_code', '=', 'chess').execute();
    expect(await total('subject=chess&city=poltava')).toBe(0);
    expect(await total('subject=drawing&city=poltava')).toBe(1);
    // The results follow too (they filter on search_subjects, kept from teacher_skills).
    expect((await searchAll(t, { subject: 'chess', city: 'poltava' })).items).toEqual([]);
    expect((await searchAll(t, { subject: 'drawing', city: 'poltava' })).items.map((c) => c.id)).toEqual([id]);
    await t.db.insertInto('teacher_skills').values({ user_id: id, category_code: 'chess' }).execute();
    expect((await searchAll(t, { subject: 'chess', city: 'poltava' })).items.map((c) => c.id)).toEqual([id]);
    await t.db.deleteFrom('teacher_skills').where('user_id', '=', id).where('category_code', '=', 'chess').execute();
    await countersMatchRebuild();

    await t.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await total('city=poltava')).toBe(0);
    await countersMatchRebuild();
  });

  it('keeps rating-filtered totals exact as reviews move a rating across half stars', async () => {
    const student = await signedInUser(t);
    const review = (teacherId: string, ratings: number[]) =>
      t.db
        .insertInto('reviews')
        .values(ratings.map((rating) => ({ teacher_id: teacherId, student_id: student.id, rating, comment: 'Добре' })))
        .execute();
    const first = await insertTeacher(t, { city_code: 'rivne' });
    const second = await insertTeacher(t, { city_code: 'rivne' });
    await review(first, [5, 5, 4]); // 4.67
    await review(second, [4, 4, 5, 3]); // 4.00
    // Half stars come from the counters; 4.6 and 4.7 are counted, and all must agree.
    expect(await total('city=rivne&rating=4.5')).toBe(1);
    expect(await total('city=rivne&rating=4.6')).toBe(1);
    expect(await total('city=rivne&rating=4.7')).toBe(0);
    expect(await total('city=rivne&rating=4')).toBe(2);
    expect(await total('city=rivne&rating=0')).toBe(2);

    await review(first, [1]); // 3.75: down two bands
    expect(await total('city=rivne&rating=4.5')).toBe(0);
    expect(await total('city=rivne&rating=4')).toBe(1);
    expect(await total('city=rivne&rating=3.5')).toBe(2);
    expect(await total('city=rivne&subject=mathematics&rating=3.5&format=ONLINE')).toBe(2);
    await countersMatchRebuild();

    await t.db.deleteFrom('reviews').where('teacher_id', '=', second).execute(); // no reviews: 0
    expect(await total('city=rivne&rating=3.5')).toBe(1);
    expect(await total('city=rivne')).toBe(2);
    expect((await searchAll(t, { city: 'rivne', rating: '3.5' })).items.map((c) => c.id)).toEqual([first]);
    await countersMatchRebuild();
  });
});

/** The formula of docs/discovery/badges-and-score.md, written again here to pin the SQL to it. */
function documentedScore(input: { completeness: number; rating: number; reviews: number; activity: number }): number {
  const bayes = (input.rating * input.reviews + 4 * 3) / (input.reviews + 3);
  const raw =
    input.completeness +
    (30 * (bayes - 1)) / 4 +
    15 * Math.min(1, Math.log(1 + input.reviews) / Math.log(51)) +
    input.activity;
  return Math.max(0, Math.min(100, Math.round(raw)));
}

const scoreOf = async (id: string) =>
  await t.db
    .selectFrom('teacher_profiles')
    .select(['profile_score', 'rating', 'review_count'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();

describe('profile score', () => {
  it('scores completeness, rating, reviews and activity as documented, and follows each input', async () => {
    // Title 4 + skills 3 = 7; just edited (updated_at now), so activity is 15.
    const id = await insertTeacher(t, { city_code: 'lutsk' });
    expect((await scoreOf(id)).profile_score).toBe(
      documentedScore({ completeness: 7, rating: 0, reviews: 0, activity: 15 }),
    );

    await t.db
      .insertInto('teacher_education')
      .values({ user_id: id, institution: 'ЛНУ', degree: null, from_year: 2005, to_year: 2010 })
      .execute();
    await t.db
      .insertInto('teacher_experience')
      .values({ user_id: id, position: 'Вчитель', place: null, from_year: 2010, to_year: null })
      .execute();
    await t.db
      .insertInto('teacher_languages')
      .values({ user_id: id, language_code: 'uk', level: 'native speaker' })
      .execute();
    await t.db
      .updateTable('teacher_profiles')
      .set({ about: 'а'.repeat(250), why_me: 'Бо я люблю математику.', working_from: '09:00', working_to: '18:00' })
      .where('user_id', '=', id)
      .execute();
    const completeness = 7 + 4 + 4 + 3 + 6 + 4 + 2;
    expect((await scoreOf(id)).profile_score).toBe(
      documentedScore({ completeness, rating: 0, reviews: 0, activity: 15 }),
    );

    const student = await signedInUser(t);
    await t.db
      .insertInto('reviews')
      .values([5, 5, 4].map((rating) => ({ teacher_id: id, student_id: student.id, rating, comment: 'Дякую!' })))
      .execute();
    const afterReviews = await scoreOf(id);
    expect(afterReviews).toMatchObject({ rating: '4.67', review_count: 3 });
    expect(afterReviews.profile_score).toBe(documentedScore({ completeness, rating: 4.67, reviews: 3, activity: 15 }));

    // Activity decays with time: last seen and last edited 40 days ago, the daily rescore moves it to 5… 10.
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await t.db.updateTable('users').set({ last_seen_at: longAgo }).where('id', '=', id).execute();
    await sql`update teacher_profiles set updated_at = ${longAgo} where user_id = ${id}`.execute(t.db);
    await rescoreAllTeachers(t.db);
    expect((await scoreOf(id)).profile_score).toBe(
      documentedScore({ completeness, rating: 4.67, reviews: 3, activity: 5 }),
    );

    // A visit today brings it back at once (trigger on users.last_seen_at).
    await t.db.updateTable('users').set({ last_seen_at: new Date() }).where('id', '=', id).execute();
    expect((await scoreOf(id)).profile_score).toBe(
      documentedScore({ completeness, rating: 4.67, reviews: 3, activity: 15 }),
    );
  });
});

describe('top categories count the tutors a search finds', () => {
  it('each top subject carries the search total for that subject', async () => {
    const top = (await t.app.inject({ url: '/users/v1/open/top-categories' })).json() as {
      code: string;
      tutorCount: number;
    }[];
    expect(top.length).toBeGreaterThan(0);
    for (const category of top) expect(category.tutorCount).toBe(await total(`subject=${category.code}`));
    expect(top.some((category) => category.tutorCount > 0)).toBe(true);
  });
});

describe('landings read the same counters', () => {
  it("counts each city's tutors and finds the lowest price as the search does", async () => {
    const cities = await citiesWithTutors(t.db, 'mathematics');
    expect(cities.length).toBeGreaterThan(1);
    for (const city of cities) {
      expect(Number(city.tutors)).toBe(await total(`subject=mathematics&city=${city.code}`));
    }
    const busiest = cities[0]!.code;
    const cheapest = (await searchAll(t, { subject: 'mathematics', city: busiest, sort: 'PRICE_ASC' })).items[0];
    const rate = await lowestRate(t.db, 'mathematics', busiest);
    expect(cheapest).toBeDefined();
    expect(rate).toBe(cheapest!.pricePerLesson * 100);
  });
});
