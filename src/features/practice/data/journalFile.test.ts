import { browserLabStore, importJournal, journalExport, type JournalEntry } from './labStore';

const entry = (id: string, r = -1): JournalEntry => ({
  id,
  setId: 'bitcoin-risk-per-trade',
  instrument: 'Bitcoin (BTC/INR)',
  side: 'buy',
  entry: 100,
  exit: 95,
  stop: 95,
  target: 110,
  quantity: 10,
  reason: 'stop',
  bothTouched: false,
  gross: -50,
  charges: 2,
  net: -52,
  r,
  closedAt: `2026-01-0${id.length}T10:00:00.000Z`,
  setup: 'Breakout',
  note: '',
  feeling: 'calm',
});

describe('the lab store in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each learner and the guest apart', () => {
    const store = browserLabStore();
    store.saveJournal('guest', [entry('a')]);
    store.saveJournal('learner-1', [entry('b'), entry('bb')]);
    expect(
      browserLabStore()
        .journal('guest')
        .map((e) => e.id),
    ).toEqual(['a']);
    expect(
      browserLabStore()
        .journal('learner-1')
        .map((e) => e.id),
    ).toEqual(['b', 'bb']);
  });

  it('drops a corrupt record and keeps the rest', () => {
    localStorage.setItem(
      'tradeschool.lab.v1.journal.guest',
      JSON.stringify([entry('a'), { id: 'broken', r: 'lots' }, null, entry('bb')]),
    );
    expect(
      browserLabStore()
        .journal('guest')
        .map((e) => e.id),
    ).toEqual(['a', 'bb']);
  });

  it('reads unparseable storage as an empty journal and default settings', () => {
    localStorage.setItem('tradeschool.lab.v1.journal.guest', '{not json');
    localStorage.setItem('tradeschool.lab.v1.settings.guest', '"oops"');
    const store = browserLabStore();
    expect(store.journal('guest')).toEqual([]);
    expect(store.settings('guest')).toEqual({ capital: 100_000, riskPercent: 1 });
  });

  it('keeps what a full quota refuses in memory, and says it was not saved', () => {
    const store = browserLabStore();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(store.saveJournal('guest', [entry('a')])).toBe(false);
    expect(store.journal('guest').map((e) => e.id)).toEqual(['a']);
    expect(store.saveSettings('guest', { capital: 5000, riskPercent: 2 })).toBe(false);
    expect(store.settings('guest')).toEqual({ capital: 5000, riskPercent: 2 });
  });

  it('works, forgetting, when storage itself is blocked', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = browserLabStore();
    expect(store.journal('guest')).toEqual([]);
    expect(store.saveJournal('guest', [entry('a')])).toBe(false);
    expect(store.journal('guest')).toHaveLength(1);
  });
});

describe('exporting and importing the journal', () => {
  it('reads back what it exported, adding only new entries', () => {
    const file = journalExport([entry('a'), entry('bb')]);
    expect(importJournal([entry('a')], file)).toMatchObject({ added: 1, skipped: 0 });
    expect(importJournal([entry('a')], file)?.entries.map((e) => e.id)).toEqual(['a', 'bb']);
  });

  it('skips unreadable records and refuses a file that is not a journal', () => {
    const file = JSON.stringify({ kind: 'tradeschool-journal', version: 1, entries: [entry('a'), { id: 1 }] });
    expect(importJournal([], file)).toMatchObject({ added: 1, skipped: 1 });
    expect(importJournal([], '[1, 2]')).toBeNull();
    expect(importJournal([], 'not json')).toBeNull();
  });
});
