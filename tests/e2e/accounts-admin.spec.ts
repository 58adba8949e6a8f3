import { expect, test } from './fixtures';
import {
  createSubmittedTeacher,
  DEMO_PASSWORD,
  field,
  openProfileEditor,
  signInWith,
  signOut,
} from './fixtures/accounts';
import { waitForMessage } from './fixtures/mailbox';

/*
 * The admin declines a submitted profile with a reason (an empty reason is refused);
 * the teacher sees the status and the reason, in English here.
 */

test('the admin declines a profile with a reason, and the teacher reads it', async ({ page, shell, request }) => {
  test.setTimeout(240_000);
  const names = { firstName: 'Тарас', lastName: `Відхилений${Date.now().toString(36)}` };
  const teacher = await createSubmittedTeacher(request, names);
  const name = `${names.firstName} ${names.lastName}`;
  const reason = 'Додайте диплом про освіту.';

  await signInWith(page, shell, 'admin@repetytor.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await shell.sidebarNav.getByRole('link', { name: shell.t('app:shell.nav.verifications') }).click();
  await expect(page).toHaveURL('/admin/verifications');
  await page.getByRole('button', { name: shell.t('admin:list.decline-named', { name }) }).click();

  const dialog = page.getByRole('dialog', { name: shell.t('admin:decline.title', { name }) });
  await dialog.getByRole('button', { name: shell.t('admin:decline.submit') }).click();
  await expect(dialog.getByText(shell.t('validation:reason-required'))).toBeVisible();
  await field(dialog, shell.t('admin:decline.status')).selectOption('MISSING_INFO');
  await field(dialog, shell.t('admin:decline.reason')).fill(reason);
  await dialog.getByRole('button', { name: shell.t('admin:decline.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: shell.t('admin:list.decline-named', { name }) })).toHaveCount(0);

  // Exact: the quiz approvals below have a 'Declined quizzes' tab of their own.
  await page.getByRole('tab', { name: shell.t('admin:status.DECLINED'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await signOut(page, shell);

  // The teacher, in English, sees what is missing and why.
  await shell.languageButton('en').click();
  const en = shell.inLanguage('en');
  await signInWith(page, en, teacher.email, teacher.password);
  await expect(page).toHaveURL('/user/profile');
  await openProfileEditor(page);
  const panel = page.getByRole('region', { name: en.t('profile:verification.title') });
  await expect(panel.getByText(en.t('profile:verification.status.MISSING_INFO'))).toBeVisible();
  await expect(panel.getByText(reason)).toBeVisible();
  await expect(panel.getByRole('button', { name: en.t('profile:verification.submit') })).toBeEnabled();
  expect((await waitForMessage(teacher.email, 'EMAIL', 2)).to).toContain(teacher.email);
});
