import { connect } from 'node:net';
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, freshLearner, gotoHydrated, logIn, test } from './support';

/** Seed ids (mocks/seed.ts): course n is '66c0c0de' + n in 16 hex digits. */
const NIFTY_ID = `66c0c0de${(7).toString(16).padStart(16, '0')}`;

/** Another browser: its own cookies and storage, third-party hosts answered empty as in `page`. */
async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  // This browser has seen the festival offer this session, as the first one has by now.
  await context.addInitScript(() =>
    globalThis.sessionStorage.setItem(
      'promoShown',
      JSON.stringify({ shown: 'true', _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    ),
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[second browser] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[second browser] ${error.message}`));
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  return page;
}

async function openCheckout(page: Page) {
  await gotoHydrated(page, `/viewcourse/${NIFTY_ID}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The order a checkout window names ("Order order_… ."). */
async function orderOf(dialog: ReturnType<Page['getByRole']>) {
  return /order_[A-Za-z0-9]+/.exec((await dialog.textContent()) ?? '')?.[0];
}

test.describe('one course, two browsers', () => {
  test('Buy Now and Pay in both take one payment, and the second is told why', async ({
    page: first,
    browser,
    baseURL,
    request,
  }) => {
    // Two browsers each log in and open the checkout: twice a one-browser journey's time.
    test.setTimeout(240_000);
    const learner = await freshLearner(request, 'twice');
    await logIn(first, learner.email, learner.password);
    const second = await otherBrowser(browser, baseURL);
    // The window in front is the one being used: a page in the background gets no frames to paint.
    const use = async (page: Page) => page.bringToFront();
    try {
      await logIn(second, learner.email, learner.password);

      await use(first);
      const firstDialog = await openCheckout(first);
      await expect(firstDialog).toContainText('₹24,999');
      await use(second);
      const secondDialog = await openCheckout(second);
      // Both windows pay the one order the server keeps open for this learner and course.
      expect(await orderOf(secondDialog)).toBe(await orderOf(firstDialog));

      await use(first);
      await firstDialog.getByRole('button', { name: 'Pay' }).click();
      await expect(first.getByText('Payment successful!')).toBeVisible();

      await use(second);
      await secondDialog.getByRole('button', { name: 'Pay' }).click();
      await expect(secondDialog).toBeHidden();
      await expect(second.getByTestId('checkout-notice')).toHaveText(
        'This order has already been paid. No money was taken again (demo).',
      );
      await expect(second.getByText('Payment successful!')).toHaveCount(0);

      // Buy Now again in the second browser: the server says the course is owned, and the page shows it.
      await second.getByRole('button', { name: 'Buy Now' }).click();
      await expect(second.getByTestId('checkout-notice')).toHaveText(
        'You already own this course. Nothing was charged.',
      );
      await expect(second.getByRole('button', { name: 'Course Purchased' })).toBeDisabled();
      await expect(second.getByRole('dialog')).toHaveCount(0);

      // Enrolled once.
      const login = await request.post('/api/user/login', {
        data: { email: learner.email, password: learner.password },
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const enrolled = await request.get('/api/api/enrolled-courses', {
        headers: { authorization: `Bearer ${token}` },
      });
      const courses = ((await enrolled.json()) as { data: { _id: string }[] }).data;
      expect(courses.filter((course) => course._id === NIFTY_ID)).toHaveLength(1);
    } finally {
      await second.context().close();
    }
  });
});

/** A request written as is (a URL API would clean up `%2e%2e` and refuse `%`). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(split + 4) });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
  });
}

test.describe('the server under test', () => {
  test('sends the production security headers on pages, files and API answers', async ({ page, request }) => {
    const answer = await page.goto('/courses');
    const assets = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? ''),
    );
    const responses = [
      answer,
      await request.get(assets.find((src) => src.startsWith('/assets/')) ?? '/robots.txt'),
      await request.get('/api/course/getAll'),
      await request.post('/api/user/login', { data: { email: 'nobody@example.com', password: 'Wrong@123' } }),
    ];
    for (const response of responses) {
      const headers = response?.headers() ?? {};
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  test('answers a bad encoding with 400 and serves nothing from outside its folder', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const bad = await rawGet(base, '/%');
    expect(bad.status).toBe(400);
    expect(bad.body).not.toMatch(/node_modules|\.ts\b|at .+:\d+/);
    for (const path of ['/%2e%2e/dist-ssr/index.html', '/%2e%2e/package.json']) {
      const answer = await rawGet(base, path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/entry-server|devDependencies/);
    }
  });

  test('refuses an oversized login body with 413', async ({ request }) => {
    const answer = await request.post('/api/user/login', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(64 * 1024) }),
    });
    expect(answer.status()).toBe(413);
    expect(await answer.json()).toEqual({ message: 'Request body too large' });
  });
});
