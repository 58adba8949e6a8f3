import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { get, type User } from './request-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => t?.close());

async function demo(email: string): Promise<User> {
  const row = await t.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = await t.accessTokens.sign({ id: row.id, role: row.role, email, firstName: 'Demo', lastName: 'User' });
  return { id: row.id, token, email };
}

describe('demo booking data', () => {
  it('gives the demo teacher a weekly schedule, requests and lessons', async () => {
    const teacher = await demo('teacher@repetytor.demo');
    const student = await demo('student@repetytor.demo');
    const student2 = await demo('student2@repetytor.demo');
    const schedule = (await get(t, teacher, '/schedule')).json();
    expect(schedule.slots.length).toBeGreaterThanOrEqual(45);
    const free = (await t.app.inject({ url: `/users/v1/open/tutors/${teacher.id}/free-slots?days=14` })).json();
    expect(free.slots.length).toBeGreaterThan(20);

    const personal = (await get(t, teacher, '/lesson-requests?tab=personal')).json();
    expect(personal.items).toHaveLength(1);
    expect(personal.items[0]).toMatchObject({ status: 'ACTIVE', student: { id: student2.id } });
    expect(personal.items[0].slots).toHaveLength(3);
    expect((await get(t, teacher, '/lesson-requests?tab=general')).json().items).toHaveLength(1);
    expect((await get(t, student, '/lesson-requests')).json()).toMatchObject({ total: 0, activeCount: 0 });
    expect((await get(t, student2, '/lesson-requests')).json().activeCount).toBe(2);

    const range = `from=${encodeURIComponent(new Date(t.clock.now()).toISOString())}&to=${encodeURIComponent(new Date(t.clock.now() + 20 * 86_400_000).toISOString())}`;
    // Next week's two lessons, and the approved and the paid one (seed-demo-lessons.ts).
    expect((await get(t, teacher, `/lessons?${range}`)).json().items).toHaveLength(4);
    expect((await get(t, student, `/lessons?${range}`)).json().items).toHaveLength(3);

    // Other verified demo tutors have schedules too, so any of them can be asked for a lesson.
    const withSchedule = await t.db.selectFrom('teacher_schedules').select('teacher_id').execute();
    expect(withSchedule.length).toBeGreaterThan(10);
  });

  it('gives the demo pair lessons in several statuses: approved, paid, completed with reviews, cancelled', async () => {
    const teacher = await demo('teacher@repetytor.demo');
    const student = await demo('student@repetytor.demo');
    const mine = (await get(t, student, '/lessons/mine?period=all&size=50')).json();
    const byTitle = (title: string) => mine.items.find((l: { title: string | null }) => l.title === title);
    expect(byTitle('Тригонометрія')).toMatchObject({ status: 'READY_TO_START' });
    expect(byTitle('Похідні')).toMatchObject({ status: 'READY_TO_START' });
    expect(byTitle('Геометрія: площі')).toMatchObject({ status: 'CANCELED' });
    const trial = byTitle('Пробний урок: алгебра');
    expect(trial).toMatchObject({ status: 'COMPLETED', freeLesson: true });
    const reviews = (await get(t, teacher, `/lessons/${trial.id}/reviews`)).json();
    expect(reviews.items.map((r: { authorRole: string; rating: number }) => [r.authorRole, r.rating])).toEqual([
      ['student', 5],
      ['tutor', 5],
    ]);
    // The paid one: its price is held from the student's balance (credited first, as a top-up would).
    const hold = await t.db
      .selectFrom('ledger_holds')
      .select(['status', 'amount_minor'])
      .where('lesson_id', '=', byTitle('Похідні').id)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ status: 'AUTHORIZED' });
    expect(Number(hold.amount_minor)).toBe(byTitle('Похідні').priceMinor);
    const balance = (await get(t, student, '/balance')).json();
    expect(balance).toMatchObject({ availableMinor: 0, heldMinor: byTitle('Похідні').priceMinor });
    // The student's review counts on the tutor's public page.
    const page = (await t.app.inject({ url: `/users/v1/open/tutors/${teacher.id}` })).json();
    expect(page.reviewCount).toBeGreaterThanOrEqual(1);
  });

  it('is loaded once', async () => {
    const before = await t.db.selectFrom('lesson_requests').select('id').execute();
    await seedDatabase(t.db, { demo: true });
    const lessons = await t.db.selectFrom('lessons').select('id').execute();
    await seedDatabase(t.db, { demo: true });
    expect(await t.db.selectFrom('lesson_requests').select('id').execute()).toHaveLength(before.length);
    expect(await t.db.selectFrom('lessons').select('id').execute()).toHaveLength(lessons.length);
  });
});
