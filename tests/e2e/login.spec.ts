import { expect, test } from './fixtures';

/* Login and 'Invalid credentials!', against the seeded demo accounts. */

const DEMO_PASSWORD = 'Demo12345';

test.describe('sign in', () => {
  test('a wrong password says "Invalid credentials!" in Ukrainian and English and stays signed out', async ({
    page,
    shell,
  }) => {
    await page.goto('/login');
    await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
    await shell.main.getByLabel(shell.t('auth:login.form.password')).fill('wrong-password');
    await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: shell.t('errors:INVALID_CREDENTIALS') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await shell.languageButton('en').click();
    const en = shell.inLanguage('en');
    await page.getByRole('button', { name: en.t('auth:login.form.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials!' })).toBeVisible();
  });

  test('an empty form shows field errors and sends nothing', async ({ page, shell }) => {
    await page.goto('/login');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/login')) calls += 1;
    });
    await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
    await expect(shell.main.getByLabel(shell.t('auth:login.form.email'))).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  test('the demo student lands home, the demo teacher on the teacher home', async ({ page, shell }) => {
    await page.goto('/login');
    await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
    await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
    await expect(page).toHaveURL('/');
    await expect(shell.header.getByRole('link', { name: shell.t('app:shell.header.sign-out') })).toBeVisible();

    await shell.header.getByRole('link', { name: shell.t('app:shell.header.sign-out') }).click();
    await expect(shell.signInLink).toBeVisible();
    await page.goto('/login');
    await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('teacher@repetytor.demo');
    await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
    await expect(page).toHaveURL('/user/profile');
  });

  test('a "next" path brings the user back; a foreign one is ignored', async ({ page, shell }) => {
    await page.goto('/login?next=https://evil.example/');
    await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
    await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
    await expect(page).toHaveURL('/');
  });
});
