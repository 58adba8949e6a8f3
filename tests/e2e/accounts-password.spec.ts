import { expect, test } from './fixtures';
import { field, registerAndConfirm, signOut } from './fixtures/accounts';
import { codeIn, uniqueEmail, waitForMessage } from './fixtures/mailbox';

/*
 * Forgot and reset password: the code arrives by email (real SMTP), the new password
 * signs the user in, and an unfinished registration resumes at its step. Google sign-in is not
 * configured on the E2E server, so its button is not offered.
 */

test('forgot password: the emailed code sets a new password and registration resumes', async ({ page, shell }) => {
  test.setTimeout(240_000);
  const t = shell.t;
  const email = uniqueEmail('forgetful');
  await registerAndConfirm(page, shell, { role: 'ROLE_STUDENT', email, firstName: 'Марія', lastName: 'Шевчук' });
  await signOut(page, shell);

  await page.goto('/login');
  await expect(page.getByText(t('auth:google.or'), { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: t('auth:login.page.forgot') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('auth:forgot.page.title') })).toBeVisible();
  await field(page, t('auth:forgot.form.email')).fill(email);
  await page.getByRole('button', { name: t('auth:forgot.form.submit') }).click();

  await expect(page.getByRole('heading', { level: 1, name: t('auth:reset.page.title') })).toBeVisible();
  await expect(field(page, t('auth:reset.form.email'))).toHaveValue(email);
  const mail = await waitForMessage(email, 'EMAIL', 2);
  expect(mail.subject).toBe('Відновлення пароля Repetytor');
  await field(page, t('auth:reset.form.code')).fill(codeIn(mail));
  await field(page, t('auth:reset.form.password')).fill('Changed12345');
  await field(page, t('auth:reset.form.confirm-password')).fill('Changed99999');
  await page.getByRole('button', { name: t('auth:reset.form.submit') }).click();
  await expect(page.getByText(t('validation:password-mismatch'))).toBeVisible();
  await field(page, t('auth:reset.form.confirm-password')).fill('Changed12345');
  await page.getByRole('button', { name: t('auth:reset.form.submit') }).click();
  await expect(page).toHaveURL('/registration/profile-info');
  await expect(page.getByRole('heading', { level: 1, name: t('registration:steps.PROFILE_INFO.title') })).toBeVisible();
});
