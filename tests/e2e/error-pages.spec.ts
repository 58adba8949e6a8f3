import { ERROR_VARIANTS } from './fixtures/error-page';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInWith } from './fixtures/accounts';
import { text } from './fixtures/locale';

/* Four error pages, each with a translated title, caption and back-home button. */

test.describe('error pages', () => {
  for (const variant of ERROR_VARIANTS) {
    test(`${variant} shows its title, caption and a back-home button that leads a guest to /`, async ({
      page,
      errorPage,
      shell,
    }) => {
      await errorPage.open(variant);
      await expect(errorPage.heading(variant)).toBeVisible();
      await expect(errorPage.caption(variant)).toBeVisible();
      await errorPage.homeButton.click();
      await expect(page).toHaveURL('/');
      await expect(shell.homeHeading).toBeVisible();
    });
  }

  test('server maintenance states a duration of about 1 day', async ({ errorPage }) => {
    await errorPage.open('server-maintenance');
    await expect(errorPage.caption('server-maintenance')).toContainText('1 день');
  });

  test('accepts the spec spelling of a variant', async ({ errorPage }) => {
    await errorPage.open('ACCESS_DENIED');
    await expect(errorPage.heading('access-denied')).toBeVisible();
  });

  // Real sign-ins below, as in session.spec.ts: each home asks the API for the user's own data,
  // and a made-up token's 401 there ends the session, racing the check of the address.
  test('back home leads a teacher to /user/profile', async ({ page, errorPage, shell }) => {
    await signInWith(page, shell, 'teacher@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await errorPage.open('not-found');
    await errorPage.homeButton.click();
    await expect(page).toHaveURL('/user/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: text('uk', 'dashboard:greeting', { name: 'Олена' }) }),
    ).toBeVisible();
  });

  test('back home leads a student to /', async ({ page, errorPage, shell }) => {
    await signInWith(page, shell, 'student@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await errorPage.open('access-denied');
    await errorPage.homeButton.click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: text('uk', 'dashboard:greeting', { name: 'Іван' }) }),
    ).toBeVisible();
    await expect(shell.signInLink).toHaveCount(0);
  });

  test('an unknown variant redirects a guest home', async ({ page, shell }) => {
    await page.goto('/error/teapot');
    await expect(page).toHaveURL('/');
    await expect(shell.homeHeading).toBeVisible();
  });

  test('an unknown variant redirects a teacher to the teacher home', async ({ page, shell }) => {
    await signInWith(page, shell, 'teacher@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);
    await page.goto('/error/teapot');
    await expect(page).toHaveURL('/user/profile');
  });

  test('a path nobody owns shows not-found in place', async ({ page, errorPage }) => {
    await page.goto('/no/such/page');
    await expect(errorPage.heading('not-found')).toBeVisible();
    await expect(page).toHaveURL('/no/such/page');
  });

  test('error pages are translated', async ({ page, errorPage }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await errorPage.open('server-maintenance');
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'app:error-page.server-maintenance.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: text('en', 'app:error-page.actions.home') }),
    ).toBeVisible();
  });
});
