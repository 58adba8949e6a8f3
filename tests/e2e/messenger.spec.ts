import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { avatarPng } from './fixtures/accounts';
import { bearer, DEMO, demoLogin, signInDemo, type DemoTokens } from './fixtures/demo-accounts';
import { escapeRegExp, locale, textPattern } from './fixtures/locale';

/*
 * The messenger in Chromium with two browser contexts, a student and a tutor (demo accounts): a message
 * with an attachment appears in the other's open chat without a reload, unread counts and read
 * receipts follow live, and the student's notification badge rises when the tutor accepts a
 * request. Nothing here reloads a page after the first load: what changes arrives over the live
 * channel.
 */

const STUDENT = DEMO.student;
const TEACHER = DEMO.teacher;
const STUDENT_NAME = 'Іван Петренко';
const TEACHER_NAME = 'Олена Коваль';
const t = locale('uk');
const plural = (key: string, count: number) => t(`${key}_${count === 1 ? 'one' : 'few'}`, { count: String(count) });

const idOf = (tokens: DemoTokens) => tokens.userId;

async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  return { context, page, pair: await signInDemo(page, email) };
}

/**
 * A direct request from the student to the tutor (what links them), in a free slot of
 * the tutor's late in the coming weeks, so it never takes the slot another test books. An active
 * request between them already links them: it is used as it is.
 */
async function directRequest(request: APIRequestContext, student: DemoTokens, teacherId: string): Promise<string> {
  const free = await request.get(`/users/v1/open/tutors/${teacherId}/free-slots`, { params: { days: '21' } });
  expect(free.ok()).toBeTruthy();
  const slots = ((await free.json()) as { slots: { startsAt: string }[] }).slots;
  const startsAt = slots.at(-1 - Math.floor(Math.random() * Math.min(20, slots.length)))?.startsAt;
  expect(startsAt, 'the demo tutor has free slots').toBeTruthy();
  const created = await request.post('/users/v1/lesson-requests/direct', {
    headers: bearer(student),
    data: { teacherId, slots: [startsAt], subject: 'mathematics', agreeToRules: true },
  });
  if (created.ok()) return ((await created.json()) as { id: string }).id;
  expect(created.status(), await created.text()).toBe(409);
  const mine = await request.get('/users/v1/lesson-requests', {
    headers: bearer(student),
    params: { tab: 'personal' },
  });
  const items = ((await mine.json()) as { items: { id: string; status: string; teacher?: { id: string } | null }[] })
    .items;
  const active = items.find((r) => r.teacher?.id === teacherId && ['ACTIVE', 'WAITING_FOR_REPLY'].includes(r.status));
  expect(active, 'the active request between them').toBeTruthy();
  return active!.id;
}

const header = (page: Page) => page.getByRole('banner');

/** The unread count the bell's name carries ("Сповіщення: 2 непрочитані"), 0 when it has none. */
async function unreadOn(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(name)?.[0] ?? 0);
}

/**
 * Opens a screen and waits until its live channel has greeted it (the server's first frame), so a
 * change made after this is pushed to it rather than made before it listened.
 */
async function openLive(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/users/v1/open/users/live'));
  await page.goto(path);
  await (await socket).waitForEvent('framereceived');
}

test.describe('messenger and notifications, live', () => {
  // Two signed-in browsers on a shared two-core machine: more time than one page's test.

  test('a message with its attachment reaches the open chat without reload; unread counts and receipts follow', async ({
    browser,
    baseURL,
  }) => {
    const student = await signedIn(browser, baseURL!, STUDENT);
    const tutor = await signedIn(browser, baseURL!, TEACHER);
    await directRequest(student.context.request, student.pair, idOf(tutor.pair));

    // The student starts the chat from the tutor's id (as the tutor page's "Message" does).
    await openLive(student.page, `/messages?with=${idOf(tutor.pair)}`);
    await expect(student.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(student.page.getByRole('heading', { name: TEACHER_NAME })).toBeVisible();

    // The tutor opens the same chat from the list.
    await openLive(tutor.page, '/messages');
    await tutor.page.getByRole('link', { name: new RegExp(STUDENT_NAME) }).click();
    const tutorLog = tutor.page.getByRole('log', { name: t('messenger:chat.log', { name: STUDENT_NAME }) });
    await expect(tutorLog).toBeVisible();

    // The student writes with a picture attached.
    const body = `Ось моя дошка ${Date.now()}`;
    await student.page.getByLabel(t('messenger:composer.attach')).setInputFiles({
      name: 'board.png',
      mimeType: 'image/png',
      buffer: await avatarPng(),
    });
    await expect(student.page.getByRole('list', { name: t('messenger:composer.files') })).toContainText('board.png');
    await student.page.getByRole('textbox', { name: t('messenger:composer.text') }).fill(body);
    await student.page.getByRole('textbox', { name: t('messenger:composer.text') }).press('Enter');

    // It appears in the tutor's open chat, picture included, with no reload.
    await expect(tutorLog.getByText(body)).toBeVisible();
    await expect(tutorLog.getByRole('img', { name: 'board.png' })).toBeVisible();
    // The tutor had the chat open, so it is read: the student's receipt turns to "read" live.
    const studentLog = student.page.getByRole('log', { name: t('messenger:chat.log', { name: TEACHER_NAME }) });
    const sent = studentLog.getByRole('listitem').filter({ hasText: body });
    await expect(sent.getByText(t('messenger:message.read'), { exact: true })).toBeVisible();

    // Away from the chat (client-side navigation, no reload), the tutor's messages badge counts
    // what arrives, live.
    await expect(
      header(tutor.page).getByRole('link', { name: t('notifications:badge.messages'), exact: true }),
    ).toBeVisible();
    // (The bell may count the request's own notification: its name starts the same either way.)
    await header(tutor.page)
      .getByRole('link', { name: new RegExp(`^${t('notifications:badge.notifications')}`) })
      .click();
    await expect(tutor.page.getByRole('heading', { name: t('notifications:page.title') })).toBeVisible();
    const second = `І ще питання ${Date.now()}`;
    await student.page.getByRole('textbox', { name: t('messenger:composer.text') }).fill(second);
    await student.page.getByRole('button', { name: t('messenger:composer.send') }).click();
    await expect(
      header(tutor.page).getByRole('link', { name: plural('notifications:badge.messages-unread', 1) }),
    ).toBeVisible();
    await expect(
      studentLog
        .getByRole('listitem')
        .filter({ hasText: second })
        .getByText(t('messenger:message.sent'), { exact: true }),
    ).toBeVisible();

    // Reading it clears the badge and turns the student's receipt.
    await header(tutor.page)
      .getByRole('link', { name: plural('notifications:badge.messages-unread', 1) })
      .click();
    await tutor.page.getByRole('link', { name: new RegExp(STUDENT_NAME) }).click();
    await expect(tutorLog.getByText(second)).toBeVisible();
    await expect(
      header(tutor.page).getByRole('link', { name: t('notifications:badge.messages'), exact: true }),
    ).toBeVisible();
    await expect(
      studentLog
        .getByRole('listitem')
        .filter({ hasText: second })
        .getByText(t('messenger:message.read'), { exact: true }),
    ).toBeVisible();

    await student.context.close();
    await tutor.context.close();
  });

  test("the student's notification badge rises when the tutor accepts a request", async ({ browser, baseURL }) => {
    const student = await signedIn(browser, baseURL!, STUDENT);
    const tutor = await demoLogin(student.context.request, TEACHER);
    const requestId = await directRequest(student.context.request, student.pair, idOf(tutor));
    await student.context.request.post('/users/v1/notifications/read-all', { headers: bearer(student.pair) });

    await openLive(student.page, '/notifications');
    await expect(student.page.getByRole('heading', { name: t('notifications:page.title') })).toBeVisible();
    // Other specs share the demo student and may notify it at any moment, so the count before the
    // accept is read, not assumed to be zero.
    const bell = header(student.page).getByRole('link', {
      name: new RegExp(`^${t('notifications:badge.notifications')}`),
    });
    const before = await unreadOn(bell);

    const detail = await student.context.request.get(`/users/v1/lesson-requests/${requestId}`, {
      headers: bearer(tutor),
    });
    const slot = ((await detail.json()) as { slots: string[] }).slots[0]!;
    const accepted = await student.context.request.post(`/users/v1/lesson-requests/${requestId}/accept`, {
      headers: bearer(tutor),
      data: { startsAt: slot },
    });
    expect(accepted.ok(), await accepted.text()).toBeTruthy();

    // No reload: the open list gains this acceptance, unread (every older one was marked read),
    // and the badge rises.
    const title = textPattern(t('server-notifications:lesson-request-accepted', { name: TEACHER_NAME }));
    const item = student.page
      .getByRole('listitem')
      .filter({ hasText: title })
      .filter({
        has: student.page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(t('notifications:list.mark-one', { title: '' }))}`),
        }),
      });
    await expect(item).toBeVisible();
    await expect.poll(() => unreadOn(bell)).toBeGreaterThan(before);
    await item.getByRole('link', { name: title }).click();
    await expect(student.page).toHaveURL(/\/requests$/);
    await student.context.close();
  });
});
