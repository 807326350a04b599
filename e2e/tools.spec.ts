import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support';

/**
 * Each calculator: change one input, and the address the page then shows opens, in a new page,
 * with the same inputs and the same result.
 */
const CALCULATORS = [
  {
    path: '/tools/position-size',
    field: 'Capital',
    value: '2,50,000',
    // ₹2,50,000 × 1 % = ₹2,500 over 500 − 490 = ₹10 a share.
    result: { term: 'Quantity (units)', value: '250' },
  },
  {
    path: '/tools/risk-reward',
    field: 'Target',
    value: '120',
    // (120 − 100) / (100 − 95) = 4.
    result: { term: 'Risk:reward', value: '1 : 4' },
  },
  {
    path: '/tools/charges',
    field: 'Quantity',
    value: '1000',
    // Intraday, 1,000 × ₹400 bought and × ₹404 sold: brokerage 20 + 20, the rest by the schedule.
    result: { term: 'Brokerage', value: '₹40.00' },
  },
  {
    path: '/tools/sip',
    field: 'Period',
    value: '20',
    // ₹5,000 a month at 12 % for 20 years.
    result: { term: 'Amount invested', value: '₹12,00,000' },
  },
  {
    path: '/tools/option-payoff',
    field: 'Leg 1: premium',
    value: '250',
    // The 24,000 call bought at 250: breakeven 24,250.
    result: { term: 'Breakeven at expiry', value: '24,250' },
  },
] as const;

const resultRegion = (page: Page, name = 'Result') => page.getByRole('region', { name });

/** The value the result list shows for a term. */
const resultValue = (page: Page, term: string, region = 'Result') =>
  resultRegion(page, region).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('calculators', () => {
  for (const calculator of CALCULATORS) {
    test(`${calculator.path}: its address reproduces its result in a new page`, async ({ page, context }) => {
      await page.goto(calculator.path);
      const field = page.getByLabel(calculator.field, { exact: true });
      await field.fill(calculator.value);
      await expect(resultValue(page, calculator.result.term)).toHaveText(calculator.result.value);
      await expect(page).toHaveURL(/\?/);
      const shared = page.url();
      const result = await resultRegion(page).locator('dl').innerText();

      const other = await context.newPage();
      await other.goto(shared);
      // A cold load of the page's code: slow when the machine is busy.
      await expect(other.locator('main h1')).toBeVisible({ timeout: 60_000 });
      await expect(other.getByLabel(calculator.field, { exact: true })).toHaveValue(calculator.value);
      await expect(resultValue(other, calculator.result.term)).toHaveText(calculator.result.value);
      expect(await resultRegion(other).locator('dl').innerText()).toBe(result);
      await expect(other.locator('body')).not.toContainText(/NaN|Infinity/);
      await other.close();
    });
  }

  test('a shared link in Hindi opens in Hindi with the same result', async ({ page }) => {
    await page.goto('/hi/tools/charges?segment=futures&buyPrice=24000&sellPrice=24100&quantity=75');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ब्रोकरेज और चार्ज कैलकुलेटर');
    await expect(resultValue(page, 'कुल चार्ज', 'नतीजा')).toHaveText('₹522.60');
  });

  test('an impossible stop is said beside its field, and no result is drawn from it', async ({ page }) => {
    await page.goto('/tools/position-size');
    await page.getByLabel('Stop-loss', { exact: true }).fill('510');
    await expect(page.getByText('On a long trade the stop-loss must be below the entry price.')).toBeVisible();
    await expect(resultRegion(page)).toContainText('Correct the fields marked in red to see the result.');
    await expect(page).toHaveURL(/stop=510/);
  });
});

const PAGES = ['/tools', ...CALCULATORS.map((calculator) => calculator.path)];
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

test.describe('axe on the calculators, in English and Hindi, light and dark, at 1280 and 360 px', () => {
  test.setTimeout(300_000);
  for (const path of PAGES) {
    for (const prefix of ['', '/hi']) {
      test(`axe: ${prefix}${path}`, async ({ page }) => {
        for (const colorScheme of SCHEMES) {
          await page.emulateMedia({ colorScheme });
          for (const size of WIDTHS) {
            await test.step(`${prefix || '/en'} ${colorScheme} ${size.width}`, async () => {
              await page.setViewportSize(size);
              await page.goto(`${prefix}${path}`);
              // A cold load of the page's code: slow when the machine is busy.
              await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
              await expectNoAxeViolations(page);
            });
          }
        }
      });
    }
  }

  test('axe: errors shown beside the fields', async ({ page }) => {
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto('/tools/position-size?capital=-1&riskPercent=1&side=long&entry=500&stop=510&lotSize=x');
        await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
        await expect(page.getByText('Cannot be negative.')).toBeVisible();
        await expectNoAxeViolations(page);
      }
    }
  });
});
