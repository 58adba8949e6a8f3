import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInWith } from './fixtures/accounts';
import { seedLocalStorage } from './fixtures/session';

/*
 * A 401 while signed in lands on /logout with 'Your session has expired!'. Here against
 * the real server: a real sign-in, then the access token stops being accepted (its signature is
 * broken, as the server sees an expired or revoked one) and the next account call answers 401.
 */

for (const language of ['uk', 'en'] as const) {
  test(`an expired session lands on /logout saying so (${language})`, async ({ page, shell }) => {
    if (language === 'en') await seedLocalStorage(page, { lang: 'en' });
    const s = shell.inLanguage(language);
    await signInWith(page, s, 'student@repetytor.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');

    // Both tokens end, as they do when a session is revoked. They are broken as /settings starts,
    // before its script runs: broken under the live home page, that page could meet the 401
    // first and sign out, and /settings then loaded signed out (CI: /login?next=%2Fsettings).
    await page.addInitScript(() => {
      if (location.pathname !== '/settings' || sessionStorage.getItem('e2e-session-ended')) return;
      sessionStorage.setItem('e2e-session-ended', '1');
      const [header, payload] = localStorage.getItem('token')!.split('.');
      localStorage.setItem('token', `${header}.${payload}.invalid-signature`);
      localStorage.setItem('refresh', 'revoked-refresh-token');
    });
    await page.goto('/settings');
    await expect(page).toHaveURL('/logout');
    const expected = language === 'en' ? 'Your session has expired!' : s.t('errors:SESSION_EXPIRED');
    await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: s.t('app:logout.page.title') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}
