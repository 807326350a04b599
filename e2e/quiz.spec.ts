import type { Page } from '@playwright/test';
import {
  answerQuiz,
  expect,
  expectNoAxeViolations,
  inLang,
  type Lang,
  logIn,
  OWNED_COURSE_ID,
  OWNED_COURSE_QUIZ,
  say,
  sayPattern,
  test,
} from './support';

const questionsOf = (chapter: number) => OWNED_COURSE_QUIZ.chapters[chapter]?.questions ?? [];

/** Axe at a phone's and a desktop's width in both colour schemes, back to light and 1280 px. */
async function axeEverywhere(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [
      { width: 360, height: 780 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Marks the lesson on screen complete, then goes to the next one if there is one. */
async function completeLessons(page: Page, lang: Lang, titles: string[]) {
  for (const [i, title] of titles.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('button', { name: say(lang, 'learning', 'lessonNav.markComplete') }).click();
    await expect(
      page.getByRole('button', { name: say(lang, 'learning', 'lessonNav.completed'), exact: true }),
    ).toBeVisible();
    const next = titles[i + 1];
    if (next)
      await page
        .getByRole('button', { name: say(lang, 'learning', 'lessonNav.nextLessonNamed', { title: next }) })
        .click();
  }
}

test.describe('Chapter quizzes and spaced review', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`a learner takes chapter 1’s quiz, misses one, retries, reviews it later, and earns the certificate (${lang})`, async ({
      page,
    }) => {
      // Two chapters of lessons and quizzes, a review session and axe on three screens in four looks.
      test.slow();
      const quiz = (key: string, values?: Record<string, string | number>) => say(lang, 'quiz', key, values);
      const takeQuiz = (chapter: number, wrongId?: string, onWrong?: () => Promise<void>) =>
        answerQuiz(page, questionsOf(chapter), { wrongId, onWrong, lang });
      await logIn(page);
      await page.goto(inLang(lang, `/course-viewer/${OWNED_COURSE_ID}`));
      await completeLessons(page, lang, ['What Is a Blockchain?', 'Coins, Tokens and Exchanges']);

      // After the chapter's last lesson: check your understanding.
      await expect(page.getByText(quiz('endOfChapter'))).toBeVisible();
      await page.getByRole('button', { name: quiz('check'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: quiz('dialogTitle', { n: 1 }) });
      await expect(dialog.getByText(quiz('questionOf', { n: 1, total: 5 }))).toBeVisible();
      await axeEverywhere(page);

      const missed = questionsOf(0)[0];
      if (!missed || missed.type === 'number') throw new Error('expected a choice question first');
      const options = missed[lang].options;
      const wrongOption = options.find((_o, i) => !missed.answer.includes(i));
      await takeQuiz(0, missed.id, async () => {
        // The explanation of the option chosen, and of the right one, are shown.
        await expect(dialog.getByText(wrongOption?.why ?? '')).toBeVisible();
        await expect(dialog.getByText(options[missed.answer[0] ?? 0]?.why ?? '')).toBeVisible();
        await axeEverywhere(page);
      });
      await expect(
        dialog.getByRole('heading', { name: quiz('score', { percent: 80, right: 4, total: 5 }) }),
      ).toBeVisible();
      await expect(dialog.getByText(quiz('missedToReview'))).toBeVisible();
      await axeEverywhere(page);

      // The retry asks the same questions in another order; all right this time.
      await dialog.getByRole('button', { name: quiz('retry') }).click();
      await takeQuiz(0);
      await expect(
        dialog.getByRole('heading', { name: quiz('score', { percent: 100, right: 5, total: 5 }) }),
      ).toBeVisible();
      await dialog
        .getByRole('button', { name: quiz('close') })
        .first()
        .click();
      await expect(dialog).toBeHidden();

      // Chapter 2's lessons done, its quiz not yet: the certificate is refused, naming the chapter.
      await page
        .getByRole('button', {
          name: say(lang, 'learning', 'lessonNav.nextLessonNamed', { title: 'Setting Up a Wallet' }),
        })
        .click();
      await completeLessons(page, lang, ['Setting Up a Wallet', 'Market and Limit Orders', 'Risk per Trade']);
      await page.goto(inLang(lang, `/certificate/${OWNED_COURSE_ID}`));
      await expect(
        page.getByRole('heading', { name: say(lang, 'learning', 'certificate.quizzesLeft_one', { count: 1 }) }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: say(lang, 'learning', 'certificate.quizzesListLabel') })
          .getByText(say(lang, 'learning', 'certificate.quizChapter', { n: 2, title: 'Your First Crypto Trade' })),
      ).toBeVisible();
      const print = page.getByRole('button', { name: say(lang, 'learning', 'certificate.print') });
      await expect(print).toHaveCount(0);

      // The last chapter's quiz passed, the certificate is issued.
      await page.getByRole('link', { name: say(lang, 'learning', 'certificate.continue') }).click();
      await page.getByRole('button', { name: quiz('checkChapter', { n: 2 }) }).click();
      await takeQuiz(1);
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: sayPattern(lang, 'quiz', 'score', { percent: 100 }) }),
      ).toBeVisible();
      await page.goto(inLang(lang, `/certificate/${OWNED_COURSE_ID}`));
      await expect(print).toBeVisible();

      // A day later the missed question (and the chapters' key terms) are due.
      // The page's clock only: timers keep running, dates read a day on.
      await page.clock.setFixedTime(new Date(Date.now() + 25 * 60 * 60 * 1000));
      await page.goto(inLang(lang, '/EnrollCourse'));
      const dueLinks = page.getByRole('link', { name: sayPattern(lang, 'quiz', 'review.navLink_other') });
      await expect(dueLinks.first()).toBeVisible();
      await dueLinks.first().click();
      await expect(page.getByRole('heading', { level: 1, name: quiz('review.heading') })).toBeVisible();
      await expect(page.getByText(sayPattern(lang, 'quiz', 'review.cardOf', { n: 1 }))).toBeVisible();
      await axeEverywhere(page);

      // Every card answered Good (key 3); the missed question among them.
      const show = page.getByRole('button', { name: quiz('review.show') });
      let sawMissed = false;
      while (await show.isVisible()) {
        if (await page.getByText(missed[lang].prompt).isVisible()) sawMissed = true;
        await show.click();
        await expect(page.getByRole('button', { name: `3. ${quiz('review.good')}` })).toBeVisible();
        await page.keyboard.press('3');
      }
      expect(sawMissed).toBe(true);
      await expect(page.getByRole('heading', { name: quiz('review.doneHeading') })).toBeVisible();
      await expect(
        page.getByText(sayPattern(lang, 'quiz', 'review.nextOf', { prompt: missed[lang].prompt })),
      ).toBeVisible();
      await expect(page.getByText(sayPattern(lang, 'quiz', 'review.nextDue'))).toBeVisible();
      await axeEverywhere(page);
      // Nothing is due any more: the navbar's link is gone.
      await expect(dueLinks).toHaveCount(0);
    });
  }
});

test.describe('what a learner reads of a quiz they got wrong', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`a wrong pick is marked wrong in words and colour, listed in the result, and practised the same day (${lang})`, async ({
      page,
    }) => {
      test.slow();
      const quiz = (key: string, values?: Record<string, string | number>) => say(lang, 'quiz', key, values);
      const missed = questionsOf(0)[0];
      if (!missed || missed.type === 'number') throw new Error('expected a choice question first');
      const wrongIndex = missed[lang].options.findIndex((_o, i) => !missed.answer.includes(i));
      await logIn(page);
      await page.goto(inLang(lang, `/course-viewer/${OWNED_COURSE_ID}`));
      await page.getByRole('button', { name: quiz('checkChapter', { n: 1 }) }).click();
      const dialog = page.getByRole('dialog', { name: quiz('dialogTitle', { n: 1 }) });
      await answerQuiz(page, questionsOf(0), {
        wrongId: missed.id,
        lang,
        onWrong: async () => {
          // The pick is named wrong in words, and coloured as an error, not only greyed.
          const verdict = dialog
            .locator('label')
            .filter({ hasText: missed[lang].options[wrongIndex]?.text ?? '' })
            .getByText(`${quiz('yourChoice')}, ${quiz('wrongOption')}:`);
          await expect(verdict).toBeVisible();
          const [red, green] = await verdict.evaluate((node) =>
            (getComputedStyle(node).color.match(/\d+/g) ?? []).map(Number),
          );
          expect(red ?? 0).toBeGreaterThan(green ?? 0);
          // Esc half way asks first; keeping on loses nothing.
          await page.keyboard.press('Escape');
          const ask = page.getByRole('dialog', { name: quiz('leaveTitle') });
          await expect(ask).toBeVisible();
          await ask.getByRole('button', { name: quiz('keepGoing') }).click();
          await expect(ask).toBeHidden();
          await expect(verdict).toBeVisible();
        },
      });
      // The result lists the missed question with its answer and why.
      const list = dialog
        .getByRole('heading', { name: quiz('missedHeading') })
        .locator('xpath=following-sibling::ol[1]');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText(missed[lang].prompt);
      await expect(list.getByRole('listitem')).toContainText(missed[lang].options[missed.answer[0] ?? 0]?.why ?? '');
      await axeEverywhere(page);
      await dialog
        .getByRole('button', { name: quiz('close') })
        .last()
        .click();
      await expect(dialog).toBeHidden();

      // The same day, nothing is due yet: "Review now" practises ahead, the missed question among the cards.
      await page.goto(inLang(lang, '/review'));
      await expect(page.getByText(quiz('review.nothingDue'))).toBeVisible();
      await page.getByRole('button', { name: quiz('review.now') }).click();
      const show = page.getByRole('button', { name: quiz('review.show') });
      const done = page.getByRole('heading', { name: quiz('review.doneHeading') });
      await expect(show).toBeVisible();
      await axeEverywhere(page);
      let sawMissed = false;
      while (await show.isVisible()) {
        if (await page.getByText(missed[lang].prompt).isVisible()) sawMissed = true;
        await show.click();
        await page.getByRole('button', { name: `3. ${quiz('review.good')}` }).click();
        // The next card, or the end: never a look between the two.
        await expect(show.or(done)).toBeVisible();
      }
      expect(sawMissed).toBe(true);
      await expect(done).toBeVisible();
    });
  }
});

test.describe('a quiz file that cannot be fetched fails in its place', () => {
  // The browser reports the file it could not fetch.
  test.use({ allowConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED|dynamically imported module/] });

  test('the chapter quiz and the review say so where they would be, and come on Retry', async ({ page }) => {
    const quiz = (key: string, values?: Record<string, string | number>) => say('en', 'quiz', key, values);
    const retry = { name: say('en', 'common', 'actions.retry') };
    // The course's quiz file; a route also keeps the browser from answering it from its cache.
    let refuse = true;
    await page.route(/\/assets\/crypto-basics-[^/]*\.js$/, (route) =>
      refuse ? route.abort('internetdisconnected') : route.continue(),
    );
    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await page.getByRole('button', { name: quiz('checkChapter', { n: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: quiz('dialogTitle', { n: 1 }) });
    await expect(dialog.getByRole('alert')).toContainText(quiz('loadFailed'));
    refuse = false;
    await dialog.getByRole('button', retry).click();
    await answerQuiz(page, questionsOf(0));
    await expect(
      dialog.getByRole('heading', { name: quiz('score', { percent: 100, right: 5, total: 5 }) }),
    ).toBeVisible();

    // A day later the chapter's key terms are due, and the file does not come.
    refuse = true;
    await page.clock.setFixedTime(new Date(Date.now() + 25 * 60 * 60 * 1000));
    await page.goto('/review');
    const main = page.locator('#main-content');
    await expect(main.getByRole('heading', { level: 1, name: quiz('review.heading') })).toBeVisible();
    await expect(main.getByRole('alert')).toContainText(quiz('review.loadFailed'));
    refuse = false;
    await main.getByRole('button', retry).click();
    await expect(main.getByText(sayPattern('en', 'quiz', 'review.cardOf', { n: 1 }))).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });
});
