import {
  builtPath,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  LEARNER_ROUTES,
  logIn,
  OPEN_ROUTES,
  OWNED_COURSE_ID,
  test,
} from './support';

/** Guarded routes land on /login for a guest. */
const ROUTES = [...OPEN_ROUTES, ...LEARNER_ROUTES];

test.describe('the shell', () => {
  for (const route of ROUTES) {
    test(`renders ${route} without console errors`, async ({ page }) => {
      await page.goto(route);
      // By element, not role: on / the promo dialog hides the page from the accessibility tree.
      // The visible one: a server-rendered page holds a phone and a desktop navbar, one hidden by CSS.
      await expect(page.locator('header nav:visible')).toBeVisible();
      await expect(page.locator('#main-content')).not.toBeEmpty();
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  // A page served without the policy would pass every other test here: the console guard only
  // hears of the violations of a policy the page was given.
  test('serves every page, prerendered or not, under the production Content-Security-Policy', async ({ page }) => {
    for (const route of ['/', '/blog', '/login', `/course-viewer/${OWNED_COURSE_ID}`]) {
      const response = await page.goto(route);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy, route).toMatch(/(^|; )script-src 'self'[^;]*(;|$)/);
      expect(policy, route).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy, route).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    }
  });

  // A third party's script, or our code that talks to one, loads when the learner asks
  // for what needs it, not with the page. Production's third parties are other hosts; the demo
  // build's stand-ins for the payment script and the player API are /demo files.
  test('loads no third party, nor the code that talks to one, before the learner asks for it', async ({ page }) => {
    const confetti = builtPath('node_modules/canvas-confetti/dist/confetti.module.mjs');
    const onDemand = new Map([
      ['/demo/checkout.js', 'the payment script (Buy Now)'],
      ['/demo/player-api.js', 'the player API (the course viewer)'],
      [confetti, 'the confetti (the promo popup)'],
      [builtPath('node_modules/@emailjs/browser/es/index.js'), 'the e-mail sender (Send on /contact)'],
      [builtPath('src/features/chat/components/ChatPanel.tsx'), 'the chat panel (its button)'],
    ]);
    // What a page shows at once may load with it: the promo popup on a first visit, the calendar.
    const shownAtOnce: Record<string, string[]> = {
      '/': [confetti],
      '/news': ['www.tradays.com'],
      '/newsDaily': ['www.tradays.com'],
    };
    let scripts: URL[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()));
    });

    for (const route of OPEN_ROUTES) {
      // A blank page between routes: the last page's late requests (the calendar's script,
      // injected after hydration) cannot be counted against the next one.
      await page.goto('about:blank');
      scripts = [];
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const { origin } = new URL(page.url());
      const early = scripts
        .map((url) => (url.origin === origin ? url.pathname : url.host))
        .filter((key) => (onDemand.has(key) || !key.startsWith('/')) && !shownAtOnce[route]?.includes(key))
        .map((key) => onDemand.get(key) ?? key);
      expect(early, route).toEqual([]);
    }
  });

  test.describe('an unknown path', () => {
    // The server answers it with a 404 status, which the browser reports.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('shows Not Found with links home and to the courses', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Browse courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);
    });
  });

  test('sends a guest from a guarded page to /login', async ({ page }) => {
    await page.goto('/EnrollCourse');
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('a page whose code fails to load', () => {
    // The network refuses the file, as a dropped connection would; the page says so in its place.
    test.use({
      allowConsoleErrors: [
        /Failed to load resource|dynamically imported module|A part of the site could not be loaded/,
      ],
    });

    test('shows the notice inside the navbar and footer, and the next page opens as usual', async ({ page }) => {
      await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => route.abort());
      // Before the page hydrates, the link would load the server's page instead.
      await gotoHydrated(page, '/privacy-policy');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
      // The browser is online: the part could not be loaded, which is all the page knows.
      await expect(page.locator('#main-content').getByText('This part could not be loaded. Try again.')).toBeVisible();
      await expect(page.locator('#main-content').getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(nav).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();

      await nav.getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('has no axe violations in the navbar and footer, logged out and logged in', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectNoAxeViolations(page, ['header', 'footer']);
    await logIn(page);
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, ['header', '[role="menu"]']);
  });

  test('collapses the navbar on a phone @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, '/privacy-policy');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expectNoAxeViolations(page, ['header']);
  });
});
