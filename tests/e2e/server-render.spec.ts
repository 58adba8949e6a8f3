import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInWith } from './fixtures/accounts';
import { locale } from './fixtures/locale';

/*
 * Server-rendered first screens (the landing, search and tutor pages paint from HTML):
 * what a guest sees before any script runs, that the browser then takes the page over without a
 * hydration error, and that personal or other-language browsers get their own rendering.
 */

const t = locale('uk');

/** Every console error and uncaught error of the page, hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The price per 60 minutes on each card, top to bottom. */
function cardPrices(page: Page): Promise<number[]> {
  return page
    .locator('article.tutor-card .tutor-card__price strong')
    .evaluateAll((nodes) => nodes.map((node) => Number((node.textContent ?? '').replace(/[^\d]/g, ''))));
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.length > 1 &&
  values.every(
    (value, index) => index === 0 || (direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value),
  );

async function firstTutorId(page: Page): Promise<string> {
  const answer = await page.request.get('/users/v1/open/search?subject=mathematics&size=1');
  return ((await answer.json()) as { items: { id: string }[] }).items[0]!.id;
}

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest reads the home page, the search results and a tutor’s page from the HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: t('search:wizard.title') })).toBeVisible();

    await page.goto('/search?subject=mathematics&sort=PRICE_ASC');
    await expect(page.getByRole('heading', { level: 1, name: t('search:page.title') })).toBeVisible();
    const cards = page.locator('article.tutor-card');
    expect(await cards.count()).toBeGreaterThan(1);
    expect(isSorted(await cardPrices(page), 'asc')).toBe(true);

    // Links are plain links: the tutor's page opens without a script too.
    const name = (await cards.first().locator('.tutor-card__name').textContent())?.trim() ?? '';
    await page.getByRole('link', { name: t('search:card.open-aria', { name }) }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a guest reads every subject and the FAQ, a shared FAQ search among it, from the HTML alone', async ({
    page,
  }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: t('pages:categories.page.title') })).toBeVisible();
    // The groups are in the HTML, not a spinner waiting for a script: each subject links to its search.
    await expect(page.getByRole('heading', { level: 2, name: t('pages:categories.groups.school') })).toBeVisible();
    const mathematics = page.locator('a.category-link[href="/search?subject=mathematics"]');
    await expect(mathematics).toBeVisible();
    await mathematics.click();
    await expect(page).toHaveURL(/\/search\?subject=mathematics/);
    await expect(page.locator('article.tutor-card').first()).toBeVisible();

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: t('pages:faq.page.title') })).toBeVisible();
    const questions = page.locator('.faq-item__question');
    expect(await questions.count()).toBeGreaterThan(3);

    // A search someone shared: the server answers it, with the matching answers open.
    const question = 'Як знайти репетитора?';
    await page.goto(`/faq?q=${encodeURIComponent('знайти репетитора')}`);
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.locator('details.faq-item[open]').first()).toBeVisible();
    expect(await questions.count()).toBeLessThan(
      await page.request
        .get('/users/v1/open/faq')
        .then(async (answer) => ((await answer.json()) as { items: unknown[] }).items.length),
    );
  });

  test('a visitor from a search engine reads a landing as the app shows it, cards and all', async ({ page }) => {
    await page.goto('/tutors/mathematics/kyiv');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const top = page.getByRole('region', { name: t('search:landing.top-tutors') });
    await expect(top.locator('article.tutor-card').first()).toBeVisible();
    // The app's header is there from the first paint, not only once the scripts have run.
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('server-rendered pages in the browser', () => {
  test('the home, search, tutor and landing pages come to life without a hydration error, at phone and desktop widths', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const id = await firstTutorId(page);
    const paths = [
      '/',
      '/search?subject=mathematics',
      `/tutor/${id}`,
      '/categories',
      '/faq',
      '/tutors/mathematics/kyiv',
    ];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('#server-state')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      }
    }
    expect(errors).toEqual([]);
  });

  test('once live, the search page changes its sort in the page, without loading a new one', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/search?subject=mathematics');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('combobox', { name: t('search:sort.label') }).selectOption('PRICE_DESC');
    await expect(page).toHaveURL(/sort=PRICE_DESC/);
    await expect.poll(async () => isSorted(await cardPrices(page), 'desc')).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an unknown tutor or address answers 404, and the app shows its not-found screen', async ({ page }) => {
    for (const path of ['/tutor/00000000-0000-4000-8000-000000000000', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: t('app:error-page.not-found.title') })).toBeVisible();
    }
  });

  test('a browser that chose English gets the page rendered in English', async ({ page }) => {
    const errors = collectErrors(page);
    const en = locale('en');
    await page.goto('/');
    await page.getByRole('button', { name: 'ENG, English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The next load is rendered on the server in English, and hydrates as such.
    await page.goto('/search?subject=mathematics');
    await expect(page.locator('#server-state')).toHaveCount(1);
    const html = await (await page.request.get('/search?subject=mathematics')).text();
    expect(html).toContain('<html lang="en">');
    await expect(page.getByRole('heading', { level: 1, name: en('search:page.title') })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in browser gets the app rendered for them, never a guest’s page', async ({ page, shell }) => {
    const errors = collectErrors(page);
    await signInWith(page, shell, 'student@repetytor.demo', DEMO_PASSWORD);
    await expect(shell.signInLink).toHaveCount(0);

    // Signed in, the server sends the plain app, which renders the student's own header.
    await page.goto('/search?subject=mathematics');
    await expect(page.locator('#server-state')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: t('search:page.title') })).toBeVisible();
    await expect(shell.signInLink).toHaveCount(0);

    // A landing too: the app with the landing's head, and the app draws the landing screen.
    const landing = await page.request.get('/users/v1/open/landings/mathematics/kyiv');
    const { heading, title } = (await landing.json()) as { heading: string; title: string };
    await page.goto('/tutors/mathematics/kyiv');
    await expect(page.locator('#server-state')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(shell.signInLink).toHaveCount(0);

    // Without the hint (signed in before this version, cookies cleared) the guest's HTML comes,
    // and the app replaces it with the student's page rather than hydrating it.
    await page.context().clearCookies({ name: 'signed_in' });
    await page.goto('/search?subject=mathematics');
    await expect(page.locator('#server-state')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: t('search:page.title') })).toBeVisible();
    await expect(shell.signInLink).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
