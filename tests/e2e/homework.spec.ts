import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, signInDemo, type DemoTokens } from './fixtures/demo-accounts';
import { locale } from './fixtures/locale';

/*
 * Homework in Chromium with two contexts, the demo tutor and the demo student, on one of
 * the seeded lessons whose meeting is over (seed-demo-homework.ts): homework with two tasks and a
 * file → the student answers and submits → the tutor sends one task back with a comment → the
 * student resubmits → done with a final mark. Each side's open page follows the other's steps
 * without a reload (the homework.changed live push).
 */

const t = locale('uk');

async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  return { context, page, tokens: await signInDemo(page, email) };
}

/** A seeded past lesson of the demo pair still without homework. */
async function lessonForHomework(page: Page, tutor: DemoTokens): Promise<string> {
  const now = Date.now();
  const response = await page.request.get('/users/v1/lessons', {
    headers: bearer(tutor),
    params: { from: new Date(now - 10 * 86_400_000).toISOString(), to: new Date(now).toISOString() },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const items = ((await response.json()) as { items: { id: string; status: string }[] }).items;
  const lesson = items.find((item) => item.status === 'MEETING_COMPLETED');
  expect(lesson, 'a seeded lesson whose meeting is over').toBeTruthy();
  return lesson!.id;
}

const task = (page: Page, title: string) => page.locator('li.homework-task').filter({ hasText: title });
const status = (page: Page) => page.getByTestId('homework-status');

test('two tasks and a file → submit → rework with a comment → resubmit → done', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const tutor = await signedIn(browser, baseURL!, DEMO.teacher);
  const student = await signedIn(browser, baseURL!, DEMO.student);
  const lessonId = await lessonForHomework(tutor.page, tutor.tokens);
  await tutor.page.goto(`/lessons/${lessonId}/homework`);
  await student.page.goto(`/lessons/${lessonId}/homework`);
  await expect(student.page.getByText(t('homework:none-student'))).toBeVisible();

  // The tutor assigns two tasks; the form asks for a title first.
  await tutor.page.getByRole('button', { name: t('homework:assign') }).click();
  const form = tutor.page.getByRole('form', { name: t('homework:form.title') });
  await form.getByRole('button', { name: t('homework:form.assign') }).click();
  await expect(form.getByText(t('validation:required')).first()).toBeVisible();
  await form.getByLabel(t('homework:form.name'), { exact: true }).fill('Квадратні рівняння');
  await form.getByLabel(t('homework:form.task-title', { n: '1' })).fill('Рівняння 1–5');
  await form.getByRole('button', { name: t('homework:form.add-task') }).click();
  await form.getByLabel(t('homework:form.task-title', { n: '2' })).fill('Задача на площу');
  await form.getByRole('button', { name: t('homework:form.assign') }).click();
  await expect(status(tutor.page)).toHaveText(t('homework:status.CREATED'));

  // A file for task 1; the student's open page shows the homework and the file without a reload.
  await task(tutor.page, 'Рівняння 1–5')
    .locator('input[type=file]')
    .setInputFiles({ name: 'umova.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 умова') });
  await expect(
    task(tutor.page, 'Рівняння 1–5').getByText(t('homework:file.download', { name: 'umova.pdf' })),
  ).toBeVisible();
  await expect(status(student.page)).toHaveText(t('homework:status.CREATED'));
  await expect(
    task(student.page, 'Рівняння 1–5').getByRole('button', {
      name: t('homework:file.download', { name: 'umova.pdf' }),
    }),
  ).toBeVisible();
  const download = student.page.waitForEvent('download');
  await task(student.page, 'Рівняння 1–5')
    .getByRole('button', { name: t('homework:file.download', { name: 'umova.pdf' }) })
    .click();
  expect((await download).suggestedFilename()).toBe('umova.pdf');

  // The student answers task 1 in words and task 2 with a file, then sends the work.
  await task(student.page, 'Рівняння 1–5')
    .getByLabel(t('homework:task.answer', { title: 'Рівняння 1–5' }))
    .fill('x = 2; x = 3');
  await task(student.page, 'Рівняння 1–5')
    .getByRole('button', { name: t('homework:task.save') })
    .click();
  await expect(student.page.getByText(t('homework:task.saved'))).toBeVisible();
  await task(student.page, 'Задача на площу')
    .locator('input[type=file]')
    .setInputFiles({ name: 'rozvyazok.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 12') });
  await expect(
    task(student.page, 'Задача на площу').getByText(t('homework:file.download', { name: 'rozvyazok.pdf' })),
  ).toBeVisible();
  await student.page.getByRole('button', { name: t('homework:submit') }).click();
  await expect(status(student.page)).toHaveText(t('homework:status.IN_REVIEW'));

  // The tutor's page is in review now; rework needs a comment.
  await expect(status(tutor.page)).toHaveText(t('homework:status.IN_REVIEW'));
  const review = tutor.page.getByRole('region', { name: t('homework:review.title') });
  await review.getByRole('group', { name: 'Рівняння 1–5' }).getByLabel(t('homework:review.done')).check();
  await review.getByRole('group', { name: 'Задача на площу' }).getByLabel(t('homework:review.rework')).check();
  await review.getByRole('button', { name: t('homework:review.send') }).click();
  await expect(review.getByText(t('validation:rework-comment-required'))).toBeVisible();
  await review
    .getByLabel(t('homework:review.task-comment', { title: 'Задача на площу' }))
    .fill('Перевірте одиниці виміру');
  await review.getByRole('button', { name: t('homework:review.send') }).click();
  await expect(status(tutor.page)).toHaveText(t('homework:status.REWORK_REQUIRED'));

  // Back with the student, live: the comment is on the task, task 1 is done.
  await expect(status(student.page)).toHaveText(t('homework:status.REWORK_REQUIRED'));
  await expect(
    task(student.page, 'Задача на площу').getByText(
      t('homework:task.comment', { comment: 'Перевірте одиниці виміру' }),
    ),
  ).toBeVisible();
  await expect(task(student.page, 'Рівняння 1–5').getByText(t('homework:status.DONE'))).toBeVisible();
  await task(student.page, 'Задача на площу')
    .getByLabel(t('homework:task.answer', { title: 'Задача на площу' }))
    .fill('12 см²');
  await task(student.page, 'Задача на площу')
    .getByRole('button', { name: t('homework:task.save') })
    .click();
  await expect(
    task(student.page, 'Задача на площу').getByRole('button', { name: t('homework:task.save') }),
  ).toBeDisabled();
  await student.page.getByRole('button', { name: t('homework:submit') }).click();
  await expect(status(student.page)).toHaveText(t('homework:status.IN_REVIEW'));

  // Only the open task is reviewed again; all done needs the final mark.
  await expect(status(tutor.page)).toHaveText(t('homework:status.IN_REVIEW'));
  await review.getByRole('group', { name: 'Задача на площу' }).getByLabel(t('homework:review.done')).check();
  await expect(review.getByRole('group', { name: 'Рівняння 1–5' })).toHaveCount(0);
  await review.getByLabel(t('homework:review.final-mark')).selectOption('10');
  await review.getByRole('button', { name: t('homework:review.accept') }).click();
  await expect(status(tutor.page)).toHaveText(t('homework:status.DONE'));
  await expect(status(student.page)).toHaveText(t('homework:status.DONE'));
  await expect(student.page.getByText(t('homework:final-mark', { mark: '10' }))).toBeVisible();

  await tutor.context.close();
  await student.context.close();
});
