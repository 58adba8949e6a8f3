import { expect, test } from './fixtures';
import { bearer, type DemoTokens } from './fixtures/demo-accounts';
import { locale, textPattern } from './fixtures/locale';
import { DEMO_ROOM_LOCK, demoPairInLesson, join } from './fixtures/meeting';

/*
 * Recording in Chromium: the tutor (desktop) records the call for over a minute while the
 * student (a 375 px phone) sees the recording indicator. The recording goes up a chunk a second;
 * halfway the tutor's network drops (chunks wait in the tab) and comes back (the upload resumes
 * from the server's count). After the stop the student plays it on the lesson page, and the
 * player knows its full length (the server wrote the measured duration into the WebM).
 */

const t = locale('uk');

test.describe.configure({ timeout: 540_000 });

interface Recording {
  id: string;
  status: string;
  chunkCount: number;
  sizeBytes: number;
  durationMs: number | null;
}

async function recordingsOf(request: import('@playwright/test').APIRequestContext, who: DemoTokens, lessonId: string) {
  const res = await request.get(`/users/v1/lessons/${lessonId}/recordings`, { headers: bearer(who) });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: Recording[] }).items;
}

// The demo tutor's one joinable hour is shared with the other room specs.
test(
  'a minute-long recording survives a dropped connection and plays back in full',
  { lock: DEMO_ROOM_LOCK },
  async ({ browser, baseURL, request }, testInfo) => {
    const { teacher, lessonId, tutor, pupil } = await demoPairInLesson(browser, baseURL!, request, {
      width: 375,
      height: 740,
    });
    await join(tutor.page, lessonId);
    await join(pupil.page, lessonId);
    // The recording does not wait for the call to connect: the student's sound joins the mix when it arrives.

    // The tutor starts; both sides show that the lesson is being recorded.
    const beforeStart = Date.now();
    await tutor.page.getByRole('button', { name: t('classroom:recording.start') }).click();
    const stop = tutor.page.getByRole('button', { name: t('classroom:recording.stop'), exact: true });
    await expect(stop).toBeVisible();
    await expect(tutor.page.getByTestId('recording-indicator')).toHaveText(t('classroom:recording.indicatorSelf'));
    await expect(pupil.page.getByTestId('recording-indicator')).toHaveText(
      textPattern(t('classroom:recording.indicatorPeer', { name: '{{name}}' })),
    );
    await tutor.page.screenshot({ path: testInfo.outputPath('recording-1280.png') });
    await pupil.page.screenshot({ path: testInfo.outputPath('recording-375.png') });

    // Chunks arrive on the server while recording.
    const stored = async () => (await recordingsOf(request, teacher, lessonId))[0]?.chunkCount ?? 0;
    await expect.poll(stored, { message: 'chunks uploaded' }).toBeGreaterThanOrEqual(3);

    // The tutor's network drops: recording goes on, chunks wait in the tab, nothing reaches the server.
    await tutor.context.setOffline(true);
    const upload = tutor.page.getByTestId('recording-upload');
    await expect(upload).toContainText(t('classroom:recording.waiting_other', { count: '' }).split(':')[0]!);
    await expect
      .poll(async () => Number(await upload.getAttribute('data-pending')), { message: 'chunks queue offline' })
      .toBeGreaterThanOrEqual(8);
    const storedOffline = await stored();

    // Back online: the queue goes up from where the server stood.
    await tutor.context.setOffline(false);
    await expect.poll(stored, { timeout: 120_000, message: 'upload resumed' }).toBeGreaterThan(storedOffline);
    await expect
      .poll(async () => Number(await upload.getAttribute('data-pending')), {
        timeout: 120_000,
        message: 'the queue caught up',
      })
      .toBeLessThanOrEqual(3);
    await expect(upload).not.toContainText(t('classroom:recording.waiting_other', { count: '' }).split(':')[0]!);

    // Over a minute of recording by the tutor's own clock, then stop. The recording's length is
    // bounded by events, not by this process's clock against the browser's (on a crowded machine
    // they drift apart by seconds): at least what the timer showed before the click, at most the
    // time from before the start click to after the stop click.
    const timer = tutor.page.getByRole('timer', { name: t('classroom:recording.elapsed') });
    await expect(timer).toHaveText(/^1:0[2-9]$/, { timeout: 90_000 });
    const [minutes, seconds] = (await timer.textContent())!.split(':').map(Number);
    const shownMs = (minutes! * 60 + seconds!) * 1000;
    await stop.click();
    const atMostMs = Date.now() - beforeStart;
    await expect(upload).toHaveText(t('classroom:recording.saved'), { timeout: 120_000 });
    await expect(pupil.page.getByTestId('recording-indicator')).toHaveAttribute('data-recording', 'none');

    const [recording] = await recordingsOf(request, teacher, lessonId);
    expect(recording).toMatchObject({ status: 'FINISHED' });
    expect(recording!.durationMs!).toBeGreaterThanOrEqual(Math.max(60_000, shownMs));
    expect(recording!.durationMs!).toBeLessThanOrEqual(atMostMs);
    // Several uploads, the pieces that waited offline going up together after the drop.
    expect(recording!.chunkCount).toBeGreaterThan(storedOffline);

    // The student plays it on the lesson page, with its full length known to the player.
    await pupil.page.goto(`/lessons/${lessonId}`);
    await pupil.page.getByRole('tab', { name: t('lessons:details.tabs.recordings') }).click();
    const player = pupil.page.getByTestId('recording-player');
    await expect(player).toBeVisible();
    const duration = await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (video.readyState >= 1) resolve(video.duration);
          video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true });
          video.addEventListener('error', () => reject(new Error(`media error ${video.error?.code}`)), { once: true });
        }),
    );
    expect(duration).toBeGreaterThanOrEqual(60);
    expect(Math.abs(duration * 1000 - recording!.durationMs!)).toBeLessThan(1_000);
    expect(duration * 1000).toBeGreaterThanOrEqual(shownMs - 1_000);
    expect(duration * 1000).toBeLessThanOrEqual(atMostMs + 1_000);
    // The end of the file is there too: it seeks near the end and has a frame to show.
    const seeked = await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          video.addEventListener('seeked', () => resolve(video.readyState), { once: true });
          video.currentTime = video.duration - 3;
        }),
    );
    expect(seeked).toBeGreaterThanOrEqual(2);

    await tutor.context.close();
    await pupil.context.close();
  },
);
