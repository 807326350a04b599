import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderWithProviders, type TestUser } from '@/test/render';
import type { PracticeSet } from '../model';
import { setLoader } from '../sets';
import { PracticeHome } from './PracticeHome';
import { PracticeLab } from './PracticeLab';

// The canvas chart has no place in jsdom; the lab's state is what is tested here.
jest.mock('./PriceChart', () => ({ __esModule: true, default: () => null }));

const SET_ID = 'bitcoin-risk-per-trade';
let set: PracticeSet;

beforeAll(async () => {
  const load = setLoader(SET_ID);
  if (!load) throw new Error('content changed');
  set = await load();
});

describe.each(LANGUAGES)('the trading lab (%s)', (lang) => {
  const t = wordsIn(lang, 'practice');
  const say = ownWord(lang);
  const route = localizePath(`/practice/${SET_ID}`, lang);
  const position = (number: number) => t('replay.position', { number, total: set.candles.length });
  const ticket = () => screen.getByRole('region', { name: say(t('trade.heading'), 'Virtual trade') });

  /** Types into a field at once: a field per key would make the test slow on a busy machine. */
  async function fill(user: TestUser, field: HTMLElement, text: string) {
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  }

  async function stepAndBuy() {
    const store = makeStore();
    const view = renderWithProviders(<PracticeLab set={set} />, { store, route });
    const { user } = view;
    const step = screen.getByRole('button', { name: say(t('replay.step'), 'Step') });
    for (let i = 0; i < 4; i += 1) await user.click(step);
    expect(screen.getByText(position(set.start + 5))).toBeInTheDocument();
    const close = set.candles[set.start + 4]?.close ?? 0;
    await fill(
      user,
      within(ticket()).getByRole('textbox', { name: t('trade.stop') }),
      String(Math.round(close * 0.95)),
    );
    await fill(
      user,
      within(ticket()).getByRole('textbox', { name: t('trade.target') }),
      String(Math.round(close * 1.1)),
    );
    await user.click(within(ticket()).getByRole('button', { name: t('trade.buy') }));
    return { store, view, close };
  }

  it('names the market in the page’s language', async () => {
    renderWithProviders(<PracticeLab set={set} />, { route });
    expect(screen.getByText(say(set.exchangeName?.[lang] ?? '', 'Crypto spot'))).toBeInTheDocument();
  });

  it('leads back into the lesson in the viewer for a learner who owns the course', async () => {
    const lesson = set.lesson;
    if (!lesson) throw new Error('content changed');
    const back = { name: t('lab.backToLesson', { lesson: lesson.title }) };
    const view = renderWithProviders(<PracticeLab set={set} />, { route });
    // A visitor goes to the course's page.
    expect(screen.getByRole('link', back)).toHaveAttribute(
      'href',
      localizePath(`/viewcourse/${lesson.courseId}`, lang),
    );
    view.unmount();

    const store = makeStore();
    await logInDemoLearner(store);
    renderWithProviders(<PracticeLab set={set} />, { store, route });
    await waitFor(() =>
      expect(screen.getByRole('link', back)).toHaveAttribute(
        'href',
        localizePath(`/course-viewer/${lesson.courseId}?lesson=${lesson.chapter}-${lesson.lesson}`, lang),
      ),
    );
  });

  it('keeps the replay and the open trade through a reload', async () => {
    const { store, view } = await stepAndBuy();
    expect(within(ticket()).getByRole('heading', { name: t('trade.moveHeading') })).toBeInTheDocument();
    view.unmount();

    // The page again, with the same learner's records: the same candle, the trade still open.
    renderWithProviders(<PracticeLab set={set} />, { store, route });
    expect(screen.getByText(position(set.start + 5))).toBeInTheDocument();
    expect(within(ticket()).getByText(new RegExp(`^${t('trade.side_buy')} `))).toBeInTheDocument();
    expect(within(ticket()).getByRole('status')).toHaveTextContent(/R/);
  });

  it('offers to continue the set practised last on the practice index', async () => {
    const { store, view } = await stepAndBuy();
    view.unmount();
    renderWithProviders(<PracticeHome />, { store, route: localizePath('/practice', lang) });
    const continuing = screen.getByRole('region', {
      name: say(t('home.continueHeading'), 'Continue where you left off'),
    });
    expect(within(continuing).getByRole('link', { name: t('home.continue') })).toHaveAttribute('href', route);
    expect(continuing).toHaveTextContent(t('home.continueOpen', { title: set.title[lang], number: set.start + 5 }));
  });

  it('warns of a stop moved further than planned, and moves the trade’s stop', async () => {
    const { view, close } = await stepAndBuy();
    const { user } = view;
    const stop = within(ticket()).getByRole('textbox', { name: t('trade.stop') });
    await fill(user, stop, String(Math.round(close * 0.9)));
    const [wider = ''] = t('trade.moveWider', { risk: '§', planned: '§' }).split('§');
    expect(within(ticket()).getByRole('alert')).toHaveTextContent(wider.trim());
    await fill(user, stop, String(Math.round(close * 0.97)));
    expect(within(ticket()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(ticket()).getByRole('button', { name: t('trade.move') }));
    expect(within(ticket()).getByText(new RegExp(`^${t('trade.side_buy')} `))).toHaveTextContent(
      new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN').format(Math.round(close * 0.97)),
    );
  });
});
