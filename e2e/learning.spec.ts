import { expect, expectNoAxeViolations, logIn, OWNED_COURSE_ID, test } from './support';

test.describe('My Learning', () => {
  test('a learner moves on a lesson, marks it complete, and My Learning says where to resume @phone', async ({
    page,
  }) => {
    // Log-in, two cold page loads and axe three times: over two minutes under a busy machine's load.
    test.slow();
    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(page.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next lesson: Coins, Tokens and Exchanges' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
    await expect(page.getByText('20% complete')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/EnrollCourse');
    const tabs = page.getByRole('tablist', { name: 'My courses' });
    // With a course under way, My Learning opens on it.
    await expect(tabs.getByRole('tab', { name: 'In progress (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'All (1)' })).toBeVisible();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Crypto Trading Basics' }) });
    await expect(card.getByText('Resume: Understanding Cryptocurrencies · Coins, Tokens and Exchanges')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Progress in Crypto Trading Basics' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/shots/my-learning-${page.viewportSize()?.width}.png`, fullPage: true });

    await tabs.getByRole('tab', { name: 'Completed (0)' }).click();
    await expect(page.getByText('No course completed yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
