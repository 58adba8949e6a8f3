import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, demoLogin, signInDemo, type DemoTokens } from './fixtures/demo-accounts';

/*
 * Issue 26 in Chromium against the sandbox acquirer (the default): a student tops up with a test
 * card through the hosted page, 3-D Secure step included; a declined card changes nothing; the
 * student pays a lesson by card and the price is held. The balance is read through the API
 * before and after, so other tests signed in as the same account do not matter.
 */

const STUDENT = DEMO.student2;
const TEACHER = DEMO.teacher;
/** An amount as the browser writes it (its ICU may say "грн" where Node's says "₴"). */
const uah = (page: Page, minor: number) =>
  page.evaluate((m) => new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'UAH' }).format(m / 100), minor);

async function balance(request: APIRequestContext, who: DemoTokens) {
  const res = await request.get('/users/v1/balance', { headers: bearer(who) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { availableMinor: number; heldMinor: number };
}

/** The sandbox's hosted page: card, expiry, CVC, in Ukrainian. */
async function payOnHostedPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\//);
  await expect(page.getByRole('heading', { name: 'Тестова оплата' })).toBeVisible();
  await page.getByLabel('Номер картки').fill(card);
  await page.getByLabel('Термін дії (ММ/РР)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Сплатити' }).click();
}

async function startTopUp(page: Page, amount: string) {
  await page.goto('/settings?section=balance');
  await page.getByLabel('Сума, грн').fill(amount);
  await page.getByRole('button', { name: 'Поповнити' }).click();
}

test.describe('money with the sandbox acquirer', () => {
  test.use({ locale: 'uk-UA' });

  test('a student tops up through the hosted page with 3-D Secure; a declined card changes nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const student = await signInDemo(page, STUDENT);
    const before = await balance(page.request, student);

    await startTopUp(page, '250');
    await payOnHostedPage(page, '4000 0000 0000 3220');
    await expect(page.getByRole('heading', { name: 'Підтвердження 3-D Secure' })).toBeVisible();
    await page.screenshot({ path: 'test-results/money-3ds-1280.png' });
    await page.getByLabel('Код підтвердження').fill('123456');
    await page.getByRole('button', { name: 'Підтвердити' }).click();

    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]+\/result/);
    await expect(page.getByRole('heading', { name: 'Баланс поповнено' })).toBeVisible({ timeout: 20_000 });
    expect((await balance(page.request, student)).availableMinor).toBe(before.availableMinor + 25_000);

    await page.getByRole('link', { name: 'До балансу' }).click();
    await expect(
      page.getByRole('region', { name: 'Ваш баланс' }).getByText(await uah(page, before.availableMinor + 25_000)),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: await uah(page, 25_000) }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/money-balance-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/money-balance-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await startTopUp(page, '100');
    await page.screenshot({ path: 'test-results/money-hosted-1280.png' });
    await payOnHostedPage(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: 'Платіж не пройшов' })).toBeVisible({ timeout: 20_000 });
    expect((await balance(page.request, student)).availableMinor).toBe(before.availableMinor + 25_000);
  });

  test('a student pays a lesson by card and the price is held', async ({ page }) => {
    test.setTimeout(90_000);
    const student = await signInDemo(page, STUDENT);
    const tutor = await demoLogin(page.request, TEACHER);
    // A request links them, so the tutor may create a lesson for the student.
    const free = await page.request.get(`/users/v1/open/tutors/${tutor.userId}/free-slots`, { params: { days: '21' } });
    const slots = ((await free.json()) as { slots: { startsAt: string }[] }).slots;
    await page.request.post('/users/v1/lesson-requests/direct', {
      headers: bearer(student),
      data: { teacherId: tutor.userId, slots: [slots.at(-1)!.startsAt], subject: 'mathematics', agreeToRules: true },
    });
    let lessonId = '';
    for (let attempt = 0; attempt < 20 && !lessonId; attempt++) {
      const slot = slots.at(-2 - Math.floor(Math.random() * Math.min(40, slots.length - 2)))!.startsAt;
      const created = await page.request.post('/users/v1/lessons', {
        headers: bearer(tutor),
        data: {
          studentId: student.userId,
          subject: 'mathematics',
          startsAt: slot,
          currency: 'UAH',
          priceMinor: 40_000,
        },
      });
      if (created.ok()) lessonId = ((await created.json()) as { id: string }).id;
      else expect(created.status(), await created.text()).toBe(409);
    }
    expect(lessonId, 'a lesson in a free hour of the tutor').toBeTruthy();
    const before = await balance(page.request, student);

    const started = await page.request.post(`/users/v1/payments/lessons/${lessonId}/card`, {
      headers: bearer(student),
      data: { idempotencyKey: crypto.randomUUID() },
    });
    expect(started.status(), await started.text()).toBe(201);
    await page.goto(((await started.json()) as { pageUrl: string }).pageUrl);
    await expect(page.getByText('Сума буде заблокована на картці до завершення уроку.')).toBeVisible();
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Урок оплачено' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Сума заблокована на картці й буде списана після завершення уроку.')).toBeVisible();
    const after = await balance(page.request, student);
    expect(after.heldMinor).toBe(before.heldMinor + 40_000);
    expect(after.availableMinor).toBe(before.availableMinor);
  });
});
