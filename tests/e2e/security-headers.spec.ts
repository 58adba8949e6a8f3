import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The built web app works under the server's Content-Security-Policy. Every
 * screen visited here must load without a single CSP violation (the browser reports each one as
 * a `securitypolicyviolation` event), signed out and signed in.
 */

const DEMO_PASSWORD = 'Demo12345';

/** Starts recording the page's CSP violations before any of its scripts run. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test.describe('Content-Security-Policy', () => {
  test('the server answers HTML with a strict script policy', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  for (const path of ['/', '/search', '/faq', '/login', '/tutors/mathematics/kyiv']) {
    test(`a guest's ${path} loads and hydrates with no violation`, async ({ page, shell }) => {
      const violations = await recordViolations(page);
      await page.goto(path);
      await expect(shell.main).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      expect(await violations()).toEqual([]);
    });
  }

  test('signing in and the signed-in home run with no violation', async ({ page, shell }) => {
    const violations = await recordViolations(page);
    await page.goto('/login');
    await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
    await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
    await expect(page).toHaveURL('/');
    await expect(shell.header.getByRole('link', { name: shell.t('app:shell.header.sign-out') })).toBeVisible();
    await page.goto('/user/profile');
    await expect(shell.main).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
