import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, OWNED_COURSE_ID, seekTo, storedRecords, test } from './support';

const LESSON = 'What Is a Blockchain?';
const videoIn = (page: Page) => page.frameLocator(`iframe[title="Video player: ${LESSON}"]`).locator('video');
const timeOf = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Plays muted from `seconds` for a moment, then pauses: the viewer saves where the video stopped. */
async function stopAt(video: Locator, seconds: number) {
  await seekTo(video, seconds);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    const paused = new Promise((resolve) => element.addEventListener('pause', resolve, { once: true }));
    element.pause();
    await paused;
  });
}

/**
 * Where the video lands on the next seek the page asks of the player, read in the player's frame
 * as that seek completes, before playback can carry it on. Call it before the action that seeks.
 */
async function nextSeek(video: Locator) {
  const handle = await video.evaluateHandle((element: HTMLVideoElement) => {
    const landed = new Promise<number>((resolve) => {
      // The request to seek arrives as a message; the player frame's own listener, added first,
      // has set currentTime by the time this one runs.
      const onMessage = (message: MessageEvent<{ type?: string; property?: string } | null>) => {
        if (message.data?.type !== 'set' || message.data.property !== 'currentTime') return;
        window.removeEventListener('message', onMessage);
        // A 'seeked' of an earlier seek may still be queued: it fires while this seek runs, and is skipped.
        const onSeeked = () => {
          if (element.seeking) return;
          element.removeEventListener('seeked', onSeeked);
          resolve(element.currentTime);
        };
        element.addEventListener('seeked', onSeeked);
      };
      window.addEventListener('message', onMessage);
    });
    // Wrapped, so that evaluateHandle returns at once instead of waiting for the seek.
    return { landed };
  });
  return () => handle.evaluate(({ landed }) => landed);
}

test.describe('notes at a moment of the video', () => {
  test('a learner writes a note at a moment, reloads, and plays from it @phone', async ({ page }) => {
    // Two loads of the viewer and its player, and axe: a minute or more under load.
    test.slow();
    const width = page.viewportSize()?.width ?? 1280;
    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('heading', { level: 2, name: LESSON })).toBeVisible();
    const video = videoIn(page);
    await seekTo(video, 4);

    await page.getByRole('tab', { name: 'Notes' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Notes' });
    await expect(panel.getByText('No notes yet')).toBeVisible();
    const text = `The chain is a shared ledger (${width} px).`;
    await panel.getByRole('textbox', { name: 'Your note' }).fill(text);
    await expect(panel.getByText(`${text.length}/1000`)).toBeVisible();
    await panel.getByRole('button', { name: 'Save note' }).click();
    const seek = page.getByRole('button', { name: `Play from 0:04 in ${LESSON}` });
    await expect(seek).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Note saved at 0:04.' })).toBeVisible();

    // Leave the video elsewhere, and wait until the viewer has stored where it stopped.
    await stopAt(video, 8);
    const storedSeconds = async () =>
      (await storedRecords(page)).find((record) => record.kind === 'position' && record.id === '0-0')?.data?.seconds;
    await expect.poll(storedSeconds).toBeGreaterThanOrEqual(8);
    expect(await storedSeconds()).toBeLessThan(10);

    await page.reload();
    await page.getByRole('tab', { name: 'Notes (1)' }).click();
    const reloaded = page.getByRole('tabpanel', { name: /^Notes/ });
    await expect(reloaded.getByText(text)).toBeVisible();
    // The player has resumed where the video stopped, away from the note's moment.
    await expect.poll(() => timeOf(videoIn(page))).toBeGreaterThanOrEqual(7.5);

    // The button also starts playback: read the time where the seek lands, not some moments later.
    const landed = await nextSeek(videoIn(page));
    await reloaded.getByRole('button', { name: `Play from 0:04 in ${LESSON}` }).click();
    const at = await landed();
    expect(at).toBeGreaterThanOrEqual(3.9);
    expect(at).toBeLessThan(7);
    // Held there: played to its end, the video would hand over to the next lesson.
    await videoIn(page).evaluate((element: HTMLVideoElement) => element.pause());

    // No sideways scrolling on a phone, and axe on the tab with a note in it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await reloaded.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/notes-${width}.png`, fullPage: width > 600 });

    // Deleted, the note can come back with Undo in the toast.
    await reloaded.getByRole('button', { name: 'Delete note at 0:04' }).click();
    await expect(reloaded.getByText('No notes yet')).toBeVisible();
    await expect(page.getByText('Note deleted.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(reloaded.getByText(text)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Notes (1)' })).toBeVisible();

    // The empty tab passes axe too.
    await reloaded.getByRole('button', { name: 'Delete note at 0:04' }).click();
    await expect(reloaded.getByText('No notes yet')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/shots/notes-empty-${width}.png` });
  });
});
