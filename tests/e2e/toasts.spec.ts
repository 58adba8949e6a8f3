import { expect, test } from './fixtures';

/*
 * Global toasts appear top-right. 3 s at 768 px or narrower, else 5 s.
 * The toast comes from a real action: accepting cookies. The page clock is paused after load so
 * the timing is exact, not a race with the test's own speed.
 */

test.use({ consentGiven: false });

const cases = [
  { width: 375, height: 740, shownMs: 3_000 },
  { width: 1280, height: 800, shownMs: 5_000 },
];

for (const { width, height, shownMs } of cases) {
  test.describe(`toasts at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`appear top-right and leave after ${shownMs / 1000} s`, async ({ page, shell }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(shell.homeHeading).toBeVisible();
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 2_000);

      await shell.cookieButton('accept').click();
      const toast = shell.toast(shell.t('app:cookie.toast.accepted'));
      await expect(toast).toBeVisible();

      const box = (await toast.boundingBox())!;
      expect(width - (box.x + box.width)).toBeLessThanOrEqual(24);
      expect(box.y).toBeLessThan(height / 4);
      expect(box.x + box.width / 2).toBeGreaterThan(width / 2 - 1);

      await page.clock.runFor(shownMs - 100);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toBeHidden();
    });
  });
}

test('a toast can be dismissed with its named close button', async ({ page, shell }) => {
  await page.goto('/');
  await shell.cookieButton('decline').click();
  const toast = shell.toast(shell.t('app:cookie.toast.declined'));
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: shell.t('ui:toast.dismiss.label') }).click();
  await expect(toast).toBeHidden();
});
