import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import {
  DEMO_LEARNER,
  dismissPromo,
  expect,
  expectNoAxeViolations,
  logIn,
  OWNED_COURSE_ID,
  seedPassedQuizzes,
  test,
  waitForHydration,
} from './support';

/** The page backgrounds of the two schemes (background.default in src/theme/palette.ts). */
const DARK_BACKGROUND = 'rgb(12, 21, 17)';
const LIGHT_BACKGROUND = 'rgb(247, 250, 248)';

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function settle(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
}

/** Opens the colour-scheme menu, from the collapsed navbar on a phone. */
async function openSchemeMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Colour scheme' });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Loads `path` with the site's scripts held back, reads what the browser paints from the HTML and
 * its inline colour-scheme script alone, then lets the scripts through.
 */
async function beforeScripts(page: Page, path: string) {
  const held: Route[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) => {
    held.push(route);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('#root > *') !== null);
  // The entry script has been asked for and not yet served: nothing of the app has run.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const painted = { scheme: await scheme(page), background: await bodyBackground(page) };
  await page.unroute(/\/assets\/.*\.js$/);
  for (const route of held) await route.continue();
  return painted;
}

const hashes = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.match(/'sha256-[^']+'/g) ?? [];

test.describe('colour scheme', () => {
  test("the policy allows the page's language and colour-scheme scripts by their hashes, as the README's nginx policy does", async ({
    page,
  }) => {
    const response = await page.goto('/');
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const served = hashes(policy);
    expect(served).toHaveLength(2);
    const readme = /add_header Content-Security-Policy "([^"]+)"/.exec(readFileSync('README.md', 'utf8'))?.[1] ?? '';
    expect(hashes(readme)).toEqual(served);
    // The only inline scripts of the page are those two (the server state is JSON, not code).
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !(script as HTMLScriptElement).type.includes('json'))
        .map((script) => script.textContent ?? ''),
    );
    expect(inline).toHaveLength(2);
    expect(inline[0]).toContain('localStorage.getItem("language")');
    expect(inline[1]).toContain('localStorage.getItem("mui-mode")');
  });

  test('Dark picked in the navbar paints dark from the first frame after a reload, and stays chosen @phone', async ({
    page,
  }) => {
    await page.goto('/courses');
    await settle(page);
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    const menu = await openSchemeMenu(page);
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(menu).toBeHidden();
    expect(await scheme(page)).toBe('dark');
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);

    const first = await beforeScripts(page, '/courses');
    expect(first).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });

    await settle(page);
    expect(await scheme(page)).toBe('dark');
    const again = await openSchemeMenu(page);
    await expect(again.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expect(again.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
  });

  test('with no choice the page follows a dark system setting, before and after its scripts run', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const first = await beforeScripts(page, '/');
    expect(first).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });
    await dismissPromo(page);
    await settle(page);
    expect(await scheme(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('an explicit Light wins over a dark system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await settle(page);
    await (await openSchemeMenu(page)).getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    const first = await beforeScripts(page, '/about');
    expect(first).toEqual({ scheme: 'light', background: LIGHT_BACKGROUND });
  });
});

// axe in the dark scheme, at 1280 px (desktop) and 360 px (phone project, @phone); each page
// leaves a screenshot in /tmp/shots for a person to look at.
const DARK_ROUTES = ['/', '/courses', `/viewcourse/${OWNED_COURSE_ID}`, '/blog', '/about', '/contact', '/login'];

test.describe('axe in the dark scheme (WCAG 2.x A and AA)', () => {
  for (const route of DARK_ROUTES) {
    test(`${route} @phone`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(route);
      await dismissPromo(page);
      await settle(page);
      expect(await scheme(page)).toBe('dark');
      await expectNoAxeViolations(page);
      const width = page.viewportSize()?.width ?? 0;
      const name = route === '/' ? 'home' : route.split('/')[1];
      await page.screenshot({ path: `/tmp/shots/dark-${name}-${width}.png`, fullPage: true });
    });
  }
});

/** A screenshot of the viewport for a person to look at. */
async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots/dark-${name}-${width}.png` });
}

test.describe('things open in the dark scheme (WCAG 2.x A and AA)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  test('the promo dialog on / @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close offer' })).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await shot(page, 'promo');
  });

  test('the chat panel with a conversation, and the colour-scheme menu @phone', async ({ page }) => {
    await page.goto('/courses');
    await settle(page);
    const menu = await openSchemeMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.locator('xpath=ancestor::*[contains(@class, "MuiPaper-root")][1]')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await shot(page, 'scheme-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open trading chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trading assistant' });
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await input.fill('How does a stock split work?');
    await input.press('Enter');
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await shot(page, 'chat');
  });

  test('the course viewer, and the certificate, which stays light @phone', async ({ page }) => {
    test.slow();
    await logIn(page);
    // The certificate needs the chapter quizzes passed too: stored as passed, as quiz.spec.ts passes them.
    await seedPassedQuizzes(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'viewer');
    for (let lesson = 1; lesson <= 5; lesson += 1) {
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
      if (lesson < 5) await page.getByRole('button', { name: /^Next lesson: / }).click();
    }
    await page.getByRole('link', { name: 'Get your certificate' }).click();
    const sheet = page.getByRole('region', { name: 'Certificate of Completion' });
    await expect(sheet.getByText(DEMO_LEARNER.username, { exact: true })).toBeVisible();
    expect(await scheme(page)).toBe('dark');
    // The sheet: warm white paper, the light scheme's ink.
    await expect(sheet).toHaveCSS('background-color', 'rgb(255, 253, 246)');
    await expect(sheet.getByText(DEMO_LEARNER.username, { exact: true })).toHaveCSS('color', 'rgb(20, 32, 27)');
    await expectNoAxeViolations(page);
    await shot(page, 'certificate');

    await page.emulateMedia({ media: 'print' });
    expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
    await expect(sheet).toHaveCSS('background-color', 'rgb(255, 253, 246)');
  });
});
