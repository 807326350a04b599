import { expect, expectNoAxeViolations, logIn, OWNED_COURSE_ID, test } from './support';

/** Seed ids (mocks/seed.ts): course 3 is Gold, which the demo learner does not own. */
const UNOWNED_COURSE_ID = `66c0c0de${(3).toString(16).padStart(16, '0')}`;

test.describe('the syllabus before buying', () => {
  test('a guest reads the outline of a course they do not own @phone', async ({ page }) => {
    await page.goto(`/viewcourse/${UNOWNED_COURSE_ID}`);
    const outline = page.getByRole('region', { name: 'Course content' });
    await expect(outline).toBeVisible();
    await expect(outline.getByText('2 chapters · 4 lessons · 6 hours')).toBeVisible();
    await expect(outline.getByText('Gold, the Dollar and Interest Rates')).toBeVisible();
    const second = outline.locator('details').nth(1);
    const phone = (page.viewportSize()?.width ?? 0) < 900;
    // On a phone only the first chapter is open; the keyboard opens the next.
    await expect(second.getByText('A Simple Intraday Plan')).toBeVisible({ visible: !phone });
    if (phone) {
      await second.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(second.getByText('A Simple Intraday Plan')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Play intro video' })).toBeVisible();
    await expectNoAxeViolations(page);
    await outline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/syllabus-${page.viewportSize()?.width}.png` });
  });

  test('the owner goes from the course page to the viewer', async ({ page }) => {
    await logIn(page);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/course/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('button', { name: 'Course Purchased' })).toBeDisabled();
    await page.getByRole('link', { name: 'Go to course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course-viewer/${OWNED_COURSE_ID}(\\?lesson=\\d+-\\d+)?$`));
  });
});
