import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openProfileEditor } from './fixtures/accounts';
import { bearer } from './fixtures/demo-accounts';
import { locale, type Language } from './fixtures/locale';
import {
  balanceOf,
  inSearchApi,
  lessonThroughRequest,
  money,
  newStudent,
  newVerifiedTutor,
  searchParams,
  searchVisible,
  signedInContext,
  startLessonNow,
  transactionsOf,
  type Person,
} from './fixtures/money';

/*
 * The money journeys in Chromium against the sandbox acquirer (the default), with a student and
 * a tutor of this spec only, each in a browser context of their own: the student tops up with a
 * test card through the hosted page (3-D Secure included), a declined card changes nothing, the
 * student pays a lesson from the balance (a hold), the tutor completes it (capture) and sees the
 * earning on Settings → Balance; the lesson was found through a request, so the platform fee is
 * posted, the balance goes negative and the tutor drops out of search (page and API) until a top-up
 * brings them back. A second test pays a lesson by card and has the card's hold captured. Neither
 * payment may follow the other. The request and the lesson are made through the API (requests.spec
 * shows that journey); the money is moved through the screens.
 */

const t = locale('uk');
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', secure: '4000 0000 0000 3220' };
const notification = (key: string, values: Record<string, string>) => {
  const file = path.resolve(import.meta.dirname, '../../src/shared/i18n/uk/notifications.json');
  const template = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]!;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};
/** A rate of its own (whole hryvnias), so the search for the tutor's price finds few others. */
const uniqueRate = () => (150 + Math.floor(Math.random() * 90)) * 100;
const runName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The sandbox's hosted page: card, expiry, CVC, in Ukrainian. */
async function payOnHostedPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\//);
  await expect(page.getByRole('heading', { name: 'Тестова оплата' })).toBeVisible();
  await page.getByLabel('Номер картки').fill(card);
  await page.getByLabel('Термін дії (ММ/РР)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Сплатити' }).click();
}

/** Settings → Balance: the amount in hryvnias, then the acquirer's page. */
async function startTopUp(page: Page, hryvnias: number) {
  await page.goto('/settings?section=balance');
  await page.getByLabel(t('payments:top-up.amount')).fill(String(hryvnias));
  await page.getByRole('button', { name: t('payments:top-up.submit') }).click();
}

/** Back on the result page, the payment's outcome (the webhook or the page's own poll decides it). */
async function expectResult(page: Page, heading: string) {
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]+\/result/);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const balanceRegion = (page: Page) => page.getByRole('region', { name: t('payments:balance.title') });
const transactionRow = (page: Page, purpose: string) =>
  page.getByRole('row').filter({ hasText: t(`payments:purpose.${purpose}`) });

/** The balance screen in one language at 375 and 1280 px, for a person to look at. */
async function balanceScreenshots(page: Page, name: string, lang: Language) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.screenshot({ path: `test-results/money/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function lessonPaymentState(request: APIRequestContext, who: Person, lessonId: string) {
  const res = await request.get(`/users/v1/payments/lessons/${lessonId}`, { headers: bearer(who) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { hold: { fundedBy: string; status: string } | null };
}

test.describe('money with the sandbox acquirer', () => {
  test.use({ locale: 'uk-UA' });

  test('top-up with 3-D Secure, a declined card, a lesson paid from the balance, earnings, the fee and the debt', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const rate = uniqueRate();
    const [student, tutor] = await Promise.all([
      newStudent(request, runName('Гроші')),
      newVerifiedTutor(request, runName('Баланс'), rate),
    ]);
    const { lessonId, priceMinor } = await lessonThroughRequest(request, tutor, student);
    expect(priceMinor).toBe(rate);
    const pupil = await signedInContext(browser, baseURL!, student);
    const teacher = await signedInContext(browser, baseURL!, tutor);
    const sp = pupil.page;
    const tp = teacher.page;

    // 1. A top-up of 250 UAH with the card that asks for the 3-D Secure code.
    await startTopUp(sp, 250);
    await payOnHostedPage(sp, CARDS.secure);
    await expect(sp.getByRole('heading', { name: 'Підтвердження 3-D Secure' })).toBeVisible();
    await sp.getByLabel('Код підтвердження').fill('123456');
    await sp.getByRole('button', { name: 'Підтвердити' }).click();
    await expectResult(sp, t('payments:result.success-TOP_UP'));
    expect(await balanceOf(request, student)).toEqual({ availableMinor: 25_000, heldMinor: 0, currency: 'UAH' });
    await sp.getByRole('link', { name: t('payments:result.to-balance') }).click();
    await expect(balanceRegion(sp).getByText(await money(sp, 25_000), { exact: true })).toBeVisible();
    await expect(transactionRow(sp, 'TOP_UP')).toContainText(await money(sp, 25_000));

    // 2. A declined card: the attempt is listed as failed; no balance and no other row moves.
    const before = await transactionsOf(request, student);
    await startTopUp(sp, 100);
    await payOnHostedPage(sp, CARDS.declined);
    await expectResult(sp, t('payments:result.failure-title'));
    expect(await balanceOf(request, student)).toEqual({ availableMinor: 25_000, heldMinor: 0, currency: 'UAH' });
    const after = await transactionsOf(request, student);
    expect(after.filter((row) => row.status === 'SUCCESS')).toEqual(before.filter((row) => row.status === 'SUCCESS'));
    expect(after.filter((row) => !before.some((b) => JSON.stringify(b) === JSON.stringify(row)))).toEqual([
      expect.objectContaining({ purpose: 'TOP_UP', status: 'FAILURE', amountMinor: 10_000 }),
    ]);
    await sp.getByRole('link', { name: t('payments:result.to-balance') }).click();
    await expect(balanceRegion(sp).getByText(await money(sp, 25_000), { exact: true })).toBeVisible();
    await expect(
      transactionRow(sp, 'TOP_UP').filter({ hasText: t('payments:transaction-status.FAILURE') }),
    ).toContainText(await money(sp, 10_000));

    // 3. The student pays the lesson from the balance on the lesson screen: the price is held.
    await sp.goto(`/lessons/${lessonId}`);
    await sp.getByRole('button', { name: t('payments:lesson.pay-balance', { amount: await money(sp, rate) }) }).click();
    await expect(
      sp.getByRole('status').filter({ hasText: t('payments:lesson.state-balance-AUTHORIZED') }),
    ).toBeVisible();
    await expect(
      sp.getByRole('button', { name: t('payments:lesson.pay-card', { amount: await money(sp, rate) }) }),
    ).toHaveCount(0);
    expect(await balanceOf(request, student)).toEqual({
      availableMinor: 25_000 - rate,
      heldMinor: rate,
      currency: 'UAH',
    });
    // Paid once: a card payment of the same lesson is refused.
    const byCard = await request.post(`/users/v1/payments/lessons/${lessonId}/card`, {
      headers: bearer(student),
      data: { idempotencyKey: crypto.randomUUID() },
    });
    expect(byCard.status()).toBe(409);
    expect(((await byCard.json()) as { code: string }).code).toBe('LESSON_ALREADY_PAID');

    // 4. The lesson's hour begins; the tutor marks the lesson held and completes it.
    await startLessonNow(request, lessonId);
    await tp.goto(`/lessons/${lessonId}`);
    await tp.getByRole('button', { name: t('lessons:actions.FINALIZE_MEETING') }).click();
    await tp.getByRole('button', { name: t('lessons:actions.COMPLETE') }).click();
    await expect(tp.getByText(t('lessons:done.COMPLETE'))).toBeVisible();

    // 5. Captured: the tutor earns the price; the pair's first lesson through a request costs the
    // tutor the fee of two lessons, so the balance is −rate and the tutor is hidden from search.
    await expect.poll(async () => (await balanceOf(request, tutor)).availableMinor).toBe(-rate);
    expect(await balanceOf(request, student)).toEqual({ availableMinor: 25_000 - rate, heldMinor: 0, currency: 'UAH' });
    await expect.poll(() => searchVisible(request, tutor)).toBe(false);
    expect(await inSearchApi(request, tutor, rate)).toBe(false);

    await tp.goto('/settings?section=balance');
    await expect(balanceRegion(tp).getByText(await money(tp, -rate), { exact: true })).toBeVisible();
    await expect(balanceRegion(tp).getByRole('alert')).toHaveText(t('payments:balance.negative'));
    await expect(transactionRow(tp, 'LESSON_EARNING')).toContainText(await money(tp, rate));
    await expect(transactionRow(tp, 'PLATFORM_FEE')).toContainText(await money(tp, -2 * rate));
    await balanceScreenshots(tp, 'tutor-balance-negative', 'uk');
    // The same screen in English: amounts as English writes hryvnias.
    const english = await signedInContext(browser, baseURL!, tutor, 'en');
    const en = locale('en');
    await english.page.goto('/settings?section=balance');
    const enRegion = english.page.getByRole('region', { name: en('payments:balance.title') });
    await expect(enRegion.getByText(await money(english.page, -rate, 'en'), { exact: true })).toBeVisible();
    await expect(english.page.getByRole('row').filter({ hasText: en('payments:purpose.PLATFORM_FEE') })).toContainText(
      await money(english.page, -2 * rate, 'en'),
    );
    await balanceScreenshots(english.page, 'tutor-balance-negative', 'en');
    await english.context.close();

    await tp.goto('/notifications');
    const name = `${student.firstName} ${student.lastName}`;
    await expect(tp.getByText(notification('platform-fee-posted', { name, lessons: '2' }))).toBeVisible();
    await expect(tp.getByText(notification('balance-negative-hidden', {}))).toBeVisible();

    const query = new URLSearchParams(searchParams(rate)).toString();
    const tutorCard = (page: Page) =>
      page.getByRole('link', { name: t('search:card.open-aria', { name: `${tutor.firstName} ${tutor.lastName}` }) });
    await sp.goto(`/search?${query}`);
    await expect(sp.getByRole('heading', { level: 1, name: t('search:page.title') })).toBeVisible();
    await expect(sp.getByText(t('search:page.loading'))).toHaveCount(0);
    await expect(tutorCard(sp)).toHaveCount(0);

    // 6. The banner on the tutor's profile leads to the top-up; paying the debt brings them back.
    // The profile editor is the heaviest screen: openProfileEditor waits for it to finish loading.
    await openProfileEditor(tp);
    const banner = tp.getByRole('alert').filter({ hasText: t('profile:balance.negative.text') });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: t('profile:balance.negative.pay') }).click();
    await expect(tp).toHaveURL(/\/settings\?section=balance/);
    await tp.getByLabel(t('payments:top-up.amount')).fill(String(rate / 100));
    await tp.getByRole('button', { name: t('payments:top-up.submit') }).click();
    await payOnHostedPage(tp, CARDS.success);
    await expectResult(tp, t('payments:result.success-TOP_UP'));
    expect((await balanceOf(request, tutor)).availableMinor).toBe(0);
    await expect.poll(() => searchVisible(request, tutor)).toBe(true);
    expect(await inSearchApi(request, tutor, rate)).toBe(true);
    await sp.goto(`/search?${query}`);
    await expect(tutorCard(sp)).toBeVisible();

    await pupil.context.close();
    await teacher.context.close();
  });

  test('a lesson paid by card is held, cannot be paid again, and is captured for the tutor at completion', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const rate = uniqueRate();
    const [student, tutor] = await Promise.all([
      newStudent(request, runName('Картка')),
      newVerifiedTutor(request, runName('Утримання'), rate),
    ]);
    const { lessonId } = await lessonThroughRequest(request, tutor, student);
    const pupil = await signedInContext(browser, baseURL!, student);
    const sp = pupil.page;

    await sp.goto(`/lessons/${lessonId}`);
    await sp.getByRole('button', { name: t('payments:lesson.pay-card', { amount: await money(sp, rate) }) }).click();
    await expect(sp.getByText('Сума буде заблокована на картці до завершення уроку.')).toBeVisible();
    await payOnHostedPage(sp, CARDS.success);
    await expectResult(sp, t('payments:result.success-LESSON'));
    await expect(sp.getByText(t('payments:result.held-text'))).toBeVisible();
    // The card's money is held for the lesson; the balance was never touched.
    expect(await balanceOf(request, student)).toEqual({ availableMinor: 0, heldMinor: rate, currency: 'UAH' });
    expect(await lessonPaymentState(request, student, lessonId)).toMatchObject({
      hold: { fundedBy: 'CARD', status: 'AUTHORIZED' },
    });

    await sp.goto(`/lessons/${lessonId}`);
    await expect(sp.getByRole('status').filter({ hasText: t('payments:lesson.state-AUTHORIZED') })).toBeVisible();
    await expect(
      sp.getByRole('button', { name: t('payments:lesson.pay-balance', { amount: await money(sp, rate) }) }),
    ).toHaveCount(0);
    const fromBalance = await request.post(`/users/v1/payments/lessons/${lessonId}/balance`, {
      headers: bearer(student),
      data: { idempotencyKey: crypto.randomUUID() },
    });
    expect(fromBalance.status()).toBe(409);
    expect(((await fromBalance.json()) as { code: string }).code).toBe('LESSON_ALREADY_PAID');

    // The tutor completes it (the screens are the first test's): the acquirer captures the hold.
    await startLessonNow(request, lessonId);
    for (const step of ['meeting/finalize', 'complete']) {
      const done = await request.post(`/users/v1/lessons/${lessonId}/${step}`, { headers: bearer(tutor) });
      expect(done.status(), await done.text()).toBe(200);
    }
    await expect.poll(async () => (await lessonPaymentState(request, student, lessonId)).hold?.status).toBe('CAPTURED');
    expect(await balanceOf(request, student)).toEqual({ availableMinor: 0, heldMinor: 0, currency: 'UAH' });
    await expect
      .poll(async () =>
        (await transactionsOf(request, tutor)).map((row) => `${row.purpose}:${row.method}:${row.amountMinor}`),
      )
      .toEqual(expect.arrayContaining([`LESSON_EARNING:CARD:${rate}`, `PLATFORM_FEE:PLATFORM:${2 * rate}`]));
    await pupil.context.close();
  });
});
