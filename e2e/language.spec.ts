import type { Page } from '@playwright/test';
import { DEVANAGARI_FONT } from '../src/config/languages';
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import hiCommon from '../src/locales/hi/common.json' with { type: 'json' };
import hiCourses from '../src/locales/hi/courses.json' with { type: 'json' };
import { expect, test, waitForHydration } from './support';

const FONT = /\/fonts\/noto-sans-devanagari-\d+\.woff2$/;

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // The tests go on to press what the page's HTML already shows.
  await waitForHydration(page);
  await expect(page.locator('main [role="status"][aria-label^="Loading"]')).toHaveCount(0);
}

/** The navbar's switch to the other language; on a phone it sits in the collapsed menu. */
async function languageSwitch(page: Page, name: 'हिन्दी' | 'English') {
  const link = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const menu = name === 'English' ? hiCommon.nav.openMenu : enCommon.nav.openMenu;
    await page.getByRole('button', { name: menu }).click();
  }
  return link;
}

/** Every font file the page has asked for so far. */
const fontsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );

test.describe('हिन्दी and English', () => {
  test('a visitor switches /courses to हिन्दी, reloads and stays, then switches back @phone', async ({ page }) => {
    await page.goto('/courses');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    await (await languageSwitch(page, 'हिन्दी')).click();
    await expect(page).toHaveURL(/\/hi\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const nav = page.getByRole('navigation', { name: hiCommon.nav.label });
    await expect(nav).toBeVisible();
    // The catalog's own words: its search, a market filter and the cards' buttons.
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: hiCourses.finder.search })).toBeVisible();
    await expect(main.getByRole('button', { name: hiCourses.markets.gold, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: hiCourses.card.viewDetails }).first()).toHaveAttribute(
      'href',
      /^\/hi\/viewcourse\//,
    );
    await page.screenshot({ path: `/tmp/shots/language-hi-courses-${page.viewportSize()?.width ?? 0}.png` });

    await page.reload();
    await settle(page);
    await expect(page).toHaveURL(/\/hi\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('navigation', { name: hiCommon.nav.label })).toBeVisible();

    await (await languageSwitch(page, 'English')).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('navigation', { name: enCommon.nav.label })).toBeVisible();
  });

  test('a first visit stays in the language of its link; a chosen language is where a later visit lands', async ({
    page,
  }) => {
    await page.goto('/hi/about');
    await settle(page);
    await expect(page).toHaveURL(/\/hi\/about$/);
    await page.goto('/about');
    await settle(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).not.toHaveURL(/\/hi\//);

    await (await languageSwitch(page, 'हिन्दी')).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    // Back on an English link later, the learner lands on the page in the language they picked.
    await page.goto('/blog?from=share');
    await expect(page).toHaveURL(/\/hi\/blog\?from=share$/);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test("Hindi pages come rendered in Hindi with alternates both ways; only they fetch the Devanagari font, unless it's installed", async ({
    page,
  }) => {
    const response = await page.request.get('/hi/courses');
    const html = await response.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(hiCommon.nav.courses);
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+hreflang="en-IN"[^>]+href="[^"]*\/courses"/);
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+hreflang="hi"[^>]+href="[^"]*\/hi\/courses"/);
    const english = await (await page.request.get('/courses')).text();
    expect(english).toContain('<html lang="en-IN"');
    expect(english).toMatch(/<link[^>]+rel="alternate"[^>]+hreflang="hi"[^>]+href="[^"]*\/hi\/courses"/);

    await page.goto('/courses');
    await settle(page);
    await page.waitForLoadState('networkidle');
    expect((await fontsLoaded(page)).filter((path) => FONT.test(path))).toEqual([]);

    await page.goto('/hi/courses');
    await settle(page);
    // A face installed on the device (Android ships Noto Sans Devanagari) is used from there;
    // the site's file is fetched for each face the device lacks, and only for those. Each face the
    // page declares is asked, by its own local() sources, whether the device has it.
    const faces = await page.evaluate(() => {
      const sheet = (document.getElementById('devanagari-font') as HTMLStyleElement | null)?.sheet;
      const rules = [...(sheet?.cssRules ?? [])].filter((rule) => rule instanceof CSSFontFaceRule);
      return Promise.all(
        rules.map(async (rule) => {
          const src = rule.style.getPropertyValue('src');
          const href = /url\("?([^")]+)"?\)/.exec(src)?.[1] ?? '';
          const local = (src.match(/local\([^)]*\)/g) ?? []).join(',');
          const installed = await new FontFace('installed', local).load().then(
            () => true,
            () => false,
          );
          return { href, local, installed };
        }),
      );
    });
    expect(faces.map(({ href }) => href).sort()).toEqual(DEVANAGARI_FONT.files.map(({ href }) => href).sort());
    for (const { local } of faces) expect(local).toMatch(/^local\("Noto Sans Devanagari[^"]*"\)/);
    const missing = faces.filter(({ installed }) => !installed).map(({ href }) => href);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () => (await fontsLoaded(page)).filter((path) => FONT.test(path)).sort())
      .toEqual(missing.sort());
    const usesFont = await page.evaluate(() => document.fonts.check('16px "TradeSchool Devanagari"', 'कोर्स'));
    expect(usesFont).toBe(true);
  });

  test.describe('offline', () => {
    // The browser reports each request it could not send.
    test.use({ allowConsoleErrors: [/Failed to load resource|A part of the site could not be loaded/] });

    test('switching language offline keeps the page as it is and says so; online, the switch works', async ({
      page,
      context,
    }) => {
      await page.goto('/courses');
      await settle(page);
      await page.getByRole('main').getByRole('searchbox', { name: 'Search courses' }).fill('gold');
      await context.setOffline(true);
      await (await languageSwitch(page, 'हिन्दी')).click();
      // The Hindi text for the page cannot come: the page stays in English, with what was typed.
      await expect(page.getByRole('alert').filter({ hasText: 'You seem to be offline.' })).toBeVisible();
      await expect(page).toHaveURL(/\/courses(\?.*)?$/);
      await expect(page).not.toHaveURL(/\/hi\//);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: enCommon.nav.label })).toBeVisible();
      await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search courses' })).toHaveValue('gold');

      await context.setOffline(false);
      await (await languageSwitch(page, 'हिन्दी')).click();
      await expect(page).toHaveURL(/\/hi\/courses/);
      await expect(page.getByRole('main').getByRole('searchbox', { name: hiCourses.finder.search })).toHaveValue(
        'gold',
      );
      await expect(page.getByRole('navigation', { name: hiCommon.nav.label })).toBeVisible();
    });
  });

  test('an unknown Hindi path is the Hindi Not Found page, with a 404 status', async ({ page }) => {
    const response = await page.request.get('/hi/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<html lang="hi"');
  });
});
