import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, inLang, logIn, OWNED_COURSE_ID, say, seekTo, test } from './support';

type Lang = 'en' | 'hi';
const LESSON = 'What Is a Blockchain?';

interface Cue {
  start: number;
  text: string;
}

/** The owned course's captions of lesson `place` in `lang`, as the school wrote them (each cue one line). */
function cuesOf(lang: Lang, place: string): Cue[] {
  const text = readFileSync(`content/courses/crypto-basics/captions/${place}.${lang}.vtt`, 'utf8');
  const seconds = (time: string) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return [...text.matchAll(/^([\d:.]+) --> [\d:.]+\n(.+)$/gm)].map((match) => ({
    start: seconds(match[1] ?? ''),
    text: match[2] ?? '',
  }));
}

const time = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const videoOf = (page: Page, lang: Lang, title: string) =>
  page.frameLocator(`iframe[title="${say(lang, 'learning', 'player.title', { title })}"]`).locator('video');

/** The language and text of the captions showing over the video now. */
const showing = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = [...element.textTracks].find((t) => t.mode === 'showing');
    const cues = [...(track?.activeCues ?? [])].map((cue) => (cue as VTTCue).text);
    return track ? `${track.language}: ${cues.join(' ')}` : '';
  });

/** The owned course's viewer in `lang`, signed in; the paths the page asks for from then on. */
async function openViewer(page: Page, lang: Lang) {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await logIn(page);
  await page.goto(inLang(lang, `/course-viewer/${OWNED_COURSE_ID}`));
  await expect(page.getByRole('heading', { level: 2, name: LESSON })).toBeVisible();
  return chunks;
}

for (const lang of ['en', 'hi'] as const) {
  test.describe(`captions, transcript and search (${lang})`, () => {
    test(`captions show the line being said; the transcript follows it and seeks (${lang}) @phone`, async ({
      page,
    }) => {
      // Two media loads (the narration follows the language), axe in two schemes.
      test.slow();
      const chunks = await openViewer(page, lang);
      const video = videoOf(page, lang, LESSON);
      // The narration is in the page's language, captions or not.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(`crypto-1-1.${lang}.mp4`);

      const captions = page.getByRole('button', { name: say(lang, 'learning', 'player.captions') });
      await expect(captions).toHaveAttribute('aria-pressed', 'false');
      await captions.click();
      await expect(captions).toHaveAttribute('aria-pressed', 'true');
      const cues = cuesOf(lang, '1-1');
      const [first, second, third] = cues;
      if (!first || !second || !third) throw new Error('the lesson says fewer than three lines');
      await seekTo(video, second.start + 0.3);
      await expect.poll(() => showing(video)).toBe(`${lang}: ${second.text}`);

      // The transcript's code is fetched when its tab is opened, not with the viewer.
      expect(chunks.filter((path) => /\/TranscriptPanel-[^/]+\.js$/.test(path))).toEqual([]);
      await page.getByRole('tab', { name: say(lang, 'learning', 'tabs.transcript') }).click();
      const list = page.getByRole('list', { name: say(lang, 'learning', 'transcript.heading', { title: LESSON }) });
      const line = (cue: Cue) =>
        list.getByRole('button', {
          name: say(lang, 'learning', 'transcript.playFrom', { time: time(cue.start), text: cue.text }),
          exact: true,
        });
      await expect(line(second)).toHaveAttribute('aria-current', 'true');
      await expect(line(first)).not.toHaveAttribute('aria-current');

      // A later line plays the video from there.
      const before = await page.evaluate(() => window.scrollY);
      await line(third).click();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeGreaterThanOrEqual(third.start - 0.05);
      await expect(line(third)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => showing(video)).toBe(`${lang}: ${third.text}`);
      if ((page.viewportSize()?.width ?? 1280) >= 900) expect(await page.evaluate(() => window.scrollY)).toBe(before);

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectNoAxeViolations(page);
      }
    });

    test(`a word said in one lesson only opens that lesson at that moment (${lang}) @phone`, async ({ page }) => {
      test.slow();
      const chunks = await openViewer(page, lang);
      const word = lang === 'en' ? 'seed' : 'सीड';
      const said = cuesOf(lang, '2-1').find((cue) => cue.text.includes(word));
      if (!said) throw new Error(`lesson 2-1 never says ${word}`);

      expect(chunks.filter((path) => /\/searchEngine-[^/]+\.js$/.test(path))).toEqual([]);
      await page.getByRole('searchbox', { name: say(lang, 'learning', 'search.label') }).fill(word);
      const results = page.getByRole('list', { name: say(lang, 'learning', 'search.resultsLabel') });
      const result = results.getByRole('button');
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(
        say(lang, 'learning', 'search.saidIn', { lesson: 'Setting Up a Wallet', time: time(said.start) }),
      );
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectNoAxeViolations(page);
      }

      await result.click();
      await expect(page.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeVisible();
      const video = videoOf(page, lang, 'Setting Up a Wallet');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState > 0 ? v.currentTime : -1)))
        .toBeCloseTo(Math.floor(said.start), 0);
    });
  });
}
