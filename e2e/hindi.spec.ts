import type { Page } from '@playwright/test';
import auth from '../src/locales/hi/auth.json' with { type: 'json' };
import checkout from '../src/locales/hi/checkout.json' with { type: 'json' };
import common from '../src/locales/hi/common.json' with { type: 'json' };
import courses from '../src/locales/hi/courses.json' with { type: 'json' };
import promo from '../src/locales/hi/promo.json' with { type: 'json' };
import reviews from '../src/locales/hi/reviews.json' with { type: 'json' };
import {
  DEMO_OTP,
  expect,
  expectNoAxeViolations,
  expectNoLayoutShift,
  gotoHydrated,
  recordLayoutShifts,
  test,
} from './support';

/** Seed ids (mocks/seed.ts): course n is '66c0c0de' + n in 16 hex digits. */
const GOLD_ID = `66c0c0de${(3).toString(16).padStart(16, '0')}`;
const SHOTS = '/tmp/shots';

/** A learner nobody else uses: the demo API's db lives as long as the preview server. */
const freshLearner = () => ({
  username: 'Sunita Sharma',
  email: `sunita+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
  password: 'Sunita@12345',
  phone: '9812345670',
});

/** Closes the festival offer if the page greets the session with it (home only). */
async function closeOfferIfShown(page: Page) {
  const close = page.getByRole('button', { name: promo.close });
  await close.click({ timeout: 10_000 }).catch(() => undefined);
}

test.describe('the whole journey in Hindi', () => {
  test('a learner signs up, logs in, buys and reviews a course without leaving हिन्दी', async ({ page }) => {
    test.setTimeout(180_000);
    const learner = freshLearner();

    // Sign up: the form's checks speak Hindi first.
    await page.goto('/hi/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: auth.signup.title, exact: true }).click();
    await expect(page.getByText(auth.validation.nameRequired).first()).toBeVisible();
    await expect(page.getByText(auth.validation.emailRequired).first()).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: `${SHOTS}/hindi-signup-errors-1280.png`, fullPage: true });

    await page.getByLabel(auth.fields.fullName).fill(learner.username);
    await page.getByLabel(auth.fields.phone).fill(learner.phone);
    await page.getByLabel(auth.fields.email, { exact: true }).fill(learner.email);
    await page.getByLabel(auth.fields.password, { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: auth.signup.title, exact: true }).click();

    // OTP, then the login page, still under /hi.
    await expect(page).toHaveURL(/\/hi\/otp-verification$/);
    await expect(page.getByText(auth.otp.banner)).toBeVisible();
    await page.getByLabel(auth.fields.otp).fill(DEMO_OTP);
    await page.getByRole('button', { name: auth.otp.submit }).click();
    await expect(page.getByText(auth.otp.success)).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/login$/);

    await expect(page.getByRole('button', { name: auth.login.title, exact: true })).toBeVisible();
    await page.getByLabel(auth.fields.email, { exact: true }).fill(learner.email);
    await page.getByLabel(auth.fields.password, { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: auth.login.title, exact: true }).click();
    await expect(page.getByText(auth.login.success)).toBeVisible();
    await expect(page).toHaveURL(/\/hi$/);
    await closeOfferIfShown(page);

    // Buy the gold course: the page and its messages in Hindi (the provider's window is its own).
    await gotoHydrated(page, `/hi/viewcourse/${GOLD_ID}`);
    await page.getByRole('button', { name: checkout.buy.buy }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('₹1,499');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText(checkout.messages.paid)).toBeVisible();
    await expect(page.getByText(checkout.messages.enrolled)).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/EnrollCourse$/);
    const enrolled = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Gold Trading Masterclass' }) });
    const start = enrolled.getByRole('link', { name: courses.enrolled.continue });
    await expect(start).toHaveAttribute('href', `/hi/course-viewer/${GOLD_ID}`);
    await expect(page.getByText(checkout.messages.enrolled)).toBeHidden();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/hindi-enrolled-1280.png`, fullPage: true });

    // Review it from the viewer: Hindi checks, then the Hindi thank-you.
    await start.click();
    await expect(page).toHaveURL(new RegExp(`/hi/course-viewer/${GOLD_ID}(\\?lesson=\\d+-\\d+)?$`));
    const list = page.getByRole('region', { name: reviews.list.title });
    await expect(list).toBeVisible();
    await page.getByRole('button', { name: reviews.form.submit }).click();
    await expect(page.getByText(reviews.form.errors.comment)).toBeVisible();
    await expect(page.getByText(reviews.form.errors.rating)).toBeVisible();
    const fiveStars = reviews.form.stars_other.replace('{{count}}', '5');
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${fiveStars}$`) })
      .click();
    await expect(page.getByRole('radio', { name: fiveStars })).toBeChecked();
    const comment = `बहुत साफ़ समझाया, धन्यवाद (${Date.now()})`;
    await page.getByRole('textbox', { name: reviews.form.comment }).fill(comment);
    await page.getByRole('button', { name: reviews.form.submit }).click();
    await expect(page.getByText(reviews.form.sent)).toBeVisible();
    await expect(list.getByText(comment)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/hindi-review-1280.png`, fullPage: true });

    // Logging out says so in Hindi too.
    await page.getByRole('button', { name: common.account.menuFor.replace('{{name}}', learner.username) }).click();
    await page.getByRole('menuitem', { name: common.account.logout }).click();
    await expect(page.getByText(common.account.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/signup$/);
  });
});

test.describe('the Devanagari font', () => {
  test("a Hindi page's content loaded over a slow link does not move when its font arrives", async ({
    page,
    context,
  }) => {
    test.slow();
    // A phone's link: the font comes after the page has painted, behind the scripts.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await page.goto('/hi/courses', { waitUntil: 'networkidle' });
    // What moved in the page's main content.
    await recordLayoutShifts(page, { fromStart: true, within: 'main' });
    await expect(page.getByRole('heading', { level: 1, name: courses.pages.courses.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    await expectNoLayoutShift(page);
    expect(await page.locator('head style#devanagari-font').count()).toBe(1);
  });
});
