import type { Browser, BrowserContext, Page } from '@playwright/test';
import { streak, thisWeek } from '../src/features/quiz/habit';
import { istDay } from '../src/lib/indiaTime';
import {
  accountRecords,
  answerQuiz,
  expect,
  freshOwner,
  logIn,
  OWNED_COURSE_ID,
  OWNED_COURSE_QUIZ,
  say,
  sayPattern,
  test,
  type StoredRecord,
} from './support';

/*
 * The records of the lab and of the review (journal trades, review cards, the days reviewed)
 * follow the learner like their progress does (learnerData.spec.ts): made on one device, found on
 * another, made there offline and found back on the first.
 */

const SET_ID = 'bitcoin-risk-per-trade';
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const CHAPTER_ONE = OWNED_COURSE_QUIZ.chapters[0]?.questions ?? [];
/** The questions of chapter 1 (5), one missed: that card and the chapter's two key terms. */
const CARDS = 3;
const WEEKLY_GOAL = 35;

const quiz = (key: string, values?: Record<string, string | number>) => say('en', 'quiz', key, values);

/**
 * Another device of the learner: a browser of its own, third-party hosts answered with nothing,
 * its uncaught errors kept in `errors`. (Offline, its failed requests are reported as console
 * errors on purpose, so those are not counted.)
 */
async function newDevice(
  browser: Browser,
  baseURL: string | undefined,
  errors: string[],
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return [context, page];
}

/*
 * The pages of this journey are drawn in the browser (none is prerendered), so what they show
 * answers at once; and under a set clock Playwright's `performance` has no marks to wait for.
 */

/** Moves the device's clock (Date, not timers) to `offsetMs` from now; time then flows on. */
const setClock = (page: Page, offsetMs: number) => page.clock.setSystemTime(new Date(Date.now() + offsetMs));

/**
 * In the lab open on `page`: buys (or sells) at the current close with a stop and a target far
 * away, steps `candles` candles and closes the trade by hand.
 */
async function closeTrade(page: Page, side: 'Buy' | 'Sell', candles: number) {
  const entryText = await page.getByText(/^Entry at the current close: /).innerText();
  const entry = Number(entryText.replace(/^.*: /, '').replace(/,/g, ''));
  const [stop, target] = side === 'Buy' ? [entry * 0.8, entry * 1.5] : [entry * 1.2, entry * 0.5];
  await page.getByLabel('Stop-loss', { exact: true }).fill(String(Math.round(stop)));
  await page.getByLabel('Target', { exact: true }).fill(String(Math.round(target)));
  await page.getByRole('button', { name: side, exact: true }).click();
  const close = page.getByRole('button', { name: /^Close at / });
  await expect(close).toBeVisible();
  const position = page.getByText(/^Candle \d+ of \d+/);
  for (let i = 0; i < candles; i += 1) {
    const before = await position.innerText();
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect(position).not.toHaveText(before);
  }
  await close.click();
  await expect(close).toHaveCount(0);
  await expect(page.getByText(/^Closed by you at /)).toBeVisible();
}

/** The journal's rows on /practice (newest first) once it has `count`, each as the learner reads it. */
async function journalRows(page: Page, count: number): Promise<string[]> {
  await page.goto('/practice');
  const rows = page.getByRole('region', { name: 'Your journal', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(count);
  const texts = await rows.allInnerTexts();
  for (const text of texts) {
    expect(text).toContain('Bitcoin (BTC/INR)');
    // Its R and its result in rupees.
    expect(text).toMatch(/−?\d+\.\d\d R/);
    expect(text).toMatch(/₹[\d,]+/);
  }
  return texts;
}

/** The review's panel on My Learning: cards due, the streak, the week. */
async function reviewPanel(page: Page) {
  await page.goto('/EnrollCourse');
  return page.getByRole('region', { name: quiz('habit.heading') });
}

interface Habit {
  due: string;
  streak: string;
  week: string;
}

/** What My Learning says for `days` of activity at `now`, with `due` cards due. */
function habitText(days: Record<string, number>, now: Date, due: number): Habit {
  const count = streak(days, now);
  return {
    due: due ? quiz(due === 1 ? 'habit.due_one' : 'habit.due_other', { count: due }) : quiz('review.nothingDue'),
    streak: count ? quiz(count === 1 ? 'habit.streak_one' : 'habit.streak_other', { count }) : quiz('habit.noStreak'),
    week: quiz('habit.week', { done: thisWeek(days, now), goal: WEEKLY_GOAL }),
  };
}

async function expectHabit(page: Page, habit: Habit) {
  const panel = await reviewPanel(page);
  await expect(panel.getByText(habit.due, { exact: true })).toBeVisible();
  await expect(panel.getByText(habit.streak, { exact: true })).toBeVisible();
  await expect(panel.getByText(habit.week, { exact: true })).toBeVisible();
}

/** Answers every card of the review open on `page` Good (key 3), card by card. */
async function reviewEveryCard(page: Page, total: number) {
  for (let n = 1; n <= total; n += 1) {
    await expect(page.getByText(quiz('review.cardOf', { n, total }), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: quiz('review.show') }).click();
    await expect(page.getByRole('button', { name: `3. ${quiz('review.good')}` })).toBeVisible();
    await page.keyboard.press('3');
  }
  await expect(page.getByRole('heading', { name: quiz('review.doneHeading') })).toBeVisible();
  await expect(page.getByText(quiz('review.reviewed_other', { count: total }), { exact: true })).toBeVisible();
}

/** /review with nothing due: when the next cards are, as the page says it. */
async function nextDue(page: Page): Promise<string> {
  await page.goto('/review');
  const main = page.locator('#main-content');
  await expect(main.getByText(quiz('review.nothingDue'), { exact: true })).toBeVisible();
  const next = main.getByText(sayPattern('en', 'quiz', 'review.nextDue'));
  await expect(next).toBeVisible();
  return next.innerText();
}

const live = (records: StoredRecord[], kind: string) => records.filter((r) => r.kind === kind && !r.deleted);
const reviews = (card: StoredRecord) => (card.data?.fsrs as { reps?: number } | null | undefined)?.reps ?? 0;

/** Waits until the account holds `trades` trades and the cards, each reviewed `times` times. */
async function expectAccount(page: Page, trades: number, times: number) {
  await expect
    .poll(async () => {
      const records = await accountRecords(page);
      return { trades: live(records, 'trade').length, reviews: live(records, 'card').map(reviews) };
    })
    .toEqual({ trades, reviews: Array.from({ length: CARDS }, () => times) });
}

test.describe('the lab’s journal and the review on every device', () => {
  test('trades and a review follow the learner to another device; made there offline, they come back', async ({
    browser,
    request,
    baseURL,
  }) => {
    // Two devices, a quiz, two reviews and three trades, each checked on both devices.
    test.slow();
    const learner = await freshOwner(request);
    const errors: string[] = [];
    /** The learner's activity by day in India, as the test makes it. */
    const days: Record<string, number> = {};
    const active = (at: number, count: number) => {
      days[istDay(new Date(at))] = (days[istDay(new Date(at))] ?? 0) + count;
    };

    // First device, yesterday: chapter 1's quiz with one answer missed. Its three cards come
    // back a day later, which is now. (The clock goes back, not on: the account refuses
    // changes timed more than a day ahead of its own clock.)
    const [first, a] = await newDevice(browser, baseURL, errors);
    await logIn(a, learner.email, learner.password);
    await setClock(a, -25 * HOUR_MS);
    await a.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await a.getByRole('button', { name: quiz('checkChapter', { n: 1 }) }).click();
    const dialog = a.getByRole('dialog', { name: quiz('dialogTitle', { n: 1 }) });
    await answerQuiz(a, CHAPTER_ONE, { wrongId: CHAPTER_ONE[0]?.id });
    await expect(
      dialog.getByRole('heading', { name: quiz('score', { percent: 80, right: 4, total: 5 }) }),
    ).toBeVisible();
    active(Date.now() - 25 * HOUR_MS, CHAPTER_ONE.length);
    await dialog
      .getByRole('button', { name: quiz('close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expectAccount(a, 0, 0);

    // Today: the review, and two trades closed in the lab.
    await setClock(a, 0);
    await a.goto('/review');
    await reviewEveryCard(a, CARDS);
    active(Date.now(), CARDS);
    await a.goto(`/practice/${SET_ID}`);
    await closeTrade(a, 'Buy', 1);
    await closeTrade(a, 'Sell', 2);
    const trades = await journalRows(a, 2);
    const habit = habitText(days, new Date(), 0);
    await expectHabit(a, habit);
    const next = await nextDue(a);
    await expectAccount(a, 2, 1);

    // Second device: the same trades with the same R and rupees, the same cards due, the same streak.
    const [second, b] = await newDevice(browser, baseURL, errors);
    await logIn(b, learner.email, learner.password);
    expect(await journalRows(b, 2)).toEqual(trades);
    await expectHabit(b, habit);
    expect(await nextDue(b)).toBe(next);

    // Minutes later the cards, answered Good for the first time, are due again on both devices.
    const due = live(await accountRecords(b), 'card').map((card) => Date.parse(String(card.data?.due)));
    const later = Math.max(...due) - Date.now() + MINUTE_MS;
    expect(later).toBeLessThan(HOUR_MS);
    await setClock(a, later);
    await setClock(b, later);
    const dueAgain = habitText(days, new Date(Date.now() + later), CARDS);
    await expectHabit(a, dueAgain);
    await expectHabit(b, dueAgain);

    // Offline there: a review and a trade, kept until the device is back online.
    await b.goto(`/practice/${SET_ID}`);
    await expect(b.getByText(/^Entry at the current close: /)).toBeVisible();
    await b.getByRole('link', { name: quiz('review.navLink_other', { count: CARDS }) }).click();
    await expect(b.getByText(quiz('review.cardOf', { n: 1, total: CARDS }), { exact: true })).toBeVisible();
    await second.setOffline(true);
    await reviewEveryCard(b, CARDS);
    active(Date.now() + later, CARDS);
    await b.goBack();
    await expect(b).toHaveURL(new RegExp(`/practice/${SET_ID}$`));
    await closeTrade(b, 'Buy', 3);
    await second.setOffline(false);
    await expectAccount(b, 3, 2);
    const allTrades = await journalRows(b, 3);
    const habitAfter = habitText(days, new Date(Date.now() + later), 0);
    await expectHabit(b, habitAfter);
    const nextAfter = await nextDue(b);

    // The first device finds them after a reload.
    expect(await journalRows(a, 3)).toEqual(allTrades);
    expect(allTrades.slice(1)).toEqual(trades);
    await expectHabit(a, habitAfter);
    expect(await nextDue(a)).toBe(nextAfter);
    expect(errors, 'uncaught errors').toEqual([]);
    await first.close();
    await second.close();
  });
});
