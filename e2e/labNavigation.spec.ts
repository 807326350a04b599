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
      // Not home, whose festival offer would cover the bar.
      await gotoHydrated(page, inLang(lang, '/courses'));
      const nav = page.getByRole('navigation', { name: say(lang, 'common', 'nav.label') });
      const SECTIONS = [
        ['practice', '/practice'],
        ['tools', '/tools'],
        ['review', '/review'],
      ] as const;
      for (const [key, path] of SECTIONS) {
        await expect(nav.getByRole('link', { name: say(lang, 'common', `nav.${key}`), exact: true })).toHaveAttribute(
          'href',
          inLang(lang, path),
        );
      }
      // One line at 1280: the bar is no taller than its toolbar.
      expect((await nav.boundingBox())?.height ?? 0).toBeLessThanOrEqual(72);
      const footer = page.getByRole('contentinfo');
      for (const [key, path] of [...SECTIONS, ['glossary', '/trading-terms']] as const) {
        await expect(
          footer.getByRole('link', { name: say(lang, 'common', `footer.practiceLinks.${key}`), exact: true }),
        ).toHaveAttribute('href', inLang(lang, path));
      }

      await page.setViewportSize({ width: 360, height: 780 });
      await page.getByRole('button', { name: say(lang, 'common', 'nav.openMenu') }).click();
      const menu = page.getByRole('banner');
      for (const [key, path] of SECTIONS) {
        await expect(menu.getByRole('link', { name: say(lang, 'common', `nav.${key}`), exact: true })).toHaveAttribute(
          'href',
          inLang(lang, path),
        );
      }
      await menu.getByRole('link', { name: say(lang, 'common', 'nav.practice'), exact: true }).click();
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
      await ticket.locator('summary', { hasText: say(lang, 'practice', 'terms.rTerm') }).focus();
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

    test('the trading terms page passes axe at 360 and 1280 px in both colour schemes', async ({ page }) => {
      await gotoHydrated(page, inLang(lang, '/trading-terms'));
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await expect(
            page.getByRole('heading', { level: 1, name: say(lang, 'practice', 'glossary.title') }),
          ).toBeVisible();
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page);
        }
      }
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
  // The same quantity in the risk:reward calculator: accepted, not asked for a whole number.
  await gotoHydrated(page, '/tools/risk-reward?side=long&entry=4135846&stop=3890000&target=4627538&quantity=0.004');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(say('en', 'tools', 'errors.whole'))).toHaveCount(0);
});

test('a long whose stop is moved above the entry locks in profit, closes there for a positive R, and its deleted row comes back with Undo', async ({
  page,
}) => {
  test.slow();
  const words = (key: string, values?: Record<string, string | number>) => say('en', 'practice', key, values);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, SET);
  const position = page.getByText(sayPattern('en', 'practice', 'replay.position'));
  const step = async () => {
    const before = await position.innerText();
    await page.locator('body').press('ArrowRight');
    await expect(position).not.toHaveText(before);
  };
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const entry = amount(
    (await page.getByText(sayPattern('en', 'practice', 'trade.entry')).innerText()).replace(/^.*: /, ''),
  );
  const ticket = page.getByRole('region', { name: words('trade.heading') });
  await ticket.getByLabel(words('trade.stop'), { exact: true }).fill(String(Math.round(entry * 0.96)));
  await ticket.getByLabel(words('trade.target'), { exact: true }).fill(String(Math.round(entry * 1.5)));
  await ticket.getByRole('button', { name: words('trade.buy'), exact: true }).click();
  const move = ticket.getByRole('form', { name: words('trade.moveHeading') });
  await expect(move).toBeVisible();

  // Candles on until the close is 1 % above the entry.
  const running = ticket.getByText(sayPattern('en', 'practice', 'trade.running'));
  const close = async () => amount((await running.innerText()).replace(/^.* at the close of /, ''));
  for (let i = 0; i < 150 && (await close()) < entry * 1.01; i++) await step();
  expect(await close()).toBeGreaterThanOrEqual(entry * 1.01);

  // The stop moved just above the entry: the lab says it locks in profit.
  await move.getByLabel(words('trade.stop'), { exact: true }).fill(String(Math.round(entry * 1.002)));
  await expect(move.getByText(/^Locks in profit: /)).toBeVisible();
  await move.getByRole('button', { name: words('trade.move'), exact: true }).click();

  // Price comes back to it: stopped out there, for a positive R.
  const stopped = page.getByText(/^Stopped out at /);
  for (let i = 0; i < 200 && !(await stopped.isVisible()); i++) await step();
  await expect(stopped).toBeVisible();
  const result = page.getByRole('region', { name: say('en', 'practice', 'result.heading') });
  await expect(result.getByText(/^\+\d+\.\d\d R · /)).toBeVisible();

  // In the journal, deleted and brought back.
  await page.getByRole('link', { name: words('lab.allSets') }).click();
  const journal = page.getByRole('region', { name: say('en', 'practice', 'journal.heading'), exact: true });
  const rows = journal.getByRole('row').filter({ hasText: 'Bitcoin (BTC/INR)' });
  await expect(rows).toHaveCount(1);
  await journal.getByRole('button', { name: /^Delete the trade of / }).click();
  await expect(rows).toHaveCount(0);
  await page.getByRole('button', { name: say('en', 'practice', 'journal.undo') }).click();
  await expect(rows).toHaveCount(1);
});
