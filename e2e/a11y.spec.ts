import { dismissPromo, expect, expectNoAxeViolations, logIn, test } from './support';

const OWNED = '66c0c0de0000000000000001';

/** Every route of spec section 2 that renders a page of its own. */
const ROUTES = [
  '/',
  '/courses',
  `/viewcourse/${OWNED}`,
  `/course/${OWNED}`,
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
  '/no-such-page',
];
const LEARNER_ROUTES = ['/EnrollCourse', '/profile', `/course-viewer/${OWNED}`];

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
