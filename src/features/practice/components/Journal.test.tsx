import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_INFO, LANGUAGES, localizePath, type Language } from '@/config/languages';
import { recordsWritten } from '@/learner/learnerDataSlice';
import type { TradeData } from '@/learner/rules';
import { selectJournal, selectOwner, type JournalEntry } from '@/learner/selectors';
import { startLearnerSync } from '@/learner/sync';
import { makeStore, type AppStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { DEMO_LEARNER_ID } from '@mocks/seed';
import { candleInstant, formatCandleTime } from '../format';
import { Journal } from './Journal';

/** A winner of +2 R, then a loser of −1 R a day later. */
const winner: JournalEntry = {
  id: 'win-1',
  setId: 'nifty-50-futures-daily',
  instrument: 'Nifty 50 futures',
  side: 'buy',
  entry: 22_000,
  exit: 22_200,
  stop: 21_900,
  target: 22_200,
  quantity: 5,
  reason: 'target',
  bothTouched: false,
  gross: 1_010,
  charges: 10,
  net: 1_000,
  r: 2,
  // A daily candle's close: the journal shows its day.
  closedAt: candleInstant('2026-03-02'),
  setup: 'Breakout',
  note: 'Waited for the close',
  feeling: 'calm',
};
const loser: JournalEntry = {
  ...winner,
  id: 'loss-1',
  instrument: 'Gold mini',
  side: 'sell',
  entry: 7_000,
  exit: 7_100,
  stop: 7_100,
  target: 6_800,
  quantity: 1,
  reason: 'stop',
  gross: -510,
  charges: 10,
  net: -520,
  r: -1,
  closedAt: '2026-03-03T09:30:00.000Z',
  setup: 'Pullback',
  note: '',
  feeling: '',
};
/** A trade that is in no journal yet. */
const another: JournalEntry = { ...winner, id: 'win-2', closedAt: '2026-03-04T09:30:00.000Z', note: 'From my phone' };

/** Trades in the journal of whoever is signed in (here a guest), as the lab records them. */
function seed(store: AppStore, ...entries: JournalEntry[]) {
  store.dispatch(
    recordsWritten({
      owner: selectOwner(store.getState()),
      records: entries.map(({ id, ...data }: JournalEntry) => ({
        kind: 'trade' as const,
        courseId: '-',
        id,
        updatedAt: new Date().toISOString(),
        data: data satisfies TradeData as unknown as Record<string, unknown>,
      })),
    }),
  );
}

function renderJournal(lang: Language, store: AppStore) {
  return renderWithProviders(<Journal />, { store, route: localizePath('/practice', lang) });
}

/** A JSON file as the learner picks it. jsdom's File has no text(), which every browser the site supports has. */
function jsonFile(name: string, text: string): File {
  const file = new File([text], name, { type: 'application/json' });
  return Object.assign(file, { text: () => Promise.resolve(text) });
}

/** The stop of the sync a test started. */
let stopSync: () => void = () => undefined;
afterEach(() => stopSync());

const journalFile = (entries: unknown[]) =>
  jsonFile('trading-journal.json', JSON.stringify({ kind: 'tradeschool-journal', version: 1, entries }));

describe.each(LANGUAGES)('the journal (%s)', (lang) => {
  const t = wordsIn(lang, 'practice');
  const word = ownWord(lang);
  const locale = LANGUAGE_INFO[lang].locale;
  const date = (entry: JournalEntry) => formatCandleTime(entry.closedAt, locale);
  const deleteButton = (entry: JournalEntry) => ({ name: t('journal.deleteLabel', { date: date(entry) }) });

  /** The statistics as the page lists them: each term with its value. */
  const stats = () => {
    const list = screen.getByText(t('journal.stats')).parentElement as HTMLElement;
    const terms = within(list).getAllByRole('term');
    const values = within(list).getAllByRole('definition');
    return terms.map((term, i) => [term.textContent, values[i]?.textContent]);
  };

  /** The table's rows of trades, newest first, each as the words of its cells. */
  const rows = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
      );

  it('shows the statistics of the trades taken and a row for each, newest first', async () => {
    const store = makeStore();
    seed(store, winner, loser);
    renderJournal(lang, store);

    expect(await screen.findByRole('heading', { name: word(t('journal.heading'), 'Your journal') })).toBeVisible();
    expect(stats()).toEqual([
      [word(t('journal.trades'), 'Trades'), '2'],
      [word(t('journal.winRate'), 'Win rate'), '50 %'],
      [word(t('journal.averageR'), 'Average R'), '+0.50'],
      // Half win 2 R, half lose 1 R; on average ₹240 a trade after charges.
      [word(t('journal.expectancy'), 'Expectancy'), t('journal.expectancyValue', { r: '+0.50', amount: '₹240' })],
      // From +2 R down to +1 R.
      [word(t('journal.drawdown'), 'Largest drawdown'), '−1.00 R'],
    ]);
    expect(screen.getByRole('img', { name: t('journal.curve') })).toBeInTheDocument();
    expect(screen.getByText(t('journal.curveSummary', { count: 2, r: '+1.00' }), { exact: false })).toBeVisible();

    const side = (key: 'buy' | 'sell', english: string) => word(t(`trade.side_${key}`), english);
    expect(rows()).toEqual([
      [
        date(loser),
        'Gold mini',
        side('sell', 'Sold'),
        '7,000',
        '7,100',
        '1',
        '−1.00 R',
        '−₹520',
        '₹10',
        'Pullback',
        '',
        '',
        t('journal.delete'),
      ],
      [
        date(winner),
        'Nifty 50 futures',
        side('buy', 'Bought'),
        '22,000',
        '22,200',
        '5',
        '+2.00 R',
        '₹1,000',
        '₹10',
        'Breakout',
        'Waited for the close',
        word(t('feelings.calm'), 'Calm'),
        t('journal.delete'),
      ],
    ]);
  });

  it('deletes a trade, and Undo in the toast brings it back', async () => {
    const store = makeStore();
    seed(store, winner, loser);
    const { user } = renderJournal(lang, store);

    await user.click(await screen.findByRole('button', deleteButton(loser)));
    expect(screen.queryByRole('button', deleteButton(loser))).not.toBeInTheDocument();
    expect(rows().map(([closed]) => closed)).toEqual([date(winner)]);
    expect(stats()[0]).toEqual([t('journal.trades'), '1']);
    expect(await screen.findByText(word(t('journal.deleted'), 'Trade deleted.'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: word(t('journal.undo'), 'Undo') }));
    expect(await screen.findByRole('button', deleteButton(loser))).toBeInTheDocument();
    expect(rows().map(([closed]) => closed)).toEqual([date(loser), date(winner)]);
    expect(stats()[0]).toEqual([t('journal.trades'), '2']);
    // Back as it was.
    expect(selectJournal(store.getState())).toEqual([winner, loser]);
  });

  it('imports a journal file: only the trades not here yet, saying how many and what it left out', async () => {
    const store = makeStore();
    seed(store, winner);
    const { user } = renderJournal(lang, store);

    const importLabel = word(t('journal.importJson'), 'Import journal');
    // The button opens the file picker: the hidden input, which bears its words.
    const picker = screen.getByLabelText(importLabel);
    const picked = jest.fn();
    picker.addEventListener('click', picked);
    await user.click(screen.getByRole('button', { name: importLabel }));
    expect(picked).toHaveBeenCalledTimes(1);
    // The trade here already comes back with other words: the one here is kept as it is. A trade
    // the file names twice is one trade.
    const file = journalFile([
      { ...winner, note: 'Changed elsewhere' },
      another,
      { ...another, note: 'Again' },
      { id: 'broken', r: 'lots' },
    ]);
    await user.upload(picker, file);

    const said = `${t('journal.imported', { count: 1 })} ${t('journal.importSkipped', { count: 1 })}`;
    if (lang === 'en') expect(said).toBe('1 trade imported. 1 unreadable records left out.');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(rows().map(([closed]) => closed)).toEqual([date(another), date(winner)]);
    expect(selectJournal(store.getState())).toEqual([winner, another]);
  });

  it('refuses a file that is not a journal, changing nothing', async () => {
    const store = makeStore();
    seed(store, winner);
    const { user } = renderJournal(lang, store);

    const notAJournal = jsonFile('notes.json', '{"kind":"something-else"}');
    await user.upload(screen.getByLabelText(t('journal.importJson')), notAJournal);

    const refused = word(t('journal.importFailed'), 'This file is not a journal exported from the lab.');
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(selectJournal(store.getState())).toEqual([winner]);
  });

  it('warns that the journal is not saved while the browser refuses to store it, until it stores again', async () => {
    const { store, persistor } = await restoredTestStore();
    await persistor.flush();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = renderJournal(lang, store);
    const notSaved = word(
      t('result.notSaved'),
      'Your browser would not store it: the journal keeps it until you leave this page. Export it to keep it.',
    );
    expect(screen.queryByText(notSaved)).not.toBeInTheDocument();

    act(() => seed(store, winner, loser));
    expect(await screen.findByText(notSaved)).toBeInTheDocument();
    // Kept in memory all the same.
    expect(rows()).toHaveLength(2);

    setItem.mockRestore();
    await user.click(screen.getByRole('button', deleteButton(loser)));
    await waitFor(() => expect(screen.queryByText(notSaved)).not.toBeInTheDocument());
    expect(localStorage.getItem('tradeschool.learnerData')).toContain(winner.id);
  });

  it("says under a trade that the account did not take it, with the account's reason, until Try again saves it", async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    seed(store, winner);
    // The account refuses the first time the trade is sent.
    withFault('put', '/learner-data/:userId', 'forbidden', { once: true });
    stopSync = startLearnerSync(store, DEMO_LEARNER_ID);
    const { user } = renderJournal(lang, store);
    const notSaved = word(t('journal.notSynced'), 'Not saved to your account');
    expect(await screen.findByText(notSaved)).toBeInTheDocument();
    expect(
      screen.getByText(
        word(
          t('journal.notSyncedKept', { reason: 'Forbidden' }),
          'Forbidden. This trade is kept in this browser only.',
        ),
      ),
    ).toBeInTheDocument();
    const inAccount = () => [...db.learnerRecords.values()].some(({ record }) => record.id === winner.id);
    expect(inAccount()).toBe(false);

    const tryAgain = t('journal.retrySyncLabel', { date: date(winner) });
    await user.click(screen.getByRole('button', { name: tryAgain }));
    await waitFor(() => expect(inAccount()).toBe(true));
    expect(screen.queryByText(notSaved)).not.toBeInTheDocument();
  });
});
