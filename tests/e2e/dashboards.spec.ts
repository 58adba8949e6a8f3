import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, signInDemo, type DemoTokens } from './fixtures/demo-accounts';
import { locale, type Language } from './fixtures/locale';

/*
 * The student's home and the tutor's show the user's real state (requests
 * waiting, next lesson, verification, recent quiz results), each linking to its screen, in
 * Ukrainian and English. What the cards say is compared with what the API answers the same user.
 * Each run leaves screenshots at 375 and 1280 px under test-results/dashboards/.
 */

interface RequestItem {
  status: string;
}
interface RequestList {
  items: RequestItem[];
  activeCount: number;
  activeLimit: number;
  total: number;
}

async function requestList(page: Page, tokens: DemoTokens, tab: string): Promise<RequestList> {
  const response = await page.request.get(`/users/v1/lesson-requests?tab=${tab}&sort=newest&page=1&size=20`, {
    headers: bearer(tokens),
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as RequestList;
}

async function upcomingLessons(page: Page, tokens: DemoTokens) {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const response = await page.request.get(`/users/v1/schedule/my?${new URLSearchParams({ from, to }).toString()}`, {
    headers: bearer(tokens),
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { lessons: { status: string; startsAt: string; endsAt: string }[] };
  return body.lessons
    .filter((lesson) => lesson.status !== 'CANCELED' && Date.parse(lesson.endsAt) > Date.now())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    // Loaded at this width, as a person on this screen would: resized, the sidebar would be
    // caught sliding between its phone and desktop forms.
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .spinner')).toHaveCount(0);
    await page.screenshot({ path: `test-results/dashboards/${name}-${width}.png`, fullPage: true });
  }
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

for (const language of ['uk', 'en'] as const satisfies Language[]) {
  const t = locale(language);

  test(`a student's home shows their requests, next lesson and quiz results (${language})`, async ({ page }) => {
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const tokens = await signInDemo(page, DEMO.student);
    const requests = await requestList(page, tokens, 'all');
    const lessons = await upcomingLessons(page, tokens);
    const results = (await (await page.request.get('/users/v1/quiz-results', { headers: bearer(tokens) })).json()) as {
      items: { id: string; mainTitle: string; result: unknown }[];
    };

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: t('dashboard:greeting', { name: 'Іван' }) }),
    ).toBeVisible();
    // Not the landing: no hero search on a student's home.
    await expect(page.getByRole('heading', { level: 1, name: t('home:hero.title') })).toHaveCount(0);

    const requestsCard = card(page, t('dashboard:requests.title'));
    if (requests.total === 0) await expect(requestsCard).toContainText(t('dashboard:requests.student-none'));
    else
      await expect(requestsCard).toContainText(
        t('dashboard:requests.active', {
          active: String(requests.activeCount),
          limit: String(requests.activeLimit),
        }),
      );
    const lessonCard = card(page, t('dashboard:next-lesson.title'));
    if (lessons.length === 0) await expect(lessonCard).toContainText(t('dashboard:next-lesson.none'));
    else await expect(lessonCard.locator('time')).toHaveAttribute('datetime', lessons[0]!.startsAt);
    const quizCard = card(page, t('dashboard:quizzes.title'));
    const finished = results.items.filter((item) => item.result !== null);
    if (finished.length === 0) await expect(quizCard).toContainText(t('dashboard:quizzes.none'));
    else await expect(quizCard.getByRole('link', { name: finished[0]!.mainTitle })).toBeVisible();
    await screenshots(page, `student-${language}`);

    // Each card leads to its screen.
    await requestsCard.getByRole('link', { name: t('dashboard:requests.link') }).click();
    await expect(page).toHaveURL('/requests');
    await page.goBack();
    await lessonCard.getByRole('link', { name: t('dashboard:next-lesson.link') }).click();
    await expect(page).toHaveURL('/schedule');
    await page.goBack();
    await quizCard.getByRole('link', { name: t('dashboard:quizzes.link') }).click();
    await expect(page).toHaveURL('/quiz-results');
  });

  test(`the verified demo tutor's home says so, with waiting requests and the next lesson (${language})`, async ({
    page,
  }) => {
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const tokens = await signInDemo(page, DEMO.teacher);
    const personal = await requestList(page, tokens, 'personal');
    const lessons = await upcomingLessons(page, tokens);
    const waiting = personal.items.filter((item) => item.status === 'ACTIVE').length;

    await page.goto('/');
    await expect(page).toHaveURL('/user/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: t('dashboard:greeting', { name: 'Олена' }) }),
    ).toBeVisible();
    const verification = card(page, t('dashboard:verification.title'));
    await expect(verification).toContainText(t('dashboard:verification.status.DONE'));
    // The old checklist told this verified tutor to get verified.
    await expect(page.getByText(/Пройдіть верифікацію|Get verified/)).toHaveCount(0);
    const requestsCard = card(page, t('dashboard:requests.title'));
    const waitingKey = language === 'uk' ? ukPlural(waiting) : waiting === 1 ? 'one' : 'other';
    await expect(requestsCard).toContainText(t(`dashboard:requests.waiting_${waitingKey}`, { count: String(waiting) }));
    const lessonCard = card(page, t('dashboard:next-lesson.title'));
    if (lessons.length === 0) await expect(lessonCard).toContainText(t('dashboard:next-lesson.none'));
    else await expect(lessonCard.locator('time')).toHaveAttribute('datetime', lessons[0]!.startsAt);
    await screenshots(page, `teacher-${language}`);

    await verification.getByRole('link', { name: t('dashboard:verification.link') }).click();
    await expect(page).toHaveURL('/user/profile/edit');
    await page.goBack();
    await requestsCard.getByRole('link', { name: t('dashboard:requests.link') }).click();
    await expect(page).toHaveURL('/requests');
  });
}

/** The Ukrainian plural form of a count (CLDR: one, few, many). */
function ukPlural(count: number): 'one' | 'few' | 'many' {
  const rule = new Intl.PluralRules('uk').select(count);
  return rule === 'one' || rule === 'few' ? rule : 'many';
}
