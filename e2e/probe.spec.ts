import { DELETED_COURSE_LEARNER } from '../mocks/seed';
import enLearning from '../src/locales/en/learning.json' with { type: 'json' };
import { expect, logIn, OWNED_COURSE_ID, say, seedRecords, storedRecords, test, waitForHydration } from './support';

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

  test('ids named like inherited members find no practice chart and no calculator, in both languages', async ({
    page,
  }) => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const lang of ['en', 'hi'] as const) {
        const prefix = lang === 'hi' ? '/hi' : '';
        await page.goto(`${prefix}/practice/${id}`);
        await expect(
          page.getByRole('heading', { level: 1, name: say(lang, 'practice', 'lab.notFound') }),
        ).toBeVisible();
        await page.goto(`${prefix}/tools/${id}`);
        await expect(
          page.getByRole('heading', { level: 1, name: say(lang, 'common', 'notFound.title') }),
        ).toBeVisible();
      }
    }
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
    const at = '2026-03-01T10:00:00.000Z';
    const course = { courseId: OWNED_COURSE_ID, updatedAt: at };
    const good = { lesson: '0-0', seconds: 12, text: 'Blocks link by hash.', createdAt: at };
    await seedRecords(page, [
      { kind: 'lesson', id: '0-0', ...course, data: { completedAt: at } },
      { kind: 'resume', id: 'last', ...course, data: { lesson: '0-0' } },
      { kind: 'note', id: 'n1', ...course, data: good },
      // Its moment is text, not a number of seconds.
      { kind: 'note', id: 'n2', ...course, data: { ...good, seconds: '12' } },
    ]);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    await expect(page.getByText(enLearning.unreadable.records_one.replace('{{count}}', '1'))).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // The good note and the lesson stay, in the viewer and in storage; the malformed one is left out.
    await expect(page.getByRole('tab', { name: 'Notes (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^What Is a Blockchain\?\s*\(completed\)$/ })).toBeVisible();
    await expect
      .poll(async () =>
        (await storedRecords(page)).filter((record) => record.kind === 'note').map((record) => record.data?.text),
      )
      .toEqual(['Blocks link by hash.']);
    await page.goto('/EnrollCourse');
    await expect(page.getByRole('heading', { name: 'Crypto Trading Basics' })).toBeVisible();
  });
});
