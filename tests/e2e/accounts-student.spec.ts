import { expect, test } from './fixtures';
import {
  confirmPhone,
  field,
  NEW_PASSWORD,
  randomPhone,
  registerAndConfirm,
  signInWith,
  signOut,
} from './fixtures/accounts';
import { uniqueEmail, waitForMessage } from './fixtures/mailbox';
import { seedLocalStorage } from './fixtures/session';

/*
 * A student registers and signs in, here in English (the teacher journey
 * runs in Ukrainian). Settings: change password, and delete the account only after typing DELETE.
 */

test.describe('student account, in English', () => {
  test.beforeEach(async ({ page }) => {
    await seedLocalStorage(page, { lang: 'en' });
  });

  test('a student registers, confirms the email code, completes the steps and signs in again', async ({
    page,
    shell,
  }) => {
    test.setTimeout(240_000);
    const en = shell.inLanguage('en');
    const t = en.t;
    const email = uniqueEmail('student');

    await registerAndConfirm(page, en, {
      role: 'ROLE_STUDENT',
      email,
      firstName: 'Ivan',
      lastName: 'Petrenko',
      wrongCodeFirst: true,
    });
    // The email is in the language the student signed up in.
    expect((await waitForMessage(email, 'EMAIL')).subject).toBe('Your Repetytor confirmation code');

    await expect(
      page.getByRole('heading', { level: 1, name: t('registration:steps.PROFILE_INFO.title') }),
    ).toBeVisible();
    await expect(field(page, t('registration:fields.date-of-birth'))).toHaveCount(0);
    await page.getByRole('button', { name: t('registration:actions.continue') }).click();
    await confirmPhone(page, en, randomPhone());
    await page.getByRole('checkbox', { name: 'Mathematics', exact: true }).check();
    await page.getByRole('button', { name: t('registration:actions.finish') }).click();
    await expect(page).toHaveURL('/');
    // A student's home is their dashboard.
    await expect(
      page.getByRole('heading', { level: 1, name: t('dashboard:greeting', { name: 'Ivan' }) }),
    ).toBeVisible();

    await signOut(page, en);
    await signInWith(page, en, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/');
    await expect(en.header.getByRole('link', { name: t('app:shell.header.sign-out') })).toBeVisible();

    // The profile keeps what registration saved.
    await page.goto('/user/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: t('profile:page.title-student') })).toBeVisible();
    await expect(field(page, t('profile:fields.first-name'))).toHaveValue('Ivan');
    await expect(page.getByRole('checkbox', { name: 'Mathematics', exact: true })).toBeChecked();
  });

  test('settings: change the password, then delete the account only after typing DELETE', async ({ page, shell }) => {
    test.setTimeout(240_000);
    const en = shell.inLanguage('en');
    const t = en.t;
    const email = uniqueEmail('leaver');
    await registerAndConfirm(page, en, { role: 'ROLE_STUDENT', email, firstName: 'Olha', lastName: 'Koval' });
    await page.getByRole('button', { name: t('registration:actions.continue') }).click();
    await confirmPhone(page, en, randomPhone());
    await page.getByRole('checkbox', { name: 'Physics', exact: true }).check();
    await page.getByRole('button', { name: t('registration:actions.finish') }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/settings?section=security');
    await expect(page.getByRole('heading', { level: 1, name: t('settings:page.title') })).toBeVisible();
    await field(page, t('settings:security.current-password')).fill('wrong-password1');
    await field(page, t('settings:security.new-password')).fill('Another12345');
    await field(page, t('settings:security.confirm-password')).fill('Another12345');
    await page.getByRole('button', { name: t('settings:security.change-password') }).click();
    await expect(page.getByText(t('validation:current-password-wrong'))).toBeVisible();
    await field(page, t('settings:security.current-password')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('settings:security.change-password') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('settings:security.password-changed') })).toBeVisible();

    const confirm = field(page, t('settings:security.delete-confirm', { word: 'DELETE' }));
    const remove = page.getByRole('button', { name: t('settings:security.delete-button') });
    await confirm.fill('delete');
    await expect(remove).toBeDisabled();
    await confirm.fill('DELETE');
    await remove.click();
    await expect(page).toHaveURL('/');
    await expect(en.signInLink).toBeVisible();

    await signInWith(page, en, email, 'Another12345');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials!' })).toBeVisible();
  });
});
