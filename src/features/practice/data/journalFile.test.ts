/** @jest-environment node */
import type { JournalEntry } from '@/learner';
import { isJournalEntry, journalExport, parseJournalFile } from './journalFile';

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

const journalFile = (entries: unknown[]) => JSON.stringify({ kind: 'tradeschool-journal', version: 1, entries });

describe('the journal file', () => {
  it('reads back every trade it exported, as they were', () => {
    const entries = [entry('a'), entry('bb', 2)];
    const file = journalExport(entries);
    expect(JSON.parse(file)).toMatchObject({ kind: 'tradeschool-journal', version: 1 });
    expect(parseJournalFile(file)).toEqual({ entries, skipped: 0 });
  });

  it('leaves out the entries that are not trades, counting them, and keeps the rest', () => {
    const file = journalFile([
      entry('a'),
      { id: 1 },
      { ...entry('broken'), r: 'lots' },
      { ...entry('side'), side: 'short' },
      { ...entry('noid'), id: 'not an id' },
      null,
      'a trade',
      entry('bb'),
    ]);
    const parsed = parseJournalFile(file);
    expect(parsed?.entries.map((e) => e.id)).toEqual(['a', 'bb']);
    expect(parsed?.skipped).toBe(6);
  });

  it('accepts a trade by the rule of the learner records, feeling unsaid included', () => {
    expect(isJournalEntry(entry('a'))).toBe(true);
    expect(isJournalEntry({ ...entry('a'), feeling: '' })).toBe(true);
    expect(isJournalEntry({ ...entry('a'), feeling: 'bored' })).toBe(false);
    expect(isJournalEntry({ ...entry('a'), setup: 'x'.repeat(121) })).toBe(false);
    expect(isJournalEntry({ ...entry('a'), closedAt: 'yesterday' })).toBe(false);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['a list', '[1, 2]'],
    ['another kind of file', JSON.stringify({ kind: 'tradeschool-learner-data', version: 1, entries: [entry('a')] })],
    ['a journal without entries', JSON.stringify({ kind: 'tradeschool-journal', version: 1 })],
    ['null', 'null'],
  ])('refuses %s as no journal', (_label, text) => {
    expect(parseJournalFile(text)).toBeNull();
  });
});
