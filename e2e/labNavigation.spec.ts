import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, inLang, say, sayPattern, test, type Lang } from './support';

const SET = '/practice/bitcoin-risk-per-trade';

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

for (const lang of ['en', 'hi'] as const satisfies Lang[]) {
  test.describe(`the lab in the site (${lang})`, () => {
    test('the navbar, the phone menu and the footer link the lab, the calculators and the review', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, inLang(lang, '/'));
      const nav = page.getByRole('navigation', { name: say(lang, 'common', 'nav.label') });
      for (const [key, path] of [
        ['nav.practice', '/practice'],
        ['nav.tools', '/tools'],
        ['nav.review', '/review'],
      ] as const) {
        await expect(nav.getByRole('link', { name: say(lang, 'common', key), exact: true })).toHaveAttribute(
          'href',
          inLang(lang, path),
        );
      }
      // One line at 1280: the bar is no taller than its toolbar.
      expect((await nav.boundingBox())?.height ?? 0).toBeLessThanOrEqual(72);
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('link', { name: say(lang, 'common', 'footer.practiceLinks.glossary') }),
      ).toHaveAttribute('href', inLang(lang, '/trading-terms'));

      await page.setViewportSize({ width: 360, height: 780 });
      await page.getByRole('button', { name: say(lang, 'common', 'nav.openMenu') }).click();
      await page.getByRole('link', { name: say(lang, 'common', 'nav.practice'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/practice')}$`));
    });

    test('a reload keeps the candle, the open trade and its levels; the stop moves by keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, inLang(lang, SET));
      const position = page.getByText(sayPattern(lang, 'practice', 'replay.position'));
      const start = await position.innerText();
      for (let i = 0; i < 4; i++) {
        const before = await position.innerText();
        await page.locator('body').press('ArrowRight');
        await expect(position).not.toHaveText(before);
      }
      const stepped = await position.innerText();
      expect(stepped).not.toBe(start);
      const entryText = await page.getByText(sayPattern(lang, 'practice', 'trade.entry')).innerText();
      const entry = Number(entryText.replace(/^.*: /, '').replace(/,/g, ''));
      const ticket = page.getByRole('region', { name: say(lang, 'practice', 'trade.heading') });
      await ticket
        .getByLabel(say(lang, 'practice', 'trade.stop'), { exact: true })
        .fill(String(Math.round(entry * 0.98)));
      await ticket
        .getByLabel(say(lang, 'practice', 'trade.target'), { exact: true })
        .fill(String(Math.round(entry * 1.04)));
      await expect(ticket.getByText(sayPattern(lang, 'practice', 'trade.preview'))).toBeVisible();
      // What R means, where the ticket first shows it: a disclosure opened by keyboard.
      await ticket.getByText(say(lang, 'practice', 'terms.rTerm'), { exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(ticket.getByText(say(lang, 'practice', 'terms.r'))).toBeVisible();
      await ticket.getByRole('button', { name: say(lang, 'practice', 'trade.buy'), exact: true }).click();
      await expect(ticket.getByRole('heading', { name: say(lang, 'practice', 'trade.moveHeading') })).toBeVisible();

      await page.reload();
      await expect(position).toHaveText(stepped);
      await expect(ticket.getByRole('heading', { name: say(lang, 'practice', 'trade.moveHeading') })).toBeVisible();
      await expect(ticket.getByText(sayPattern(lang, 'practice', 'trade.running'))).toBeVisible();

      // The stop's handle on the chart is a slider: the arrow keys move the trade's stop. (Levels
      // near the price, as the lab suggests, so the chart's scale shows their lines.)
      const handle = page.getByRole('slider', { name: new RegExp(say(lang, 'practice', 'trade.stop')) });
      const before = Number(await handle.getAttribute('aria-valuenow'));
      await handle.focus();
      await page.keyboard.press('ArrowUp');
      await expect(handle).not.toHaveAttribute('aria-valuenow', String(before));
      expect(Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
      await expectNoAxeViolations(page);

      // The definitions of R open by keyboard, and the glossary has the same words.
      await page.goto(inLang(lang, '/trading-terms'));
      await expect(
        page.getByRole('heading', { level: 1, name: say(lang, 'practice', 'glossary.title') }),
      ).toBeVisible();
      await expect(page.getByText(say(lang, 'practice', 'terms.expectancy'))).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the chart follows the window from 1280 to 360 px, and the journal fits both', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, inLang(lang, SET));
      await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
      await page.setViewportSize({ width: 360, height: 780 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSidewaysScroll(page);

      await gotoHydrated(page, inLang(lang, '/practice'));
      await expectNoSidewaysScroll(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoSidewaysScroll(page);
    });
  });
}

test('the position size calculator sizes bitcoin in fractions of a coin', async ({ page }) => {
  await gotoHydrated(
    page,
    '/tools/position-size?capital=100000&riskPercent=1&side=long&entry=4135846&stop=3890000&lotSize=0.001',
  );
  await expect(page.getByText('0.004', { exact: true })).toBeVisible();
});
