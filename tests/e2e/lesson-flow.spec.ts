import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newStudent, newVerifiedTutor, open, signedInContext, uniqueSurname } from './fixtures/lesson-people';
import { escapeRegExp, locale } from './fixtures/locale';
import { joinableHour } from './fixtures/meeting';

/*
 * A whole lesson in Chromium: a new student and a new verified tutor, each in a
 * browser context of their own, walk one lesson from the request to both reviews through the
 * screens: request → the tutor accepts → the lesson exists → the tutor approves → the meeting
 * (started by the tutor, joined by the student, ended by the tutor) → homework with two tasks and
 * a file → submitted → sent back with a comment → resubmitted → done → the lesson completed →
 * both review → the tutor's rating and review count move on the public tutor page and in search.
 * Wherever the other side has the screen open, it follows without a reload (live pushes).
 *
 * API calls only set up what no screen does: the two accounts (fixtures/lesson-people.ts) and
 * the E2E server's seam that moves the lesson's start into the open meeting window.
 */

const t = locale('uk');
/** A meeting status saying the other side is in the room. */
const together = new RegExp(
  `^(${escapeRegExp(t('classroom:state.connecting'))}|${escapeRegExp(t('classroom:state.connected'))})$`,
);
const lessonStatus = (page: Page) => page.getByTestId('lesson-status');
const homeworkStatus = (page: Page) => page.getByTestId('homework-status');
const task = (page: Page, title: string) => page.locator('li.homework-task').filter({ hasText: title });
const tab = (page: Page, id: string) => page.getByRole('tab', { name: t(`lessons:details.tabs.${id}`) });
const action = (page: Page, id: string) => page.getByRole('button', { name: t(`lessons:actions.${id}`), exact: true });

/** The rating line of a tutor card or the tutor page's header: "5,0 (1 відгук)" or "no reviews". */
const facts = (scope: Locator | Page) => scope.locator('.tutor-card__facts > li').first();

async function answer(page: Page, title: string, text: string) {
  await task(page, title).getByLabel(t('homework:task.answer', { title })).fill(text);
  await task(page, title)
    .getByRole('button', { name: t('homework:task.save') })
    .click();
  await expect(task(page, title).getByRole('button', { name: t('homework:task.save') })).toBeDisabled();
}

async function enterRoom(page: Page) {
  await expect(page).toHaveURL(/\/meeting$/);
  await expect(page.getByTestId('prejoin-preview')).toBeVisible();
  await page.getByRole('button', { name: t('classroom:prejoin.join') }).click();
}

test('a lesson from the request to both reviews, each side following the other live', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two new accounts, two contexts, a WebRTC call and ~40 round trips: well past the default on a
  // loaded machine (about a minute on a quiet one).
  test.setTimeout(480_000);
  const rateUah = 600 + Math.floor(Math.random() * 300);
  const [tutor, student] = await Promise.all([
    newVerifiedTutor(
      request,
      { firstName: 'Олена', lastName: uniqueSurname('Потік') },
      { rateMinor: rateUah * 100, creditMinor: 5 * rateUah * 100 },
    ),
    newStudent(request, { firstName: 'Марко', lastName: uniqueSurname('Учень') }),
  ]);
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  const studentName = `${student.firstName} ${student.lastName}`;
  const s = await signedInContext(browser, baseURL!, student);
  const tt = await signedInContext(browser, baseURL!, tutor);
  const marker = `E2E flow ${Date.now().toString(36)}`;

  // The student finds the tutor in search (no reviews yet) and opens the tutor's page.
  const searchPath = `/search?subject=mathematics&priceFrom=${rateUah}&priceTo=${rateUah}`;
  await open(s.page, searchPath);
  const card = s.page.locator('article.tutor-card').filter({ hasText: tutorName });
  await expect(facts(card)).toHaveText(t('search:card.no-reviews'));
  await open(s.page, `/tutor/${tutor.userId}`);
  await expect(facts(s.page)).toHaveText(t('search:card.no-reviews'));

  // The tutor has the requests screen open while the student sends a request for two times.
  await open(tt.page, '/requests');
  await s.page
    .getByRole('link', { name: t('tutor:actions.request') })
    .first()
    .click();
  await expect(s.page).toHaveURL(new RegExp(`/tutor/${tutor.userId}/request$`));
  const picker = s.page.getByRole('region', { name: t('requests:direct.slots.title') });
  await picker.getByRole('button', { name: t('requests:direct.slots.next-week') }).click();
  for (let index = 0; index < 2; index += 1)
    await picker.getByRole('group').getByRole('button', { pressed: false }).first().click();
  await s.page.getByRole('button', { name: t('requests:direct.next') }).click();
  await s.page.getByLabel(t('requests:form.subject')).selectOption('mathematics');
  await s.page.getByLabel(t('requests:form.message')).fill(`Потрібна допомога з алгеброю. ${marker}`);
  await s.page.getByLabel(t('requests:form.rules')).check();
  await s.page.getByRole('button', { name: t('requests:direct.submit') }).click();
  await expect(s.page).toHaveURL(/\/requests$/);

  // The student waits on "my lessons" (none yet); the tutor's open list shows the request live.
  await open(s.page, '/lessons');
  await expect(s.page.getByText(t('lessons:mine.empty'))).toBeVisible();
  const incoming = tt.page
    .getByRole('listitem')
    .filter({ hasText: t('requests:card.student', { name: studentName }) })
    .filter({ hasText: marker });
  await incoming
    .getByRole('button', { name: /^Прийняти заняття/ })
    .first()
    .click();
  await tt.page
    .getByRole('dialog', { name: t('requests:confirm.accept.title') })
    .getByRole('button', { name: t('requests:confirm.accept.action') })
    .click();
  await expect(incoming.getByText(t('requests:status.ACCEPTED'))).toBeVisible();

  // The lesson appears in the student's open list without a reload.
  const booked = s.page.getByRole('link').filter({ hasText: tutorName });
  await expect(booked).toContainText(t('lessons:status.CREATED'));
  await booked.click();
  await expect(lessonStatus(s.page)).toHaveText(t('lessons:status.CREATED'));
  const lessonId = /\/lessons\/([0-9a-f-]{36})$/.exec(s.page.url())?.[1] ?? '';
  expect(lessonId).not.toBe('');

  // The tutor approves from the lesson's page; the student's page follows.
  await open(tt.page, '/lessons');
  await tt.page.getByRole('link').filter({ hasText: studentName }).click();
  await expect(lessonStatus(tt.page)).toHaveText(t('lessons:status.CREATED'));
  await action(tt.page, 'APPROVE').click();
  await expect(lessonStatus(tt.page)).toHaveText(t('lessons:status.READY_TO_START'));
  await expect(lessonStatus(s.page)).toHaveText(t('lessons:status.READY_TO_START'));

  // Setup no screen does: the start moves to the hour whose meeting window is open now.
  const moved = await request.post(`/users/v1/open/e2e/lessons/${lessonId}/starts-at`, {
    data: { startsAt: joinableHour().toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(204);
  await tt.page.reload();
  await s.page.reload();

  // The tutor starts the meeting, the student joins, the tutor ends it for both.
  await action(tt.page, 'START_MEETING').click();
  await enterRoom(tt.page);
  await action(s.page, 'JOIN_MEETING').click();
  await enterRoom(s.page);
  // Both are in the room once each sees the other present (connecting or connected): the join was
  // recorded before the presence. Whether the media flows is meeting.spec.ts's question; on a
  // loaded machine the call itself can take minutes to connect.
  for (const side of [tt, s]) await expect(side.page.getByTestId('meeting-status')).toHaveText(together);
  await tt.page.getByRole('button', { name: t('classroom:controls.end') }).click();
  await tt.page
    .getByRole('dialog')
    .getByRole('button', { name: t('classroom:confirmEnd.confirm') })
    .click();
  // Each room closes: "ended by the host", or plainly "ended" when the lesson's own change
  // (MEETING_COMPLETED) reaches the page before the host's signal does.
  for (const side of [tt, s]) await expect(side.page.getByTestId('meeting-ended')).toBeVisible();

  // Back on the lesson: the meeting took place; both open the homework tab.
  for (const side of [tt, s]) {
    await open(side.page, `/lessons/${lessonId}`);
    await expect(lessonStatus(side.page)).toHaveText(t('lessons:status.MEETING_COMPLETED'));
    await tab(side.page, 'homework').click();
  }
  await expect(s.page.getByText(t('homework:none-student'))).toBeVisible();

  // Homework with two tasks and a file; the student's page shows it, and the lesson's new status.
  await tt.page.getByRole('button', { name: t('homework:assign') }).click();
  const form = tt.page.getByRole('form', { name: t('homework:form.title') });
  await form.getByLabel(t('homework:form.name'), { exact: true }).fill('Лінійні рівняння');
  await form.getByLabel(t('homework:form.task-title', { n: '1' })).fill('Рівняння 1–4');
  await form.getByRole('button', { name: t('homework:form.add-task') }).click();
  await form.getByLabel(t('homework:form.task-title', { n: '2' })).fill('Задача про потяги');
  await form.getByRole('button', { name: t('homework:form.assign') }).click();
  await expect(homeworkStatus(tt.page)).toHaveText(t('homework:status.CREATED'));
  await task(tt.page, 'Рівняння 1–4')
    .locator('input[type=file]')
    .setInputFiles({ name: 'rivniannia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 рівняння') });
  await expect(lessonStatus(s.page)).toHaveText(t('lessons:status.HOMETASK_ADDED'));
  await expect(
    task(s.page, 'Рівняння 1–4').getByRole('button', { name: t('homework:file.download', { name: 'rivniannia.pdf' }) }),
  ).toBeVisible();

  // The student answers both and submits; the tutor's page moves to review.
  await answer(s.page, 'Рівняння 1–4', 'x = 1; x = -2; x = 0,5; x = 7');
  await answer(s.page, 'Задача про потяги', '3 години');
  await s.page.getByRole('button', { name: t('homework:submit') }).click();
  await expect(homeworkStatus(s.page)).toHaveText(t('homework:status.IN_REVIEW'));
  await expect(homeworkStatus(tt.page)).toHaveText(t('homework:status.IN_REVIEW'));
  await expect(lessonStatus(tt.page)).toHaveText(t('lessons:status.HOMETASK_SUBMITTED'));

  // The tutor sends the second task back with a comment; the student sees it live.
  const review = tt.page.getByRole('region', { name: t('homework:review.title') });
  await review.getByRole('group', { name: 'Рівняння 1–4' }).getByLabel(t('homework:review.done')).check();
  await review.getByRole('group', { name: 'Задача про потяги' }).getByLabel(t('homework:review.rework')).check();
  await review
    .getByLabel(t('homework:review.task-comment', { title: 'Задача про потяги' }))
    .fill('Врахуйте зустрічний рух');
  await review.getByRole('button', { name: t('homework:review.send') }).click();
  await expect(homeworkStatus(tt.page)).toHaveText(t('homework:status.REWORK_REQUIRED'));
  await expect(homeworkStatus(s.page)).toHaveText(t('homework:status.REWORK_REQUIRED'));
  await expect(lessonStatus(s.page)).toHaveText(t('lessons:status.HOMETASK_ADDED'));
  await expect(
    task(s.page, 'Задача про потяги').getByText(t('homework:task.comment', { comment: 'Врахуйте зустрічний рух' })),
  ).toBeVisible();

  // Resubmitted; the tutor accepts it with a final mark.
  await answer(s.page, 'Задача про потяги', '1,5 години');
  await s.page.getByRole('button', { name: t('homework:submit') }).click();
  await expect(homeworkStatus(tt.page)).toHaveText(t('homework:status.IN_REVIEW'));
  await review.getByRole('group', { name: 'Задача про потяги' }).getByLabel(t('homework:review.done')).check();
  await review.getByLabel(t('homework:review.final-mark')).selectOption('11');
  await review.getByRole('button', { name: t('homework:review.accept') }).click();
  await expect(homeworkStatus(tt.page)).toHaveText(t('homework:status.DONE'));
  await expect(homeworkStatus(s.page)).toHaveText(t('homework:status.DONE'));

  // The tutor completes the lesson; the student's page shows it completed.
  await tab(tt.page, 'overview').click();
  await action(tt.page, 'COMPLETE').click();
  await expect(lessonStatus(tt.page)).toHaveText(t('lessons:status.COMPLETED'));
  await expect(lessonStatus(s.page)).toHaveText(t('lessons:status.COMPLETED'));

  // Both review; each sees the other's review arrive.
  for (const side of [tt, s]) await tab(side.page, 'reviews').click();
  const reviewForm = (page: Page) => page.locator('form.lesson-reviews__form');
  await reviewForm(s.page).getByLabel(t('lessons:reviews.rating')).selectOption('5');
  await reviewForm(s.page).getByLabel(t('lessons:reviews.comment')).fill('Пояснює ясно, з терпінням.');
  await reviewForm(s.page)
    .getByRole('button', { name: t('lessons:reviews.submit') })
    .click();
  await expect(reviewForm(s.page)).toHaveCount(0);
  await expect(
    tt.page.locator('.lesson-reviews__item').filter({ hasText: 'Пояснює ясно, з терпінням.' }),
  ).toBeVisible();
  await reviewForm(tt.page).getByLabel(t('lessons:reviews.rating')).selectOption('4');
  await reviewForm(tt.page).getByLabel(t('lessons:reviews.comment')).fill('Старанний учень, виконує ДЗ вчасно.');
  await reviewForm(tt.page)
    .getByRole('button', { name: t('lessons:reviews.submit') })
    .click();
  await expect(reviewForm(tt.page)).toHaveCount(0);
  await expect(s.page.locator('.lesson-reviews__item').filter({ hasText: 'Старанний учень' })).toBeVisible();

  // The student's five stars move the tutor's rating and review count, on the page and in search.
  const rated = `5,0 ${t('search:card.reviews_one', { count: '1' })}`;
  await open(s.page, `/tutor/${tutor.userId}`);
  await expect(facts(s.page)).toContainText(rated);
  await open(s.page, searchPath);
  await expect(facts(card)).toContainText(rated);

  await s.context.close();
  await tt.context.close();
});
