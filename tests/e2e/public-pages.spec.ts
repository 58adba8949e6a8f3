import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../src/server/db/seed/reference-data';
import { FAQ_ENTRIES } from '../../src/server/db/seed/faq-content';
import { expect, test } from './fixtures';
import { text } from './fixtures/locale';
import { PublicPagesModel } from './fixtures/public-pages';

/*
 * Public pages: FAQ search, feedback, newsletter, the two terms of use, the guided tour
 * for first-time visitors and the server-rendered SEO landings that work without JavaScript.
 */

const serverText = (language: 'uk' | 'en', key: string): string => {
  const file = path.resolve(import.meta.dirname, `../../src/shared/i18n/${language}/discovery.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]!;
};

const faq = (code: string) => FAQ_ENTRIES.find((entry) => entry.code === code)!.uk;

test.describe('FAQ', () => {
  test('the server search finds the answer and hides the other questions', async ({ page }) => {
    const pages = new PublicPagesModel(page);
    await page.goto('/faq');
    await expect(pages.heading('pages:faq.page.title')).toBeVisible();
    await expect(pages.faqQuestion(faq('become-tutor').question)).toBeVisible();

    await pages.faqSearch.fill('пробний урок');
    await expect(page).toHaveURL(/\/faq\?q=/);
    const trial = pages.faqQuestion(faq('trial-lesson').question);
    await expect(trial).toBeVisible();
    // A result opens by itself, so its answer is on screen at once.
    await expect(page.getByText(faq('trial-lesson').answer)).toBeVisible();
    await expect(pages.faqQuestion(faq('become-tutor').question)).toBeHidden();

    await pages.faqSearch.fill('шкільнийжираф');
    await expect(page.getByText(text('uk', 'pages:faq.results.empty', { query: 'шкільнийжираф' }))).toBeVisible();
  });
});

test.describe('feedback', () => {
  test('shows translated field errors, then sends and confirms with a toast', async ({ page, shell }) => {
    const pages = new PublicPagesModel(page);
    const form = pages.feedbackForm;
    await page.goto('/feedback');
    await expect(pages.heading('pages:feedback.page.title')).toBeVisible();
    await expect(form.kind('GENERAL')).toBeChecked();

    await form.submit.click();
    await expect(page.getByText(text('uk', 'validation:email-required'))).toBeVisible();
    await expect(page.getByText(text('uk', 'validation:rating-required'))).toBeVisible();
    await expect(page.getByText(text('uk', 'validation:comment-required'))).toBeVisible();

    await form.email.fill('not-an-email');
    await form.submit.click();
    await expect(page.getByText(text('uk', 'validation:email-invalid'))).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');

    await form.kind('CATEGORY_REQUEST').check();
    await form.email.fill('olena.kovalenko@example.com');
    await form.star(4).check();
    await form.comment.fill('Додайте, будь ласка, репетиторів з астрономії.');
    await form.submit.click();

    await expect(shell.toast(serverText('uk', 'feedback.received'))).toBeVisible();
    await expect(form.comment).toHaveValue('');
    await expect(page.getByText(text('uk', 'validation:email-invalid'))).toBeHidden();
  });

  test('the categories page asks for a missing subject through feedback', async ({ page }) => {
    const pages = new PublicPagesModel(page);
    await page.goto('/categories');
    await expect(pages.heading('pages:categories.page.title')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Математика', exact: true })).toHaveAttribute(
      'href',
      '/search?subject=mathematics',
    );
    await page.getByRole('link', { name: text('uk', 'pages:categories.request.link') }).click();
    await expect(page).toHaveURL(/\/feedback\?kind=CATEGORY_REQUEST$/);
    await expect(pages.feedbackForm.kind('CATEGORY_REQUEST')).toBeChecked();
  });
});

test('the footer newsletter form validates the address and confirms the subscription', async ({ page, shell }) => {
  const pages = new PublicPagesModel(page);
  await page.goto('/faq');
  await pages.footer.scrollIntoViewIfNeeded();
  const newsletter = pages.newsletter;
  await expect(newsletter.email).toBeVisible();

  await newsletter.email.fill('taras@');
  await newsletter.submit.click();
  await expect(newsletter.region.getByText(text('uk', 'validation:email-invalid'))).toBeVisible();

  await newsletter.email.fill('taras.shevchenko@example.com');
  await newsletter.submit.click();
  await expect(shell.toast(serverText('uk', 'news-subscription.confirmed'))).toBeVisible();
  await expect(newsletter.email).toHaveValue('');
});

test('terms of use differ for students and tutors, and the footer links to both', async ({ page }) => {
  const pages = new PublicPagesModel(page);
  const feeHeading = page.getByRole('heading', {
    level: 2,
    name: text('uk', 'legal:terms-teachers.sections.fee.title'),
  });

  await page.goto('/faq');
  await pages.footerLink('terms-students').click();
  await expect(page).toHaveURL(/\/terms\/students$/);
  await expect(pages.heading('legal:terms-students.title')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: text('uk', 'legal:terms-students.sections.requests.title') }),
  ).toBeVisible();
  await expect(feeHeading).toBeHidden();

  const audience = page.getByRole('navigation', { name: text('uk', 'legal:common.audience.label') });
  await audience.getByRole('link', { name: text('uk', 'legal:common.audience.teachers') }).click();
  await expect(page).toHaveURL(/\/terms\/teachers$/);
  await expect(pages.heading('legal:terms-teachers.title')).toBeVisible();
  await expect(feeHeading).toBeVisible();
  await expect(audience.getByRole('link', { name: text('uk', 'legal:common.audience.teachers') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages.footerLink('privacy').click();
  await expect(pages.heading('legal:privacy.title')).toBeVisible();
});

test.describe('guided tour', () => {
  test.use({ tourSeen: false });

  test('shows once to a first-time visitor, closes with Escape and stays dismissed after a reload', async ({
    page,
    shell,
  }) => {
    const pages = new PublicPagesModel(page);
    await page.goto('/');
    await expect(shell.homeHeading).toBeVisible();

    const welcome = pages.tourDialog('welcome');
    await expect(welcome).toBeVisible();
    const start = welcome.getByRole('button', { name: text('uk', 'pages:tour.start') });
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');

    const search = pages.tourDialog('search');
    await expect(search).toBeVisible();
    await expect(search.getByText(text('uk', 'pages:tour.progress', { current: '2', total: '5' }))).toBeVisible();
    await expect(search.getByRole('button', { name: text('uk', 'pages:tour.next') })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(pages.anyTourDialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourSeen'))).toBe('true');

    await page.reload();
    await expect(shell.homeHeading).toBeVisible();
    // The tour starts about a second after the page settles; give it well over that to (not) appear.
    await page.waitForTimeout(2500);
    await expect(pages.anyTourDialog).toHaveCount(0);
  });

  test('can be skipped from its first step', async ({ page }) => {
    const pages = new PublicPagesModel(page);
    await page.goto('/');
    const welcome = pages.tourDialog('welcome');
    await welcome.getByRole('button', { name: text('uk', 'pages:tour.skip') }).click();
    await expect(pages.anyTourDialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourSeen'))).toBe('true');
  });
});

test('an SEO landing from the sitemap shows its translated title without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const sitemap = await (await context.request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const subjectLanding = (prefix: string) =>
      locs.find((pathname) => new RegExp(`^${prefix}/tutors/[a-z0-9-]+$`).test(pathname));

    for (const [language, prefix] of [
      ['uk', ''],
      ['en', '/en'],
    ] as const) {
      const landing = subjectLanding(prefix);
      expect(landing, `a ${language} subject landing in the sitemap`).toBeTruthy();
      const code = landing!.split('/').at(-1)!;
      const category = CATEGORIES.find(([candidate]) => candidate === code)!;
      const subject = language === 'uk' ? category[2] : category[3];
      const title = serverText(language, 'seo.subject.title').replace('{{subject}}', subject);

      const page = await context.newPage();
      await page.goto(landing!);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        serverText(language, 'seo.subject.heading').replace('{{subject}}', subject),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.close();
    }
  } finally {
    await context.close();
  }
});
