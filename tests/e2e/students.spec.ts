import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, NEW_PASSWORD } from './fixtures/accounts';
import { DEMO, signInDemo } from './fixtures/demo-accounts';
import { locale } from './fixtures/locale';
import { codeIn, uniqueEmail, waitForSubject } from './fixtures/mailbox';

/*
 * My students in Chromium with two contexts: the demo tutor invites an address from My
 * students; the invite mail arrives over SMTP; a new visitor opens its link, signs up with that
 * address and is linked to the tutor as soon as they are signed in. The tutor's open list shows
 * "invite accepted" without a reload (the students.changed live push).
 */

const t = locale('uk');

async function tutorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  const tokens = await signInDemo(page, DEMO.teacher);
  return { context, page, tokens };
}

test('invite → sign up from the mail → linked, live on the tutor’s list', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('invited');
  const tutor = await tutorPage(browser, baseURL!);
  await tutor.page.goto('/students');
  await expect(tutor.page.getByRole('heading', { level: 1, name: t('students:list.title') })).toBeVisible();

  // An invalid address is refused in the form, with the shared schema's message.
  const emailField = tutor.page.getByLabel(t('students:invite.email'));
  await emailField.fill('nobody@localhost');
  await tutor.page.getByRole('button', { name: t('students:invite.submit') }).click();
  await expect(tutor.page.getByText(t('validation:email-invalid'))).toBeVisible();

  await emailField.fill(email);
  await tutor.page.getByRole('button', { name: t('students:invite.submit') }).click();
  await expect(tutor.page.getByText(t('students:invite.sent', { email }))).toBeVisible();
  await tutor.page.getByRole('tab', { name: t('students:list.tab-invited') }).click();
  const row = tutor.page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText(t('students:status.INVITED'))).toBeVisible();

  const mail = await waitForSubject(email, 'Запрошення до Repetytor');
  const link = /https?:\/\/[^\s]+\/invites\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The new visitor opens the link, sees who invites, and signs up with the invited address.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: t('students:accept.title') })).toBeVisible();
  await expect(page.getByText(t('students:accept.lead', { tutor: 'Олена Коваль', email }))).toBeVisible();
  await page.getByRole('link', { name: t('students:accept.sign-up') }).click();
  await expect(page).toHaveURL('/register');
  // Sign-up as registerAndConfirm does, but the code is read from its own mail: the invite came first.
  await page.getByRole('radio', { name: new RegExp(t('auth:register.role.ROLE_STUDENT.title')) }).check();
  await field(page, t('auth:register.form.first-name')).fill('Марія');
  await field(page, t('auth:register.form.last-name')).fill('Запрошена');
  await field(page, t('auth:register.form.email')).fill(email);
  await field(page, t('auth:register.form.password')).fill(NEW_PASSWORD);
  await field(page, t('auth:register.form.confirm-password')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('auth:register.form.submit') }).click();
  await expect(page).toHaveURL(/\/signup\/code\?email=/);
  const code = codeIn(await waitForSubject(email, 'Код підтвердження Repetytor'));
  await field(page, t('auth:code.form.code')).fill(code);
  await page.getByRole('button', { name: t('auth:code.form.submit') }).click();
  await expect(page).toHaveURL('/registration/profile-info');

  // Linked as soon as signed in: the tutor's open list says so, without a reload.
  await expect(row.getByText(t('students:status.INVITE_ACCEPTED'))).toBeVisible();
  await tutor.page.getByRole('tab', { name: t('students:list.tab-all') }).click();
  await expect(tutor.page.getByRole('link', { name: 'Марія Запрошена', exact: true })).toBeVisible();

  // And the lesson form offers the new student.
  const students = await tutor.page.request.get('/users/v1/lessons/students', {
    headers: { authorization: `Bearer ${tutor.tokens.token}` },
  });
  const names = ((await students.json()) as { items: { firstName: string; lastName: string }[] }).items.map(
    (s) => `${s.firstName} ${s.lastName}`,
  );
  expect(names).toContain('Марія Запрошена');
  await tutor.context.close();
});
