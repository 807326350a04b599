import { mkdirSync } from 'node:fs';
import { expect, LEARNER_ROUTES, logIn, OPEN_ROUTES, test } from './support';

const OUT = process.env.SCREENSHOTS_DIR ?? 'screenshots';
const WIDTHS = [360, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'hi', prefix: '/hi' },
] as const;

/** A file name for a path: "/course/66c0…" -> "course-66c0…", "/" -> "home". */
const slug = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

const ROUTES = [
  ...OPEN_ROUTES.filter((path) => path !== '/Courses').map((path) => ({ path, learner: false })),
  ...LEARNER_ROUTES.map((path) => ({ path, learner: true })),
];

mkdirSync(OUT, { recursive: true });
// The sheet adds a style of its own (below); the production CSP is checked by the e2e suite.
test.use({ bypassCSP: true });
// A screenshot that fails says so; the rest of the sheet is still made.
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  for (const scheme of SCHEMES) {
    for (const { code, prefix } of LANGUAGES) {
      test(`${width} ${scheme} ${code}`, async ({ page }) => {
        test.setTimeout(15 * 60_000);
        await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
        // A full-page shot does not scroll: what reveals on scrolling is shown at once, as it is
        // for learners who ask for less motion.
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        // The festival offer would cover every home page: mark it seen for this session.
        await page.addInitScript(() => {
          sessionStorage.setItem(
            'promoShown',
            JSON.stringify({ shown: 'true', _persist: '{"version":1,"rehydrated":true}' }),
          );
        });
        for (const { path, learner } of ROUTES) {
          if (learner && !(await page.evaluate(() => sessionStorage.getItem('authToken')?.includes('"token":"\\"')))) {
            await logIn(page);
          }
          const url = `${prefix}${path === '/' && prefix ? '' : path}`;
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          // Sections that render as they come into view (the video, the partners) need a scroll.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          // A full-page shot paints only what is near the viewport of sections that skip their
          // rendering offscreen (content-visibility): here they all render.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
          await page.screenshot({ path: `${OUT}/${slug(path)}-${width}-${scheme}-${code}.png`, fullPage: true });
        }
      });
    }
  }
}
