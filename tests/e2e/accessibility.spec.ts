import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, demoLogin, signInDemo } from './fixtures/demo-accounts';

/*
 * axe-core on every public and signed-in screen, at a phone's width (375 px) and a desktop's
 * (1280 px): no serious or critical finding. The signed-in screens are seen by the
 * README's demo accounts, signed in through the login API. A screen counts as shown once its
 * main heading is visible and its requests have settled, so axe sees what a person sees.
 */

const WIDTHS = [375, 1280] as const;

type Who = 'guest' | keyof typeof DEMO;

interface Screen {
  /** The address, or how to make it from the ids the run looked up. */
  path: string | ((ids: Ids) => string);
  who: Who;
}

interface Ids {
  tutorId: string;
  studentId: string;
  quizCode: string;
}

const SCREENS: Screen[] = [
  // Public screens.
  { who: 'guest', path: '/' },
  { who: 'guest', path: '/search' },
  { who: 'guest', path: '/search?subject=mathematics' },
  { who: 'guest', path: (ids) => `/tutor/${ids.tutorId}` },
  { who: 'guest', path: (ids) => `/tutor/${ids.tutorId}/request` },
  { who: 'guest', path: '/tutors/mathematics/kyiv' },
  { who: 'guest', path: '/categories' },
  { who: 'guest', path: '/faq' },
  { who: 'guest', path: '/feedback' },
  { who: 'guest', path: '/privacy' },
  { who: 'guest', path: '/terms/students' },
  { who: 'guest', path: '/terms/teachers' },
  { who: 'guest', path: '/login' },
  { who: 'guest', path: '/register' },
  { who: 'guest', path: '/password/forgot' },
  { who: 'guest', path: '/evi' },
  { who: 'guest', path: '/quizzes' },
  { who: 'guest', path: (ids) => `/quiz/${ids.quizCode}` },
  { who: 'guest', path: '/dovidka/viditestiv/1' },
  { who: 'guest', path: '/no-such-page' },
  // A student.
  { who: 'student', path: '/' },
  { who: 'student', path: '/requests' },
  { who: 'student', path: '/requests/new' },
  { who: 'student', path: '/schedule' },
  { who: 'student', path: '/favourites' },
  { who: 'student', path: '/user/profile/edit' },
  { who: 'student', path: '/settings' },
  { who: 'student', path: '/quiz-results' },
  { who: 'student', path: (ids) => `/tutor/${ids.tutorId}` },
  { who: 'student', path: (ids) => `/tutor/${ids.tutorId}/request` },
  // A tutor.
  { who: 'teacher', path: '/user/profile' },
  { who: 'teacher', path: '/requests' },
  { who: 'teacher', path: '/schedule' },
  { who: 'teacher', path: '/schedule/edit' },
  { who: 'teacher', path: '/lessons/new' },
  { who: 'teacher', path: '/user/profile/edit' },
  { who: 'teacher', path: '/settings' },
  { who: 'teacher', path: '/quiz-authoring' },
  { who: 'teacher', path: (ids) => `/user/${ids.studentId}` },
  // An admin.
  { who: 'admin', path: '/' },
  { who: 'admin', path: '/admin/verifications' },
  { who: 'admin', path: '/settings' },
  { who: 'admin', path: '/quiz-authoring' },
];

let ids: Ids | undefined;

async function lookUpIds(page: Page): Promise<Ids> {
  if (ids) return ids;
  const [teacher, student] = [await demoLogin(page.request, DEMO.teacher), await demoLogin(page.request, DEMO.student)];
  const quizzes = await page.request.get('/users/v1/open/quizzes');
  expect(quizzes.ok()).toBeTruthy();
  const quizCode = ((await quizzes.json()) as { items: { code: string }[] }).items[0]?.code;
  expect(quizCode, 'a seeded quiz').toBeTruthy();
  ids = { tutorId: teacher.userId, studentId: student.userId, quizCode: quizCode! };
  return ids;
}

/** The findings that fail the run, one line each, so a failure says what and where. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Spinners are gone: the screen shows its content, not its loading state.
  await expect(page.locator('main .spinner')).toHaveCount(0);
  // Search cards are drawn only near the viewport (content-visibility: auto) and grow when they
  // are: scrolled through once, the page keeps its real height while axe scrolls to check
  // contrast, instead of moving a footer link under a card's button mid-measurement.
  await page.evaluate(async () => {
    // A frame, or a tenth of a second if none comes: once, side by side, a browser stopped
    // drawing frames mid-scroll and the loop waited on one until the test's limit.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let step = 0; step < 200 && window.scrollY + window.innerHeight < document.body.scrollHeight; step += 1) {
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

test.describe('axe: no serious or critical findings', () => {
  for (const screen of SCREENS) {
    const name =
      typeof screen.path === 'string'
        ? screen.path
        : screen.path({ tutorId: ':id', studentId: ':id', quizCode: ':code' });
    test(`${screen.who} ${name}`, async ({ page }) => {
      const path = typeof screen.path === 'string' ? screen.path : screen.path(await lookUpIds(page));
      if (screen.who !== 'guest') await signInDemo(page, DEMO[screen.who]);
      // Loaded once at the phone's width, then widened: the layout follows the window (CSS and
      // media-query listeners), and every other spec loads pages at the desktop's width.
      const found: string[] = [];
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
        if (index === 0) await page.goto(path);
        await settle(page);
        found.push(...(await seriousFindings(page)).map((line) => `${width}px ${line}`));
      }
      expect(found, `axe on ${path} as ${screen.who}`).toEqual([]);
    });
  }
});

/*
 * Besides the serious findings above, the moderate ones it named: heading
 * order on /requests and duplicate landmarks on the profile editor.
 */
const STRUCTURE_RULES = [
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
];
const STRUCTURE_SCREENS: Screen[] = [
  { who: 'student', path: '/requests' },
  { who: 'teacher', path: '/requests' },
  { who: 'student', path: '/user/profile/edit' },
  { who: 'teacher', path: '/user/profile/edit' },
];

test.describe('axe: headings in order and landmarks told apart', () => {
  for (const screen of STRUCTURE_SCREENS) {
    test(`${screen.who} ${String(screen.path)}`, async ({ page }) => {
      await signInDemo(page, DEMO[screen.who as keyof typeof DEMO]);
      await page.goto(screen.path as string);
      await settle(page);
      const results = await new AxeBuilder({ page }).withRules(STRUCTURE_RULES).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        ),
      ).toEqual([]);
    });
  }
});
