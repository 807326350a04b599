import type { JournalEntry } from '@/learner';

const CSV_COLUMNS = [
  'closedAt',
  'setId',
  'instrument',
  'side',
  'entry',
  'exit',
  'stop',
  'target',
  'quantity',
  'reason',
  'gross',
  'charges',
  'net',
  'r',
  'setup',
  'note',
  'feeling',
] as const satisfies readonly (keyof JournalEntry)[];

const csvCell = (value: unknown) => {
  const text = String(value);
  // A leading =, +, - or @ (or a tab or carriage return before one) would run as a formula in a
  // spreadsheet; a quote keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  // A cell with a separator, a quote or a line break of any kind is quoted, so it stays one cell.
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The journal as CSV, a row per trade, for a spreadsheet. */
export const journalCsv = (entries: JournalEntry[]) =>
  [CSV_COLUMNS.join(','), ...entries.map((entry) => CSV_COLUMNS.map((key) => csvCell(entry[key])).join(','))].join(
    '\r\n',
  ) + '\r\n';
