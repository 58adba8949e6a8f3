import { expect, test } from './fixtures';

/* Ukrainian by default, English on request, remembered under `lang`. */

test.describe('language switch', () => {
  test('starts in Ukrainian with <html lang="uk">', async ({ page, shell }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(shell.homeHeading).toBeVisible();
    await expect(shell.languageButton('uk')).toHaveAttribute('aria-pressed', 'true');
  });

  test('switches to English, confirms it, and keeps it across a reload', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.homeHeading).toBeVisible();
    await shell.languageButton('en').click();

    const en = shell.inLanguage('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(en.homeHeading).toBeVisible();
    await expect(en.toast(en.t('app:shell.language.changed'))).toBeVisible();
    await expect(page).toHaveTitle(en.t('app:shell.meta.title'));
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(en.homeHeading).toBeVisible();
    await expect(en.languageButton('en')).toHaveAttribute('aria-pressed', 'true');
  });

  test('reference data follows the language (Accept-Language from the stored choice)', async ({ page, shell }) => {
    await page.goto('/');
    const subjects = page.getByRole('region', { name: shell.t('home:categories.title') });
    await expect(subjects.getByRole('link', { name: /Математика/ })).toBeVisible();
    await shell.languageButton('en').click();
    const en = shell.inLanguage('en');
    await expect(
      page.getByRole('region', { name: en.t('home:categories.title') }).getByRole('link', { name: /Mathematics/ }),
    ).toBeVisible();
  });
});
