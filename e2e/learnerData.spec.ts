import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  accountRecords,
  answerQuiz,
  expect,
  expectNoAxeViolations,
  freshOwner,
  logIn,
  OWNED_COURSE_ID,
  OWNED_COURSE_QUIZ,
  say,
  test,
} from './support';

const FIRST = 'What Is a Blockchain?';
const SECOND = 'Coins, Tokens and Exchanges';
const THIRD = 'Setting Up a Wallet';
/** The Annual Trading Package: a course the demo learner does not own. */
const ANNUAL_PACKAGE_ID = '66c0c0de0000000000000008';

const liveNotes = async (page: Page) =>
  (await accountRecords(page)).filter((r) => r.kind === 'note' && !r.deleted).map((r) => r.data?.text);

async function writeNote(page: Page, text: string) {
  await page.getByRole('tab', { name: /^Notes/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Notes/ });
  await panel.getByRole('textbox', { name: 'Your note' }).fill(text);
  await panel.getByRole('button', { name: 'Save note' }).click();
  await expect(panel.getByText(text)).toBeVisible();
}

test.describe('the learner’s data on every device', () => {
  test('progress, resume point and notes follow the learner; offline edits sync; an older import changes nothing', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const learner = await freshOwner(request);
    // First browser: two lessons complete, a note on the second.
    const first = await browser.newContext({ baseURL });
    const a = await first.newPage();
    await logIn(a, learner.email, learner.password);
    await a.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(a.getByRole('heading', { level: 2, name: FIRST })).toBeVisible();
    await a.getByRole('button', { name: 'Mark as complete' }).click();
    await a.getByRole('button', { name: /^Next lesson: / }).click();
    await expect(a.getByRole('heading', { level: 2, name: SECOND })).toBeVisible();
    await a.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(a.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
    await writeNote(a, 'Coins have their own chain; tokens live on one.');
    await expect.poll(() => liveNotes(a)).toEqual(['Coins have their own chain; tokens live on one.']);

    // An export of this moment, to import later.
    await a.goto('/EnrollCourse');
    const downloading = a.waitForEvent('download');
    await a.getByRole('button', { name: 'Export my data' }).click();
    const exported = readFileSync((await (await downloading).path()) ?? '', 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ format: 'tradeschool.learner-data', version: 1 });

    // Second browser: the same learner finds the progress, the resume point and the note.
    const second = await browser.newContext({ baseURL });
    const b = await second.newPage();
    await logIn(b, learner.email, learner.password);
    await b.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(b.getByRole('heading', { level: 2, name: SECOND })).toBeVisible();
    await expect(b.getByText('40% complete')).toBeVisible();
    await b.getByRole('tab', { name: 'Notes (1)' }).click();
    await expect(b.getByText('Coins have their own chain; tokens live on one.')).toBeVisible();

    // Offline there: a lesson completed and a note written wait, then go once back online.
    await second.setOffline(true);
    await b.getByRole('button', { name: /^Next lesson: / }).click();
    await expect(b.getByRole('heading', { level: 2, name: THIRD })).toBeVisible();
    await b.getByRole('button', { name: 'Mark as complete' }).click();
    await writeNote(b, 'Written on the train, offline.');
    await second.setOffline(false);
    await expect
      .poll(async () => (await liveNotes(b)).sort())
      .toEqual(['Coins have their own chain; tokens live on one.', 'Written on the train, offline.']);

    // The first browser sees the edits after a reload.
    await a.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(a.getByRole('heading', { level: 2, name: THIRD })).toBeVisible();
    await expect(a.getByText('60% complete')).toBeVisible();
    await a.getByRole('tab', { name: 'Notes (2)' }).click();
    await expect(a.getByText('Written on the train, offline.')).toBeVisible();

    // The older export, imported, replaces nothing newer.
    await a.goto('/EnrollCourse');
    await a.getByLabel('Import data').setInputFiles({
      name: 'learning-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expect(
      a
        .getByRole('status')
        .filter({ hasText: 'Nothing in this file is newer than what you have: nothing was changed.' }),
    ).toBeVisible();
    await expectNoAxeViolations(a);
    await a.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(a.getByRole('heading', { level: 2, name: THIRD })).toBeVisible();
    await expect(a.getByText('60% complete')).toBeVisible();
    await first.close();
    await second.close();
  });

  test('a certificate is earned by answering the quizzes, not by records written by hand, and confirmed on its public page', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const learner = await freshOwner(request);
    await logIn(page, learner.email, learner.password);
    // Records written by hand (every lesson complete, every quiz at 100 %) do not earn it: the
    // server counts only the quizzes it graded.
    // Sent from outside the page, as an attacker's script would: the browser's console stays quiet.
    const { token, userId } = await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('authToken') ?? '{}') as { token?: string };
      const account = JSON.parse(localStorage.getItem('user') ?? '{}') as { userId?: string };
      return {
        token: JSON.parse(session.token ?? 'null') as string,
        userId: JSON.parse(account.userId ?? 'null') as string,
      };
    });
    const headers = { authorization: `Bearer ${token}` };
    const at = new Date().toISOString();
    const handWritten = [
      ...['0-0', '0-1', '1-0', '1-1', '1-2'].map((id) => ({
        kind: 'lesson',
        courseId: OWNED_COURSE_ID,
        id,
        updatedAt: at,
        data: { completedAt: '1980-01-01T00:00:00.000Z' },
      })),
      ...['0', '1'].map((id) => ({ kind: 'quiz', courseId: OWNED_COURSE_ID, id, updatedAt: at, data: { best: 100 } })),
    ];
    expect(
      (await request.put(`/api/learner-data/${userId}`, { headers, data: { records: handWritten } })).status(),
    ).toBe(200);
    const refused = await request.post('/api/certificates', { headers, data: { courseId: OWNED_COURSE_ID } });
    const forged = { status: refused.status(), message: ((await refused.json()) as { message?: string }).message };
    expect(forged).toEqual({ status: 409, message: 'Pass every chapter quiz of the course first' });

    // Answering the two chapter quizzes in the viewer earns it.
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    for (const [index, chapter] of OWNED_COURSE_QUIZ.chapters.entries()) {
      // The outline opens the playing lesson's chapter: the others' quizzes are inside theirs.
      const outline = page.getByRole('button', { name: new RegExp(`^${index + 1}\\. `) });
      if ((await outline.getAttribute('aria-expanded')) === 'false') await outline.click();
      await page.getByRole('button', { name: say('en', 'quiz', 'checkChapter', { n: index + 1 }) }).click();
      await answerQuiz(page, chapter.questions);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(say('en', 'quiz', 'passed', { pass: 70 }))).toBeVisible();
      await dialog
        .getByRole('button', { name: say('en', 'quiz', 'close') })
        .last()
        .click();
      await expect(dialog).toBeHidden();
    }
    await page.goto(`/certificate/${OWNED_COURSE_ID}`);
    const check = page.getByText(/^Anyone can check this certificate at .*\/certificate\/verify\/(TS-[0-9A-Z-]+)$/);
    await expect(check).toBeVisible();
    const number = /TS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.exec((await check.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    // The address is a link to the public check.
    await expect(page.getByRole('link', { name: new RegExp(`/certificate/verify/${number}$`) })).toHaveAttribute(
      'href',
      new RegExp(`/certificate/verify/${number}$`),
    );

    // An employer, signed in nowhere.
    const employer = await browser.newContext({ baseURL });
    const verifier = await employer.newPage();
    const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    for (const width of [360, 1280]) {
      await verifier.setViewportSize({ width, height: 800 });
      await verifier.goto(`/certificate/verify/${number}`);
      await expect(verifier.getByText('Verified: issued by TradeSchool')).toBeVisible();
      await expect(verifier.getByText(learner.username, { exact: true })).toBeVisible();
      await expect(verifier.getByText('Crypto Trading Basics', { exact: true })).toBeVisible();
      await expect(verifier.getByText(today, { exact: true })).toBeVisible();
      await expectNoAxeViolations(verifier);
    }
    await verifier.goto(`/hi/certificate/verify/${number}`);
    await expect(verifier.getByRole('heading', { level: 1, name: 'प्रमाणपत्र की पुष्टि' })).toBeVisible();
    await expect(verifier.getByText(learner.username, { exact: true })).toBeVisible();
    await verifier.goto('/certificate/verify/TS-0000-0000-0000');
    await expect(verifier.getByText(/^No certificate with the number TS-0000-0000-0000 was issued/)).toBeVisible();
    await employer.close();
  });

  test.describe('forged', () => {
    // The server refuses the forged account's calls, and the browser reports each refusal.
    test.use({ allowConsoleErrors: [/status of 403/] });

    test('a certificate forged in storage is refused', async ({ page, request }) => {
      test.slow();
      const learner = await freshOwner(request);
      await logIn(page, learner.email, learner.password);
      await page.goto('/EnrollCourse');
      // The stored account edited as an attacker would: another id, a course not bought, every lesson done.
      await page.evaluate((courseId) => {
        const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, string>;
        const user = JSON.parse(stored.user ?? '{}') as { _id: string; username: string; purchasedCourses: unknown[] };
        const forgedId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
        user._id = forgedId;
        user.username = 'Mallory Forger';
        user.purchasedCourses = [
          ...(user.purchasedCourses ?? []),
          { courseId: { _id: courseId, title: 'Annual Trading Package' } },
        ];
        localStorage.setItem(
          'user',
          JSON.stringify({ ...stored, user: JSON.stringify(user), userId: JSON.stringify(forgedId) }),
        );
      }, ANNUAL_PACKAGE_ID);
      await page.goto(`/certificate/${ANNUAL_PACKAGE_ID}`);
      await expect(
        page.getByText('This course is not among your courses, so it has no certificate for you.'),
      ).toBeVisible();
      await expect(page.getByText(/This certifies that/)).toHaveCount(0);
    });
  });
});
