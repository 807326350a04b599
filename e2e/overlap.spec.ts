import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from './support';

/**
 * The chat button and the toasts float over the page: nothing a learner needs may sit under them,
 * wherever the page is scrolled to.
 */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const chatButton = (page: Page) => page.getByRole('button', { name: /trading chat/ });

/**
 * Scrolls each of `targets` to the bottom of the window, to just under the sticky navbar and to the
 * middle, and lists those that `floating` then covers.
 */
async function coveredBy(page: Page, floating: Locator, targets: Locator) {
  const handle = await floating.elementHandle();
  return targets.evaluateAll((elements, over) => {
    const banner = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const el of elements as HTMLElement[]) {
      if (!el.offsetParent) continue;
      for (const block of ['end', 'start', 'center'] as const) {
        el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        if (block === 'start') window.scrollBy({ top: -(banner + 8), behavior: 'instant' });
        if (over && hit((over as HTMLElement).getBoundingClientRect(), el.getBoundingClientRect()))
          covered.push(`${el.textContent?.trim() || el.getAttribute('aria-label')} (${block})`);
      }
    }
    return covered;
  }, handle);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 780 : 800 } });

    test('the chat button covers no card badge, chip or navbar control in the catalog', async ({ page }) => {
      await page.goto('/courses');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      const button = chatButton(page);
      await expect(button).toBeVisible();
      const main = page.getByRole('main');
      expect(await coveredBy(page, button, main.locator('a, button, .MuiChip-root, [role="img"], img'))).toEqual([]);
      const banner = page.getByRole('banner');
      for (const control of [...(await banner.getByRole('link').all()), ...(await banner.getByRole('button').all())]) {
        if (
          !(await control.isVisible()) ||
          (await control.evaluate((el, chat) => el === chat, await button.elementHandle()))
        )
          continue;
        const [a, b] = await Promise.all([button.boundingBox(), control.boundingBox()]);
        if (a && b) expect(overlaps(a, b), `navbar's "${await control.textContent()}"`).toBe(false);
      }
    });

    test('a toast covers neither the navbar nor the chat button', async ({ page }) => {
      await logIn(page);
      await page.goto('/contact');
      // Log out from the account menu: it says so in a toast. On a phone the menu sits in the
      // collapsed navbar, whose toggle answers only once the page has hydrated: try until it opens.
      const account = page.getByRole('button', { name: /account menu/i });
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(async () => {
        if (await menu.isVisible()) await menu.click();
        await expect(account).toBeVisible({ timeout: 1000 });
      }).toPass();
      await account.click();
      await page.getByRole('menuitem', { name: /log ?out/i }).click();
      const toast = page.locator('.notistack-SnackbarContainer .notistack-Snackbar').first();
      await expect(toast).toBeVisible();
      const box = await toast.boundingBox();
      const banner = await page.getByRole('banner').boundingBox();
      const chat = await chatButton(page).boundingBox();
      expect(box && banner && chat).toBeTruthy();
      if (box && banner && chat) {
        expect(overlaps(box, banner), 'toast over the navbar').toBe(false);
        expect(overlaps(box, chat), 'toast over the chat button').toBe(false);
      }
    });
  });
}
