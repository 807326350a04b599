import type { Page } from '@playwright/test';
import { DEMO_LEARNER, DEMO_OTP, expect, gotoHydrated, test } from './support';

/** Seed ids (mocks/seed.ts): course n is '66c0c0de' + n in 16 hex digits. */
const GOLD_ID = `66c0c0de${(3).toString(16).padStart(16, '0')}`;

const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu/i });
const purchased = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Course Purchased' });

/** Logs the demo learner in by way of a learner's page, which login returns to (no festival offer there). */
async function logIn(page: Page) {
  await page.goto('/EnrollCourse');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_LEARNER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LEARNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/EnrollCourse$/);
  await expect(accountMenu(page)).toBeVisible();
}

/** What a guest sees on /courses: the navbar's Log In, and no course marked as theirs. */
async function expectGuestCatalog(page: Page) {
  await page.goto('/courses');
  await expect(page.getByRole('main').getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'LogIn' }).first()).toBeAttached();
  await expect(accountMenu(page)).toHaveCount(0);
  await expect(purchased(page)).toHaveCount(0);
}

test.describe('one session per browser', () => {
  // Several tabs and contexts, each loading pages and logging in: more than one page's time.
  test.slow();
  test('a second tab is signed in with the same courses; logging out in one logs out both', async ({ page }) => {
    await logIn(page);
    await page.goto('/courses');
    await expect(purchased(page).first()).toBeVisible();
    const owned = await purchased(page).count();

    const second = await page.context().newPage();
    await second.goto('/courses');
    // The page hydrates, reads its (empty) storage, then gets the session from the first tab.
    await expect(accountMenu(second)).toBeVisible({ timeout: 60_000 });
    await expect(purchased(second)).toHaveCount(owned);
    // A learner's page opens in the new tab without asking for a login.
    await second.goto('/EnrollCourse');
    await expect(second).toHaveURL(/\/EnrollCourse$/);
    // The token is in each tab's session storage only, never in local storage.
    const stored = await second.evaluate(() => JSON.stringify({ ...globalThis.localStorage }));
    const token = await second.evaluate(() => globalThis.sessionStorage.getItem('authToken'));
    expect(token).toMatch(/"token":"\\"/);
    expect(stored).not.toContain(JSON.parse(JSON.parse(token ?? '{}').token as string) as string);

    await accountMenu(second).click();
    await second.getByRole('menuitem', { name: 'Logout' }).click();
    // (Its two-second toast can come and go before a busy machine looks.)
    await expect(accountMenu(second)).toHaveCount(0);
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(purchased(page)).toHaveCount(0);
    await page.reload();
    await expectGuestCatalog(page);
  });

  test('with no tab of the session open, the browser is a guest everywhere', async ({ page, browser, baseURL }) => {
    await logIn(page);
    const context = page.context();
    // The same browser with every tab closed: its account record stays, nothing holds the session.
    const later = await context.newPage();
    await page.close();
    await expectGuestCatalog(later);
    await later.goto(`/viewcourse/${GOLD_ID}`);
    await expect(later.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await later.goto('/EnrollCourse');
    await expect(later).toHaveURL(/\/login$/);

    // Another browser altogether.
    const fresh = await browser.newContext({ baseURL });
    const elsewhere = await fresh.newPage();
    await expectGuestCatalog(elsewhere);
    await fresh.close();
  });
});

test('a guest buys: Buy Now -> sign-up -> OTP -> log-in -> the same course, checkout open -> Pay', async ({ page }) => {
  test.slow();
  const email = `buyer+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Meera#2468';
  await gotoHydrated(page, `/viewcourse/${GOLD_ID}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Phone Number').fill('7021234567');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Password strength: strong')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByRole('button', { name: /Send a new code/ })).toBeDisabled();
  await page.getByLabel('OTP').fill(DEMO_OTP);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/viewcourse/${GOLD_ID}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Gold Trading Masterclass');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('You have successfully enrolled in the course!')).toBeVisible();
  await expect(page).toHaveURL(/\/EnrollCourse$/);
  await expect(page.getByRole('heading', { name: 'Gold Trading Masterclass' }).first()).toBeVisible();

  // Once only: a later visit to the course opens no checkout.
  await page.goto(`/viewcourse/${GOLD_ID}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Course Purchased' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
