import type { Page } from '@playwright/test';
import { DEMO_LEARNER, DEMO_OTP, expect, expectNoAxeViolations, test } from './support';

const SHOTS = '/tmp/shots';

/** A learner nobody else uses: the demo API's db lives as long as the preview server. */
const freshLearner = (tag: string) => ({
  username: 'Ravi Kumar',
  email: `ravi+${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
  password: 'Ravi@12345',
  phone: '7021234567',
});

type Learner = ReturnType<typeof freshLearner>;

async function signUp(page: Page, learner: Learner) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(learner.username);
  await page.getByLabel('Phone Number').fill(learner.phone);
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(
    page.getByText("OTP sent successfully. If it's not in your inbox, please check your spam folder."),
  ).toBeVisible();
}

async function verifyOtp(page: Page) {
  await expect(page).toHaveURL(/\/otp-verification$/);
  await page.getByLabel('OTP').fill(DEMO_OTP);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP Verified Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function logInWith(page: Page, email: string, password: string) {
  // The URL changes before the login page's code has loaded: wait for its form, not the URL.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test.describe('accounts', () => {
  test('sign up -> OTP -> login -> avatar initials -> profile -> logout', async ({ page }) => {
    const learner = freshLearner('signup');
    await signUp(page, learner);
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: `${SHOTS}/accounts-otp-1280.png`, fullPage: true });
    await verifyOtp(page);

    await logInWith(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/$/);
    // Home greets a new session with the festival offer; it covers the navbar until closed.
    await page.getByRole('button', { name: 'Close offer' }).click();
    const avatar = page.getByRole('button', { name: 'Account menu for Ravi Kumar' });
    await expect(avatar).toHaveText('RK');

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(learner.email)).toBeVisible();
    await expect(main.getByText('7021234567')).toBeVisible();
    // The OTP step sent paymentStatus: true; a learner who owns nothing is still Pending.
    await expect(main.getByText('Pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
    await expect(page.getByText('Profile editing is coming soon.')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: `${SHOTS}/accounts-profile-1280.png`, fullPage: true });

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0);
    // The session is gone: a guarded page asks for a login again.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe(() => {
    // The browser logs the refused login (401) with the old password; that one is expected.
    test.use({ allowConsoleErrors: [/status of 401/] });
    test('forgot password -> reset with the OTP -> login with the new password', async ({ page }) => {
      const learner = freshLearner('reset');
      await signUp(page, learner);
      await verifyOtp(page);

      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await expect(page).toHaveURL(/\/Change-pass$/);
      await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(learner.email);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password reset link sent!')).toBeVisible();
      await expect(page).toHaveURL(/\/NewPassGenerate$/);
      await expect(page.getByText(learner.email)).toBeVisible();

      await page.getByLabel('OTP').fill(DEMO_OTP);
      await page.getByLabel('New Password', { exact: true }).fill('Brand@New99');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // The old password no longer works; the new one does.
      await logInWithFailure(page, learner.email, learner.password);
      await page.getByLabel('Password', { exact: true }).fill('Brand@New99');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('a reset that never answers ends in an error after 5 s, not a pretended success', async ({ page }) => {
    await page.route('**/api/user/resetPass', () => {
      // Never answered: the reset call's own time-out (RESET_TIMEOUT_MS) must end the call.
    });
    await page.goto('/forgot-pass');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_LEARNER.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your email!')).toBeVisible();
    await expect(page).toHaveURL(/\/NewPassGenerate$/);
    await page.getByLabel('OTP').fill(DEMO_OTP);
    await page.getByLabel('New Password', { exact: true }).fill('Whatever@1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Something went wrong. Please check your OTP and try again.' }).first(),
    ).toBeVisible({
      timeout: 8000,
    });
    await expect(page.getByText('Password updated successfully!')).toHaveCount(0);
    await expect(page.getByLabel('OTP')).toHaveValue(DEMO_OTP);
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  test('a guest opening /profile lands on /login and returns to /profile after logging in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await logInWith(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });

  test('login and sign-up have no axe violations, with errors shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: `${SHOTS}/accounts-login-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('<script>alert(1)</script>');
    await page.getByLabel('Phone Number').fill('702');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Full Name cannot contain < or >.')).toBeVisible();
    await expect(page.getByText('Enter a valid phone number with at least 10 digits.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: `${SHOTS}/accounts-signup-errors-1280.png`, fullPage: true });

    // The country menu with its search box.
    await page.getByRole('button', { name: /Open flags menu/ }).click();
    await page.getByLabel('Search country').fill('india');
    await expect(page.getByRole('option', { name: /^.*India/ }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/accounts-country-search-1280.png` });
    await page.getByRole('option', { name: /India \+91/ }).click();
    await expect(page.getByRole('button', { name: 'India, Open flags menu' })).toBeVisible();
  });

  test('account screens fit a phone @phone', async ({ page }) => {
    // Seven cold page loads, a login and seven full-page screenshots: more than one test's usual time.
    test.slow();
    await page.setViewportSize({ width: 360, height: 780 });
    for (const [route, name] of [
      ['/login', 'login'],
      ['/signup', 'signup'],
      ['/otp-verification', 'otp'],
      ['/Change-pass', 'change-pass'],
      ['/forgot-pass', 'forgot-pass'],
      ['/NewPassGenerate', 'new-pass'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/accounts-${name}-360.png`, fullPage: true });
    }
    await page.goto('/profile');
    await logInWith(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('TS2026-0001')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/accounts-profile-360.png`, fullPage: true });
  });
});

async function logInWithFailure(page: Page, email: string, password: string) {
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
}
