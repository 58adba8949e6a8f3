import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { locale } from './fixtures/locale';

/*
 * The subject and city landings as a visitor from a search engine meets them: the
 * server's HTML, then the app's landing screen with the same content, and onwards to the full
 * search, a city's landing and a tutor. Before this screen the app showed "page not found" here.
 */

const t = locale('uk');

interface Landing {
  title: string;
  heading: string;
  total: number;
  tutors: { id: string; firstName: string; lastName: string }[];
  cityLinks: { href: string; name: string }[];
}

async function landingOf(request: APIRequestContext, path: string, language = 'uk'): Promise<Landing> {
  const answer = await request.get(`/users/v1/open/landings/${path}`, { headers: { 'accept-language': language } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Landing;
}

test('a visitor lands on mathematics tutors in Kyiv and goes on to the full search', async ({ page }) => {
  const landing = await landingOf(page.request, 'mathematics/kyiv');
  expect(landing.tutors.length).toBeGreaterThan(0);

  const response = await page.goto('/tutors/mathematics/kyiv');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
  await expect(page).toHaveTitle(landing.title);
  const top = page.getByRole('region', { name: t('search:landing.top-tutors') });
  await expect(top.getByRole('article')).toHaveCount(landing.tutors.length);
  const first = landing.tutors[0]!;
  await expect(top.getByRole('link', { name: `${first.firstName} ${first.lastName}`, exact: true })).toBeVisible();

  await top.getByRole('link', { name: new RegExp(String(landing.total)) }).click();
  await expect(page).toHaveURL(/\/search\?subject=mathematics&city=kyiv$/);
  await expect(page.getByRole('heading', { level: 1, name: t('search:page.title') })).toBeVisible();
});

test('a subject’s landing links to its cities, and a city’s tutor opens from there', async ({ page }) => {
  const landing = await landingOf(page.request, 'mathematics');
  const kyiv = landing.cityLinks.find((link) => link.href === '/tutors/mathematics/kyiv');
  expect(kyiv).toBeDefined();

  await page.goto('/tutors/mathematics');
  const cities = page.getByRole('navigation', { name: t('search:landing.in-cities') });
  await cities.getByRole('link', { name: kyiv!.name }).click();
  await expect(page).toHaveURL('/tutors/mathematics/kyiv');
  const inKyiv = await landingOf(page.request, 'mathematics/kyiv');
  await expect(page.getByRole('heading', { level: 1, name: inKyiv.heading })).toBeVisible();

  const tutor = inKyiv.tutors[0]!;
  await page.getByRole('link', { name: `${tutor.firstName} ${tutor.lastName}`, exact: true }).click();
  await expect(page).toHaveURL(`/tutor/${tutor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${tutor.firstName} ${tutor.lastName}` })).toBeVisible();
});

test('a first visit to an English landing is in English; an unknown subject is not found', async ({ page }) => {
  const landing = await landingOf(page.request, 'english', 'en');
  await page.goto('/en/tutors/english');
  await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: locale('en')('search:landing.top-tutors') })).toBeVisible();

  // A Ukrainian address is Ukrainian, whatever page came before.
  const response = await page.goto('/tutors/astrology');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: locale('uk')('app:error-page.not-found.title') })).toBeVisible();
});

test('on a 320 px phone a landing fits the screen, its long button wrapping rather than running off it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['mathematics', 'mathematics/kyiv']) {
    const landing = await landingOf(page.request, path);
    await page.goto(`/tutors/${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const top = page.getByRole('region', { name: t('search:landing.top-tutors') });
    const seeAll = top.getByRole('link', { name: new RegExp(String(landing.total)) });
    const box = await seeAll.boundingBox();
    expect(box!.x + box!.width, path).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
