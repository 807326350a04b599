import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, type Language } from '@/config/languages';
import { readCaptions } from '@/content/webvtt';
import { captureDownloads } from '@/test/downloads';
import { formatNoteTime } from '../notes/noteTime';
import { CAPTIONS_KEY } from '../playhead';
import { playerApis, viewerIn } from './CourseViewer.testSetup';

/** What the owned course's first lesson says in `lang`, as its content folder has it. */
const captionsOf = (lang: Language, place = '1-1') =>
  readCaptions(readFileSync(join('content', 'courses', 'crypto-basics', 'captions', `${place}.${lang}.vtt`), 'utf8'))
    .cues;

describe.each(LANGUAGES)('the lesson’s captions and transcript in the page’s language (%s)', (lang) => {
  const { words, say, viewer, player } = viewerIn(lang);
  const cues = captionsOf(lang);
  const lineName = (index: number) => {
    const cue = cues[index];
    if (!cue) throw new Error(`no cue ${index}`);
    return words('transcript.playFrom', { time: formatNoteTime(cue.start), text: cue.text });
  };

  async function openTranscript() {
    const view = await viewer();
    const playing = await player('What Is a Blockchain?');
    await view.user.click(screen.getByRole('tab', { name: say(words('tabs.transcript'), 'Transcript') }));
    const list = await screen.findByRole('list', {
      name: words('transcript.heading', { title: 'What Is a Blockchain?' }),
    });
    return { ...view, ...playing, list };
  }

  it('lists every line with its moment and marks the line being said as the video plays', async () => {
    const { video, list } = await openTranscript();
    expect(
      within(list)
        .getAllByRole('button', { name: /./ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(cues.map((_cue, index) => lineName(index))));
    const second = cues[1];
    if (!second) throw new Error('the lesson has one line');
    video.currentTime = second.start + 0.2;
    video.emit('timeupdate');
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: lineName(1) })).toHaveAttribute('aria-current', 'true'),
    );
    expect(within(list).getByRole('button', { name: lineName(0) })).not.toHaveAttribute('aria-current');
  });

  it('plays the video from a line clicked, or from one chosen with Enter', async () => {
    const { user, video, list } = await openTranscript();
    const last = cues[cues.length - 1];
    if (!last) throw new Error('no lines');
    await user.click(within(list).getByRole('button', { name: lineName(cues.length - 1) }));
    expect(video.currentTime).toBe(last.start);
    expect(video.plays).toBe(1);

    within(list)
      .getByRole('button', { name: lineName(0) })
      .focus();
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(cues[0]?.start);
  });

  it('starts a note at a line’s moment, on the Notes tab, and saves it there', async () => {
    const { user, video, list } = await openTranscript();
    const second = cues[1];
    if (!second) throw new Error('the lesson has one line');
    video.currentTime = 0.1;
    const time = formatNoteTime(second.start);
    await user.click(within(list).getByRole('button', { name: words('transcript.noteAt', { time }) }));

    expect(screen.getByRole('tab', { name: words('tabs.notes') })).toHaveAttribute('aria-selected', 'true');
    const field = await screen.findByRole('textbox', { name: words('notes.yourNote') });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText(words('notes.savedAtLine', { time, title: 'What Is a Blockchain?' }))).toBeInTheDocument();
    await user.type(field, 'Why blocks link');
    await user.click(screen.getByRole('button', { name: words('notes.save') }));
    expect(await screen.findByText(words('notes.savedAt', { time }))).toBeInTheDocument();
  });

  it('downloads the transcript as text, each line with its moment', async () => {
    const { user } = await openTranscript();
    const downloads = captureDownloads();
    await user.click(screen.getByRole('button', { name: words('transcript.download') }));
    expect(downloads.names).toEqual([`crypto-trading-basics-1-1-transcript.${lang}.txt`]);
    expect(await downloads.text()).toBe(
      `Crypto Trading Basics\nWhat Is a Blockchain?\n\n${cues.map((c) => `[${formatNoteTime(c.start)}] ${c.text}`).join('\n')}\n`,
    );
  });

  it('shows captions over the video in the page’s language, and hides them, remembered on this device', async () => {
    const view = await viewer();
    const { iframe } = await player('What Is a Blockchain?');
    const api = playerApis.get(iframe);
    // Off at first; the narration still follows the page's language.
    await waitFor(() => expect(api?.captionLanguage).toBe(lang));
    expect(api?.captionsShown).toBe(false);
    const button = screen.getByRole('button', { name: say(words('player.captions'), 'Captions') });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await view.user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api?.captionsShown).toBe(true));
    expect(api?.captionLanguage).toBe(lang);
    expect(localStorage.getItem(CAPTIONS_KEY)).toBe('on');

    await view.user.click(button);
    await waitFor(() => expect(api?.captionsShown).toBe(false));
    expect(localStorage.getItem(CAPTIONS_KEY)).toBe('off');
  });
});
