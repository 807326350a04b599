import { expect, expectNoAxeViolations, logIn, test } from './support';

const OWNED_COURSE_ID = '66c0c0de0000000000000001';

/** Every route of spec section 2; guarded ones land on /login for a guest. */
const ROUTES = [
  '/',
  '/login',
  '/signup',
  '/otp-verification',
  '/courses',
  '/Courses',
  `/viewcourse/${OWNED_COURSE_ID}`,
  `/course/${OWNED_COURSE_ID}`,
  `/course-viewer/${OWNED_COURSE_ID}`,
  '/SliderCourses',
  '/EnrollCourse',
  '/profile',
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
];

test.describe('the shell', () => {
  for (const route of ROUTES) {
    test(`renders ${route} without console errors`, async ({ page }) => {
      await page.goto(route);
      // By element, not role: on / the promo dialog hides the page from the accessibility tree.
      await expect(page.locator('header nav')).toBeVisible();
      await expect(page.locator('#main-content')).not.toBeEmpty();
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test('shows Not Found with links home and to the courses', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('sends a guest from a guarded page to /login', async ({ page }) => {
    await page.goto('/EnrollCourse');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('has no axe violations in the navbar and footer, logged out and logged in', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectNoAxeViolations(page, ['header', 'footer']);
    await logIn(page);
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, ['header', '[role="menu"]']);
  });

  test('collapses the navbar on a phone @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/privacy-policy');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expectNoAxeViolations(page, ['header']);
  });
});
