import { expect, test } from './fixtures';
import {
  avatarPng,
  confirmPhone,
  DEMO_PASSWORD,
  field,
  NEW_PASSWORD,
  openProfileEditor,
  randomPhone,
  registerAndConfirm,
  signInWith,
  signOut,
} from './fixtures/accounts';
import { uniqueEmail, waitForMessage, waitForSubject } from './fixtures/mailbox';

/*
 * A new teacher registers, reads the code from the received email (real
 * SMTP into the E2E server's smtp-server), completes every registration step (SMS code from the
 * outbox), fills the profile with an avatar upload, submits it for verification; the admin
 * approves; the teacher turns on search visibility. In Ukrainian, the default language.
 */

test('a new teacher registers, fills the profile, is approved by the admin and appears in search', async ({
  page,
  shell,
}) => {
  test.setTimeout(240_000);
  const t = shell.t;
  const email = uniqueEmail('teacher');
  const firstName = 'Оксана';
  const lastName = `Тестова${Date.now().toString(36)}`;

  await registerAndConfirm(page, shell, { role: 'ROLE_TEACHER', email, firstName, lastName });
  const codeMail = (await waitForMessage(email, 'EMAIL'))!;
  expect(codeMail.subject).toBe('Код підтвердження Repetytor');

  // Step PROFILE_INFO (teacher: date of birth and city too).
  await expect(page.getByRole('heading', { level: 1, name: t('registration:steps.PROFILE_INFO.title') })).toBeVisible();
  const progress = page.getByRole('list', { name: t('registration:progress.label') });
  await expect(
    progress.getByRole('listitem').filter({ hasText: t('registration:steps.PROFILE_INFO.short') }),
  ).toHaveAttribute('aria-current', 'step');
  await field(page, t('registration:fields.date-of-birth')).fill('1990-05-14');
  await field(page, t('registration:fields.city')).selectOption({ label: 'Київ' });
  await page.getByRole('button', { name: t('registration:actions.continue') }).click();

  // Resumable: a screen behind the guard sends an unfinished registration back to its step.
  await expect(page).toHaveURL('/registration/phone-number');
  await page.goto('/user/profile/edit');
  await expect(page).toHaveURL('/registration/phone-number');

  // Step PHONE_NUMBER: a wrong length is refused in the browser with the phone rule's message.
  await field(page, t('registration:fields.phone')).fill('12345');
  await page.getByRole('button', { name: t('registration:actions.send-code') }).click();
  await expect(page.getByText(t('validation:phone-requirements'))).toBeVisible();
  await confirmPhone(page, shell, randomPhone());

  // Step SKILLS completes the registration and opens the profile editor.
  await page.getByRole('checkbox', { name: 'Українська як іноземна', exact: true }).check();
  await page.getByRole('button', { name: t('registration:actions.finish') }).click();
  await expect(page).toHaveURL('/user/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: t('profile:page.title-teacher') })).toBeVisible();

  // Saving an incomplete profile names the missing fields and sends nothing.
  await page.getByRole('button', { name: t('profile:editor.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('profile:editor.fix-fields') })).toBeVisible();
  const editor = page.getByRole('form', { name: t('profile:page.title-teacher') });
  await expect(editor.getByText(t('validation:avatar-required'))).toBeVisible();
  await expect(editor.getByText(t('validation:title-required'))).toBeVisible();

  // The profile, avatar upload included.
  await field(page, t('profile:fields.avatar')).setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: await avatarPng(),
  });
  await expect(page.getByRole('img', { name: t('profile:fields.avatar-alt') })).toBeVisible();
  // An intro video: the server checks the container signature (an MP4 'ftyp' box here).
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(512)]);
  await field(page, t('profile:fields.intro-video')).setInputFiles({
    name: 'intro.mp4',
    mimeType: 'video/mp4',
    buffer: mp4,
  });
  await expect(editor.locator('video')).toHaveCount(1);
  await field(page, t('profile:fields.title')).fill('Репетитор з математики, підготовка до НМТ');
  await field(page, t('profile:fields.about')).fill('Викладаю математику 8 років, готую до НМТ і олімпіад.');
  await field(page, t('profile:fields.why-me')).fill('Пояснюю просто і з прикладами.');
  await field(page, t('profile:fields.level')).selectOption('HIGH');
  await field(page, t('profile:fields.lesson-type')).selectOption('BOTH');
  await field(page, t('profile:fields.rate')).fill('450');
  await field(page, t('profile:fields.working-from')).fill('09:00');
  await field(page, t('profile:fields.working-to')).fill('19:00');
  await field(page, t('profile:fields.free-first-lesson')).check();
  await page.getByRole('button', { name: t('profile:languages.add') }).click();
  await page.getByRole('button', { name: t('profile:education.add') }).click();
  await field(page, t('profile:education.institution')).fill('КНУ імені Тараса Шевченка');
  // Years start empty and are required: none is invented for the tutor.
  const education = page.getByRole('region', { name: t('profile:sections.education') });
  await field(education, t('profile:period.from')).fill('2008');
  await field(education, t('profile:period.to')).fill('2014');
  await page.getByRole('button', { name: t('profile:experience.add') }).click();
  await field(page, t('profile:experience.position')).fill('Вчитель математики');
  const experience = page.getByRole('region', { name: t('profile:sections.experience') });
  await field(experience, t('profile:period.from')).fill('2014');
  await experience.getByRole('checkbox', { name: t('profile:period.till-now') }).check();
  await expect(experience.getByRole('checkbox', { name: t('profile:period.till-now') })).toBeChecked();
  await page.getByRole('button', { name: t('profile:editor.save') }).click();
  await expect(shell.toast(t('profile:editor.saved'))).toBeVisible();

  // Verification: submit, then search visibility is refused with the server's message.
  const panel = page.getByRole('region', { name: t('profile:verification.title') });
  await expect(panel.getByText(t('profile:verification.status.NOT_DONE'))).toBeVisible();
  await panel.getByRole('button', { name: t('profile:verification.submit') }).click();
  await expect(panel.getByText(t('profile:verification.status.IN_PROCESS'))).toBeVisible();
  const visibility = panel.getByRole('switch', { name: t('profile:visibility.label') });
  await visibility.click();
  await expect(panel.getByRole('alert').filter({ hasText: t('errors:VERIFICATION_REQUIRED') })).toBeVisible();
  await expect(visibility).not.toBeChecked();
  await signOut(page, shell);

  // The admin approves it on the verifications screen.
  await signInWith(page, shell, 'admin@repetytor.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: t('admin:page.title') })).toBeVisible();
  const name = `${firstName} ${lastName}`;
  await page.getByRole('button', { name: t('admin:list.approve-named', { name }) }).click();
  await expect(shell.toast(t('admin:list.approved', { name }))).toBeVisible();
  await signOut(page, shell);

  // The teacher is told by email, signs in and turns on search visibility.
  await waitForSubject(email, 'Ваш профіль перевірено');
  await signInWith(page, shell, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/user/profile');
  await openProfileEditor(page);
  await expect(panel.getByText(t('profile:verification.status.DONE'))).toBeVisible();
  await visibility.click();
  await expect(visibility).toBeChecked();
  await expect(panel.getByText(t('profile:visibility.on'))).toBeVisible();
  // A fresh load of the editor (the heaviest screen, see openProfileEditor) reads it from the server.
  await openProfileEditor(page);
  await expect(panel.getByRole('switch', { name: t('profile:visibility.label') })).toBeChecked();
});

test('a student cannot open the admin verifications screen', async ({ page, shell, errorPage }) => {
  await signInWith(page, shell, 'student@repetytor.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/verifications');
  await expect(errorPage.heading('access-denied')).toBeVisible();
});
