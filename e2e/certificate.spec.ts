import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  answerQuiz,
  builtPath,
  DEMO_LEARNER,
  expect,
  expectNoAxeViolations,
  logIn,
  OWNED_COURSE_ID,
  OWNED_COURSE_QUIZ,
  seedPassedQuizzes,
  test,
} from './support';

const SHOTS = 'test-results/shots';
/** The crypto course's five lessons, in order. */
const LESSON_COUNT = 5;
/** A4 landscape less the print stylesheet's 10 mm margins, in CSS pixels (96 per inch). */
const PRINTABLE = { width: Math.ceil((277 / 25.4) * 96), height: Math.ceil((190 / 25.4) * 96) };

/** The chapter (by index) each chapter's last lesson ends: lesson 2 ends chapter 1, lesson 5 chapter 2. */
const CHAPTER_ENDS = new Map([
  [2, 0],
  [5, 1],
]);

/** Under the player at a chapter's end: the chapter's quiz, all answers right, then closed. */
async function passChapterQuiz(page: Page, chapter: number) {
  await page.getByRole('button', { name: 'Check your understanding', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Chapter ${chapter + 1}: check your understanding` });
  await answerQuiz(page, OWNED_COURSE_QUIZ.chapters[chapter]?.questions ?? []);
  await expect(dialog.getByRole('heading', { name: /^You scored 100 %/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/**
 * In the viewer: "Mark as complete" on each lesson, from the first, moving on with "Next lesson";
 * with `passQuizzes`, each chapter's quiz is taken and passed at the chapter's end, as a learner would.
 */
async function completeEveryLesson(page: Page, count = LESSON_COUNT, { passQuizzes = false } = {}) {
  await expect(page.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeVisible();
  for (let lesson = 1; lesson <= count; lesson += 1) {
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
    const chapter = CHAPTER_ENDS.get(lesson);
    if (passQuizzes && chapter !== undefined) await passChapterQuiz(page, chapter);
    if (lesson < LESSON_COUNT) await page.getByRole('button', { name: /^Next lesson: / }).click();
  }
}

/** Print media on a window the size of the printed page: what paper gets. */
async function asPrinted(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(PRINTABLE);
}

const today = () =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

test.describe('certificate of completion', () => {
  test('the demo learner completes every lesson, gets the certificate and prints it', async ({ page }) => {
    // Five lessons, two pages, axe and the print checks: over a minute under load.
    test.slow();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const certificateCode = builtPath('src/app/routes/CertificatePage.tsx');

    await logIn(page);
    await page.goto('/EnrollCourse');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Crypto Trading Basics' }) });
    await expect(card.getByRole('link', { name: 'Continue Course' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Get your certificate' })).toHaveCount(0);
    await card.getByRole('link', { name: 'Continue Course' }).click();

    await completeEveryLesson(page, LESSON_COUNT, { passQuizzes: true });
    await expect(page.getByText('100% complete')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your certificate' })).toBeVisible();
    await expectNoAxeViolations(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/certificate-viewer-1280.png` });
    // The certificate's code is fetched with its page, never before.
    expect(requested).not.toContain(certificateCode);
    await page.getByRole('link', { name: 'Get your certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificate/${OWNED_COURSE_ID}$`));
    // The router may change the URL before the chunk's request is reported.
    await expect.poll(() => requested).toContain(certificateCode);

    const sheet = page.getByRole('region', { name: 'Certificate of Completion' });
    await expect(sheet.getByText(DEMO_LEARNER.username, { exact: true })).toBeVisible();
    await expect(sheet.getByText('Crypto Trading Basics', { exact: true })).toBeVisible();
    await expect(sheet.getByText(today(), { exact: true })).toBeVisible();
    await expect(sheet.getByText('Arjun Kulkarni', { exact: true })).toBeVisible();
    await expect(sheet.getByText(/^TS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
    const linkedIn = page.getByRole('link', { name: /Add to LinkedIn/ });
    await expect(linkedIn).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&name=Crypto%20Trading%20Basics&/,
    );
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

    // Print: the certificate alone, light, on one A4 landscape page.
    await asPrinted(page);
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open trading chat' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(linkedIn).toBeHidden();
    await expect(sheet).toBeVisible();
    const printed = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(printed.background).toBe('rgb(255, 255, 255)');
    expect(printed.height).toBeLessThanOrEqual(PRINTABLE.height);
    expect(printed.width).toBeLessThanOrEqual(PRINTABLE.width);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // My Learning offers it too.
    await page.goto('/EnrollCourse');
    await expect(card.getByRole('link', { name: 'Get your certificate' })).toHaveAttribute(
      'href',
      `/certificate/${OWNED_COURSE_ID}`,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/certificate-card-1280.png` });
  });

  test('reads well and passes axe, before and after completion @phone', async ({ page }) => {
    test.slow();
    const width = page.viewportSize()?.width ?? 0;
    mkdirSync(SHOTS, { recursive: true });
    await logIn(page);
    // The quizzes have their own journey (quiz.spec.ts): here they are passed already.
    await seedPassedQuizzes(page);

    // Four of five lessons: one to go.
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await completeEveryLesson(page, LESSON_COUNT - 1);
    await page.goto(`/certificate/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('heading', { level: 2, name: '1 lesson to go' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/certificate-${width}-to-go.png`, fullPage: true });
    await page.getByRole('link', { name: 'Continue the course' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Risk per Trade' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByRole('link', { name: 'Get your certificate' }).click();
    const sheet = page.getByRole('region', { name: 'Certificate of Completion' });
    await expect(sheet.getByText(DEMO_LEARNER.username, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/certificate-${width}.png`, fullPage: true });

    await asPrinted(page);
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/certificate-${width}-print.png`, fullPage: true });
  });
});
