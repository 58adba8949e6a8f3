import { expect, test } from './fixtures';
import { builtChunkOf } from './fixtures/build-manifest';

/*
 * "A crash while rendering shows the something-wrong page"; a chunk-load failure
 * after 120 s raises a load error. E2E runs the production build, which has no test-only crash
 * route, so the route's error boundary is driven through the one failure a browser can cause
 * from outside: the home route's lazy chunk failing or stalling. React Router's errorElement
 * handles that exactly as it handles a component throwing while rendering (the same boundary,
 * the same page); the throwing-component case itself is covered in jsdom
 * (src/renderer/app/errors/route-error-boundary.test.tsx).
 */

const homeChunk = () => builtChunkOf('src/renderer/features/home/HomePage.tsx');

test.describe('render crash and chunk failures', () => {
  test('a route chunk that fails to load shows something-wrong inside the shell', async ({
    page,
    shell,
    errorPage,
  }) => {
    await page.route(`**${homeChunk()}`, (route) => route.abort());
    await page.goto('/');
    await expect(errorPage.heading('something-wrong')).toBeVisible();
    await expect(shell.header).toBeVisible();
    await expect(shell.sidebarNav).toBeVisible();
  });

  test('back home on something-wrong at / reloads the page', async ({ page, shell, errorPage }) => {
    await page.route(`**${homeChunk()}`, (route) => route.abort());
    await page.goto('/');
    await expect(errorPage.heading('something-wrong')).toBeVisible();
    await page.unroute(`**${homeChunk()}`);
    const reloaded = page.waitForEvent('load');
    await errorPage.homeButton.click();
    await reloaded;
    await expect(page).toHaveURL('/');
    await expect(shell.homeHeading).toBeVisible();
  });

  test('a route chunk that stalls raises a load error once 120 s have passed', async ({
    page,
    shell,
    errorPage,
    baseURL,
  }) => {
    // The app renders this page itself (the hint of a signed-in browser: no server HTML), so its
    // first paint is the route's spinner while the chunk stalls. A server-rendered page would show
    // its HTML meanwhile, and the same timeout applies when the browser takes it over.
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.clock.install();
    // Never answered: the request hangs the way a stalled connection does.
    await page.route(`**${homeChunk()}`, () => undefined);
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: shell.t('app:shell.loading.route') })).toBeVisible();
    // Freeze the page's time; the timer started moments ago (real seconds on a busy machine),
    // so the "not yet" check stays well clear of the boundary. The exact 120 000 ms boundary is
    // proven with fake timers in src/renderer/app/lazy-with-timeout.test.tsx.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2_000);
    await page.clock.fastForward(100_000);
    await expect(errorPage.heading('something-wrong')).toBeHidden();
    await page.clock.fastForward(20_000);
    await expect(errorPage.heading('something-wrong')).toBeVisible();
    await expect(shell.header).toBeVisible();
  });
});
