import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, demoLogin, signInDemo } from './fixtures/demo-accounts';
import { uniqueSurname } from './fixtures/lesson-people';
import { text } from './fixtures/locale';
import { balanceOf, newVerifiedTutor, searchVisible, signedInContext } from './fixtures/money';

/*
 * Balance administration in Chromium: an administrator debits a tutor's balance below zero on the
 * balances screen (with a reason), the tutor drops out of search and sees the banner with the
 * top-up button; a credit settling the debt brings them back. The tutor is this spec's own: the
 * demo tutor's balance and visibility are shared with specs running beside it (lessons earn,
 * searches expect to find them). Screenshots at 375 and 1280 px land under test-results/ledger/.
 */

const uk = (key: string, values?: Record<string, string>) => text('uk', key, values);

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.screenshot({ path: `test-results/ledger/${name}-${width}.png`, fullPage: true });
  }
}

test('an administrator adjusts a balance; a tutor in debt is hidden from search and sees the banner', async ({
  page,
  browser,
  baseURL,
}) => {
  const tutor = await newVerifiedTutor(page.request, uniqueSurname('Борг'), 45_000);
  const visibility = () => searchVisible(page.request, tutor);
  const admin = await demoLogin(page.request, DEMO.admin);
  const credit = async (amountMinor: number, reason: string) => {
    const res = await page.request.post(`/users/v1/admin/balances/${tutor.userId}/adjustments`, {
      headers: bearer(admin),
      data: { amountMinor, reason, idempotencyKey: randomUUID() },
    });
    expect(res.status()).toBe(201);
  };
  await expect.poll(visibility).toBe(true);
  expect((await balanceOf(page.request, tutor)).availableMinor).toBe(0);

  await signInDemo(page, DEMO.admin);
  await page.goto(`/admin/balances?user=${tutor.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: uk('admin:balances.title') })).toBeVisible();
  const debt = 50_000;
  await page.getByLabel(uk('admin:balances.adjust.amount')).fill(String(-debt));
  await page.getByLabel(uk('admin:balances.adjust.reason')).fill('E2E: an unpaid platform fee');
  await page.getByRole('button', { name: uk('admin:balances.adjust.submit') }).click();
  await expect(page.getByText('E2E: an unpaid platform fee').first()).toBeVisible();
  await expect.poll(async () => (await balanceOf(page.request, tutor)).availableMinor).toBe(-debt);
  // The handler hiding the tutor runs after the adjustment commits.
  await expect.poll(visibility).toBe(false);
  await page.reload();
  await expect(page.getByText(uk('admin:balances.hidden-for-debt'))).toBeVisible();
  await screenshots(page, 'admin-balances');

  const { context, page: tutorPage } = await signedInContext(browser, baseURL!, tutor);
  await tutorPage.goto('/user/profile/edit');
  const banner = tutorPage.getByRole('alert').filter({ hasText: uk('profile:balance.negative.text') });
  await expect(banner).toBeVisible();
  const pay = banner.getByRole('link', { name: uk('profile:balance.negative.pay') });
  await expect(pay).toHaveAttribute('href', `/settings/balance/top-up?amount=${debt}`);
  await screenshots(tutorPage, 'negative-balance-banner');
  await context.close();

  // Settling the debt (here by a credit) shows the tutor in search again.
  await credit(debt, 'E2E: the debt is settled');
  await expect.poll(visibility).toBe(true);
  expect((await balanceOf(page.request, tutor)).availableMinor).toBe(0);
});
