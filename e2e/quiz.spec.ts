import type { Page } from '@playwright/test';
import { answerQuiz, expect, expectNoAxeViolations, logIn, OWNED_COURSE_ID, OWNED_COURSE_QUIZ, test } from './support';

const questionsOf = (chapter: number) => OWNED_COURSE_QUIZ.chapters[chapter]?.questions ?? [];

/** Axe in both colour schemes, back to light afterwards. */
async function axeBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Marks the lesson on screen complete, then goes to the next one if there is one. */
async function completeLessons(page: Page, titles: string[]) {
  for (const [i, title] of titles.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
    const next = titles[i + 1];
    if (next) await page.getByRole('button', { name: `Next lesson: ${next}` }).click();
  }
}

/** Answers chapter `chapter`'s quiz (see `answerQuiz`). */
const takeQuiz = (page: Page, chapter: number, wrongId?: string, onWrong?: () => Promise<void>) =>
  answerQuiz(page, questionsOf(chapter), wrongId, onWrong);

test.describe('Chapter quizzes and spaced review', () => {
  test('a learner takes chapter 1’s quiz, misses one, retries, reviews it later, and earns the certificate', async ({
    page,
  }) => {
    // Two chapters of lessons and quizzes, a review session and axe on three screens in two schemes.
    test.slow();
    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await completeLessons(page, ['What Is a Blockchain?', 'Coins, Tokens and Exchanges']);

    // After the chapter's last lesson: check your understanding.
    await expect(page.getByText('You have reached the end of this chapter.')).toBeVisible();
    await page.getByRole('button', { name: 'Check your understanding', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Chapter 1: check your understanding' });
    await expect(dialog.getByText('Question 1 of 5')).toBeVisible();
    await axeBothSchemes(page);

    const missed = questionsOf(0)[0];
    if (!missed || missed.type === 'number') throw new Error('expected a choice question first');
    const wrongOption = missed.en.options.find((_o, i) => !missed.answer.includes(i));
    await takeQuiz(page, 0, missed.id, async () => {
      // The explanation of the option chosen, and of the right one, are shown.
      await expect(dialog.getByText(wrongOption?.why ?? '')).toBeVisible();
      await expect(dialog.getByText(missed.en.options[missed.answer[0] ?? 0]?.why ?? '')).toBeVisible();
      await axeBothSchemes(page);
    });
    await expect(dialog.getByRole('heading', { name: 'You scored 80 %: 4 of 5 right.' })).toBeVisible();
    await expect(dialog.getByText('The questions you missed come back in your review.')).toBeVisible();
    await axeBothSchemes(page);

    // The retry asks the same questions in another order; all right this time.
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await takeQuiz(page, 0);
    await expect(dialog.getByRole('heading', { name: 'You scored 100 %: 5 of 5 right.' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Chapter 2's lessons done, its quiz not yet: the certificate is refused, naming the chapter.
    await page.getByRole('button', { name: 'Next lesson: Setting Up a Wallet' }).click();
    await completeLessons(page, ['Setting Up a Wallet', 'Market and Limit Orders', 'Risk per Trade']);
    await page.goto(`/certificate/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('heading', { name: '1 chapter quiz to pass' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Chapters whose quiz is left to pass' })
        .getByText('Chapter 2: Your First Crypto Trade'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0);

    // The last chapter's quiz passed, the certificate is issued.
    await page.getByRole('link', { name: 'Continue the course' }).click();
    await page.getByRole('button', { name: 'Check your understanding: chapter 2' }).click();
    await takeQuiz(page, 1);
    await expect(page.getByRole('dialog').getByRole('heading', { name: /You scored 100 %/ })).toBeVisible();
    await page.goto(`/certificate/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

    // A day later the missed question (and the chapters' key terms) are due.
    // The page's clock only: timers keep running, dates read a day on.
    await page.clock.setFixedTime(new Date(Date.now() + 25 * 60 * 60 * 1000));
    await page.goto('/EnrollCourse');
    const dueLink = page.getByRole('link', { name: /^Review \(\d+ due\)$/ }).first();
    await expect(dueLink).toBeVisible();
    await dueLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
    await axeBothSchemes(page);

    // Every card answered Good (key 3); the missed question among them.
    let sawMissed = false;
    while (await page.getByRole('button', { name: 'Show answer' }).isVisible()) {
      if (await page.getByText(missed.en.prompt).isVisible()) sawMissed = true;
      await page.getByRole('button', { name: 'Show answer' }).click();
      await expect(page.getByRole('button', { name: '3. Good' })).toBeVisible();
      await page.keyboard.press('3');
    }
    expect(sawMissed).toBe(true);
    await expect(page.getByRole('heading', { name: 'Review complete' })).toBeVisible();
    await expect(page.getByText(`${missed.en.prompt}: next`)).toBeVisible();
    await expect(page.getByText(/^Your next cards are due /)).toBeVisible();
    await axeBothSchemes(page);
    // Nothing is due any more: the navbar's link is gone.
    await expect(page.getByRole('link', { name: /^Review \(\d+ due\)$/ })).toHaveCount(0);
  });
});
