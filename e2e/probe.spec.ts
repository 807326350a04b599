import { DELETED_COURSE_LEARNER } from '../mocks/seed';
import enLearning from '../src/locales/en/learning.json' with { type: 'json' };
import { expect, logIn, OWNED_COURSE_ID, test, waitForHydration } from './support';

/** The demo learner's id (mocks/seed.ts): notes and progress are stored under it. */
const DEMO_LEARNER_ID = '66acc0000000000000000001';
/** The seeded post whose HTML carries an `id="server-state"` link and a `name="getElementById"` image. */
const CLOBBERING_POST = '/blog/blogs/66b109000000000000000006';

test.describe('probes an attacker and a careless learner would try', () => {
  // The crafted paths are Not Found pages, and the post's images are missing on purpose; the policy
  // blocking the post's stripped event handler is reported as a console error too.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)|Executing inline event handler violates/] });
  test('a crafted /hi// link stays on the site, for a learner who chose English', async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? 'http://localhost').host;
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    for (const path of ['/hi//evil.example/x', '/hi/\\evil.example/x', '/hi///evil.example']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      expect([path, new URL(page.url()).host]).toEqual([path, site]);
    }
    // A page the site has still moves to the chosen language.
    await page.goto('/hi/about');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a blog post with clobbering ids hydrates: its state is read and the page answers', async ({ page }) => {
    await page.goto(CLOBBERING_POST);
    await expect(page.getByRole('heading', { level: 1, name: 'Forex Trading Sessions Explained' })).toBeVisible();
    // The post's id came through with a prefix; the page's state is still its own script.
    await expect(page.locator('#user-content-server-state')).toHaveCount(1);
    expect(await page.evaluate(() => document.getElementById('server-state')?.tagName)).toBe('SCRIPT');
    // The page hydrates, and then answers: its menu opens.
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Colour scheme' });
    if (!(await button.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
  });

  test('a learner whose purchases include a deleted course sees /courses and /EnrollCourse', async ({ page }) => {
    await logIn(page, DELETED_COURSE_LEARNER.email, DELETED_COURSE_LEARNER.password);
    for (const path of ['/courses', '/EnrollCourse']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Crypto Trading Basics' }).first()).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    }
  });

  test('one malformed note leaves the other notes, the progress and every page working', async ({ page }) => {
    await logIn(page);
    const record = `${DEMO_LEARNER_ID}:${OWNED_COURSE_ID}`;
    const at = '2026-03-01T10:00:00.000Z';
    const good = { id: 'n1', key: '0-0', seconds: 12, text: 'Blocks link by hash.', createdAt: at, updatedAt: at };
    await page.evaluate(
      ([key, note]) =>
        localStorage.setItem(
          'videoCompletionStatus',
          JSON.stringify({
            byCourse: JSON.stringify({
              [key]: { completed: { '0-0': true }, positions: {}, lastVideo: '0-0', completedAt: {} },
            }),
            notes: JSON.stringify({ [key]: [note, { ...note, id: 'n2', seconds: '12' }] }),
            _persist: JSON.stringify({ version: 2, rehydrated: true }),
          }),
        ),
      [record, good] as const,
    );
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(page.getByText(enLearning.unreadable.notes_one.replace('{{count}}', '1'))).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('videoCompletionStatus') ?? '');
    expect(stored).toContain('Blocks link by hash.');
    await page.goto('/EnrollCourse');
    await expect(page.getByRole('heading', { name: 'Crypto Trading Basics' })).toBeVisible();
  });
});
