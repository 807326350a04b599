import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, OWNED_COURSE_ID, test } from './support';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const OFFLINE = 'You seem to be offline.';
/** What a part says when the browser is online but the part's file did not come. */
const PART_FAILED = 'This part could not be loaded. Try again.';
const CONTACT = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.com',
  Subject: 'Course question',
  Message: 'Is the Nifty course in Hindi?',
};

const navbar = (page: Page) => page.locator('header nav:visible');

/**
 * The app has taken over the server-rendered page: React has attached its root to the container
 * (from then on it handles, or replays once hydrated, what the learner does on the page).
 */
async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

async function fillContactForm(page: Page) {
  for (const [label, value] of Object.entries(CONTACT)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function expectContactFormAsTyped(page: Page) {
  for (const [label, value] of Object.entries(CONTACT))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

/** Counts the page's own loads of its document (a reload is one more). */
function documentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

test.describe('a part whose code cannot be fetched fails alone', () => {
  // The browser reports each file it could not fetch, and React each part that gave way.
  test.use({
    allowConsoleErrors: [
      /Failed to load resource|ERR_INTERNET_DISCONNECTED|dynamically imported module|ChunkLoadError|A part of the site could not be loaded/,
    ],
  });

  test('offline, Send Message on /contact keeps the page and shows the message as an alert; online, toasts work @phone', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/contact');
    await appStarted(page);
    await fillContactForm(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send Message' }).click();

    // The toast's code could not be fetched: its message is a plain alert, and the page stays.
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message, please try again later.' });
    await expect(alert.first()).toBeVisible();
    await expect(navbar(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectContactFormAsTyped(page);
    await page.screenshot({ path: `/tmp/shots/offline-contact-${testInfo.project.name}.png` });
    await expectNoAxeViolations(page);

    // Dismissable.
    await page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Close' }) })
      .filter({ hasText: 'Failed to send message' })
      .last()
      .getByRole('button', { name: 'Close' })
      .click();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.locator('.notistack-SnackbarContainer').getByText('Failed to send message, please try again later.'),
    ).toBeVisible();
    await expectContactFormAsTyped(page);
  });

  test("offline, a guest's Buy Now keeps the page, says so where the sign-up form would be, and loads it once online @phone", async ({
    page,
    context,
  }, testInfo) => {
    await page.goto(`/viewcourse/${OWNED_COURSE_ID}`);
    await appStarted(page);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Buy Now' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Please signup and login.' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    const main = page.locator('#main-content');
    await expect(main.getByText(OFFLINE)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(navbar(page)).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/offline-buy-now-${testInfo.project.name}.png` });
    await expectNoAxeViolations(page);

    // Retry while still offline: still said in place.
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByText(OFFLINE)).toBeVisible();

    // Back online, the page loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: /sign ?up/i })).toBeVisible();
    await expect(main.getByText(OFFLINE)).toHaveCount(0);
  });

  test("the frame's own parts (the head, a learner's sync and review link) that do not come leave the page be", async ({
    page,
  }) => {
    const FRAME_PARTS = /\/assets\/(PageHeadSync|LearnerDataSync|ReviewDueLink)-[^/]*\.js$/;
    const refused = new Set<string>();
    await page.route(FRAME_PARTS, (route) => {
      refused.add(FRAME_PARTS.exec(new URL(route.request().url()).pathname)?.[1] ?? '');
      return route.abort('internetdisconnected');
    });
    await logIn(page);
    await page.goto('/about');
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
    // The built page asks for the head's code with its first route change; it does not come.
    refused.delete('PageHeadSync');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => [...refused].sort()).toEqual(['LearnerDataSync', 'PageHeadSync', 'ReviewDueLink']);

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(navbar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // The head stays as the server wrote it.
    await expect(page).toHaveTitle(/About Us/);
  });
});

test.describe('after a redeploy, a file of the old build is gone', () => {
  test.use({
    allowConsoleErrors: [
      /Failed to load resource|status of 404|dynamically imported module|ChunkLoadError|A part of the site could not be loaded/,
    ],
  });

  test('the page reloads once, into the new build, and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    await appStarted(page);
    await fillContactForm(page);
    const loads = documentLoads(page);
    // The toaster's file of the build this page came from is gone; the new build's is there.
    let gone = true;
    await page.route(/\/assets\/Toaster-[^/]*\.js$/, (route) =>
      gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await reloaded;
    gone = false;

    expect(loads).toEqual(['/contact']);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectContactFormAsTyped(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.locator('.notistack-SnackbarContainer').getByText('Failed to send message, please try again later.'),
    ).toBeVisible();
  });

  test('a file still missing after that reload is not reloaded for again: the part says so in place', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await appStarted(page);
    const loads = documentLoads(page);
    await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The server answered: not "offline", whatever the cause.
    await expect(page.locator('#main-content').getByText(PART_FAILED)).toBeVisible();
    await expect(navbar(page)).toBeVisible();
    // The reload happened once; the page it loaded found the file missing again and stayed.
    await expect.poll(() => loads).toEqual(['/about']);
    await expect(page.locator('#main-content').getByText(PART_FAILED)).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    expect(loads).toEqual(['/about']);
  });
});

test.describe('what the server answers', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a missing asset is a 404, not the app page', async ({ request }) => {
    const response = await request.get('/assets/anything-missing.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toMatch(/html/);
  });

  test('an unknown page is the Not Found page with a 404; the known pages answer 200', async ({ page, request }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(navbar(page)).toBeVisible();
    for (const path of [
      '/',
      '/about',
      '/ABOUT/',
      `/viewcourse/${OWNED_COURSE_ID}`,
      '/viewcourse/not-built-yet',
      `/course-viewer/${OWNED_COURSE_ID}`,
      '/blog/blogs/any',
    ]) {
      expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
    }
  });

  test("the demo API's answers carry the pages' Content-Security-Policy", async ({ request }) => {
    const page = (await request.get('/about')).headers()['content-security-policy'];
    expect(page).toMatch(/default-src 'self'/);
    for (const path of ['/api/course/getAll', '/api/no-such-call']) {
      expect([path, (await request.get(path)).headers()['content-security-policy']]).toEqual([path, page]);
    }
  });
});

test.describe('the site opened as 127.0.0.1', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test('the demo learner plays a video in the viewer', async ({ page }) => {
    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    const frame = page.locator('iframe[title^="Video player"]');
    await expect(frame).toBeVisible();
    const policy = await page.request
      .get(`/demo/player.html`)
      .then((response) => response.headers()['content-security-policy']);
    expect(policy).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    const video = page.frameLocator('iframe[title^="Video player"]').locator('video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
  });
});

test.describe('offline, the parts opened on demand', () => {
  test.use({
    allowConsoleErrors: [
      /Failed to load resource|ERR_INTERNET_DISCONNECTED|dynamically imported module|ChunkLoadError|A part of the site could not be loaded/,
    ],
  });

  test('the chat panel says so in its place and opens once online', async ({ page, context }) => {
    await page.goto('/about');
    await appStarted(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open trading chat' }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(navbar(page)).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/offline-chat-desktop.png' });
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });

  test("the learner's account menu says so where it opens, and opens once online", async ({ page, context }) => {
    await logIn(page);
    await page.goto('/about');
    await appStarted(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
});
