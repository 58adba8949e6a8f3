import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, demoLogin, signInDemo, type DemoTokens } from './fixtures/demo-accounts';

/*
 * The lesson board in Chromium with two browser contexts: the tutor draws on a lesson's board,
 * the student (on the same board, in another context) sees the shape arrive over the board's
 * sync socket, reloads, and the shape is still there (it came back from the server).
 */

async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  return { context, page, pair: await signInDemo(page, email) };
}

/** The demo tutor's lesson with the demo student (seeded, three days ahead). */
async function demoLesson(request: APIRequestContext, tutor: DemoTokens, studentId: string): Promise<string> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const res = await request.get('/users/v1/lessons', { headers: bearer(tutor), params: { from, to } });
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: { id: string; studentId?: string; student?: { id: string } }[] };
  const lesson = items.find((l) => (l.studentId ?? l.student?.id) === studentId);
  expect(lesson, 'the demo lesson').toBeTruthy();
  return lesson!.id;
}

const shapes = (page: Page) => page.locator('.tl-shape[data-shape-type="geo"]');

/**
 * A hang detector for a board to open: tldraw's chunk is the app's largest, and the board's
 * socket connects after it. Seconds alone, over a minute beside another full run.
 */
const BOARD_OPENS = { timeout: 120_000 };

test('the tutor draws, the student sees the shape and keeps it after a reload', async ({ browser, baseURL }) => {
  const tutor = await signedIn(browser, baseURL!, DEMO.teacher);
  const student = await signedIn(browser, baseURL!, DEMO.student);
  const lessonId = await demoLesson(
    tutor.page.request,
    tutor.pair,
    (await demoLogin(student.page.request, DEMO.student)).userId,
  );
  const created = await tutor.page.request.post(`/users/v1/lessons/${lessonId}/drawboards`, {
    headers: bearer(tutor.pair),
    data: { name: `Дошка ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const board = (await created.json()) as { id: string; name: string };
  const path = `/lessons/${lessonId}/boards/${board.id}`;

  await tutor.page.goto(path);
  await student.page.goto(path);
  tutor.page.on('console', (m) => m.type() === 'error' && console.log('tutor console:', m.text()));
  await expect(tutor.page.getByRole('heading', { name: board.name })).toBeVisible();
  for (const { page } of [tutor, student]) await expect(page.locator('.tl-canvas')).toBeVisible(BOARD_OPENS);
  await expect(shapes(student.page)).toHaveCount(0);

  // The tutor picks the rectangle (tldraw's R) and drags one out on the canvas.
  const canvas = tutor.page.locator('.tl-canvas');
  await canvas.click({ position: { x: 600, y: 500 } });
  await tutor.page.keyboard.press('r');
  const box = (await canvas.boundingBox())!;
  await tutor.page.mouse.move(box.x + 300, box.y + 200);
  await tutor.page.mouse.down();
  await tutor.page.mouse.move(box.x + 420, box.y + 280, { steps: 8 });
  await tutor.page.mouse.up();
  await expect(shapes(tutor.page)).toHaveCount(1);

  await expect(shapes(student.page)).toHaveCount(1);
  await student.page.reload();
  await expect(student.page.locator('.tl-canvas')).toBeVisible(BOARD_OPENS);
  await expect(shapes(student.page)).toHaveCount(1);

  await tutor.context.close();
  await student.context.close();
});

test('someone else’s lesson board cannot be opened', async ({ browser, baseURL }) => {
  const tutor = await signedIn(browser, baseURL!, DEMO.teacher);
  const lessonId = await demoLesson(
    tutor.page.request,
    tutor.pair,
    (await demoLogin(tutor.page.request, DEMO.student)).userId,
  );
  const created = await tutor.page.request.post(`/users/v1/lessons/${lessonId}/drawboards`, {
    headers: bearer(tutor.pair),
    data: { name: 'Чужа дошка' },
  });
  const board = (await created.json()) as { id: string };
  const other = await signedIn(browser, baseURL!, DEMO.student2);
  // tldraw's code never arrives (a slow network at its worst): the refusal must not wait for it.
  await other.page.route(/\/assets\/tldraw-[^/]*\.js$/, () => undefined);
  await other.page.goto(`/lessons/${lessonId}/boards/${board.id}`);
  // Refused by the list of the lesson's boards.
  await expect(other.page.getByRole('alert')).toContainText('Не вдалося відкрити дошку');
  await tutor.context.close();
  await other.context.close();
});
