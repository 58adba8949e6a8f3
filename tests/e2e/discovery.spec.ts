import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * A guest goes through the wizard, applies filters, sorts by each of the 4
 * sorts and sees the order hold, opens a tutor, favourites them, signs in, and finds the
 * favourite kept on the server. Runs against the seeded demo tutors on a fresh database.
 */

const STUDENT = { email: 'student@repetytor.demo', password: 'Demo12345' };

interface CardFacts {
  name: string;
  price: number;
  rating: number;
}

/** Name, price per 60 minutes and rating of every card on the page, top to bottom. */
async function cardFacts(page: Page): Promise<CardFacts[]> {
  return page.locator('article.tutor-card').evaluateAll((cards) =>
    cards.map((card) => {
      const digits = (text: string | null | undefined) =>
        Number((text ?? '').replace(/[^\d,.]/g, '').replace(',', '.'));
      return {
        name: card.querySelector('.tutor-card__name')?.textContent?.trim() ?? '',
        price: digits(card.querySelector('.tutor-card__price strong')?.textContent),
        // A tutor without reviews shows no figure: rating 0, as the server sorts them.
        rating: digits(card.querySelector('.tutor-card__facts strong')?.textContent) || 0,
      };
    }),
  );
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every(
    (value, index) => index === 0 || (direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value),
  );

test.describe('tutor discovery', () => {
  test('a guest finds a tutor with the wizard, filters and sorts, favourites them and keeps it after signing in', async ({
    page,
    shell,
  }) => {
    // The longest journey of the suite, on a machine shared with other builds.
    const t = shell.t;
    // The guided tour (another feature) is for first visits; this visitor has seen it.
    await page.addInitScript(() => localStorage.setItem('tourSeen', 'true'));

    // 1. The wizard: 4 steps for a guest.
    await page.goto('/');
    const wizard = page.getByRole('region', { name: t('search:wizard.title') });
    await expect(wizard.getByText(t('search:wizard.progress', { step: '1', total: '4' }))).toBeVisible();
    await wizard.getByRole('button', { name: t('search:wizard.next') }).click();
    await expect(wizard.getByText(t('search:wizard.subject.required'))).toBeVisible();
    await wizard.getByLabel(t('search:wizard.subject.label')).selectOption('mathematics');
    await wizard.getByRole('button', { name: t('search:wizard.next') }).click();
    await wizard.getByRole('radio', { name: t('search:format.ONLINE') }).check();
    await wizard.getByRole('button', { name: t('search:wizard.next') }).click();
    await wizard.getByRole('radio', { name: t('search:wizard.budget.any') }).check();
    await wizard.getByRole('button', { name: t('search:wizard.next') }).click();
    await expect(wizard.getByText(t('search:wizard.progress', { step: '4', total: '4' }))).toBeVisible();
    await expect(wizard.getByLabel(t('search:wizard.location.city'))).toBeVisible();
    await wizard.getByRole('button', { name: t('search:wizard.finish') }).click();
    await expect(page).toHaveURL(/\/search\?subject=mathematics&format=ONLINE$/);
    await expect(page.getByRole('heading', { level: 1, name: t('search:page.title') })).toBeVisible();
    await expect(page.locator('article.tutor-card').first()).toBeVisible();

    // 2. Filters go into the URL.
    const filters = page.getByRole('form', { name: t('search:filters.title') });
    await expect(filters.getByLabel(t('search:filters.subject'))).toHaveValue('mathematics');
    await filters.getByLabel(t('search:filters.format')).selectOption('');
    // Ratings are written as the language writes decimals (Ukrainian: a comma), as on the cards.
    const ratingSelect = filters.getByLabel(t('search:filters.rating'));
    await expect(
      ratingSelect.getByRole('option', { name: t('search:filters.rating-from', { rating: '4,5' }) }),
    ).toHaveCount(1);
    await filters.getByLabel(t('search:filters.price-from')).fill('100');
    await filters.getByLabel(t('search:filters.price-to')).fill('2000');
    const filtered = page.waitForResponse((r) => r.url().includes('/open/search') && r.url().includes('priceTo=2000'));
    await filters.getByRole('button', { name: t('search:filters.apply') }).click();
    await expect(page).toHaveURL(/\/search\?subject=mathematics&priceFrom=100&priceTo=2000$/);
    // The previous (online-only) cards stay until the new answer is shown: read the cards after it.
    const filteredBody = (await (await filtered).json()) as { items: { firstName: string; lastName: string }[] };
    await expect(page.locator('article.tutor-card .tutor-card__name')).toHaveText(
      filteredBody.items.map((item) => `${item.firstName} ${item.lastName}`),
    );
    const all = await cardFacts(page);
    expect(all.length).toBeGreaterThan(3);

    // 3. Each sort, checked against the cards on screen and the server's own order.
    const sortSelect = page.getByLabel(t('search:sort.label'));
    for (const sort of ['RATING', 'PRICE_ASC', 'PRICE_DESC', 'SCORE'] as const) {
      const response = page.waitForResponse(
        (r) =>
          r.url().includes('/open/search') && r.url().includes(sort === 'SCORE' ? 'priceTo=2000&size' : `sort=${sort}`),
      );
      await sortSelect.selectOption(sort);
      const body = (await (await response).json()) as { items: { firstName: string; lastName: string }[] };
      if (sort === 'SCORE') await expect(page).toHaveURL(/priceTo=2000$/);
      else await expect(page).toHaveURL(new RegExp(`sort=${sort}$`));
      const expectedNames = body.items.map((item) => `${item.firstName} ${item.lastName}`);
      await expect(page.locator('article.tutor-card .tutor-card__name')).toHaveText(expectedNames);
      const facts = await cardFacts(page);
      expect(facts.map((card) => card.name).sort()).toEqual(all.map((card) => card.name).sort());
      if (sort === 'RATING')
        expect(
          isSorted(
            facts.map((card) => card.rating),
            'desc',
          ),
        ).toBe(true);
      if (sort === 'PRICE_ASC')
        expect(
          isSorted(
            facts.map((card) => card.price),
            'asc',
          ),
        ).toBe(true);
      if (sort === 'PRICE_DESC')
        expect(
          isSorted(
            facts.map((card) => card.price),
            'desc',
          ),
        ).toBe(true);
    }

    // The back button walks back through the sorts.
    await page.goBack();
    await expect(page).toHaveURL(/sort=PRICE_DESC$/);
    await expect(sortSelect).toHaveValue('PRICE_DESC');
    await page.goForward();
    await expect(sortSelect).toHaveValue('SCORE');

    // 4. Open the first tutor.
    const first = (await cardFacts(page))[0]!;
    await page.getByRole('link', { name: t('search:card.open-aria', { name: first.name }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('tutor:reviews.title') })).toBeVisible();
    const tutorPath = new URL(page.url()).pathname;
    const tutorId = tutorPath.split('/').pop()!;

    // 5. A guest favouriting is sent to sign in and brought back.
    await page.getByRole('button', { name: t('tutor:actions.favourite-add') }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(tutorPath)}$`));
    await shell.main.getByLabel(t('auth:login.form.email')).fill(STUDENT.email);
    await shell.main.getByLabel(t('auth:login.form.password')).fill(STUDENT.password);
    await shell.main.getByRole('button', { name: t('auth:login.form.submit'), exact: true }).click();
    await expect(page).toHaveURL(tutorPath);
    const favourite = page.getByRole('button', { name: t('tutor:actions.favourite-remove') });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('guestFavourites'))).toBeNull();

    // 6. The favourite is on the server.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await page.request.get('/users/v1/favourites', { headers: { Authorization: `Bearer ${token}` } });
    expect(saved.ok()).toBe(true);
    expect(((await saved.json()) as { teacherIds: string[] }).teacherIds).toContain(tutorId);
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: t('favourites:page.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
  });

  test('on a 320 px phone the filters fold away and still apply', async ({ page, shell }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.addInitScript(() => localStorage.setItem('tourSeen', 'true'));
    const t = shell.t;
    await page.goto('/search?subject=physics');
    await expect(page.locator('article.tutor-card').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: t('search:filters.show') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel(t('search:filters.format'))).toBeHidden();
    await toggle.click();
    await page.getByLabel(t('search:filters.format')).selectOption('OFFLINE');
    await page.getByRole('button', { name: t('search:filters.apply') }).click();
    await expect(page).toHaveURL(/\/search\?subject=physics&format=OFFLINE$/);
    await expect(page.getByLabel(t('search:filters.format'))).toBeHidden();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('a search link with bad values shows the field errors from the server', async ({ page, shell }) => {
    await page.addInitScript(() => localStorage.setItem('tourSeen', 'true'));
    await page.goto('/search?priceFrom=500&priceTo=100');
    await expect(page.getByRole('alert')).toContainText(shell.t('search:page.invalid-filters'));
    await expect(page.getByLabel(shell.t('search:filters.price-to'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(shell.t('validation:price-range'))).toBeVisible();
  });

  test('the trial-lesson form validates, is stored and confirmed with a toast', async ({ page, shell }) => {
    await page.addInitScript(() => localStorage.setItem('tourSeen', 'true'));
    await page.goto('/');
    const t = shell.t;
    const form = page.getByRole('region', { name: t('trial:form.title') });
    await page.locator('#trial-lesson').scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: t('trial:form.submit') }).click();
    await expect(form.getByLabel(t('trial:form.name'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t('validation:phone-required'))).toBeVisible();

    await form.getByLabel(t('trial:form.name')).fill('Оксана');
    await form.getByLabel(t('trial:form.phone')).fill('671234567');
    await form.getByLabel(t('trial:form.subject')).selectOption('physics');
    await form.getByLabel(t('trial:form.time')).selectOption('evening');
    await form.getByLabel(t('trial:form.consent')).check();
    const response = page.waitForResponse((r) => r.url().endsWith('/open/trial-requests'));
    await form.getByRole('button', { name: t('trial:form.submit') }).click();
    expect((await response).status()).toBe(201);
    await expect(shell.toastRegion.getByRole('status')).toBeVisible();
    await expect(form.getByLabel(t('trial:form.name'))).toHaveValue('');
  });
});
