import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { courseViewerPath, paths, viewCoursePath } from '@/config/paths';
import type { VdoPlayerApi } from '@/features/learning/vdoPlayer';
import { makeStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { testI18n } from '@/test/i18n';
import { ownWord, wordsIn } from '@/test/languages';
import { storeRecords } from '@/test/learnerRecords';
import { logInDemoLearner, renderApp, startFakeClock } from '@/test/render';
import { server } from '@mocks/node';
import { OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

let apiCalls: string[];

beforeEach(() => {
  const api: VdoPlayerApi = {
    getInstance: () => ({
      video: {
        currentTime: 0,
        duration: Number.NaN,
        paused: true,
        playbackRate: 1,
        addEventListener() {},
        removeEventListener() {},
        play() {},
        pause() {},
      },
    }),
  };
  window.VdoPlayer = api;
  apiCalls = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
});

afterEach(() => {
  delete window.VdoPlayer;
});

describe('/course-viewer/{id}', () => {
  it('sends a guest to log in and loads nothing', async () => {
    const { router } = renderApp(courseViewerPath(OWNED_COURSE_ID));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(apiCalls.filter((path) => /getById|get-videoId|feedback/.test(path))).toEqual([]);
  });

  // The words come from each language's catalogue; the English ones are also checked word for word.
  it.each(LANGUAGES)(
    'sends a learner who does not own the course to its page in the same language (%s), saying why in it',
    async (lang) => {
      const store = makeStore();
      await logInDemoLearner(store);
      const { router } = renderApp(localizePath(courseViewerPath(UNOWNED_COURSE_ID), lang), { store });
      const why = testI18n(lang).getFixedT(lang, 'learning')('viewer.notOwner');
      if (lang === 'en') expect(why).toBe('Buy this course to watch it.');
      else expect(why).not.toBe('Buy this course to watch it.');
      expect(await screen.findByText(why)).toBeInTheDocument();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(localizePath(viewCoursePath(UNOWNED_COURSE_ID), lang)),
      );
      expect(apiCalls.filter((path) => path.includes('get-videoId'))).toEqual([]);
    },
  );

  it('shows the owner the viewer and the reviews, and a new review joins the list', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderApp(courseViewerPath(OWNED_COURSE_ID), { store });

    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    expect(await screen.findByTitle('Video player: What Is a Blockchain?')).toBeInTheDocument();
    // The reviews render in a pass of their own, after the viewer's.
    expect(await screen.findByRole('heading', { name: 'Course Reviews' })).toBeInTheDocument();
    // The list renders in a pass after the form's.
    const list = await screen.findByRole('region', { name: 'Student Reviews' });
    expect(await within(list).findByText('Total ratings: 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '5 Stars' }));
    await user.click(screen.getByRole('textbox', { name: /your review/i }));
    await user.paste('<b>Loved</b> the wallet chapter.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await within(list).findByText('Total ratings: 3')).toBeInTheDocument();
    // Shown as text, never as HTML.
    expect(within(list).getByText('<b>Loved</b> the wallet chapter.')).toBeInTheDocument();
    // The form gives way to the learner's own review.
    expect(await screen.findByRole('heading', { name: 'Your review of this course' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /your review/i })).not.toBeInTheDocument();
  });
});

// The quiz's prompt and the viewer's card, in each language's words; the English ones are the site's.
describe.each(LANGUAGES)("/course-viewer/{id} at a chapter's end (%s)", (lang) => {
  const learning = wordsIn(lang, 'learning');
  const quiz = wordsIn(lang, 'quiz');
  const say = ownWord(lang);

  it("stays with the chapter's quiz rather than playing the next chapter, and goes on when asked", async () => {
    const { playerFor } = installFakePlayer(
      say(learning('player.title', { title: '' }).replace(/: $/, ''), 'Video player'),
    );
    const store = makeStore();
    await logInDemoLearner(store);
    // The learner was last at the first chapter's last lesson.
    const updatedAt = new Date().toISOString();
    storeRecords(store, [
      { kind: 'resume', courseId: OWNED_COURSE_ID, id: 'last', updatedAt, data: { lesson: '0-1' } },
    ]);
    renderApp(localizePath(courseViewerPath(OWNED_COURSE_ID), lang), { store });
    const { video } = await playerFor('Coins, Tokens and Exchanges');
    const check = say(quiz('check'), 'Check your understanding');
    expect(
      await screen.findByText(say(quiz('endOfChapter'), 'You have reached the end of this chapter.')),
    ).toBeVisible();

    startFakeClock();
    video.emit('ended');
    const card = screen.getByRole('region', { name: say(learning('upNext.heading'), 'Up next') });
    expect(within(card).getByText('Setting Up a Wallet')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    // The prompt under the player (the outline's button is named by its chapter).
    expect(screen.getByText(say(quiz('endOfChapter'), 'You have reached the end of this chapter.'))).toBeVisible();
    expect(screen.getByRole('button', { name: check })).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: say(learning('upNext.playNext'), 'Play next') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();
    expect(screen.queryByText(quiz('endOfChapter'))).not.toBeInTheDocument();
  });
});
