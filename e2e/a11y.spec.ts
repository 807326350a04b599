import { dismissPromo, expect, expectNoAxeViolations, LEARNER_ROUTES, logIn, OPEN_ROUTES, test } from './support';

/** Every page of its own: the open routes (one spelling of the courses page) and a Not Found. */
const ROUTES = [...OPEN_ROUTES.filter((route) => route !== '/Courses'), '/no-such-page'];

async function settle(page: import('@playwright/test').Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // Loading skeletons give way to content; axe should judge the page a learner reads.
  await expect(page.locator('main [role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
}

test.describe('axe on every route (WCAG 2.x A and AA)', () => {
  test('logged out', async ({ page }) => {
    test.setTimeout(180_000);
    for (const route of ROUTES) {
      await test.step(route, async () => {
        await page.goto(route);
        await dismissPromo(page);
        await settle(page);
        await expectNoAxeViolations(page);
      });
    }
  });

  test('logged in', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);
    for (const route of [...ROUTES.filter((r) => !['/login', '/signup', '/otp-verification'].includes(r)), ...LEARNER_ROUTES]) {
      await test.step(route, async () => {
        // Client-side navigation keeps the session (the token lives in sessionStorage of this tab).
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
        await dismissPromo(page);
        await settle(page);
        await expectNoAxeViolations(page);
      });
    }
  });
});
