import { expect, test } from './fixtures';

/* Everything reachable by keyboard, starting with a skip link to the main content. */

test('the first Tab reaches the skip link, which moves focus to main', async ({ page, shell }) => {
  await page.goto('/');
  await expect(shell.homeHeading).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: shell.t('app:shell.skip-link.label') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shell.main).toBeFocused();
});

test('the language switch and the subject search work from the keyboard', async ({ page, shell }) => {
  await page.goto('/');
  await shell.languageButton('en').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const en = shell.inLanguage('en');
  const subject = page.getByLabel(en.t('home:search.subject-label'));
  await expect(subject).toBeEnabled();
  await page.getByRole('button', { name: en.t('home:search.submit') }).press('Enter');
  await expect(page.getByText(en.t('home:search.subject-required'))).toBeVisible();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
});

test('landmarks: one banner, main navigation and main', async ({ page, shell }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(shell.sidebarNav).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
