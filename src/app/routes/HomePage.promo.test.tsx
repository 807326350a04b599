import { act, screen, waitFor, within } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { PROMO } from '@/config/constants';
import { env } from '@/config/env';
import { LANGUAGES, localizePath } from '@/config/languages';
import { paths } from '@/config/paths';
import { PROMO_STORAGE_KEY, selectPromoShown } from '@/features/promo/promoSlice';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { setSystemMotion } from '@/test/media';
import { startTestPersistence } from '@/test/persistence';
import { logInDemoLearner, renderApp } from '@/test/render';

// The third-party canvas library cannot draw in jsdom; what it is asked to draw is checked instead.
// The popup draws on its own canvas from a worker: `create` hands back the function that fires.
jest.mock('canvas-confetti', () => Object.assign(jest.fn(), { reset: jest.fn(), create: jest.fn() }));
const fire = Object.assign(jest.fn(), { reset: jest.fn() });
const reset = fire.reset;
const create = confetti.create as unknown as jest.Mock;

const END = new Date(env.promo.endsAt).getTime();
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const dialog = (timeout = 5000) => screen.findByRole('dialog', { name: /Festival Offer/ }, { timeout });
const timer = () => screen.getByRole('timer', { name: 'Offer ends in' });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function openAt(now: number, store = makeStore()) {
  jest.setSystemTime(now);
  const view = renderApp('/', { store });
  const popup = await dialog();
  return { ...view, popup };
}

/** The dialog leaves after its fade-out. */
async function expectClosed() {
  tick(1000);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// The page and the popup are lazy: the first render of each waits for its code while Testing
// Library's waits move the fake clock on. Opened once before the tests, each test's countdown
// starts where the test set the clock, whichever test runs first.
beforeAll(async () => {
  jest.useFakeTimers({ now: END - DAY });
  create.mockImplementation(() => fire);
  // eslint-disable-next-line testing-library/no-render-in-lifecycle -- loads the lazy code once, see above
  const { unmount } = renderApp('/');
  await dialog();
  unmount();
  jest.useRealTimers();
});
beforeEach(() => {
  jest.useFakeTimers();
  create.mockImplementation(() => fire);
  fire.mockImplementation(() => null);
});
afterEach(() => {
  jest.resetAllMocks();
});

describe('festival promo popup', () => {
  it('opens on the home page as a dialog named by its title, with the prices and the saving', async () => {
    const { popup } = await openAt(END - 3 * DAY);
    expect(popup).toHaveAccessibleName('Festival Offer: Annual Trading Package 2027');
    expect(within(popup).getByText('₹10,000').tagName).toBe('S');
    expect(within(popup).getByText('Original price:', { exact: false })).toBeInTheDocument();
    expect(within(popup).getByText('₹4,299')).toBeInTheDocument();
    expect(within(popup).getByText('Save ₹5,701 (57% OFF!)')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Grab This Offer Now!' })).toBeInTheDocument();
  });

  it('counts down every second in days while at least a day is left', async () => {
    await openAt(END - (2 * DAY + 3 * 3600 * SECOND + 4 * 60 * SECOND + 5 * SECOND));
    expect(timer()).toHaveTextContent('2 Days 3h 4m 5s');
    tick(SECOND);
    expect(timer()).toHaveTextContent('2 Days 3h 4m 4s');
    tick(5 * SECOND);
    expect(timer()).toHaveTextContent('2 Days 3h 3m 59s');
  });

  it('switches to H:MM:SS under a day, and shows 0 once the offer is over', async () => {
    await openAt(END - DAY - 2 * SECOND);
    expect(timer()).toHaveTextContent('1 Days 0h 0m 2s');
    tick(2 * SECOND);
    expect(timer()).toHaveTextContent('1 Days 0h 0m 0s');
    tick(SECOND);
    expect(timer()).toHaveTextContent('23:59:59');
    // The rest of the day at once: the clock jumps, and the next second's tick reads it.
    jest.setSystemTime(END - 4 * SECOND);
    tick(SECOND);
    expect(timer()).toHaveTextContent('0:00:03');
    tick(3 * SECOND);
    expect(timer()).toHaveTextContent(/^0$/);
    tick(10 * SECOND);
    expect(timer()).toHaveTextContent(/^0$/);
  });

  it('does not open once the offer has ended, and leaves the session flag alone', async () => {
    jest.setSystemTime(END + 5 * SECOND);
    const { store } = renderApp('/', { store: makeStore() });
    await screen.findByRole('heading', { level: 1 });
    tick(5 * SECOND);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectPromoShown(store.getState())).toBe(false);
  });

  it("opens in the offer's last second", async () => {
    const { popup } = await openAt(END - SECOND);
    expect(popup).toBeVisible();
  });

  it('shows the four feature tiles from 768 px and hides them below', async () => {
    window.innerWidth = 768;
    const { popup, unmount } = await openAt(END - DAY);
    const tiles = within(popup).getByRole('list', { name: 'What you get' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['Live trading', 'Expert support', 'Premium content', 'Lifetime access']);
    unmount();

    window.innerWidth = 767;
    const narrow = await openAt(END - DAY);
    expect(within(narrow.popup).queryByRole('list', { name: 'What you get' })).not.toBeInTheDocument();
    expect(within(narrow.popup).getByText('Save ₹5,701 (57% OFF!)')).toBeInTheDocument();
  });

  it.each([
    [
      'the close button',
      async (user: ReturnType<typeof renderApp>['user']) =>
        user.click(screen.getByRole('button', { name: 'Close offer' })),
    ],
    [
      'a click on the backdrop',
      async (user: ReturnType<typeof renderApp>['user']) => {
        const container = document.querySelector('.MuiDialog-container');
        if (!(container instanceof HTMLElement)) throw new Error('no dialog container');
        await user.click(container);
      },
    ],
    ['Escape', async (user: ReturnType<typeof renderApp>['user']) => user.keyboard('{Escape}')],
  ])('closes on %s, sets the session flag and stays closed on the next home visit', async (_how, close) => {
    const { user, store, router } = await openAt(END - DAY);
    expect(selectPromoShown(store.getState())).toBe(false);
    await close(user);
    await expectClosed();
    expect(selectPromoShown(store.getState())).toBe(true);
    expect(router.state.location.pathname).toBe('/');

    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: /financial success/i });
    tick(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the focus inside while open', async () => {
    const { user, popup } = await openAt(END - DAY);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(popup).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("'Grab This Offer Now!' sets the flag and goes to /Courses", async () => {
    const { user, store, router, popup } = await openAt(END - DAY);
    await user.click(within(popup).getByRole('button', { name: 'Grab This Offer Now!' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Courses'));
    expect(selectPromoShown(store.getState())).toBe(true);
    await expectClosed();
  });

  it('remembers the flag in session storage for the rest of the browser session', async () => {
    const store = makeStore();
    startTestPersistence(store);
    const { user } = await openAt(END - DAY, store);
    await user.click(screen.getByRole('button', { name: 'Close offer' }));
    tick(1000);
    await waitFor(() => expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toContain('true'));
    expect(window.localStorage.getItem(PROMO_STORAGE_KEY)).toBeNull();
  });
});

describe('promo confetti', () => {
  it(`throws ${PROMO.confettiPieces} pieces over ${PROMO.confettiMs / 1000} s, then clears them`, async () => {
    await openAt(END - DAY);
    await waitFor(() => expect(fire).toHaveBeenCalled());
    // On a canvas of its own, drawn by a worker off the main thread.
    expect(create).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), expect.objectContaining({ useWorker: true }));
    tick(PROMO.confettiMs - 1);
    const pieces = fire.mock.calls.reduce(
      (sum, [options]: [{ particleCount: number }]) => sum + options.particleCount,
      0,
    );
    expect(pieces).toBe(PROMO.confettiPieces);
    expect(reset).not.toHaveBeenCalled();
    tick(1);
    expect(reset).toHaveBeenCalled();
    const calls = fire.mock.calls.length;
    tick(10_000);
    expect(fire).toHaveBeenCalledTimes(calls);
  });

  it('plays once a session: an offer left open and met again after logging in opens quietly', async () => {
    const { store, router } = await openAt(END - DAY);
    await waitFor(() => expect(fire).toHaveBeenCalled());
    tick(PROMO.confettiMs);
    const thrown = fire.mock.calls.length;

    // Away without closing it (Back, say), then home again once logged in: the offer is still open.
    await act(() => router.navigate(paths.courses));
    await act(() => logInDemoLearner(store));
    await act(() => router.navigate(paths.home));
    expect(await dialog()).toBeInTheDocument();
    tick(PROMO.confettiMs);
    // eslint-disable-next-line testing-library/no-unnecessary-act -- lets the effects the tick set off run
    await act(async () => {});
    expect(fire).toHaveBeenCalledTimes(thrown);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('throws none for learners who asked for reduced motion', async () => {
    setSystemMotion('reduce');
    await openAt(END - DAY);
    tick(PROMO.confettiMs);
    // eslint-disable-next-line testing-library/no-unnecessary-act -- lets the effects the tick set off run
    await act(async () => {});
    expect(fire).not.toHaveBeenCalled();
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("festival promo popup in the page's language (%s)", (lang) => {
  const words = testI18n(lang).getFixedT(lang, 'promo');

  it('opens as a dialog named in the language of the page; its button leads to its courses', async () => {
    const named = { package: env.promo.packageName, year: env.promo.year };
    const title = words('title', named);
    expect(title).toContain(`${env.promo.packageName} ${env.promo.year}`);
    if (lang !== 'en') expect(title).not.toBe(testI18n('en').getFixedT('en', 'promo')('title', named));
    jest.setSystemTime(END - 3 * DAY);
    const { user, router } = renderApp(localizePath('/', lang), { store: makeStore() });
    const popup = await screen.findByRole('dialog', { name: title });
    expect(popup).toHaveAccessibleDescription(words('description'));
    await user.click(screen.getByRole('button', { name: words('grab') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(localizePath(paths.coursesAlias, lang)));
  });
});
