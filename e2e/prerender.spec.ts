import type { Page } from '@playwright/test';
import { expect, logIn, OWNED_COURSE_ID, test } from './support';

/**
 * Opens `path`, waits for the app to replace the snapshot, and returns the CSS rules the app's
 * emotion inserted itself.
 */
async function rulesInsertedByApp(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The app has replaced the snapshot (which sits in an inert wrapper) with its own page.
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return insertedRules(page);
}

/** The class names the page's HTML told emotion are inserted already. */
function hydratedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ') ?? []);
}

/** The CSS rules the app's emotion has inserted itself so far. */
function insertedRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .map((rule) => rule.cssText),
  );
}

/** The path of what the page's largest paint so far showed, or '/' when it was text. */
function largestPaintPath(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          // By URL: the snapshot's element it was painted in is gone once the app has taken over.
          const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
          resolve(new URL(last?.url || '/', location.href).pathname);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** The prerendered snapshots (tools/prerender.mjs): what a learner sees before the JavaScript runs. */
test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a public page paints its content from the HTML', async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });

    test('a page without its own snapshot paints the frame with the page loading', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('main [role="status"]')).toBeVisible();
    });
  });

  test("the loader fetches the boot stages and the page's own code with the entry, not after it has run", async ({ page }) => {
    // The entry is held back: whatever else is asked for meanwhile, the loader asked for. Without its
    // list, the stages would be asked for one by one as the entry ran, and the page's chunk after them.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
    await page.goto('/courses');
    const early = ['main-', 'ui-', 'store-', 'shell-', 'CoursesPage-'];
    await expect
      .poll(() => early.filter((prefix) => !requested.some((file) => file.startsWith(prefix))), { message: requested.join(', ') })
      .toEqual([]);
    releaseEntry();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a page without its own snapshot asks for its route's code one file per task", async ({ page }) => {
    // Each batch is the module preloads one task added once the HTML was parsed. Vite's helper
    // used to add all of a route's (about 20 for the login page) in one task.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      Object.assign(window, { preloadBatches: batches });
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          const added = records
            .flatMap((record) => [...record.addedNodes])
            .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
            .map((link) => link.href.split('/').pop() ?? '');
          if (added.length) batches.push(added);
        }).observe(document.head, { childList: true });
      });
    });
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
    expect(batches.flat().filter((file) => file.startsWith('LoginPage-'))).toHaveLength(1);
    expect(Math.max(...batches.map((batch) => batch.length)), JSON.stringify(batches)).toBe(1);
  });

  test("the course list's largest paint is its banner art, not a card held back a second for the spec", async ({ page }) => {
    await page.goto('/courses');
    // A cold load: the app boots, fetches the list and holds its loading state a second. Under the
    // suite's two workers on two cores that has taken over ten seconds.
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible({ timeout: 25_000 });
    expect(await largestPaintPath(page)).toMatch(/^\/media\/hero(-640)?\.webp$/);
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
      for (const tag of painted) expect(tag).toContain('fetchpriority="high"');
    });
  }

  test("the app takes over the snapshot's styles instead of inserting them again", async ({ page }) => {
    const insertedByApp = await rulesInsertedByApp(page, '/courses');
    const headerClass = await page.evaluate(() =>
      [...(document.querySelector('header')?.classList ?? [])].find((name) => name.startsWith('css-')),
    );
    const hydrated = await hydratedNames(page);
    expect(headerClass).toBeDefined();
    expect(hydrated).toContain(headerClass?.slice('css-'.length));
    expect(insertedByApp.filter((rule) => rule.includes(`.${headerClass}`))).toEqual([]);
  });

  test("a learner's first load of the viewer finds its styles in app.html", async ({ page }) => {
    await logIn(page);
    await rulesInsertedByApp(page, `/course-viewer/${OWNED_COURSE_ID}`);
    // The course's title, the player's frame, the outline's heading and the reviews' heading.
    const parts = [
      page.getByRole('heading', { level: 1 }),
      page.locator('main iframe'),
      page.getByRole('heading', { name: 'Course Content' }),
      page.getByRole('heading', { name: 'Student Reviews' }),
    ];
    const classes = await Promise.all(
      parts.map((part) => part.evaluate((element) => [...element.classList].filter((name) => name.startsWith('css-')).at(-1))),
    );
    const insertedByApp = await insertedRules(page);
    const hydrated = await hydratedNames(page);
    for (const name of classes) {
      expect(name).toBeDefined();
      expect(hydrated).toContain(name?.slice('css-'.length));
    }
    expect(insertedByApp.filter((rule) => classes.some((name) => rule.includes(`.${name}`)))).toEqual([]);
  });

  test('on a page without data to load, the app compiles no style of its own', async ({ page }) => {
    // Styled components built on others (AppBar on Paper, Button on ButtonBase) insert a style per
    // level; the snapshot carries all of them, not only the ones on its elements.
    const insertedByApp = await rulesInsertedByApp(page, '/about');
    expect(insertedByApp).toEqual([]);
  });
});
