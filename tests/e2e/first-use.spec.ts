import { expect, test } from './fixtures';
import { DEMO, signInDemo } from './fixtures/demo-accounts';
import { locale, type Language } from './fixtures/locale';

/*
 * Issue 27, "what a new user trips over": the shell's links lead somewhere for every role
 * (item 6), in Ukrainian and English.
 */

for (const language of ['uk', 'en'] as const satisfies Language[]) {
  const t = locale(language);
  const inLanguage = async (page: import('@playwright/test').Page) => {
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  };

  test.describe(`item 6: "become a tutor" only where it leads somewhere (${language})`, () => {
    for (const who of ['student', 'admin'] as const) {
      test(`a signed-in ${who} is not offered sign-up as a tutor`, async ({ page }) => {
        await inLanguage(page);
        await signInDemo(page, DEMO[who]);
        await page.goto('/');
        await expect(
          page.getByRole('banner').getByRole('link', { name: t('app:shell.header.sign-out') }),
        ).toBeVisible();
        const becomeTutor = new RegExp(`^${t('app:shell.nav.become-tutor')}$`);
        await expect(page.getByRole('link', { name: becomeTutor })).toHaveCount(0);
        await expect(page.getByRole('link', { name: t('home:tutor-cta.action') })).toHaveCount(0);
        // Every link of the header and the sidebar opens a screen rather than bouncing back home.
        const nav = page.getByRole('navigation', { name: t('app:shell.nav.label') });
        const hrefs = await page
          .getByRole('banner')
          .getByRole('link')
          .or(nav.getByRole('link'))
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of new Set(hrefs)) {
          if (href === '/logout' || href.startsWith('http')) continue;
          await page.goto(href);
          const path = new URL(page.url()).pathname + new URL(page.url()).hash;
          if (href !== '/' && href !== '/user/profile') expect(path, `${href} stays where it leads`).not.toBe('/');
          await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        }
      });
    }

    test('a guest is offered it, and it leads to sign-up', async ({ page }) => {
      await inLanguage(page);
      await page.goto('/');
      await page
        .getByRole('navigation', { name: t('app:shell.nav.quick-label') })
        .getByRole('link', { name: t('app:shell.nav.become-tutor') })
        .click();
      await expect(page).toHaveURL('/#become-tutor');
      await page
        .getByRole('region', { name: t('home:tutor-cta.title') })
        .getByRole('link', { name: t('home:tutor-cta.action') })
        .click();
      await expect(page).toHaveURL('/register');
    });
  });
}
