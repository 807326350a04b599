import type { Page } from 'puppeteer-core';

// The demo API's seeded learner (mocks/seed.ts), as the tool scripts and the e2e suite log in with it.

/** Its login, and the course it owns (its id, which the seed derives from the course's slug). */
export const DEMO_LEARNER = {
  email: 'learner@example.com',
  password: 'Learner@123',
  ownedCourseId: '66c0c0de0000000000000001',
};

/** Logs the demo learner in on the login page `page` shows; resolves once the session is stored. */
export async function submitLogin(page: Page): Promise<void> {
  await page.locator('input[type="email"]').fill(DEMO_LEARNER.email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_LEARNER.password);
  await page.locator('form button[type="submit"]').click();
  // Stored by redux-persist, the token's value is itself JSON: a string once logged in, `null`
  // before (so the key alone, or the word "token", is there from the first render).
  await page.waitForFunction(() => globalThis.sessionStorage.getItem('authToken')?.includes('"token":"\\"'), {
    timeout: 10_000,
  });
}
