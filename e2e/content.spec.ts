import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoLayoutShift,
  recordLayoutShifts,
  test,
  waitForHydration,
} from './support';

const WIDTHS = [360, 1280] as const;

/** Full-page screenshots of the current route at phone and desktop widths. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const calendarScript = (page: Page) => page.locator('script[data-type="calendar-widget"]');

async function calendarSettings(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await calendarScript(page).textContent()) ?? '{}') as Record<string, unknown>;
}

test.describe('blog', () => {
  test('the list leads to a sanitised detail page', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn how to do Trading by yourself' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Blogs' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expectNoAxeViolations(page);
    await shoot(page, 'blog');

    await page.getByRole('searchbox', { name: 'Search blogs' }).fill('nifty');
    await expect(cards).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search blogs' }).fill('');

    const title = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link', { name: 'Read More...' }).click();
    await expect(page).toHaveURL(/\/blog\/blogs\/[\da-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Reading Time$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'blog-detail');
  });

  test.describe('with a missing post', () => {
    // The browser itself logs the API's 404 for the unknown id.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('an unknown blog says so', async ({ page }) => {
      await page.goto('/blog/blogs/66b109000000000000000999');
      await expect(page.getByText('Blog not found.')).toBeVisible();
    });
  });
});

test.describe('news', () => {
  test('/news embeds the calendar once, in week mode', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: /News – Stay Ahead in the Market$/ })).toBeVisible();
    await expect(calendarScript(page)).toHaveCount(1);
    await expect(calendarScript(page)).toHaveAttribute('src', /tradays\.com\/c\/js\/widgets\/calendar\/widget\.js/);
    await expect(page.locator('#economicCalendarWidget')).toHaveCount(1);
    expect(await calendarSettings(page)).toMatchObject({
      mode: '2',
      period: 'week',
      countries: 'US,GB,EU,IN',
      importance: '1,2,3',
    });
    await expectNoAxeViolations(page);
    await shoot(page, 'news');

    // Leaving the page takes the widget away.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learn how to do Trading by yourself' })).toBeVisible();
    await expect(calendarScript(page)).toHaveCount(0);
    await expect(page.locator('#economicCalendarWidget')).toHaveCount(0);
  });

  test.describe('without the calendar', () => {
    test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

    test('/news keeps its place when the calendar cannot load, and says so inside its frame', async ({ page }) => {
      await page.route('https://www.tradays.com/**', (route) => route.abort());
      await page.goto('/news');
      await recordLayoutShifts(page, { fromStart: true });
      await expect(page.getByRole('alert')).toHaveText(/The economic calendar could not be loaded/);
      // The credit line and the footer stay where the loading frame put them.
      await expectNoLayoutShift(page);
    });
  });

  test('/newsDaily embeds the compact calendar', async ({ page }) => {
    await page.goto('/newsDaily');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our News' })).toBeVisible();
    await expect(calendarScript(page)).toHaveCount(1);
    expect(await calendarSettings(page)).toMatchObject({ width: '100%', height: '600', mode: '1', lang: 'en' });
    await shoot(page, 'news-daily');
  });
});

test.describe('contact', () => {
  test('an empty form shows the four required messages', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required.', 'Email is required.', 'Subject is required.', 'Message is required.']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);
    await shoot(page, 'contact');
  });
});

test.describe('policies', () => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/cancellation-and-refund', 'Cancellation and Refund Policy'],
  ] as const) {
    test(`${path} reads well and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
      await expectNoAxeViolations(page);
      await shoot(page, path.slice(1));
    });
  }
});
