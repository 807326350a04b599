import type { Locator, Page } from '@playwright/test';
import {
  DEMO_LEARNER,
  dismissPromo,
  expect,
  expectNoAxeViolations,
  freshOwner,
  LEARNER_ROUTES,
  logIn,
  OPEN_ROUTES,
  OWNED_COURSE_ID,
  test,
  waitForHydration,
} from './support';

/** Where the tests leave screenshots, for a person to look at. */
const SHOTS = '/tmp/shots';

/** Every page of its own: the open routes (one spelling of the courses page) and a Not Found. */
const ROUTES = [...OPEN_ROUTES.filter((route) => route !== '/Courses'), '/no-such-page'];

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // The tests go on to press what the page's HTML already shows.
  await waitForHydration(page);
  // Loading skeletons give way to content; axe should judge the page a learner reads.
  await expect(page.locator('main [role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
}

/** The four ways a learner can see a page: each language, in each colour scheme. */
const COMBOS = [
  { lang: 'en', scheme: 'light' },
  { lang: 'en', scheme: 'dark' },
  { lang: 'hi', scheme: 'light' },
  { lang: 'hi', scheme: 'dark' },
] as const;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

const inLanguage = (route: string, lang: 'en' | 'hi') => (lang === 'hi' ? `/hi${route === '/' ? '' : route}` : route);
const slug = (route: string) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/** Scrolls down the page a screen at a time, as a reader would, and back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  // Parts fade in as they are revealed; axe judges their colours once the fades are over.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe on the page at each width in the current language and scheme, with a screenshot of each. */
async function checkWidths(page: Page, name: string, open: () => Promise<void>) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await open();
    await dismissPromo(page);
    await settle(page);
    // The whole page, as a reader scrolling through it sees it: parts below the fold load and fade
    // in as they come into view, and axe should judge them shown and still.
    await scrollThrough(page);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/a11y-${name}-${size.width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
}

/**
 * The learner's own pages, logged in, in every language and scheme, with two open pages that show
 * a learner more than a guest (the navbar's account menu, a course they own).
 */
const LEARNER_RUNS = [
  [...LEARNER_ROUTES.slice(0, 2), '/'],
  [...LEARNER_ROUTES.slice(2), `/viewcourse/${OWNED_COURSE_ID}`],
];

// A test per route: the workers share them, each has the usual time limit, and a failure names its
// page. Each test walks the four languages and schemes at a phone's width and a desktop's.
test.describe('axe on every route, in English and Hindi, light and dark, at 1280 and 360 px (WCAG 2.x A and AA)', () => {
  // The unknown page is answered with a 404 status, which the browser reports.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });
  test.setTimeout(240_000);

  for (const route of ROUTES) {
    test(`logged out: ${route}`, async ({ page }) => {
      for (const { lang, scheme } of COMBOS) {
        await test.step(`${lang} ${scheme}`, async () => {
          await page.emulateMedia({ colorScheme: scheme });
          await checkWidths(page, `${slug(route)}-${lang}-${scheme}`, async () => {
            await page.goto(inLanguage(route, lang));
          });
        });
      }
    });
  }

  for (const routes of LEARNER_RUNS) {
    test(`logged in: ${routes.join(' ')}`, async ({ page }) => {
      await logIn(page);
      for (const { lang, scheme } of COMBOS) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const route of routes) {
          await test.step(`${route} ${lang} ${scheme}`, async () => {
            // Client-side navigation keeps the session (the token lives in sessionStorage of this tab).
            await checkWidths(page, `learner-${slug(route)}-${lang}-${scheme}`, async () => {
              await page.evaluate(
                (path) => {
                  window.history.pushState({}, '', path);
                  window.dispatchEvent(new PopStateEvent('popstate'));
                },
                inLanguage(route, lang),
              );
            });
          });
        }
      }
    });
  }
});

// ---- Open states ---------------------------------------------------------------------------------
// axe must also pass with the promo dialog, the avatar menu, the chat panel and form errors
// open. Each test runs at 1280 px (desktop) and at 360 px (phone project, @phone), and leaves a
// screenshot in /tmp/shots so a person can check the state really opened.

/** A screenshot of the viewport, scrolled to `show` (say the form with its errors) when given. */
async function shot(page: Page, name: string, show?: Locator) {
  if (show) await show.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/a11y-open-${name}-${width}.png` });
}

const mainForm = (page: Page) => page.locator('main form').first();

/** MUI fades dialogs and menus in; axe should judge them at full opacity, not mid-fade. */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
}

/** Submits a form with the button named `submit` and waits for `firstError` to show. */
async function submitAndExpect(page: Page, submit: string, firstError: string) {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page.getByText(firstError, { exact: true }).first()).toBeVisible();
}

test.describe('axe with things open (WCAG 2.x A and AA)', () => {
  test('the promo dialog on / @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close offer' })).toBeVisible();
    // The fade sits on the dialog's container, not on the dialog itself.
    await settled(page.locator('.MuiDialog-container'));
    await expectNoAxeViolations(page);
    await shot(page, 'promo');
  });

  test('the avatar menu, logged in @phone', async ({ page }) => {
    await logIn(page);
    const avatar = page.getByRole('button', { name: /account menu/i });
    if (!(await avatar.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await avatar.click();
    const menu = page.getByRole('menu');
    await settled(menu.locator('xpath=ancestor::*[contains(@class, "MuiPaper-root")][1]'));
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'avatar-menu');
  });

  test('the chat panel, with a conversation, logged out and logged in @phone', async ({ page }) => {
    test.setTimeout(90_000);
    const openChat = async () => {
      await page.getByRole('button', { name: 'Open trading chat' }).click();
      const dialog = page.getByRole('dialog', { name: 'Trading assistant' });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    await page.goto('/courses');
    await settle(page);
    let dialog = await openChat();
    await expectNoAxeViolations(page);
    // A question on topic (the demo model answers) and one off topic (refused before any call).
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await input.fill('How does a stock split work?');
    await input.press('Enter');
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await input.fill('Write me a poem about cats');
    await input.press('Enter');
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await shot(page, 'chat-logged-out');

    await logIn(page);
    await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
    // A fresh page load of a guarded route keeps the session (sessionStorage) and the chat history.
    await settle(page);
    dialog = await openChat();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await shot(page, 'chat-logged-in');
  });

  test.describe('form errors', () => {
    // The demo API answers a wrong password or OTP with 4xx; Chromium logs each as a console error.
    test.use({ allowConsoleErrors: [/status of 40[01]/] });

    test('login: empty fields, then a wrong password @phone', async ({ page }) => {
      await page.goto('/login');
      await submitAndExpect(page, 'Login', 'Email is required.');
      await expect(page.getByText('Password is required.')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'login-errors', mainForm(page));

      await page.getByLabel('Email', { exact: true }).fill(DEMO_LEARNER.email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
      await expect(page.locator('.notistack-MuiContent').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'login-failed', mainForm(page));
    });

    test('sign-up: empty fields, then a bad e-mail and a short phone number @phone', async ({ page }) => {
      await page.goto('/signup');
      await submitAndExpect(page, 'Sign Up', 'Full Name is required.');
      await expectNoAxeViolations(page);
      await shot(page, 'signup-errors', mainForm(page));

      await page.getByLabel('Full Name').fill('Ravi Kumar');
      await page.getByLabel('Phone Number').fill('702');
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await submitAndExpect(page, 'Sign Up', 'Enter a valid email address.');
      await expectNoAxeViolations(page);
      await shot(page, 'signup-invalid', mainForm(page));
    });

    test('the OTP step: no code, then a wrong code @phone', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Full Name').fill('Ravi Kumar');
      await page.getByLabel('Phone Number').fill('7021234567');
      await page
        .getByLabel('Email', { exact: true })
        .fill(`ravi+a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('Ravi@12345');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page).toHaveURL(/\/otp-verification$/);

      await page.getByLabel('OTP').fill('');
      await submitAndExpect(page, 'Verify OTP', 'OTP must be exactly 6 digits.');
      await expectNoAxeViolations(page);
      await shot(page, 'otp-errors', mainForm(page));

      await page.getByLabel('OTP').fill('000000');
      await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'otp-failed', mainForm(page));
    });

    test('contact: empty fields, a bad e-mail, then the send failure @phone', async ({ page }) => {
      await page.goto('/contact');
      await settle(page);
      await submitAndExpect(page, 'Send Message', 'Name is required.');
      await expectNoAxeViolations(page);
      await shot(page, 'contact-errors', mainForm(page));

      await page.getByLabel('Name').fill('Ravi Kumar');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Subject').fill('Batches');
      await page.getByLabel('Message').fill('When does the next batch start?');
      await submitAndExpect(page, 'Send Message', 'Please enter a valid email address.');
      await expectNoAxeViolations(page);

      // E-mail sending is a third party, unreachable here: the form says it failed.
      await page.getByLabel('Email').fill('ravi@example.com');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Failed to send message, please try again later.').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'contact-failed', page.locator('main .MuiAlert-root').first());
    });

    for (const [route, submit, required, name] of [
      ['/Change-pass', 'Reset Password', 'Email is required.', 'change-pass'],
      ['/forgot-pass', 'Send OTP', 'Please enter your email', 'forgot-pass'],
    ] as const) {
      test(`${route}: no e-mail, then a bad one @phone`, async ({ page }) => {
        await page.goto(route);
        await submitAndExpect(page, submit, required);
        await expectNoAxeViolations(page);
        await page.getByLabel('Email').fill('not-an-email');
        await submitAndExpect(page, submit, 'Enter a valid email address.');
        await expectNoAxeViolations(page);
        await shot(page, `${name}-errors`, mainForm(page));
      });
    }

    test('/NewPassGenerate: empty fields @phone', async ({ page }) => {
      await page.goto('/forgot-pass');
      await page.getByLabel('Email').fill(DEMO_LEARNER.email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page).toHaveURL(/\/NewPassGenerate$/);
      await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
      await page.getByLabel('OTP').fill('');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('All fields are required.').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'new-pass-errors', mainForm(page));
    });

    test('the review form on the course viewer, sent empty @phone', async ({ page, request }) => {
      // A learner of the course who has not reviewed it (the demo learner may have, in another test).
      const owner = await freshOwner(request);
      await logIn(page, owner.email, owner.password);
      await page.goto(`/course-viewer/${OWNED_COURSE_ID}`);
      await settle(page);
      const form = page.locator('section[aria-labelledby="course-reviews-heading"]');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(form.locator('#review-rating-error')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'review-errors', form);
    });
  });
});
