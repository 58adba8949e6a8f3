import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locale } from './fixtures/locale';
import { DEMO_ROOM_LOCK, demoPairInLesson, join } from './fixtures/meeting';

/*
 * The board in the meeting room: the tutor (desktop) starts the lesson's board in the room
 * and draws; the student (a 375 px phone, where the room shows the videos or the board behind a
 * switch) sees the shape arrive, reloads the room, joins again, and the board still has it.
 */

const t = locale('uk');

test.describe.configure({ timeout: 420_000 });

const shapes = (page: Page) => page.locator('.tl-shape[data-shape-type="geo"]');
const boardOf = (page: Page) => page.getByRole('region', { name: t('classroom:board') });

// The demo tutor's one joinable hour is shared with the other room specs.
test(
  'the tutor draws on the board in the room; the student sees it, reloads, and it is still there',
  { lock: DEMO_ROOM_LOCK },
  async ({ browser, baseURL, request }, testInfo) => {
    const { lessonId, tutor, pupil } = await demoPairInLesson(browser, baseURL!, request, { width: 375, height: 740 });

    await join(tutor.page, lessonId);
    await join(pupil.page, lessonId);

    // The tutor's desktop room has the board beside the videos; the lesson has none yet.
    const tutorBoard = boardOf(tutor.page);
    await tutorBoard.getByRole('button', { name: t('boards:room.start') }).click();
    await expect(tutorBoard.locator('.tl-canvas')).toBeVisible({ timeout: 90_000 });

    // On the phone the videos show first; the switch brings the board (which appeared by itself).
    await expect(pupil.page.getByTestId('remote-video')).toBeVisible();
    await pupil.page.getByRole('button', { name: t('classroom:stage.board') }).click();
    await expect(pupil.page.getByTestId('remote-video')).toBeHidden();
    await expect(boardOf(pupil.page).locator('.tl-canvas')).toBeVisible({ timeout: 90_000 });
    await expect(shapes(pupil.page)).toHaveCount(0);

    // The tutor picks the rectangle (tldraw's R) and drags one out on the canvas.
    const canvas = tutorBoard.locator('.tl-canvas');
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await tutor.page.keyboard.press('r');
    await tutor.page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    await tutor.page.mouse.down();
    await tutor.page.mouse.move(box.x + box.width / 3 + 120, box.y + box.height / 3 + 80, { steps: 8 });
    await tutor.page.mouse.up();
    await expect(shapes(tutor.page)).toHaveCount(1);
    await expect(shapes(pupil.page)).toHaveCount(1);
    await pupil.page.screenshot({ path: testInfo.outputPath('room-board-375.png') });
    await tutor.page.screenshot({ path: testInfo.outputPath('room-board-1280.png') });

    // The student reloads: back in the room, the board comes back from the server with the shape.
    await pupil.page.reload();
    await join(pupil.page, lessonId);
    await pupil.page.getByRole('button', { name: t('classroom:stage.board') }).click();
    await expect(boardOf(pupil.page).locator('.tl-canvas')).toBeVisible({ timeout: 90_000 });
    await expect(shapes(pupil.page)).toHaveCount(1);

    await tutor.context.close();
    await pupil.context.close();
  },
);
