import { expect, gotoHydrated, logIn, test } from './support';

const EXPIRED = 'Your session has expired. Please log in again.';

test.describe('a learner session', () => {
  test('logout leaves no chat history in the browser', async ({ page }) => {
    await logIn(page);
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Open trading chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trading assistant' });
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await input.fill('What is a stop loss?');
    await input.press('Enter');
    // Answered, not refused: "stop loss" is a course word.
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('listitem').last()).not.toHaveText(/I can only answer trading-related questions/);
    const storedHistory = () => page.evaluate(() => localStorage.getItem('tradingChatHistory') ?? '');
    await expect.poll(storedHistory).toContain('What is a stop loss?');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect.poll(storedHistory).not.toContain('stop loss');
    expect(JSON.parse(await storedHistory())).toMatchObject({ messages: '[]' });

    // The next person on this browser sees only the welcome.
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Open trading chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Trading assistant' }).getByRole('listitem')).toHaveCount(1);
  });

  test.describe('refused by the server', () => {
    // Chromium logs the refused call as a console error.
    test.use({ allowConsoleErrors: [/status of 401/] });

    test('says the session expired and returns the learner to the page after logging in', async ({ page }) => {
      await logIn(page);
      // The server has forgotten the token (restarted, or the token expired).
      await page.route('**/user/get-user/**', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Unauthorized' }),
        }),
      );
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('authToken') ?? '')).not.toMatch(/"token":"[^n]/);

      await page.unroute('**/user/get-user/**');
      await page.getByLabel('Email', { exact: true }).fill('learner@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Learner@123');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await expect(page.getByText(EXPIRED)).toHaveCount(0);
    });
  });
});

test.describe('the sign-up phone field', () => {
  test('reads "+91 98765 43210" typed as an Indian number, and a national number in a cleared field as Indian', async ({
    page,
  }) => {
    await page.goto('/signup');
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    // A cold load of the sign-up page's code is slow while other work keeps the cores busy.
    await expect(phone).toBeVisible({ timeout: 60_000 });
    await expect(phone).toHaveAttribute('placeholder', '98765 43210');
    await expect(page.getByRole('button', { name: 'India, Open flags menu' })).toBeVisible();

    await phone.click();
    await page.keyboard.press('End');
    await phone.pressSequentially('+91 98765 43210');
    await expect(phone).toHaveValue('+91 98765 43210');
    await expect(page.getByRole('button', { name: 'India, Open flags menu' })).toBeVisible();

    await phone.fill('');
    await phone.pressSequentially('9876543210');
    await expect(phone).toHaveValue('+91 98765 43210');
    await expect(page.getByRole('button', { name: 'India, Open flags menu' })).toBeVisible();
  });
});
