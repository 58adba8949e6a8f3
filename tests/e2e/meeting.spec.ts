import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer } from './fixtures/demo-accounts';
import { locale } from './fixtures/locale';
import { DEMO_ROOM_LOCK, demoPairInLesson, join } from './fixtures/meeting';

/*
 * The meeting room in Chromium: the demo tutor and student, each in a browser context of their own with a
 * fake camera and microphone, meet in a lesson's room. Each receives the other's video (frames
 * decoding, not only a connected state), the tutor shares a screen, the student's network drops
 * and comes back and the call resumes, and the tutor ends the meeting for both.
 *
 * The room opens half an hour before a lesson and lessons start on whole hours in the future, so
 * the lesson is booked through the API and then moved to the hour that is joinable now by the E2E
 * server's test seam.
 */

const t = locale('uk');

test.describe.configure({ timeout: 480_000 });

/** Decoded frames of a <video>: grows while the stream plays. */
const framesOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);

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
      { timeout: 120_000, message: `${testId} decodes frames` },
    )
    .toBeGreaterThanOrEqual(2);
}

// The demo tutor's one joinable hour is shared with the other room specs.
test(
  'a tutor and a student meet, share a screen, survive a network drop and end the meeting',
  { lock: DEMO_ROOM_LOCK },
  async ({ browser, baseURL, request }) => {
    const { teacher, lessonId, tutor, pupil } = await demoPairInLesson(browser, baseURL!, request);

    await join(tutor.page, lessonId);
    await expect(tutor.page.getByTestId('meeting-status')).toContainText(
      t('classroom:state.waiting', { name: 'Іван Петренко' }),
    );
    await join(pupil.page, lessonId);

    // Both receive the other's camera: frames decode on both sides.
    for (const side of [tutor, pupil]) {
      await expect(side.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.connected'), {
        timeout: 120_000,
      });
      await expectFramesGrowing(side.page, 'remote-video');
    }

    // The tutor shares a screen; the student sees it, and cannot share another at the same time.
    await tutor.page.getByRole('button', { name: t('classroom:controls.share') }).click();
    await expect(tutor.page.getByRole('button', { name: t('classroom:controls.stopShare') })).toBeVisible();
    await expectFramesGrowing(pupil.page, 'remote-screen');
    await expect(pupil.page.getByRole('button', { name: t('classroom:controls.share') })).toBeDisabled();

    // The student's network drops and comes back: the call resumes without leaving the room (the
    // browser's 'online' restarts ICE over the live channel). Playwright's offline cuts HTTP and
    // WebSockets but not the media itself: the student's side notices at once, the tutor's once the
    // student's presence lease (30 s) ran out without a heartbeat.
    await pupil.context.setOffline(true);
    await expect(pupil.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.reconnecting'));
    await expect(tutor.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.reconnecting'), {
      timeout: 120_000,
    });
    await pupil.context.setOffline(false);
    for (const side of [tutor, pupil]) {
      await expect(side.page.getByTestId('meeting-status')).toHaveText(t('classroom:state.connected'), {
        timeout: 90_000,
      });
      await expectFramesGrowing(side.page, 'remote-video');
    }

    // The host ends the meeting for both.
    await tutor.page.getByRole('button', { name: t('classroom:controls.end') }).click();
    await tutor.page
      .getByRole('dialog')
      .getByRole('button', { name: t('classroom:confirmEnd.confirm') })
      .click();
    for (const side of [tutor, pupil]) {
      await expect(side.page.getByRole('heading', { name: t('classroom:ended.byHost') })).toBeVisible();
    }
    const lesson = await request.get(`/users/v1/lessons/${lessonId}`, { headers: bearer(teacher) });
    expect(((await lesson.json()) as { status: string }).status).toBe('MEETING_COMPLETED');

    await tutor.context.close();
    await pupil.context.close();
  },
);
