import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, OWNED_COURSE_ID, storedRecords, test } from './support';

const player = (page: Page, title: string) => page.locator(`iframe[title="Video player: ${title}"]`);
const videoIn = (page: Page, title: string) =>
  page.frameLocator(`iframe[title="Video player: ${title}"]`).locator('video');

/** Plays muted (browsers refuse sound without a gesture) and waits until time moves. */
async function play(video: Locator) {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
}

/** Jumps to the last half second and lets the video end. */
async function playToEnd(video: Locator) {
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (!(element.duration > 0))
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.muted = true;
    element.currentTime = Math.max(0, element.duration - 0.5);
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
}

test.describe('course viewer', () => {
  test('the demo learner watches, switches, completes, resumes and reviews', async ({ page }) => {
    // Two videos, the Up next countdown, a reload, axe and a review: over two minutes under load.
    test.slow();
    await logIn(page);
    await page.goto('/EnrollCourse');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Crypto Trading Basics' }) });
    await card.getByRole('link', { name: 'Continue Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course-viewer/${OWNED_COURSE_ID}(\\?lesson=\\d+-\\d+)?$`));

    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeVisible();
    await expect(page.getByText('Understanding Cryptocurrencies', { exact: true })).toBeVisible();
    await expect(player(page, 'What Is a Blockchain?')).toHaveAttribute('allow', 'encrypted-media');
    await play(videoIn(page, 'What Is a Blockchain?'));
    await page.screenshot({ path: '/tmp/shots/viewer-1280.png', fullPage: true });

    // Another video: new credentials, the old player gone.
    await page.getByRole('button', { name: 'Coins, Tokens and Exchanges', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeVisible();
    await expect(player(page, 'What Is a Blockchain?')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(1);
    await playToEnd(videoIn(page, 'Coins, Tokens and Exchanges'));
    await expect(page.getByRole('button', { name: /^Coins, Tokens and Exchanges\s*\(completed\)$/ })).toBeVisible();
    await expect(page.getByText('20% complete')).toBeVisible();

    // The chapter's last lesson has ended: its quiz comes first, so Up next waits with the quiz's
    // prompt rather than counting down (the countdown is checked in jest with a fake clock), and
    // Play next opens the first lesson of the next chapter.
    const upNext = page.getByRole('region', { name: 'Up next' });
    await expect(upNext.getByRole('status')).toHaveText(
      'Check your understanding below before you go on, or play the next lesson when you are ready.',
    );
    await expect(page.getByText('You have reached the end of this chapter.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check your understanding', exact: true })).toBeVisible();
    await expect(upNext.getByRole('timer')).toHaveCount(0);
    await upNext.getByRole('button', { name: 'Play next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeVisible();
    await expect(upNext).toHaveCount(0);

    // A reload resumes the last lesson; the one finished keeps its tick.
    await expect
      .poll(async () => (await storedRecords(page)).find((record) => record.kind === 'resume')?.data?.lesson)
      .toBe('1-0');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Setting Up a Wallet/ })).toHaveAttribute('aria-current', 'true');
    await expect(player(page, 'Setting Up a Wallet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous lesson: Coins, Tokens and Exchanges' })).toBeEnabled();

    // Chapters open and close; the notes are there.
    const first = page.getByRole('button', { name: /1\. Understanding Cryptocurrencies/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /^Coins, Tokens and Exchanges\s*\(completed\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download Note\s*for Your First Crypto Trade/ })).toHaveAttribute(
      'href',
      '/media/notes/chapter-notes.pdf',
    );

    await expectNoAxeViolations(page);

    // A review: empty first, then five stars and text.
    const reviews = page.getByRole('region', { name: 'Student Reviews' });
    await expect(reviews.getByText(/Total ratings: \d+/)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please write a review.')).toBeVisible();
    await expect(page.getByText('Please select a rating.')).toBeVisible();

    const comment = `Clear and calm, thank you (${Date.now()}).`;
    // The fifth star, as a learner clicks it.
    await page
      .locator('label')
      .filter({ hasText: /^5 Stars$/ })
      .click();
    await expect(page.getByRole('radio', { name: '5 Stars' })).toBeChecked();
    await page.getByRole('textbox', { name: /your review/i }).fill(comment);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thank you! Your review has been submitted.')).toBeVisible();
    await expect(reviews.getByText(comment)).toBeVisible();
    // The form gives way to the learner's own review.
    await expect(page.getByRole('heading', { name: 'Your review of this course' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /your review/i })).toHaveCount(0);
  });

  test('a lesson has its URL and title; Back, the speed and the keys', async ({ page }) => {
    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}?lesson=2-1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeVisible();
    await expect(page).toHaveTitle('Setting Up a Wallet · Crypto Trading Basics – TradeSchool');

    await page.getByRole('button', { name: 'Next lesson: Market and Limit Orders' }).click();
    await expect(page).toHaveURL(/\?lesson=2-2$/);
    await expect(page).toHaveTitle('Market and Limit Orders · Crypto Trading Basics – TradeSchool');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeVisible();
    await expect(page).toHaveURL(/\?lesson=2-1$/);

    // The speed reaches the player's video.
    const video = videoIn(page, 'Setting Up a Wallet');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Speed' }).click();
    await page.getByRole('option', { name: '1.5×' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

    // The keys act on the page, not inside a field: ? lists them, N opens the next lesson.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(list).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.keyboard.press('n');
    await expect(page.getByRole('heading', { level: 2, name: 'Market and Limit Orders' })).toBeVisible();
    await expect
      .poll(() =>
        videoIn(page, 'Market and Limit Orders').evaluate((element: HTMLVideoElement) => element.playbackRate),
      )
      .toBe(1.5);
  });

  test('reads well on a phone', async ({ page }) => {
    await logIn(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(player(page, 'What Is a Blockchain?')).toBeVisible();
    const box = await player(page, 'What Is a Blockchain?').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    // No sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/shots/viewer-360.png', fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('a learner who does not own the course is sent to buy it', async ({ page }) => {
    await logIn(page);
    const gold = `66c0c0de${(3).toString(16).padStart(16, '0')}`;
    await page.goto(`/course-viewer/${gold}`);
    await expect(page.getByText('Buy this course to watch it.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/viewcourse/${gold}$`));
  });
});
