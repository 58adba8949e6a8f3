import type { WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, demoLogin } from './fixtures/demo-accounts';
import { codeIn, uniqueEmail, waitForMessage } from './fixtures/mailbox';

/*
 * An admin blocks an account; its open tab loses
 * its live connection at once, and signing in again says why, in the page's language.
 */

const PASSWORD = 'Secret12345';

test('a blocked user is signed out at once and told why at sign-in', async ({ page, shell }) => {
  const email = uniqueEmail('blocked');
  const registered = await page.request.post('/users/v1/open/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Марта', lastName: 'Блок', role: 'ROLE_STUDENT' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const confirmed = await page.request.post('/users/v1/open/auth/email-code', {
    data: { email, code: codeIn(await waitForMessage(email, 'EMAIL')) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const pair = (await confirmed.json()) as { token: string; refreshToken: string };
  const userId = JSON.parse(Buffer.from(pair.token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;

  // Signed in with a live connection open.
  await page.addInitScript((p) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    localStorage.setItem('token', p.token);
    localStorage.setItem('refresh', p.refreshToken);
    sessionStorage.setItem('e2e-signed-in', '1');
  }, pair);
  // Every live socket the tab opens is kept: a token refresh may replace the first one before
  // the block, and a closed socket's 'close' event would never fire again.
  const sockets: WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/users/v1/open/users/live')) sockets.push(ws);
  });
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/users/v1/open/users/live'));
  await page.goto('/notifications');
  const live = await socket;
  await live.waitForEvent('framereceived');

  const admin = await demoLogin(page.request, DEMO.admin);
  const blocked = await page.request.post(`/users/v1/admin/users/${userId}/block`, { headers: bearer(admin) });
  expect(blocked.ok(), await blocked.text()).toBeTruthy();
  await expect.poll(() => sockets.filter((ws) => !ws.isClosed()).length).toBe(0);

  // Signing in again: the translated reason, in Ukrainian and in English.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await shell.main.getByLabel(shell.t('auth:login.form.email')).fill(email);
  await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(PASSWORD);
  await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: shell.t('errors:ACCOUNT_BLOCKED') })).toBeVisible();
  await shell.languageButton('en').click();
  const en = shell.inLanguage('en');
  await page.getByRole('button', { name: en.t('auth:login.form.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.t('errors:ACCOUNT_BLOCKED') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
