import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { makeStore } from '@/store/store';
import { wordsIn } from '@/test/languages';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer, type ChapterExtra } from './CourseViewer';
import { learnerMade, viewerIn } from './CourseViewer.testSetup';

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('CourseViewer in the page’s language (%s)', (lang) => {
  const { words, say, page, viewer, player } = viewerIn(lang);

  it('counts down to the next lesson when a video ends, and Cancel stays', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
      store,
      route: page(courseViewerPath(OWNED_COURSE_ID)),
    });
    const { video } = await player('What Is a Blockchain?');
    video.emit('ended');
    const upNext = say(words('upNext.heading'), 'Up next');
    const card = screen.getByRole('region', { name: upNext });
    expect(within(card).getByText('Coins, Tokens and Exchanges')).toBeInTheDocument();
    const startsIn = (count: number) =>
      say(words('upNext.startsIn', { count }), `Next lesson starts in ${count} ${count === 1 ? 'second' : 'seconds'}.`);
    const playNow = (left: number) => say(words('upNext.playNow', { left }), `Play now (${left})`);
    // Said once as the card appears.
    expect(within(card).getByRole('status')).toHaveTextContent(startsIn(5));
    // The words and the button count the same seconds, every second.
    for (const left of [5, 4, 3, 2, 1]) {
      expect(within(card).getByRole('timer')).toHaveTextContent(startsIn(left));
      expect(within(card).getByRole('button', { name: playNow(left) })).toBeInTheDocument();
      if (left > 1) act(() => jest.advanceTimersByTime(1000));
    }
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: upNext })).not.toBeInTheDocument();

    const next = await player('Coins, Tokens and Exchanges');
    next.video.emit('ended');
    await user.click(
      within(screen.getByRole('region', { name: upNext })).getByRole('button', {
        name: say(words('upNext.cancel'), 'Cancel'),
      }),
    );
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: upNext })).not.toBeInTheDocument();
  });

  it("stays with the chapter's quiz after a chapter's last lesson, and offers the next lesson", async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    learnerMade(store, { last: '0-1' });
    // What the page adds to each chapter: here a stand-in for its quiz, named by its chapter.
    const chapterExtra: ChapterExtra = (chapterIndex, place) =>
      place === 'chapterEnd' ? <p>{`Quiz of chapter ${chapterIndex + 1}`}</p> : null;
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} chapterExtra={chapterExtra} />, {
      store,
      route: page(courseViewerPath(OWNED_COURSE_ID)),
    });
    const { video } = await player('Coins, Tokens and Exchanges');
    expect(screen.getByText('Quiz of chapter 1')).toBeInTheDocument();
    video.emit('ended');
    const card = screen.getByRole('region', { name: say(words('upNext.heading'), 'Up next') });
    expect(within(card).getByText('Setting Up a Wallet')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      say(
        words('upNext.quizFirst'),
        'Check your understanding below before you go on, or play the next lesson when you are ready.',
      ),
    );
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(screen.getByText('Quiz of chapter 1')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: say(words('upNext.playNext'), 'Play next') }));
    expect(screen.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Quiz of chapter 1')).not.toBeInTheDocument();
  });

  it('counts down as before inside a chapter that has a quiz', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const chapterExtra: ChapterExtra = (chapterIndex, place) =>
      place === 'chapterEnd' ? <p>{`Quiz of chapter ${chapterIndex + 1}`}</p> : null;
    renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} chapterExtra={chapterExtra} />, {
      store,
      route: page(courseViewerPath(OWNED_COURSE_ID)),
    });
    const { video } = await player('What Is a Blockchain?');
    video.emit('ended');
    expect(
      within(screen.getByRole('region', { name: say(words('upNext.heading'), 'Up next') })).getByRole('timer'),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
  });

  it('names the speed, and lists the shortcuts on "?" and on its button', async () => {
    const { user } = await viewer();
    await player('What Is a Blockchain?');
    expect(screen.getByRole('combobox', { name: say(words('player.speed'), 'Speed') })).toHaveTextContent('1×');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('?');
    const shortcuts = say(words('player.shortcuts'), 'Keyboard shortcuts');
    const list = await screen.findByRole('dialog', { name: shortcuts });
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const actions = within(list)
      .getAllByRole('definition')
      .map((action) => action.textContent);
    expect(terms).toEqual(
      (['space', 'left', 'right', 'next', 'help'] as const).map((key) => words(`player.keys.${key}`)),
    );
    say(terms.join(' '), 'Space ← → N ?');
    expect(actions).toEqual(
      (['playPause', 'back', 'forward', 'next', 'help'] as const).map((action) => words(`player.actions.${action}`)),
    );
    say(actions.join(' | '), 'Play or pause | Back 10 seconds | Forward 10 seconds | Next lesson | Show this list');
    expect(list).toHaveTextContent(
      say(
        words('player.shortcutsHint'),
        'They work while the focus is on the page, not inside the video or a text field.',
      ),
    );
    // While it is open, the keys are the dialog's.
    await user.keyboard('n');
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?', hidden: true })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: say(words('player.close'), 'Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: shortcuts }));
    expect(await screen.findByRole('dialog', { name: shortcuts })).toBeInTheDocument();
  });
});

describe('the countdown wording', () => {
  it.each([
    ['en', 1, 'Next lesson starts in 1 second.'],
    ['en', 5, 'Next lesson starts in 5 seconds.'],
    ['hi', 1, 'अगला लेसन 1 सेकंड में शुरू होगा।'],
    ['hi', 5, 'अगला लेसन 5 सेकंड में शुरू होगा।'],
  ] as const)('in %s, %d seconds: %s', (lang, count, text) => {
    expect(wordsIn(lang, 'learning')('upNext.startsIn', { count })).toBe(text);
  });
});
