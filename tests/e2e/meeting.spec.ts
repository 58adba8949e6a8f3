import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, DEMO, demoLogin, signInDemo, type DemoTokens } from './fixtures/demo-accounts';
import { locale } from './fixtures/locale';

/*
 * Issue 25 in Chromium: the demo tutor and student, each in a browser context of their own with a
 * fake camera and microphone, meet in a lesson's room. Each receives the other's video (frames
 * decoding, not only a connected state), the tutor shares a screen, the student's network drops
 * and comes back and the call resumes, and the tutor ends the meeting for both.
 *
 * The room opens half an hour before a lesson and lessons start on whole hours in the future, so
 * the lesson is booked through the API and then moved to the hour that is joinable now by the E2E
 * server's test seam.
 */

const t = locale('uk');
const HOUR = 3_600_000;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
test.describe.configure({ timeout: 240_000 });

/** The hour the lesson starts: this one if it began under half an hour ago, else the next. */
function joinableHour(now = Date.now()): Date {
  const hour = Math.floor(now / HOUR) * HOUR;
  return new Date(now - hour < 30 * 60_000 ? hour : hour + HOUR);
}

/**
 * A lesson of the demo pair that is joinable now: booked and approved through the API at a free
 * future hour, then moved by the E2E server's test seam (src/server/testing) to the hour whose
 * meeting window is open, since no user action can start a lesson within the hour.
 */
async function placeLesson(request: APIRequestContext, teacher: DemoTokens, student: DemoTokens): Promise<string> {
  let id: string | null = null;
  for (let attempt = 0; !id && attempt < 10; attempt++) {
    // A random hour 20–60 days ahead: other tests book the demo pair's nearer hours.
    const startsAt = new Date((Math.ceil(Date.now() / HOUR) + 480 + Math.floor(Math.random() * 960)) * HOUR);
    const created = await request.post('/users/v1/lessons', {
      headers: bearer(teacher),
      data: { studentId: student.userId, subject: 'mathematics', startsAt: startsAt.toISOString(), currency: 'UAH', priceMinor: 45_000 },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    id = ((await created.json()) as { id: string }).id;
  }
  expect(id, 'a free hour for the lesson').not.toBeNull();
  const approved = await request.post(`/users/v1/lessons/${id}/approve`, { headers: bearer(teacher) });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const moved = await request.post(`/users/v1/open/e2e/lessons/${id}/starts-at`, {
    data: { startsAt: joinableHour().toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(204);
  return id!;
}

async function participant(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await signInDemo(page, email);
  return { context, page };
}

/** Decoded frames of a <video>: grows while the stream plays. */
const framesOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);

/** Waits until the video decodes new frames (twice, some time apart). */
async function expectFramesGrowing(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toBeVisible();
  let last = -1;
  let grew = 0;
  await expect
    .poll(
      async () => {
        const frames = await framesOf(page, testId);
        if (last >= 0 && frames > last) grew += 1;
        last = frames;
        return grew;
      },
      { timeout: 60_000, message: `${testId} decodes frames` },
    )
    .toBeGreaterThanOrEqual(2);
}

async function join(page: Page, lessonId: string) {
  await page.goto(`/lessons/${lessonId}/meeting`);
  await expect(page.getByTestId('prejoin-preview')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('meter', { name: t('classroom:prejoin.level') })).toBeVisible();
  await page.getByRole('button', { name: t('classroom:prejoin.join') }).click();
}

test('a tutor and a student meet, share a screen, survive a network drop and end the meeting', async ({
  browser,
  baseURL,
  request,
}) => {
  const teacher = await demoLogin(request, DEMO.teacher);
  const student = await demoLogin(request, DEMO.student);
  const lessonId = await placeLesson(request, teacher, student);
  const tutor = await participant(browser, baseURL!, DEMO.teacher);
  const pupil = await participant(browser, baseURL!, DEMO.student);

  await join(tutor.page, lessonId);
  await expect(tutor.page.getByTestId('meeting-status')).toContainText(t('classroom:state.waiting', { name: 'Іван Петренко' }));
  await join(pupil.page, lessonId);

  // Both receive the other's camera: frames decode on both sides.
  for (const side of [tutor, pupil]) {
    await expect(side.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.connected'), { timeout: 60_000 });
    await expectFramesGrowing(side.page, 'remote-video');
  }

  // The tutor shares a screen; the student sees it, and cannot share another at the same time.
  await tutor.page.getByRole('button', { name: t('classroom:controls.share') }).click();
  await expect(tutor.page.getByRole('button', { name: t('classroom:controls.stopShare') })).toBeVisible({ timeout: 30_000 });
  await expectFramesGrowing(pupil.page, 'remote-screen');
  await expect(pupil.page.getByRole('button', { name: t('classroom:controls.share') })).toBeDisabled();

  // The student's network drops and comes back: the call resumes without leaving the room (the
  // browser's 'online' restarts ICE over the live channel). Playwright's offline cuts HTTP and
  // WebSockets but not the media itself: the student's side notices at once, the tutor's once the
  // student's presence lease (30 s) ran out without a heartbeat.
  await pupil.context.setOffline(true);
  await expect(pupil.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.reconnecting'));
  await expect(tutor.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.reconnecting'), { timeout: 70_000 });
  await pupil.context.setOffline(false);
  for (const side of [tutor, pupil]) {
    await expect(side.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.connected'), { timeout: 90_000 });
    await expectFramesGrowing(side.page, 'remote-video');
  }

  // The host ends the meeting for both.
  await tutor.page.getByRole('button', { name: t('classroom:controls.end') }).click();
  await tutor.page.getByRole('dialog').getByRole('button', { name: t('classroom:confirmEnd.confirm') }).click();
  for (const side of [tutor, pupil]) {
    await expect(side.page.getByRole('heading', { name: t('classroom:ended.byHost') })).toBeVisible({ timeout: 30_000 });
  }
  const lesson = await request.get(`/users/v1/lessons/${lessonId}`, { headers: bearer(teacher) });
  expect(((await lesson.json()) as { status: string }).status).toBe('MEETING_COMPLETED');

  await tutor.context.close();
  await pupil.context.close();
});
