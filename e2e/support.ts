import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signPayment } from '../mocks/razorpay';
import { PAGE_INTERACTIVE_MARK } from '../src/config/constants';
import { DEMO_LEARNER as DEMO_LOGIN } from '../tools/demoLearner';

/** The demo learner the demo API seeds (mocks/seed.ts), with the name it signed up with. */
export const DEMO_LEARNER = { ...DEMO_LOGIN, username: 'Asha Verma' } as const;
export const DEMO_OTP = '123456';
/** The course the demo learner owns (mocks/seed.ts). */
export const OWNED_COURSE_ID = DEMO_LOGIN.ownedCourseId;

/** Every route a guest may open (learners too). */
export const OPEN_ROUTES = [
  '/',
  '/courses',
  '/Courses',
  `/viewcourse/${OWNED_COURSE_ID}`,
  `/course/${OWNED_COURSE_ID}`,
  '/SliderCourses',
  '/login',
  '/signup',
  '/otp-verification',
  '/Change-pass',
  '/NewPassGenerate',
  '/forgot-pass',
  '/blog',
  '/news',
  '/newsDaily',
  '/about',
  '/contact',
  '/privacy-policy',
  '/cancellation-and-refund',
  '/terms-and-conditions',
] as const;

/** The routes that need a login: a guest is sent to /login and comes back after logging in. */
export const LEARNER_ROUTES = [
  '/EnrollCourse',
  '/profile',
  `/course-viewer/${OWNED_COURSE_ID}`,
  `/certificate/${OWNED_COURSE_ID}`,
] as const;

/** The path the server under test gives the built file of a source module (from Vite's manifest). */
export function builtPath(source: string): string {
  // The folder playwright.config.ts builds into and serves.
  const manifest = JSON.parse(
    readFileSync(`${process.env.E2E_OUT_DIR ?? 'dist'}/.vite/manifest.json`, 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a module of the build`);
  return `/${entry.file}`;
}

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * messages it expects with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page }, use) => {
    // Third-party hosts are unreachable here; answer them with an empty script.
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe with the WCAG 2.x A and AA rules (2.2 included). */
export async function expectNoAxeViolations(page: Page, include: string | string[] = []) {
  // A toast or menu still fading in has a colour between its own and the page's: let the finite
  // animations end first (a spinner's or a slider's run forever).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * A learner of our own, signed up and verified through the demo API: purchases elsewhere in the
 * suite cannot change what this one owns. `tag` is a label in the address, for the logs.
 */
export async function freshLearner(request: APIRequestContext, tag = 'learner') {
  const email = `${tag}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Fresh@12345';
  const signup = await request.post('/api/user/signup', {
    data: { username: 'Neha Kapoor', number: '9876512345', email, password },
  });
  expect(signup.status()).toBe(200);
  const verify = await request.post('/api/user/otpVerify', { data: { otp: DEMO_OTP, paymentStatus: true, email } });
  expect(verify.status()).toBe(200);
  return { email, password };
}

/**
 * A learner of their own who owns `courseId`, bought through the demo API as the checkout would
 * (an order, then a payment signed as the provider signs it): for journeys whose account must
 * start clean, such as those of the learner-data contract, which follow the learner.
 */
export async function freshOwner(request: APIRequestContext, courseId: string = OWNED_COURSE_ID) {
  const learner = await freshLearner(request, 'owner');
  const login = await request.post('/api/user/login', { data: learner });
  expect(login.status()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { _id: string } } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post(`/api/payment/create-order/${user._id}`, { headers, data: { courseId } });
  expect(order.status()).toBe(200);
  const { orderId } = ((await order.json()) as { data: { payment: { orderId: string } } }).data.payment;
  const paymentId = `pay_e2e${Math.random().toString(36).slice(2, 12)}`;
  const paid = await request.post('/api/payment/verify-payment', {
    data: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(orderId, paymentId),
    },
  });
  expect(paid.status()).toBe(200);
  return { ...learner, username: 'Neha Kapoor' };
}

/** Logs in through the real form and waits for the redirect away from /login. */
export async function logIn(page: Page, email: string = DEMO_LEARNER.email, password: string = DEMO_LEARNER.password) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().endsWith('/login'));
  await dismissPromo(page);
  const account = page.getByRole('button', { name: /account menu/i });
  const navToggle = page.getByRole('button', { name: 'Open menu' });
  // On a phone the account actions sit in the collapsed navbar: open it to see the avatar, then close it.
  await expect(account.or(navToggle).first()).toBeVisible();
  if (await navToggle.isVisible()) {
    await navToggle.click();
    await expect(account).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(account).toBeHidden();
  } else {
    await expect(account).toBeVisible();
  }
}

interface ChoiceText {
  prompt: string;
  options: { text: string; why: string }[];
}
/** A question of a course's quiz file (content/courses/<folder>/quiz.json), in both languages. */
export type QuizQuestion =
  | { id: string; type: 'single' | 'multiple'; answer: number[]; en: ChoiceText; hi: ChoiceText }
  | {
      id: string;
      type: 'number';
      answer: number;
      en: { prompt: string; why: string };
      hi: { prompt: string; why: string };
    };

/** The owned course's quiz: the tests answer from it, as a learner who knows the answers would. */
export const OWNED_COURSE_QUIZ = JSON.parse(readFileSync('content/courses/crypto-basics/quiz.json', 'utf8')) as {
  chapters: { questions: QuizQuestion[] }[];
};

export type Lang = 'en' | 'hi';
/** A path in `lang`: English paths have no prefix, Hindi ones `/hi`. */
export const inLang = (lang: Lang, path: string) => (lang === 'en' ? path : `/hi${path === '/' ? '' : path}`);

/**
 * The words the app shows for `key` (dotted) of namespace `ns` in `lang`, read from its catalogue
 * with `{{name}}` filled from `values`: journeys run in both languages check the shipped words.
 */
export function say(lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}): string {
  const catalogue: unknown = JSON.parse(readFileSync(`src/locales/${lang}/${ns}.json`, 'utf8'));
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`no ${lang}/${ns}.json key ${key}`);
  return text.replace(/{{(\w+)}}/g, (_match, name: string) => String(values[name]));
}

/** `say`, as a whole-text pattern where each value left out of `values` may be any text. */
export function sayPattern(lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}): RegExp {
  const hole = '\u0000';
  const text = say(lang, ns, key, new Proxy(values, { get: (target, name: string) => target[name] ?? hole }));
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(hole).join('.+')}$`);
}

/**
 * Answers the quiz open in the dialog with the keyboard, in whatever order it asks: right, except
 * the question `wrongId`, answered with its first wrong option (then `onWrong` runs). The score is
 * left for the caller to check.
 */
export async function answerQuiz(
  page: Page,
  questions: QuizQuestion[],
  { wrongId, onWrong, lang = 'en' }: { wrongId?: string; onWrong?: () => Promise<void>; lang?: Lang } = {},
) {
  const dialog = page.getByRole('dialog');
  for (let n = 1; n <= questions.length; n += 1) {
    await expect(dialog.getByText(say(lang, 'quiz', 'questionOf', { n, total: questions.length }))).toBeVisible();
    const text = await dialog.textContent();
    const question = questions.find((q) => text?.includes(q[lang].prompt));
    if (!question) throw new Error('question not in the file');
    const wrong = question.id === wrongId;
    if (question.type === 'number') {
      const field = dialog.getByRole('textbox', { name: say(lang, 'quiz', 'numberLabel') });
      await field.fill(String(wrong ? question.answer + 1 : question.answer));
      await field.press('Enter');
    } else {
      const picks = wrong
        ? [question[lang].options.findIndex((_o, i) => !question.answer.includes(i))]
        : question.answer;
      for (const index of picks) await page.keyboard.press(String(index + 1));
      await page.keyboard.press('Enter');
    }
    await expect(dialog.getByRole('status')).toContainText(say(lang, 'quiz', wrong ? 'incorrect' : 'correct'));
    if (wrong && onWrong) await onWrong();
    await page.keyboard.press('Enter');
  }
}

/** Where the app keeps every record a learner makes (src/learner), as redux-persist stores it. */
export const LEARNER_DATA_KEY = 'tradeschool.learnerData';

/** A learner's record as the app stores and syncs it (docs/learner-data-api.md). */
export interface StoredRecord {
  kind: string;
  courseId: string;
  id: string;
  updatedAt: string;
  deleted?: boolean;
  data?: Record<string, unknown>;
}

/**
 * The records this browser keeps for the learner logged in on `page` (all owners' without one),
 * read from storage as the app wrote it: for a journey to wait until a change is stored.
 */
export function storedRecords(page: Page): Promise<StoredRecord[]> {
  return page.evaluate((storageKey) => {
    // redux-persist stores each field of the state as JSON of its own.
    const parse = (text: string | null | undefined): unknown => JSON.parse(text ?? 'null');
    const account = (parse(localStorage.getItem('user')) ?? {}) as { userId?: string };
    const learnerId = parse(account.userId) as string | null;
    const stored = (parse(localStorage.getItem(storageKey)) ?? {}) as { byOwner?: string };
    const byOwner = (parse(stored.byOwner) ?? {}) as Record<
      string,
      Record<string, { entities: Record<string, StoredRecord> }>
    >;
    const owners = learnerId ? [byOwner[learnerId] ?? {}] : Object.values(byOwner);
    return owners.flatMap((kinds) => Object.values(kinds).flatMap((table) => Object.values(table.entities)));
  }, LEARNER_DATA_KEY);
}

/**
 * The records the account of the learner logged in on `page` holds (tombstones included), read
 * from the learner-data contract with the tab's own session: for a journey to wait until a
 * change has reached the account.
 */
export function accountRecords(page: Page): Promise<StoredRecord[]> {
  return page.evaluate(async () => {
    const session = JSON.parse(sessionStorage.getItem('authToken') ?? '{}') as { token?: string };
    const account = JSON.parse(localStorage.getItem('user') ?? '{}') as { userId?: string };
    const token = JSON.parse(session.token ?? 'null') as string;
    const userId = JSON.parse(account.userId ?? 'null') as string;
    const answer = await fetch(`/api/learner-data/${userId}?since=0`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { records: StoredRecord[] } }).data.records;
  });
}

/**
 * Stores records for the learner logged in on `page` as the app does (redux-persist, key
 * `tradeschool.learnerData`: by learner, then kind, an entity table keyed `kind|courseId|id`),
 * beside what is stored already. Takes effect on the next page load.
 */
export async function seedRecords(page: Page, seeded: StoredRecord[]) {
  await page.evaluate(
    ([storageKey, list]) => {
      const parse = (text: string | null | undefined): unknown => JSON.parse(text ?? 'null');
      const account = (parse(localStorage.getItem('user')) ?? {}) as { userId?: string };
      const learnerId = parse(account.userId) as string | null;
      if (!learnerId) throw new Error('no learner is logged in');
      const stored = (parse(localStorage.getItem(storageKey)) ?? {}) as Record<string, string>;
      const part = (key: string) => (parse(stored[key]) ?? {}) as Record<string, unknown>;
      type Table = { ids: string[]; entities: Record<string, unknown> };
      const byOwner = part('byOwner') as Record<string, Record<string, Table>>;
      const kinds = (byOwner[learnerId] ??= {});
      for (const record of list) {
        const table = (kinds[record.kind] ??= { ids: [], entities: {} });
        const key = `${record.kind}|${record.courseId}|${record.id}`;
        if (!table.ids.includes(key)) table.ids.push(key);
        table.entities[key] = record;
      }
      localStorage.setItem(
        storageKey,
        JSON.stringify({
          byOwner: JSON.stringify(byOwner),
          synced: JSON.stringify(part('synced')),
          cursors: JSON.stringify(part('cursors')),
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
    },
    [LEARNER_DATA_KEY, seeded] as const,
  );
}

/**
 * Stores that the learner logged in on `page` passed every chapter quiz of the owned course with
 * full marks (a `quiz` record per chapter). For journeys about something else than the quizzes;
 * takes effect on the next page load.
 */
export async function seedPassedQuizzes(page: Page, courseId: string = OWNED_COURSE_ID) {
  const updatedAt = new Date().toISOString();
  await seedRecords(
    page,
    OWNED_COURSE_QUIZ.chapters.map((_chapter, index) => ({
      kind: 'quiz',
      courseId,
      id: String(index),
      updatedAt,
      data: { best: 100 },
    })),
  );
}

/** Whether this session's storage says the festival offer was shown (the promo slice's flag). */
export async function promoSeen(page: Page) {
  const stored = await page.evaluate(() => globalThis.sessionStorage.getItem('promoShown'));
  return Boolean(stored && /"shown":"?true/.test(stored));
}

/**
 * Waits until the page answers taps: its first page has committed (hydrated, on a rendered page),
 * which the app marks. A rendered page shows its buttons before that, and a click on one is lost.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_INTERACTIVE_MARK);
}

/** Opens `path` and waits until it answers taps, for a journey that presses what its HTML shows. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Home greets each new session with the festival offer; close it when a test needs the page. */
export async function dismissPromo(page: Page) {
  if (new URL(page.url()).pathname !== '/') return;
  // The session flag says whether the offer is still to come; its code loads after the page's,
  // so on a busy machine it can open seconds later. Wait for it rather than guess a time.
  if (await promoSeen(page)) return;
  await page.getByRole('button', { name: 'Close offer' }).click({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Starts recording the page's layout shifts (those not caused by input): from now, or with
 * `fromStart` from the moment the HTML is parsed on. Shifts before that come from Chrome painting
 * a half-received document on a busy machine; the app's scripts (modules, which wait for the
 * parser) cannot cause them. With `whileParsing` as well, those count too: for a test of how the
 * page paints as its HTML arrives. With `within` (a selector), only what moved inside it counts.
 * `expectNoLayoutShift` reads them.
 */
export async function recordLayoutShifts(page: Page, { fromStart = false, whileParsing = false, within = '' } = {}) {
  await page.evaluate(
    ({ buffered, whileParsing, within }) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      const parsed = whileParsing
        ? 0
        : ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive ??
          0);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput || entry.startTime < parsed) continue;
          const sources = (entry.sources ?? []).filter(({ node }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return !within || Boolean(element?.closest(within));
          });
          if (within && sources.length === 0) continue;
          w.__cls += entry.value;
          // Say what moved, so that a failure can be fixed.
          for (const source of sources) {
            const node = source.node as HTMLElement | undefined;
            w.__shifts.push(
              `${location.pathname} ${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}.${node?.className?.toString().slice(0, 60) ?? ''} ` +
                `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered });
    },
    { buffered: fromStart, whileParsing, within },
  );
}

/** Nothing recorded by `recordLayoutShifts` has moved. */
export async function expectNoLayoutShift(page: Page) {
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  expect(shifts).toEqual([]);
  expect(cls).toBe(0);
}

/** Moves the paused video to `seconds`, once it knows its length. */
export async function seekTo(video: Locator, seconds: number) {
  await video.evaluate(async (element: HTMLVideoElement, at: number) => {
    if (!(element.duration > 0))
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.pause();
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = at;
    await seeked;
  }, seconds);
}
