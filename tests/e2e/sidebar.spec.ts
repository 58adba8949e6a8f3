import { LAYOUT } from '../../src/shared/constants';
import { expect, test } from './fixtures';

/* Header 63 px on mobile and 54 otherwise; sidebar 277 px open, 80 collapsed, open by default, remembered. */

const widthOf = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.width;
const heightOf = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.height;

test.describe('desktop sidebar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is open by default, collapses, and stays collapsed after a reload', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.sidebarNav).toBeVisible();
    expect(await widthOf(shell.sidebar)).toBe(LAYOUT.sidebarOpen);
    expect(await heightOf(shell.header)).toBe(LAYOUT.headerHeight);

    await shell.menuButton('menu-collapse').click();
    await expect(shell.menuButton('menu-expand')).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => widthOf(shell.sidebar)).toBe(LAYOUT.sidebarCollapsed);
    expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('false');

    // The server renders the next page with the column collapsed already (a hint cookie), so
    // nothing moves when the app takes the page over.
    expect(await (await page.request.get('/')).text()).toContain('data-sidebar="collapsed"');
    await page.reload();
    await expect(shell.menuButton('menu-expand')).toBeVisible();
    await expect.poll(() => widthOf(shell.sidebar)).toBe(LAYOUT.sidebarCollapsed);
    // Collapsed, the links keep their names for assistive technology.
    await expect(shell.sidebarNav.getByRole('link', { name: shell.t('app:shell.nav.subjects') })).toBeVisible();

    await shell.menuButton('menu-expand').click();
    await expect.poll(() => widthOf(shell.sidebar)).toBe(LAYOUT.sidebarOpen);
    await page.reload();
    await expect.poll(() => widthOf(shell.sidebar)).toBe(LAYOUT.sidebarOpen);
  });
});

test.describe('tablet sidebar', () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test('is a column beside the content with a 54 px header', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.sidebarNav).toBeVisible();
    expect(await widthOf(shell.sidebar)).toBe(LAYOUT.sidebarOpen);
    expect(await heightOf(shell.header)).toBe(LAYOUT.headerHeight);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('has a 63 px header and opens and closes the navigation as a drawer', async ({ page, shell }) => {
    await page.goto('/');
    expect(await heightOf(shell.header)).toBe(LAYOUT.headerHeightMobile);
    await expect(shell.sidebarNav).toBeHidden();

    await shell.menuButton('menu-open').click();
    await expect(shell.sidebarNav).toBeVisible();
    await expect(shell.sidebarNav.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(shell.sidebarNav).toBeHidden();
    await expect(shell.menuButton('menu-open')).toBeFocused();

    await shell.menuButton('menu-open').click();
    await shell.sidebarNav.getByRole('link', { name: shell.t('app:shell.nav.how-it-works') }).click();
    await expect(shell.sidebarNav).toBeHidden();
    await expect(page).toHaveURL('/#how-it-works');
  });
});
