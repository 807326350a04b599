import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, inLang, say, test, waitForHydration } from './support';

const WELCOME =
  "Hi! I'm the TradeSchool assistant. Ask me anything about trading, stocks, forex, crypto or the market.";

/** Slows the model a little so 'Typing...' can be seen, and counts the calls. */
async function slowModel(page: Page) {
  const calls: string[] = [];
  await page.route('**/demo/llm', async (route) => {
    calls.push(route.request().postData() ?? '');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  return calls;
}

async function openChat(page: Page) {
  // The launcher is in the page's HTML: pressed before the page hydrates, it does nothing.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open trading chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trading assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('trading chatbot', () => {
  test('loads the panel only when opened, answers, refuses, keeps and clears the history', async ({ page }) => {
    const panelChunks: string[] = [];
    page.on('request', (request) => {
      if (/ChatPanel[^/]*\.js/.test(request.url())) panelChunks.push(request.url());
    });
    const calls = await slowModel(page);
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open trading chat' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelChunks, 'the panel is not in the first page').toEqual([]);

    const dialog = await openChat(page);
    expect(panelChunks).toHaveLength(1);
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    const log = dialog.getByRole('log', { name: 'Chat messages' });
    await expect(log.getByRole('listitem')).toHaveText([`Assistant: ${WELCOME}`]);

    // Off-topic: refused at once, without a call.
    await input.fill('What is the weather in Pune?');
    await input.press('Enter');
    await expect(log.getByRole('listitem').last()).toHaveText(
      'Assistant: I can only answer trading-related questions.',
    );
    expect(calls).toHaveLength(0);

    // A trading question: 'Typing...', then the reply without asterisks or blank lines.
    await input.fill('How should I start crypto trading?');
    await input.press('Enter');
    await expect(dialog.getByText('Typing...')).toBeVisible();
    const reply = log.getByRole('listitem').last();
    await expect(reply).toContainText('Crypto trading moves around the clock');
    await expect(dialog.getByText('Typing...')).toBeHidden();
    expect(await reply.textContent()).not.toContain('*');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('Answer only questions about trading');

    // Escape closes and focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // A reload keeps the history.
    await page.reload();
    const reopened = await openChat(page);
    await expect(reopened.getByRole('listitem')).toHaveCount(4);
    await expect(reopened.getByRole('listitem').nth(2)).toHaveText('You: How should I start crypto trading?');

    // Clear chat goes back to the welcome, and stays cleared after a reload. The stored history is
    // written a moment after each change (redux-persist writes from a timer): wait for it.
    const storedHistory = () => page.evaluate(() => localStorage.getItem('tradingChatHistory') ?? '');
    expect(await storedHistory()).toContain('How should I start');
    await reopened.getByRole('button', { name: 'Clear chat' }).click();
    await expect(reopened.getByRole('listitem')).toHaveText([`Assistant: ${WELCOME}`]);
    await expect.poll(storedHistory).not.toContain('How should I start');
    await page.reload();
    await expect((await openChat(page)).getByRole('listitem')).toHaveText([`Assistant: ${WELCOME}`]);
  });

  for (const [lang, question] of [
    ['en', 'What does 1R mean?'],
    ['hi', '1R का क्या मतलब है?'],
  ] as const) {
    test(`answers the school's own words, such as "1R", and still refuses what is off-topic (${lang})`, async ({
      page,
    }) => {
      const calls = await slowModel(page);
      await page.goto(inLang(lang, '/about'));
      await waitForHydration(page);
      await page.getByRole('button', { name: say(lang, 'common', 'chatWidget.open') }).click();
      const dialog = page.getByRole('dialog', { name: say(lang, 'chat', 'panel.title') });
      const input = dialog.getByRole('textbox', { name: say(lang, 'chat', 'panel.label') });
      const log = dialog.getByRole('log', { name: say(lang, 'chat', 'panel.log') });
      const refusal = `${say(lang, 'chat', 'panel.assistant')}${say(lang, 'chat', 'bot.offTopic')}`;
      await input.fill(question);
      await input.press('Enter');
      // The question and its answer: the welcome stands only in an empty conversation.
      await expect(log.getByRole('listitem')).toHaveCount(2);
      await expect(log.getByRole('listitem').last()).not.toHaveText(refusal);
      await expect.poll(() => calls.length).toBe(1);
      await input.fill(lang === 'en' ? 'What is the capital of France?' : 'फ्रांस की राजधानी क्या है?');
      await input.press('Enter');
      await expect(log.getByRole('listitem').last()).toHaveText(refusal);
      expect(calls).toHaveLength(1);
    });
  }

  test('is accessible with the panel open, on a phone and on a desktop', async ({ page }) => {
    await slowModel(page);
    await page.goto('/about');
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await input.fill('Which stock should a beginner study first?');
    await input.press('Enter');
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/chat-1280.png' });

    await page.setViewportSize({ width: 360, height: 780 });
    const close = page.getByRole('button', { name: 'Close trading chat' });
    const panelBox = await dialog.boundingBox();
    const buttonBox = await close.boundingBox();
    expect(panelBox && buttonBox).toBeTruthy();
    if (panelBox && buttonBox) {
      // Nearly full width, and never over the button that closes it (in the navbar, above it).
      expect(panelBox.width).toBeGreaterThanOrEqual(330);
      expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/chat-360.png' });

    await close.click();
    await expect(dialog).toBeHidden();
  });
});
