/** @jest-environment node */
import { TRADE_DATA } from '@/test/learnerRecords';
import { journalCsv } from './journalCsv';

const rowsOf = (csv: string) => csv.split('\r\n').filter(Boolean);

describe("the journal's CSV", () => {
  it('is a header and a row per trade', () => {
    const csv = journalCsv([{ id: 't1', ...TRADE_DATA }]);
    expect(rowsOf(csv)).toHaveLength(2);
    expect(rowsOf(csv)[0]).toMatch(/^closedAt,setId,instrument,side,/);
  });

  it.each([
    ['a formula', '=2+2', "'=2+2"],
    ['a formula after a carriage return', '\r=2+2', `"'\r=2+2"`],
    ['a formula after a tab', '\t@SUM(A1)', "'\t@SUM(A1)"],
    ['a quote and a comma', 'Buy, "dip"', '"Buy, ""dip"""'],
  ])('keeps a note with %s as one cell of text', (_name, note, cell) => {
    const [, row] = rowsOf(journalCsv([{ id: 't1', ...TRADE_DATA, note }]));
    expect(row?.split(',').slice(15).join(',')).toBe(`${cell},calm`);
  });
});
