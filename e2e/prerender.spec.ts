import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_INTERACTIVE_MARK } from '../src/config/constants';
import { languageOfPath } from '../src/config/languages';
import {
  builtPath,
  dismissPromo,
  expect,
  expectNoAxeViolations,
  expectNoLayoutShift,
  logIn,
  OWNED_COURSE_ID,
  recordLayoutShifts,
  test,
  waitForHydration,
} from './support';

/**
 * The pages the build renders with React's server renderer (tools/prerender.ts), which the
 * browser then hydrates: what a learner sees before the JavaScript runs, and what search engines
 * and link previews read.
 */

/** Every page the build renders, from what the API lists (as the build does), and the not-found page. */
async function renderedPaths(request: APIRequestContext): Promise<string[]> {
  const list = async (path: string) => {
    const body = (await (await request.get(path)).json()) as { data: { _id: string }[] | { data: { _id: string }[] } };
    return (Array.isArray(body.data) ? body.data : body.data.data).map((item) => item._id);
  };
  const [courseIds, blogIds] = await Promise.all([list('/api/course/getAll'), list('/api/blog/blogs')]);
  return [
    '/',
    '/courses',
    '/Courses',
    ...courseIds.flatMap((id) => [`/viewcourse/${id}`, `/course/${id}`]),
    '/SliderCourses',
    '/blog',
    ...blogIds.map((id) => `/blog/blogs/${id}`),
    '/about',
    '/news',
    '/newsDaily',
    '/contact',
    '/privacy-policy',
    '/cancellation-and-refund',
    '/terms-and-conditions',
    '/404.html',
  ];
}

/**
 * Holds the entry script back until `releaseEntry()`: whatever the page asks for meanwhile, its HTML
 * asked for. `requested` lists every path asked for, in order.
 */
async function holdEntry(page: Page) {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  const entry = builtPath('index.html');
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await entryHeld;
      await route.continue();
    },
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return { requested, releaseEntry };
}

/**
 * Marks the server's markup before any script runs, so that `expectHydrated` can tell a page the
 * app hydrated (the same elements) from one it rendered again over the HTML.
 */
async function markServerMarkup(page: Page) {
  await page.addInitScript((selectors) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const selector of selectors) {
        const element = document.querySelector(selector) as (Element & { fromServer?: boolean }) | null;
        if (element) element.fromServer = true;
      }
    });
  }, FRAME);
}

/** The navbar, the page and the footer. */
const FRAME = ['#root header', '#main-content', '#root footer'];

/**
 * The app has hydrated the page and read the browser's stored state: on a wide screen, the
 * navbar's phone toggle (rendered, hidden by CSS, until the width is known) is gone, and the
 * account area shows the stored session. The header, page and footer are the server's elements.
 */
async function expectHydrated(page: Page, { loggedIn }: { loggedIn: boolean }) {
  await expect(page.locator('header button[aria-label="Open menu"]')).toHaveCount(0);
  await dismissPromo(page);
  await expect(
    loggedIn ? page.getByRole('button', { name: /account menu/i }) : page.getByRole('link', { name: 'LogIn' }),
  ).toBeVisible();
  const fromServer = await page.evaluate(
    (selectors) =>
      selectors.map(
        (selector) =>
          (document.querySelector(selector) as (Element & { fromServer?: boolean }) | null)?.fromServer === true,
      ),
    FRAME,
  );
  expect(fromServer).toEqual([true, true, true]);
}

/**
 * Serves `origin` on a port of its own, the HTML of `path` in two pieces: up to `cut`, then the rest
 * `holdMs` later, as a slow link may deliver it. Other requests (the page's files and API reads, all
 * GETs) are passed on whole.
 */
async function serveInPieces(origin: string, path: string, cut: string, holdMs: number) {
  const server = createServer((request, response) => {
    const answer = async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      if (request.url !== path) {
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const at = html.indexOf(cut);
      response.write(html.slice(0, at));
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      response.end(html.slice(at));
    };
    // A failure ends the response, so the page's load fails at once rather than at its time-out.
    answer().catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Records console warnings (the suite's guard fails on errors already). */
function recordWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The text a page shows in its main area. */
const mainText = (page: Page) => page.locator('main').innerText();
const prices = (text: string) => text.match(/₹\s?[\d,]+/g) ?? [];

test.describe('server-rendered pages', () => {
  test.beforeEach(({ page }) => markServerMarkup(page));

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a public page paints its content from the HTML', async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });

    test('a page without its own HTML paints the frame with the page loading', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('main [role="status"]')).toBeVisible();
    });

    test.describe(() => {
      // One seeded post's sanitised image points at a file that does not exist (answered 404).
      test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

      test('every rendered page has its heading and content in its HTML', async ({ page, request }) => {
        test.setTimeout(300_000);
        for (const path of await renderedPaths(request)) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          await expect(page.locator('main [role="status"][aria-live]'), `${path} shows no page loader`).toHaveCount(0);
          expect((await mainText(page)).length, path).toBeGreaterThan(100);
        }
      });
    });

    test('the course list, a course and a post are in the HTML with their data', async ({ page }) => {
      await page.goto('/courses');
      expect(await page.getByRole('link', { name: 'View Details' }).count()).toBeGreaterThan(1);
      expect(prices(await mainText(page)).length).toBeGreaterThan(1);
      await expect(page.getByText('Crypto Trading Basics').first()).toBeVisible();

      await page.goto(`/viewcourse/${OWNED_COURSE_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeVisible();
      expect(prices(await mainText(page)).length).toBeGreaterThan(0);

      await page.goto('/blog');
      const post = page.getByRole('list', { name: 'Blogs' }).getByRole('listitem').first();
      await expect(post).toBeVisible();
      await post.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('blog-content')).not.toBeEmpty();
    });

    test('the not-found page is rendered as 404.html', async ({ page }) => {
      await page.goto('/404.html');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  });

  test('a rendered page is accessible before its scripts run', async ({ page }) => {
    // axe runs as a script of its own: the page's are answered empty instead.
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with JavaScript, the app shows the same courses and prices as the HTML', async ({ browser, page }) => {
    const withoutJs = await browser.newPage({ javaScriptEnabled: false });
    await withoutJs.goto('/courses');
    const served = prices(await mainText(withoutJs));
    await withoutJs.close();
    await page.goto('/courses');
    await expectHydrated(page, { loggedIn: false });
    expect(prices(await mainText(page))).toEqual(served);
  });

  test.describe('hydration', () => {
    // One seeded post carries an <img onerror>: the sanitiser drops it, but Chrome reports the
    // handler to the page's CSP as DOMPurify parses the post (nothing runs). Only that is allowed.
    // Its sanitised image points at a file that does not exist, which the server answers with 404.
    test.use({
      // One pattern: Playwright reads a two-item array given to `use` as a value and its options.
      allowConsoleErrors: [
        /^Executing inline event handler violates the following Content Security Policy directive 'script-src|status of 404 \(Not Found\)/,
      ],
    });

    for (const loggedIn of [false, true]) {
      test(`every rendered page hydrates without a console warning or error, ${loggedIn ? 'logged in' : 'logged out'}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(300_000);
        if (loggedIn) await logIn(page);
        const warnings = recordWarnings(page);
        for (const path of await renderedPaths(request)) {
          await page.goto(path);
          await expectHydrated(page, { loggedIn });
          expect(warnings, path).toEqual([]);
        }
      });
    }
  });

  test('a shared, filtered course list hydrates without a warning and then shows its filter', async ({ page }) => {
    const warnings = recordWarnings(page);
    await page.goto('/courses?market=gold');
    await expectHydrated(page, { loggedIn: false });
    await expect(page.getByRole('group', { name: 'Market' }).getByRole('button', { name: 'Gold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(warnings).toEqual([]);
  });

  for (const loggedIn of [false, true]) {
    test(`hydrating, and reading the stored session, moves nothing, ${loggedIn ? 'logged in' : 'logged out'}`, async ({
      page,
    }) => {
      if (loggedIn) await logIn(page);
      for (const path of ['/courses', `/viewcourse/${OWNED_COURSE_ID}`, '/blog', '/about']) {
        await page.goto(path);
        await recordLayoutShifts(page, { fromStart: true });
        await expectHydrated(page, { loggedIn });
        await expectNoLayoutShift(page);
      }
    });
  }

  test('HTML that arrives in pieces paints no half-built navbar', async ({ page, baseURL, request }) => {
    // Held back in the middle of the navbar's links: the browser must not paint the bar until it
    // has all of it (index.html's render-blocking link), or the bar grows as the rest comes in.
    const cut = '>Blog<';
    expect(await (await request.get('/courses')).text()).toContain(cut);
    const pieces = await serveInPieces(baseURL ?? '', '/courses', cut, 1_000);
    try {
      await page.goto(`${pieces.origin}/courses`);
      // The site's header, not a page's own header inside its main content.
      await recordLayoutShifts(page, { fromStart: true, whileParsing: true, within: 'header:not(main header)' });
      await expectHydrated(page, { loggedIn: false });
      await expectNoLayoutShift(page);
    } finally {
      // Away from the proxy first: the page may still be fetching a lazy part through it.
      await page.goto('about:blank');
      await pieces.close();
    }
  });

  test("the page's HTML asks for its route's code with the entry, not after the entry has run", async ({ page }) => {
    const { requested, releaseEntry } = await holdEntry(page);
    await page.goto('/courses', { waitUntil: 'commit' });
    const early = [builtPath('src/app/routes/CoursesPage.tsx')];
    await expect
      .poll(() => early.filter((file) => !requested.includes(file)), { message: requested.join(', ') })
      .toEqual([]);
    releaseEntry();
    await expectHydrated(page, { loggedIn: false });
  });

  for (const path of ['/', '/hi', '/courses']) {
    test(`${path} asks for every catalogue it waits for with its entry, none after`, async ({ page, request }) => {
      const lang = languageOfPath(path);
      // The head's catalogue is the one a built page leaves for its first route change.
      const catalogues = new Set(
        readdirSync(`src/locales/${lang}`)
          .filter((file) => file.endsWith('.json') && file !== 'head.json')
          .map((file) => builtPath(`src/locales/${lang}/${file}`)),
      );
      const linked = [
        ...(await (await request.get(path)).text()).matchAll(/rel="modulepreload"[^>]* href="([^"]+)"/g),
      ].map((match) => match[1] ?? '');
      const { requested, releaseEntry } = await holdEntry(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => linked.filter((file) => !requested.includes(file))).toEqual([]);
      const released = await page.evaluate(() => performance.now());
      releaseEntry();
      await waitForHydration(page);
      // Asked for once the entry ran and before the page answered taps: a round trip it waited on.
      const waitedOn = await page.evaluate(
        ([since, mark]) => {
          const interactive = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
          return performance
            .getEntriesByType('resource')
            .filter(({ startTime }) => startTime >= since && startTime <= interactive)
            .map(({ name }) => new URL(name).pathname);
        },
        [released, PAGE_INTERACTIVE_MARK] as const,
      );
      expect(waitedOn.filter((file) => catalogues.has(file))).toEqual([]);
    });
  }

  test("the course list's largest paint is its banner art", async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
    // Under load the banner may paint after the heading: wait for it to become the largest.
    await expect.poll(() => largestPaintPath(page)).toMatch(/^\/media\/hero(-640)?\.webp$/);
  });

  test("the course list's HTML preloads neither the slider's logos nor the cards' pictures", async ({ request }) => {
    // They wait until they come near the view, instead of sharing the link with the scripts.
    const html = await (await request.get('/courses')).text();
    expect(html).toMatch(/<img[^>]+\/media\/course-logos\//);
    expect(html).toMatch(/<img[^>]+\/media\/courses\//);
    expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+\/media\/(course-logos|courses)\//);
  });

  for (const path of ['/', `/viewcourse/${OWNED_COURSE_ID}`, '/blog', '/about']) {
    test(`the largest paint of ${path} is an image its HTML asks for first`, async ({ page, request }) => {
      await page.goto(path);
      // Under load the image may paint after the heading: wait for an image to be the largest.
      let largest = '';
      await expect.poll(async () => (largest = await largestPaintPath(page))).toMatch(/^\/media\//);
      const html = await (await request.get(path)).text();
      const images = html.match(/<img\b[^>]*>/g) ?? [];
      const painted = images.filter((tag) => tag.includes(`"${largest}"`) || tag.includes(`${largest} `));
      expect(painted.length, `an <img> of ${largest} in the HTML`).toBeGreaterThan(0);
      for (const tag of painted) expect(tag).toMatch(/fetchpriority="high"/i);
      // Before every script and module preload, so no JavaScript is asked for ahead of it.
      const firstScript = html.search(/<script type="module"|<link rel="modulepreload"/);
      expect(firstScript, 'the entry script in the HTML').toBeGreaterThan(0);
      expect(html.indexOf(painted[0] ?? '')).toBeLessThan(firstScript);
    });
  }

  test("the app takes over the page's styles instead of inserting them again", async ({ page }) => {
    await page.goto('/courses');
    await expectHydrated(page, { loggedIn: false });
    const classOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => [...element.classList].filter((name) => name.startsWith('css-')).at(-1));
    const classes = await Promise.all([classOf('header'), classOf('main h1'), classOf('footer')]);
    const fromServer = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion^="css "]')].flatMap(
        (style) => style.getAttribute('data-emotion')?.split(' ').slice(1) ?? [],
      ),
    );
    const insertedByApp = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
        .map((rule) => rule.cssText),
    );
    for (const name of classes) {
      // Each element is styled by emotion: it has a class of its own.
      expect(name).toMatch(/^css-\w+/);
      expect(fromServer).toContain(name?.slice('css-'.length));
      expect(insertedByApp.filter((rule) => rule.includes(`.${name}`))).toEqual([]);
    }
  });
});

/** The path of what the page's largest paint so far showed, or '/' when it was text. */
function largestPaintPath(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
          resolve(new URL(last?.url || '/', location.href).pathname);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
