import { expect, test } from './support';

/** The prerendered snapshots (tools/prerender.mjs): what a learner sees before the JavaScript runs. */
test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a public page paints its content from the HTML', async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });

    test('a page without its own snapshot paints the frame with the page loading', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('main [role="status"]')).toBeVisible();
    });
  });

  test("the loader fetches the boot stages and the page's own code together, before the app starts", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.endsWith('.js')) requested.push(file);
    });
    await page.goto('/courses');
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    const order = (prefix: string) => requested.findIndex((file) => file.startsWith(prefix));
    // Without the loader's list, the page's chunk would be asked for only once the shell had booted.
    for (const early of ['ui-', 'store-', 'shell-', 'CoursesPage-']) {
      expect(order(early), `${early} in ${requested.join(', ')}`).toBeGreaterThanOrEqual(0);
      expect(order(early)).toBeLessThan(order('main-'));
    }
  });

  test("the app takes over the snapshot's styles instead of inserting them again", async ({ page }) => {
    await page.goto('/courses');
    // The app has replaced the snapshot (which sits in an inert wrapper) with its own page.
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const styles = await page.evaluate(() => {
      const headerClass = [...(document.querySelector('header')?.classList ?? [])].find((name) => name.startsWith('css-'));
      const hydrated = document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ') ?? [];
      const insertedByApp = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
        .map((rule) => rule.cssText);
      return { headerClass, hydrated, insertedByApp };
    });
    expect(styles.headerClass).toBeDefined();
    expect(styles.hydrated).toContain(styles.headerClass?.slice('css-'.length));
    expect(styles.insertedByApp.filter((rule) => rule.includes(`.${styles.headerClass}`))).toEqual([]);
  });
});
