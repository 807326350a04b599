import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support';

// A cold load boots the app, fetches the list and holds its loading state a moment; under other
// engineers' load that is slow.
const cards = (page: Page) => page.locator('main article:not([aria-busy])');
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/shots/catalog-${name}-${width}.png` });
}

test.describe('finding a course', () => {
  test('a visitor filters to Gold, shares the URL, and the new page shows the same list @phone', async ({
    page,
    context,
  }) => {
    // Two cold loads of the list, each slow under other engineers' load.
    test.slow();
    await page.goto('/courses');
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: /^8 courses$/ })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('group', { name: 'Market' }).getByRole('button', { name: 'Gold' }).click();
    await expect(page).toHaveURL(/\/courses\?market=gold$/);
    await expect(page.getByRole('status').filter({ hasText: '1 of 8 courses match' })).toBeVisible();
    expect(await titles(page)).toEqual(['Gold Trading Masterclass']);
    await expect(cards(page).first()).toContainText('4.0 (1)');
    await expectNoAxeViolations(page);
    await shot(page, 'gold');

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('link', { name: 'View Details' }).first()).toBeVisible({ timeout: 60_000 });
    // The page's HTML is the whole list (it is rendered once, without a query); the filter in the
    // URL applies once the app has taken the page over.
    await expect(shared.getByRole('status').filter({ hasText: '1 of 8 courses match' })).toBeVisible();
    expect(await titles(shared)).toEqual(['Gold Trading Masterclass']);
    await expect(shared.getByRole('group', { name: 'Market' }).getByRole('button', { name: 'Gold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(cards(page)).toHaveCount(8);
  });

  test('typing with the keyboard finds nothing, and Clear filters brings every course back @phone', async ({
    page,
  }) => {
    // A cold load and axe: under other engineers' load that has taken over two minutes.
    test.slow();
    await page.goto('/courses?sort=price-asc');
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible({ timeout: 60_000 });
    expect((await titles(page))[0]).toBe('Crypto Trading Basics');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search courses' }).focus();
    await page.keyboard.type('Crÿpto zzz');
    await expect(page.getByRole('heading', { name: 'No courses match' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'no-match');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeFocused();
    await expect(page).toHaveURL(/\/courses\?sort=price-asc$/);
  });
});

test.describe('arriving at the list from another page', () => {
  test('puts a blank the size of each card in its place, then the cards', async ({ page }) => {
    // A cold load of the list first, slow under other engineers' load.
    test.slow();
    await page.goto('/courses');
    await expect(cards(page)).toHaveCount(8, { timeout: 60_000 });
    // The page's HTML had the cards: hydrating it put no blank in their place.
    await expect(page.locator('[data-card-blank]')).toHaveCount(0);
    const cardSize = await cards(page)
      .first()
      .evaluate((card) => [card.getBoundingClientRect().width, card.getBoundingClientRect().height]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
    // Each blank's size, read as it is added: the cards replace the blanks in a later render.
    await page.evaluate(() => {
      const seen: number[][] = [];
      (window as unknown as { blanksSeen: number[][] }).blanksSeen = seen;
      new MutationObserver(() => {
        for (const blank of document.querySelectorAll('[data-card-blank]')) {
          const { width, height } = blank.getBoundingClientRect();
          seen.push([width, height]);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.locator('[data-card-blank]')).toHaveCount(0);
    const blanks = await page.evaluate(() => (window as unknown as { blanksSeen: number[][] }).blanksSeen);
    expect(blanks.length).toBeGreaterThanOrEqual(8);
    for (const [width, height] of blanks) {
      expect(width).toBeCloseTo(cardSize[0] ?? 0, 0);
      expect(height).toBeCloseTo(cardSize[1] ?? 0, 0);
    }
  });
});
