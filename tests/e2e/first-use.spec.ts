import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, demoLogin, signInDemo, type DemoTokens } from './fixtures/demo-accounts';
import { NEW_PASSWORD, randomPhone } from './fixtures/accounts';
import { locale, type Language } from './fixtures/locale';
import { codeIn, uniqueEmail, waitForMessage } from './fixtures/mailbox';

/*
 * What a new user trips over, in Ukrainian and English: the shell's links lead
 * somewhere for every role; booking a time and declining a request ask first, saying
 * what will happen, and going back changes nothing.
 */

/**
 * A new student with finished registration steps, made through the API (codes read from the
 * received mail and SMS): a fresh account has no request to the demo tutor already waiting.
 */
async function newStudent(request: APIRequestContext, firstName: string, lastName: string): Promise<DemoTokens> {
  const email = uniqueEmail('confirm-student');
  const ok = async (response: APIResponse) => {
    expect(response.ok(), await response.text()).toBeTruthy();
    return response;
  };
  await ok(
    await request.post('/users/v1/open/auth/register', {
      data: { email, password: NEW_PASSWORD, role: 'ROLE_STUDENT', firstName, lastName },
    }),
  );
  const code = codeIn(await waitForMessage(email, 'EMAIL'));
  const pair = (await (
    await ok(await request.post('/users/v1/open/auth/email-code', { data: { email, code } }))
  ).json()) as { token: string; refreshToken: string };
  const headers = bearer(pair);
  await ok(
    await request.put('/users/v1/profile/setup/profile-info', {
      headers,
      data: { firstName, lastName, cityCode: 'kyiv' },
    }),
  );
  const phone = randomPhone();
  await ok(await request.post('/users/v1/profile/phone-code', { headers, data: { phoneNumber: phone } }));
  const sms = await waitForMessage(`+380${phone}`, 'SMS');
  await ok(await request.post('/users/v1/profile/phone', { headers, data: { phoneNumber: phone, code: codeIn(sms) } }));
  await ok(await request.put('/users/v1/profile/setup/skills', { headers, data: { skills: ['mathematics'] } }));
  const profile = (await (await ok(await request.get('/users/v1/profile', { headers }))).json()) as { id: string };
  return { ...pair, userId: profile.id };
}

/** A direct request of `student` to the demo tutor, for two of the tutor's free times. */
async function directRequest(request: APIRequestContext, student: DemoTokens, teacherId: string, marker: string) {
  const free = await request.get(`/users/v1/open/tutors/${teacherId}/free-slots?days=14`);
  expect(free.ok()).toBeTruthy();
  const slots = ((await free.json()) as { slots: { startsAt: string }[] }).slots.slice(-2).map((slot) => slot.startsAt);
  expect(slots.length, 'the demo tutor has free times').toBe(2);
  const created = await request.post('/users/v1/lesson-requests/direct', {
    headers: bearer(student),
    data: { teacherId, slots, subject: 'mathematics', message: marker, agreeToRules: true },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()) as { id: string };
}

async function requestStatus(request: APIRequestContext, student: DemoTokens, id: string): Promise<string> {
  const detail = await request.get(`/users/v1/lesson-requests/${id}`, { headers: bearer(student) });
  return ((await detail.json()) as { status: string }).status;
}

for (const language of ['uk', 'en'] as const satisfies Language[]) {
  const t = locale(language);
  const inLanguage = async (page: import('@playwright/test').Page) => {
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  };

  test.describe(`"become a tutor" only where it leads somewhere (${language})`, () => {
    for (const who of ['student', 'admin'] as const) {
      test(`a signed-in ${who} is not offered sign-up as a tutor`, async ({ page }) => {
        // Opens every screen of the header and the sidebar, one after another.
        test.slow();
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

for (const language of ['uk', 'en'] as const satisfies Language[]) {
  const t = locale(language);

  test(`booking a time and declining a request ask first (${language})`, async ({ page }) => {
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const lastName = `Confirm${Date.now().toString(36)}`;
    const student = await newStudent(page.request, 'Марта', lastName);
    const teacher = await signInDemo(page, DEMO.teacher);
    const marker = `E2E confirm ${language} ${Date.now().toString(36)}`;
    const { id } = await directRequest(page.request, student, teacher.userId, marker);

    await page.goto('/requests');
    const card = page.getByRole('listitem').filter({ hasText: marker });
    const chips = card.getByRole('button', { name: new RegExp(`^${t('requests:card.accept-slot', { slot: '' })}`) });
    await expect(chips).toHaveCount(2);

    // A time chip asks before it books, naming the student and the time.
    const slotText = (await chips.first().textContent()) ?? '';
    await chips.first().click();
    const book = page.getByRole('dialog', { name: t('requests:confirm.accept.title') });
    await expect(book).toContainText(`Марта ${lastName}`);
    await expect(book).toContainText(slotText);
    await book.getByRole('button', { name: t('requests:confirm.back') }).click();
    await expect(book).toBeHidden();
    // Going back booked nothing, and focus is back on the chip.
    await expect(chips.first()).toBeFocused();
    expect(await requestStatus(page.request, student, id)).toBe('ACTIVE');

    // "Decline" asks too; Escape keeps the request.
    await card.getByRole('button', { name: t('requests:card.reject'), exact: true }).click();
    const decline = page.getByRole('dialog', { name: t('requests:confirm.reject.title') });
    await expect(decline).toContainText(t('requests:confirm.final'));
    await page.keyboard.press('Escape');
    await expect(decline).toBeHidden();
    expect(await requestStatus(page.request, student, id)).toBe('ACTIVE');

    await card.getByRole('button', { name: t('requests:card.reject'), exact: true }).click();
    await decline.getByRole('button', { name: t('requests:confirm.reject.action') }).click();
    await expect(card.getByText(t('requests:status.REJECTED'))).toBeVisible();
    expect(await requestStatus(page.request, student, id)).toBe('REJECTED');
    // The pressed button is gone; focus stays on the card rather than dropping to the page.
    await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  });
}

for (const language of ['uk', 'en'] as const satisfies Language[]) {
  const t = locale(language);
  const inLanguage = async (page: import('@playwright/test').Page) => {
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  };

  test.describe(`focus stays where the person is (${language})`, () => {
    test('"Show tutors" moves focus to the results, not to the page', async ({ page }) => {
      await inLanguage(page);
      await page.goto('/search?subject=mathematics');
      await expect(page.locator('article.tutor-card').first()).toBeVisible();
      await page.getByLabel(t('search:filters.format')).selectOption('ONLINE');
      await page.getByRole('button', { name: t('search:filters.apply') }).press('Enter');
      await expect(page).toHaveURL(/format=ONLINE/);
      await expect(page.getByRole('heading', { name: t('search:page.results') })).toBeFocused();
    });

    test('toggling a heart keeps focus on it', async ({ page }) => {
      await inLanguage(page);
      await signInDemo(page, DEMO.student2);
      await page.goto('/search?subject=physics');
      const card = page.locator('article.tutor-card').first();
      const heart = card.locator('.tutor-card__favourite');
      await expect(heart).toBeVisible();
      const before = await heart.getAttribute('aria-pressed');
      await heart.focus();
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
      await expect(heart).toBeFocused();
      // And back, leaving the demo account's favourites as they were.
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', String(before === 'true'));
      await expect(heart).toBeFocused();
    });

    test('the sign-in form is where focus starts, and the first stop after the skip link', async ({ page }) => {
      await inLanguage(page);
      await page.goto('/login');
      const email = page.getByRole('main').getByLabel(t('auth:login.form.email'));
      await expect(email).toBeFocused();
      const skip = page.getByRole('link', { name: t('app:shell.skip-link.label') });
      await skip.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(email).toBeFocused();
    });
  });

  test(`a search address with unknown values shows results and says so once (${language})`, async ({ page }) => {
    await inLanguage(page);
    await page.goto('/search?subject=xx&sort=FOO');
    const notice = page.getByRole('status').filter({
      hasText: t('search:page.dropped', {
        parameters: `${t('search:sort.label')}, ${t('search:filters.subject')}`,
      }),
    });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('article.tutor-card').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t('search:page.invalid-filters') })).toHaveCount(0);
    // Said once: the next search the person makes has no such notice.
    await page.getByLabel(t('search:sort.label')).selectOption('RATING');
    await expect(page).toHaveURL(/sort=RATING/);
    await expect(notice).toHaveCount(0);
  });

  test(`one price format and one word for the lesson format (${language})`, async ({ page }) => {
    await inLanguage(page);
    const price = language === 'uk' ? /^\d[\d\s]*\s₴$/ : /^UAH\s[\d,.]+$/;
    await page.goto('/search?subject=mathematics');
    await expect(page.locator('.tutor-card__price strong').first()).toHaveText(price);
    const offline = new RegExp(`^${t('search:format.OFFLINE')}$`);
    await expect(
      page.getByLabel(t('search:filters.format')).locator('option').filter({ hasText: offline }),
    ).toHaveCount(1);

    // The slot chips of a request to the demo tutor read the same.
    const teacher = await demoLogin(page.request, DEMO.teacher);
    await page.goto(`/tutor/${teacher.userId}/request`);
    const chipPrice = page.locator('.slot-chip__price').first();
    await expect(chipPrice).toBeVisible();
    expect(((await chipPrice.textContent()) ?? '').trim()).toMatch(price);

    // The tutor's profile form names the format as search does.
    await signInDemo(page, DEMO.teacher);
    await page.goto('/user/profile/edit');
    await expect(page.getByLabel(new RegExp(`^${t('profile:fields.lesson-type')}`))).toBeVisible();
    await expect(
      page
        .getByLabel(new RegExp(`^${t('profile:fields.lesson-type')}`))
        .locator('option')
        .filter({ hasText: offline }),
    ).toHaveCount(1);
  });
}
