import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInWith } from './fixtures/accounts';
import { fakeToken, seedLocalStorage } from './fixtures/session';

/* The home route depends on the token's authority claim; /logout ends the session. */

test.describe('home by role', () => {
  test('a teacher landing on / goes to the teacher home, greeted by name', async ({ page, shell }) => {
    // A real sign-in, as for the student below: the teacher home asks the API for the teacher's
    // own data, and a made-up token's 401 there would end the session mid-test.
    await signInWith(page, shell, 'teacher@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL('/user/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: shell.t('dashboard:greeting', { name: 'Олена' }) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: shell.t('dashboard:verification.title') })).toBeVisible();
    await expect(shell.header.getByRole('link', { name: shell.t('app:shell.header.sign-out') })).toBeVisible();
  });

  test('a student sees their own home at /', async ({ page, shell }) => {
    // A real sign-in: the home's search wizard asks the API for a student's profile, and a
    // made-up token's 401 there would end the session before the heading was checked.
    await signInWith(page, shell, 'student@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await page.goto('/');
    // Their dashboard, not the guests' landing.
    await expect(
      page.getByRole('heading', { level: 1, name: shell.t('dashboard:greeting', { name: 'Іван' }) }),
    ).toBeVisible();
    await expect(shell.signInLink).toHaveCount(0);
  });

  test('a student is refused the teacher home', async ({ page, shell, errorPage }) => {
    // A real sign-in: side by side, the shell's first API call with a made-up token met its 401
    // (which ends the session) before the refusal was drawn, on both tries.
    await signInWith(page, shell, 'student@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await page.goto('/user/profile');
    await expect(errorPage.heading('access-denied')).toBeVisible();
  });

  test('a guest asking for the teacher home is sent home', async ({ page, shell }) => {
    await page.goto('/user/profile');
    await expect(page).toHaveURL('/');
    await expect(shell.homeHeading).toBeVisible();
    await expect(shell.signInLink).toBeVisible();
  });
});

test.describe('/logout', () => {
  test('after an expired session it says so once, clears the tokens and offers to sign in', async ({ page, shell }) => {
    await seedLocalStorage(page, { token: fakeToken('ROLE_STUDENT'), refresh: 'refresh-token', logoutInfo: 'true' });
    await page.goto('/logout');
    const expired = page.getByRole('alert').filter({ hasText: shell.t('errors:SESSION_EXPIRED') });
    await expect(expired).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: shell.t('app:logout.page.title') })).toBeVisible();
    await expect(shell.main.getByRole('link', { name: shell.t('app:logout.page.sign-in') })).toBeVisible();
    await expect(shell.signInLink).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('refresh'),
        localStorage.getItem('logoutInfo'),
      ]),
    ).toEqual([null, null, null]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: shell.t('app:logout.page.title') })).toBeVisible();
    await expect(expired).toBeHidden();
  });

  test('a voluntary sign-out does not claim the session expired', async ({ page, shell }) => {
    // A real sign-in: the teacher home asks the API for the teacher's own data, and a made-up
    // token's 401 there would end the session as expired, racing the click on sign-out.
    await signInWith(page, shell, 'teacher@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await page.goto('/user/profile');
    await shell.header.getByRole('link', { name: shell.t('app:shell.header.sign-out') }).click();
    await expect(page).toHaveURL('/logout');
    await expect(page.getByRole('heading', { level: 1, name: shell.t('app:logout.page.title') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: shell.t('errors:SESSION_EXPIRED') })).toBeHidden();
    await expect(shell.signInLink).toBeVisible();
  });
});
