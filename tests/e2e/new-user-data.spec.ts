import { createHash } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, openProfileEditor } from './fixtures/accounts';
import { text, type Language } from './fixtures/locale';

/*
 * What a new user trips over, the data side,
 * in Ukrainian and English where there are words. Signed-in browsers get their token pair (and
 * their language) before the first load, as requests.spec.ts does.
 */

const PASSWORD = 'Demo12345';
const TEACHER = 'teacher@repetytor.demo';
const STUDENT = 'student@repetytor.demo';
const ADMIN = 'admin@repetytor.demo';
const ZONE = 'Europe/Kyiv';
const LANGUAGES: Language[] = ['uk', 'en'];
/** Where the screenshots go (Playwright empties test-results/ on every run). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

interface TokenPair {
  token: string;
  refreshToken: string;
}

async function apiLogin(request: APIRequestContext, email: string): Promise<TokenPair> {
  const response = await request.post('/users/v1/open/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBeTruthy();
  return (await response.json()) as TokenPair;
}

const bearer = (pair: TokenPair) => ({ authorization: `Bearer ${pair.token}` });
const userId = (pair: TokenPair) =>
  (JSON.parse(Buffer.from(pair.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** A signed-in browser in Kyiv's zone (which Chromium reports as "Europe/Kiev") and a language. */
async function signedIn(browser: Browser, baseURL: string, email: string, language: Language, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'en' ? 'en-GB' : 'uk-UA',
    timezoneId: ZONE,
    viewport: { width, height: 900 },
  });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const pair = await apiLogin(context.request, email);
  await context.addInitScript(
    ({ tokens, lang }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      localStorage.setItem('token', tokens.token);
      localStorage.setItem('refresh', tokens.refreshToken);
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('e2e-signed-in', '1');
    },
    { tokens: pair, lang: language },
  );
  const page = await context.newPage();
  return { context, page, pair };
}

/** "+02:00" of Kyiv now, as the app writes offsets ("±HH:00"). */
function kyivOffset(): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT+02:00').replace('GMT', '');
}

/** "12:00–12:50" of a lesson in Kyiv. */
function timeRange(startsAt: string): string {
  const format = new Intl.DateTimeFormat('uk-UA', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${format.format(new Date(startsAt))}–${format.format(new Date(Date.parse(startsAt) + 50 * 60_000))}`;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';

test.describe('the data a new user sees', () => {
  test('1: an accepted request shows the lesson booked from it, not a later one', async ({
    browser,
    baseURL,
    request,
  }) => {
    const teacher = await apiLogin(request, TEACHER);
    const student = await apiLogin(request, STUDENT);
    const teacherId = userId(teacher);
    const free = (await (await request.get(`/users/v1/open/tutors/${teacherId}/free-slots?days=14`)).json()) as {
      slots: { startsAt: string }[];
    };
    // Late in the fortnight, at two different hours, away from the other tests' bookings.
    const later = free.slots.slice(-30);
    const booked = later[0]!.startsAt;
    const other = later.find(
      (slot) => timeRange(slot.startsAt) !== timeRange(booked) && slot.startsAt > booked,
    )!.startsAt;
    const token = `E2E booked ${Date.now().toString(36)}`;
    const sent = await request.post('/users/v1/lesson-requests/direct', {
      headers: bearer(student),
      data: { teacherId, slots: [booked], subject: 'mathematics', agreeToRules: true, message: token },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const requestId = ((await sent.json()) as { id: string }).id;
    const accepted = await request.post(`/users/v1/lesson-requests/${requestId}/accept`, {
      headers: bearer(teacher),
      data: { startsAt: booked },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    // The tutor then books another lesson for the same student, on a later day and hour.
    const created = await request.post('/users/v1/lessons', {
      headers: bearer(teacher),
      data: {
        studentId: userId(student),
        subject: 'physics',
        startsAt: other,
        currency: 'UAH',
        priceMinor: 40_000,
        freeLesson: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    for (const [email, language] of [
      [STUDENT, 'uk'],
      [TEACHER, 'en'],
    ] as const) {
      const side = await signedIn(browser, baseURL!, email, language);
      await side.page.goto('/requests');
      const card = side.page.getByRole('listitem').filter({ hasText: token });
      const lesson = card.getByText(text(language, 'requests:card.lesson', { date: '', range: '' }).split(':')[0]!);
      await expect(lesson).toContainText(timeRange(booked));
      await expect(lesson).not.toContainText(timeRange(other));
      await side.context.close();
    }
  });

  test('2: an address’s language is its own; the stored choice decides addresses without one', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'uk-UA' });
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/en/tutors/mathematics/kyiv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathematics');

    // The Ukrainian address after the English page: Ukrainian, in the server's HTML and the app.
    const html = await (
      await context.request.get('/tutors/mathematics/kyiv', { headers: { accept: 'text/html' } })
    ).text();
    expect(headOf(html)).toContain('<html lang="uk">');
    expect(html).toMatch(/<h1>Математика[^<]*Київ[^<]*<\/h1>/);
    await page.goto('/tutors/mathematics/kyiv');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Математика');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

    // The switcher on a landing goes to its twin address.
    await page.getByRole('button', { name: 'ENG, English' }).click();
    await expect(page).toHaveURL(/\/en\/tutors\/mathematics\/kyiv$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathematics');
    // An address without a language keeps the choice.
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('3: tutor, FAQ and search pages have their own translated heads', async ({ page, request, baseURL }) => {
    const found = (await (await request.get('/users/v1/open/search?subject=physics&size=1')).json()) as {
      items: { id: string }[];
    };
    const id = found.items[0]!.id;
    for (const language of LANGUAGES) {
      const tutor = (await (
        await request.get(`/users/v1/open/tutors/${id}`, { headers: { 'accept-language': language } })
      ).json()) as {
        firstName: string;
        lastName: string;
        avatarUrl: string | null;
        subjects: { name: string }[];
        city: { name: string } | null;
      };
      const name = `${tutor.firstName} ${tutor.lastName}`;
      const headers = { accept: 'text/html', cookie: `lang=${language}` };
      const html = headOf(await (await request.get(`/tutor/${id}`, { headers })).text());
      const title = titleOf(html);
      expect(title).toContain(name);
      for (const subject of tutor.subjects) expect(title).toContain(subject.name);
      if (tutor.city) expect(title).toContain(tutor.city.name);
      expect(descriptionOf(html)).toContain(language === 'en' ? 'per 60 minutes' : 'за 60 хвилин');
      expect(html).toContain('<meta property="og:type" content="profile" />');
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      if (tutor.avatarUrl)
        expect(html).toContain(`<meta property="og:image" content="${baseURL}${tutor.avatarUrl}" />`);

      const faq = headOf(await (await request.get('/faq', { headers })).text());
      expect(titleOf(faq)).toBe(text(language, 'pages:page-head.title'));
      expect(descriptionOf(faq)).toBe(text(language, 'pages:page-head.description'));
      const search = headOf(await (await request.get('/search?subject=physics', { headers })).text());
      expect(titleOf(search)).toBe(
        text(language, 'search:page-head.title.subject', { subject: language === 'en' ? 'Physics' : 'Фізика' }),
      );
      expect(search).toContain('<meta property="og:title"');
    }
    // The app keeps the page's title once it has started (it used to reset the site's).
    await page.goto(`/tutor/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ — репетитор: .*\| Repetytor$/);
  });

  test('7: time zones are named one way, translated, grouped with Ukraine first', async ({ browser, baseURL }) => {
    for (const language of LANGUAGES) {
      const kyiv = text(language, 'time-zones:label', {
        name: text(language, 'time-zones:zones.Europe/Kyiv'),
        offset: kyivOffset(),
      });
      const teacher = await signedIn(browser, baseURL!, TEACHER, language);
      const page = teacher.page;
      await page.goto('/schedule');
      await expect(
        page.getByText(
          text(language, 'schedule:common.zone', {
            zone: text(language, 'time-zones:zones.Europe/Kyiv'),
            offset: kyivOffset(),
          }),
        ),
      ).toBeVisible();
      await expect(page.getByText('Europe/Kiev')).toHaveCount(0);

      await page.goto(`/tutor/${userId(teacher.pair)}`);
      await expect(page.getByText(kyiv)).toBeVisible();

      await openProfileEditor(page);
      const picker = field(page, text(language, 'profile:fields.timezone'));
      await expect(picker).toHaveValue('Europe/Kyiv');
      await expect(picker.locator('option:checked')).toHaveText(kyiv);
      await expect(picker.locator('optgroup').first()).toHaveAttribute(
        'label',
        text(language, 'time-zones:groups.ukraine'),
      );
      await expect(picker.locator('option[value="Europe/Kiev"]')).toHaveCount(0);
      await teacher.context.close();
    }
  });

  test('8 and 9: no invented years; the lesson form offers the tutor’s own subjects', async ({ browser, baseURL }) => {
    for (const language of LANGUAGES) {
      const teacher = await signedIn(browser, baseURL!, TEACHER, language);
      const page = teacher.page;
      await openProfileEditor(page);
      const education = page.getByRole('region', { name: text(language, 'profile:sections.education') });
      await education.getByRole('button', { name: text(language, 'profile:education.add') }).click();
      await expect(field(education, text(language, 'profile:period.from')).last()).toHaveValue('');
      await expect(field(education, text(language, 'profile:period.to')).last()).toHaveValue('');
      await field(education, text(language, 'profile:education.institution')).last().fill('КПІ');
      await page.getByRole('button', { name: text(language, 'profile:editor.save') }).click();
      await expect(education.getByText(text(language, 'validation:year-invalid')).first()).toBeVisible();

      await page.goto('/lessons/new');
      const subject = field(page, text(language, 'lessons:create.subject'));
      // The demo tutor teaches mathematics, NMT mathematics and physics (seed-demo-accounts.ts).
      await expect(subject.locator('option:not([value=""])')).toHaveCount(3);
      const values = await subject
        .locator('option:not([value=""])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).sort());
      expect(values).toEqual(['mathematics', 'nmt-mathematics', 'physics']);
      await teacher.context.close();
    }
  });

  test('13 and 16: a tutor suggests a subject; the admin sees it, and what they approve', async ({
    browser,
    baseURL,
  }) => {
    const suggested: Record<Language, string> = {
      uk: `Каліграфія ${Date.now().toString(36)}`,
      en: `Calligraphy ${Date.now().toString(36)}`,
    };
    for (const language of LANGUAGES) {
      const teacher = await signedIn(browser, baseURL!, TEACHER, language);
      await openProfileEditor(teacher.page);
      const group = teacher.page.getByRole('region', { name: text(language, 'registration:suggest.title') });
      await field(group, text(language, 'registration:suggest.name')).fill(suggested[language]);
      await group.getByRole('button', { name: text(language, 'registration:suggest.send') }).click();
      await expect(group.getByRole('status')).toHaveText(
        text(language, 'registration:suggest.sent', { name: suggested[language] }),
      );
      await expect(group.getByRole('listitem').filter({ hasText: suggested[language] })).toBeVisible();
      await teacher.context.close();
    }

    for (const language of LANGUAGES) {
      const admin = await signedIn(browser, baseURL!, ADMIN, language);
      const page = admin.page;
      await page.goto('/admin/verifications');
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'admin:page.title') })).toBeVisible();
      const suggestions = page.getByRole('region', { name: text(language, 'admin:suggestions.title') });
      for (const name of Object.values(suggested)) await expect(suggestions.getByText(name)).toBeVisible();

      // A card shows the photo, the about text and a link to the profile (seeded tutors in review).
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('img', { name: /^(Фото|Photo): / }) })
        .first();
      await expect(card).toBeVisible();
      const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await expect(card.getByRole('img', { name: text(language, 'admin:card.photo', { name }) })).toBeVisible();
      const about = card.getByRole('region', { name: text(language, 'admin:card.about') });
      await expect(about).toBeVisible();
      await expect(about).not.toContainText(text(language, 'admin:card.empty'));
      await expect(card.getByRole('region', { name: text(language, 'admin:card.video') })).toBeVisible();
      await card.getByRole('link', { name: text(language, 'admin:card.open-profile', { name }) }).click();
      await expect(page).toHaveURL(/\/tutor\/[0-9a-f-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await admin.context.close();
    }
  });

  test('19: demo tutors wear different drawn portraits', async ({ page, request }) => {
    await page.goto('/search');
    const portraits = page.locator('main img[src*="/users/v1/open/files/"]');
    await expect(portraits.first()).toBeVisible();
    const sources = [
      ...new Set(await portraits.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))),
    ];
    expect(sources.length).toBeGreaterThanOrEqual(8);
    const hashes = new Set<string>();
    for (const source of sources.slice(0, 12)) {
      const response = await request.get(source);
      expect(response.headers()['content-type']).toContain('image/webp');
      const bytes = await response.body();
      expect(bytes.length).toBeLessThan(8 * 1024);
      hashes.add(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(hashes.size).toBe(Math.min(sources.length, 12));
  });

  test('screenshots: the verification card and the subject suggestion at 375 and 1280 px', async ({
    browser,
    baseURL,
  }) => {
    for (const width of [375, 1280]) {
      const admin = await signedIn(browser, baseURL!, ADMIN, 'uk', width);
      await admin.page.goto('/admin/verifications');
      const card = admin.page
        .getByRole('listitem')
        .filter({ has: admin.page.getByRole('img', { name: /^Фото: / }) })
        .first();
      await expect(card).toBeVisible();
      await card.screenshot({ path: `${SHOTS}/issue27-verification-card-${width}.png` });
      await admin.context.close();

      const teacher = await signedIn(browser, baseURL!, TEACHER, 'uk', width);
      await openProfileEditor(teacher.page);
      const group = teacher.page.getByRole('region', { name: text('uk', 'registration:suggest.title') });
      await group.scrollIntoViewIfNeeded();
      await group.screenshot({ path: `${SHOTS}/issue27-suggest-${width}.png` });
      const zone = field(teacher.page, text('uk', 'profile:fields.timezone'));
      await expect(zone.locator('optgroup')).toHaveCount(8);
      await teacher.context.close();
    }
  });

  test('screenshots: the tutor card and the tutor page at 375 and 1280 px', async ({ browser, baseURL }) => {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'uk-UA' });
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL! }]);
      const page = await context.newPage();
      await page.goto('/search?subject=mathematics');
      const card = page.getByRole('article').first();
      await expect(card.locator('img')).toBeVisible();
      await card.screenshot({ path: `${SHOTS}/issue27-tutor-card-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/issue27-search-${width}.png` });
      await card.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/issue27-tutor-page-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
