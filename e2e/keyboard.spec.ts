import type { Locator, Page } from '@playwright/test';
import { DEMO_OTP, expect, test } from './support';

/**
 * Keyboard access: the whole journey sign up -> OTP -> login -> buy -> watch -> review
 * with the keyboard alone. Nothing here clicks, checks, hovers or focuses from script: every
 * control is reached with Tab / Shift+Tab and used with Enter, Space, Escape or the arrow keys.
 */

/** Seed ids (mocks/seed.ts): course n is '66c0c0de' + n in 16 hex digits; 3 is Gold (UNOWNED_COURSE_ID). */
const GOLD_ID = `66c0c0de${(3).toString(16).padStart(16, '0')}`;
const GOLD_TITLE = 'Gold Trading Masterclass';
const SHOTS = '/tmp/shots';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const holdsFocus = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/** Presses Tab until `locator` has the focus; fails, naming the control, if it never gets there. */
async function tabTo(page: Page, locator: Locator, maxPresses = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  // The page may still be rendering what we are looking for.
  await expect(locator).toBeVisible();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(locator)) return;
  const landedOn = await page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
      : 'nothing';
  });
  throw new Error(`${key} x${maxPresses} never reached ${locator.toString()}; the focus is on ${landedOn}`);
}

/** The focused element shows where it is: it matches :focus-visible and draws an outline or a shadow. */
async function expectFocusVisible(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring, `${what}: something has the focus`).not.toBeNull();
  expect(ring?.focusVisible, `${what}: matches :focus-visible`).toBe(true);
  expect(ring?.outline || ring?.shadow, `${what}: focus ring (outline or box-shadow)`).toBe(true);
}

test('sign up -> OTP -> login -> buy -> watch -> review, with the keyboard alone', async ({ page }) => {
  // A long journey, one key at a time; generous for a busy CI machine.
  test.setTimeout(180_000);
  const learner = {
    username: 'Kiran Rao',
    email: `kb+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '7021234567',
    password: 'Keys@12345',
  };

  // Sign up.
  await page.goto('/signup');
  await tabTo(page, page.getByLabel('Full Name'));
  await page.keyboard.type(learner.username);
  await tabTo(page, page.getByRole('textbox', { name: 'Phone Number' }), 5);
  await page.keyboard.type(learner.phone);
  await tabTo(page, page.getByLabel('Email', { exact: true }), 5);
  await page.keyboard.type(learner.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 5);
  await page.keyboard.type(learner.password);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await tabTo(page, signUp, 5);
  await expectFocusVisible(page, 'Sign Up button');
  await page.screenshot({ path: `${SHOTS}/keyboard-signup-1280.png` });
  await page.keyboard.press('Enter');

  // The OTP.
  await expect(page).toHaveURL(/\/otp-verification$/);
  await tabTo(page, page.getByLabel('OTP'));
  await page.keyboard.type(DEMO_OTP);
  await tabTo(page, page.getByRole('button', { name: 'Verify OTP' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('OTP Verified Successfully!')).toBeVisible();

  // Log in. The URL changes before the login page's code has loaded: wait for its form.
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(learner.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 5);
  await page.keyboard.type(learner.password);
  await tabTo(page, login, 5);
  await expectFocusVisible(page, 'Login button');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful!')).toBeVisible();

  // Home greets the new session with the festival offer: Escape closes it.
  await expect(page).toHaveURL(/\/$/);
  const promo = page.getByRole('dialog');
  await expect(promo).toBeVisible();
  // It keeps the focus too.
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(promo), `Tab ${press + 1} stays in the offer`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(promo).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu for Kiran Rao' })).toBeVisible();

  // The navbar's Courses link.
  const coursesLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses', exact: true });
  await tabTo(page, coursesLink);
  await expectFocusVisible(page, 'navbar Courses link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses$/);

  // The Gold course's details.
  const goldCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: GOLD_TITLE }) });
  const details = goldCard.getByRole('link', { name: 'View Details' });
  await tabTo(page, details);
  await expectFocusVisible(page, 'View Details link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/viewcourse/${GOLD_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: GOLD_TITLE })).toBeVisible();

  // Buy Now opens the demo payment window, which takes the focus and keeps it.
  const buy = page.getByRole('button', { name: 'Buy Now' });
  await tabTo(page, buy);
  await expectFocusVisible(page, 'Buy Now button');
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog');
  await expect(checkout).toBeVisible();
  const pay = checkout.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeFocused();
  await expectFocusVisible(page, 'Pay button');
  await page.screenshot({ path: `${SHOTS}/keyboard-checkout-1280.png` });
  // Forward past its last control and backward past its first: the focus never leaves.
  const fail = checkout.getByRole('button', { name: 'Fail' });
  await tabTo(page, fail, 3);
  await page.keyboard.press('Tab');
  expect(await holdsFocus(checkout), 'Tab from the last control stays in the payment window').toBe(true);
  await expect(checkout.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await holdsFocus(checkout), 'Shift+Tab from the first control stays in the payment window').toBe(true);
  await expect(fail).toBeFocused();
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(checkout), `Tab ${press + 1} stays in the payment window`).toBe(true);
  }
  await tabTo(page, pay, 3);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(checkout).toBeHidden();

  // The enrolled courses: continue the one just bought.
  await expect(page).toHaveURL(/\/EnrollCourse$/);
  const enrolled = page.getByRole('article').filter({ has: page.getByRole('heading', { name: GOLD_TITLE }) });
  const continueCourse = enrolled.getByRole('link', { name: 'Continue Course' });
  await tabTo(page, continueCourse);
  await expectFocusVisible(page, 'Continue Course link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/course-viewer/${GOLD_ID}(\\?lesson=\\d+-\\d+)?$`));
  await expect(page.getByRole('heading', { level: 1, name: GOLD_TITLE })).toBeVisible();

  // Another video from the chapter list.
  const video = page.getByRole('button', { name: 'MCX Gold Contracts Explained', exact: true });
  await tabTo(page, video);
  await expectFocusVisible(page, 'chapter video button');
  await page.screenshot({ path: `${SHOTS}/keyboard-viewer-1280.png` });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'MCX Gold Contracts Explained' })).toBeVisible();
  await expect(video).toHaveAttribute('aria-current', 'true');

  // Five stars: Tab into the rating's radio group, then the arrow keys choose.
  const fiveStars = page.getByRole('radio', { name: '5 Stars' });
  const ratingGroup = page.getByRole('group', { name: 'Your rating' });
  await expect(ratingGroup).toBeVisible();
  for (let press = 0; press < 60 && !(await holdsFocus(ratingGroup)); press += 1) await page.keyboard.press('Tab');
  expect(await holdsFocus(ratingGroup), 'Tab reaches the star rating').toBe(true);
  for (let press = 0; press < 6 && !(await fiveStars.isChecked()); press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(fiveStars).toBeChecked();
  await expect(fiveStars).toBeFocused();
  // The radios are visually hidden: the ring is drawn around the chosen star instead.
  const starRing = await ratingGroup.locator('.Mui-focusVisible .MuiRating-iconActive').evaluate((star) => {
    const style = getComputedStyle(star);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(starRing.style, 'focus ring around the chosen star').not.toBe('none');
  expect(starRing.width).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: `${SHOTS}/keyboard-rating-1280.png` });

  // The review text, then Submit Review.
  const comment = `Keyboard only, and it all worked (${Date.now()}).`;
  await tabTo(page, page.getByRole('textbox', { name: /your review/i }), 5);
  await page.keyboard.type(comment);
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await tabTo(page, submit, 5);
  await expectFocusVisible(page, 'Submit Review button');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Your review has been submitted.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Student Reviews' }).getByText(comment)).toBeVisible();
});
