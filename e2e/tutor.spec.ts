import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, inLang, logIn, OWNED_COURSE_ID, say, test } from './support';

type Lang = 'en' | 'hi';

/** The model's requests from here on: each one's system instruction. */
function instructionsOf(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/demo/llm') return;
    const body = request.postDataJSON() as { systemInstruction?: { parts?: { text: string }[] } };
    sent.push(body.systemInstruction?.parts?.[0]?.text ?? '');
  });
  return sent;
}

const QUESTION: Record<Lang, string> = { en: 'What is a seed phrase?', hi: 'सीड फ्रेज़ क्या है?' };

for (const lang of ['en', 'hi'] as const) {
  test(`the assistant in the viewer answers from the course, its source opening the lesson there (${lang}) @phone`, async ({
    page,
  }) => {
    test.slow();
    const sent = instructionsOf(page);
    await logIn(page);
    await page.goto(inLang(lang, `/course-viewer/${OWNED_COURSE_ID}`));
    await expect(page.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeVisible();
    await page.getByRole('button', { name: say(lang, 'common', 'chatWidget.open') }).click();
    const dialog = page.getByRole('dialog', { name: say(lang, 'chat', 'panel.title') });
    await expect(
      dialog.getByText(say(lang, 'chat', 'panel.grounded', { course: 'Crypto Trading Basics' })),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: say(lang, 'chat', 'panel.label') }).fill(QUESTION[lang]);
    await dialog.getByRole('textbox', { name: say(lang, 'chat', 'panel.label') }).press('Enter');

    const source = dialog.getByRole('link', {
      name: say(lang, 'chat', 'sources.lessonAt', { place: '2.1', time: '0:04' }),
    });
    await expect(source).toBeVisible();
    expect(sent.at(-1)).toMatch(/\[1\] \(lesson 2\.1 at 0:04\) /);
    await expectNoAxeViolations(page);

    await source.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeVisible();
    const video = page
      .frameLocator(`iframe[title="${say(lang, 'learning', 'player.title', { title: 'Setting Up a Wallet' })}"]`)
      .locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState > 0 ? Math.round(v.currentTime) : -1)))
      .toBe(4);
  });

  test(`"Ask about this chart" sends only the candles shown, and answers about them (${lang}) @phone`, async ({
    page,
  }) => {
    const sent = instructionsOf(page);
    await page.goto(inLang(lang, '/practice/bitcoin-risk-per-trade'));
    const step = page.getByRole('button', { name: say(lang, 'practice', 'replay.step') });
    for (let i = 0; i < 3; i += 1) await step.click();
    await page.getByRole('button', { name: say(lang, 'chat', 'chart.open') }).click();
    const panel = page.getByRole('region', { name: say(lang, 'chat', 'chart.title') });
    await panel.getByRole('button', { name: say(lang, 'chat', 'chart.ask') }).click();
    await expect(panel.getByRole('status').first()).toContainText('Bitcoin');

    // The request held the candles up to the one on screen, none after it.
    const shownLast = (await page.getByRole('table').locator('tbody tr').first().innerText()).slice(0, 10);
    const dates = [...(sent.at(-1) ?? '').matchAll(/^(\d{4}-\d{2}-\d{2})\S* /gm)].map((m) => m[1]);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.at(-1)).toBe(shownLast);
    await expectNoAxeViolations(page);
  });
}
