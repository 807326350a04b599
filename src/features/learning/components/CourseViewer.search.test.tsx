import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, type Language } from '@/config/languages';
import { readCaptions } from '@/content/webvtt';
import { makeStore } from '@/store/store';
import { storeRecords } from '@/test/learnerRecords';
import { logInDemoLearner } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { formatNoteTime } from '../notes/noteTime';
import { viewerIn } from './CourseViewer.testSetup';

/** A line of the owned course's lesson `place`, in `lang`, holding `word`. */
function lineWith(lang: Language, place: string, word: string) {
  const file = join('content', 'courses', 'crypto-basics', 'captions', `${place}.${lang}.vtt`);
  const cue = readCaptions(readFileSync(file, 'utf8')).cues.find((c) => c.text.includes(word));
  if (!cue) throw new Error(`${file} never says ${word}`);
  return cue;
}

/** Per language: a word said in one lesson only, as the learner types it, and as the captions have it. */
const SAID_ONCE: Record<Language, { typed: string; said: string }[]> = {
  en: [{ typed: 'seed phr', said: 'seed phrase' }],
  // Devanagari, and Hindi typed in Latin letters.
  hi: [
    { typed: 'सीड', said: 'सीड' },
    { typed: 'kagaz', said: 'काग़ज़' },
  ],
};

describe.each(LANGUAGES)('searching what the course says, in the page’s language (%s)', (lang) => {
  const { words, say, viewer, player } = viewerIn(lang);
  const field = () => screen.getByRole('searchbox', { name: say(words('search.label'), 'Search this course') });

  it.each(SAID_ONCE[lang])(
    'finds “$typed”, said in one lesson, and opens that lesson at that moment',
    async ({ typed, said }) => {
      const { user } = await viewer();
      await player('What Is a Blockchain?');
      const cue = lineWith(lang, '2-1', said);
      await user.type(field(), typed);

      expect(await screen.findByText(words('search.results', { count: 1 }))).toHaveAttribute('role', 'status');
      const results = screen.getByRole('list', { name: words('search.resultsLabel') });
      const result = within(results).getByRole('button');
      expect(result).toHaveTextContent(
        words('search.saidIn', { lesson: 'Setting Up a Wallet', time: formatNoteTime(cue.start) }),
      );
      expect(within(result).getByText(said.split(' ')[0] ?? said, { selector: 'mark' })).toBeInTheDocument();

      await user.click(result);
      const { video } = await player('Setting Up a Wallet');
      expect(screen.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();
      video.duration = 30;
      video.emit('loadedmetadata');
      // A lesson opened at a moment starts at its whole second, as a note's does.
      expect(video.currentTime).toBe(Math.floor(cue.start));
    },
  );

  it('finds the learner’s own notes too, and says when nothing is found', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const at = new Date().toISOString();
    storeRecords(store, [
      {
        kind: 'note',
        courseId: OWNED_COURSE_ID,
        id: 'friday',
        updatedAt: at,
        data: { lesson: '1-2', seconds: 65, text: 'Halve the size on Fridays', createdAt: at },
      },
    ]);
    const { user } = await viewer(store);
    await player('What Is a Blockchain?');
    await user.type(field(), 'fridays');
    const results = await screen.findByRole('list', { name: words('search.resultsLabel') });
    expect(within(results).getByRole('button')).toHaveTextContent(
      words('search.noteIn', { lesson: 'Risk per Trade', time: '1:05' }),
    );

    await user.clear(field());
    await user.type(field(), 'zzqx');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(words('search.nothing', { query: 'zzqx' })),
    );
  });
});
