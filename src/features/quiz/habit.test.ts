/** @jest-environment node */
import { streak, thisWeek } from './habit';

describe('streak', () => {
  const days = { '2026-03-01': 3, '2026-03-02': 1, '2026-03-03': 5 };

  it('counts the days in a row up to today', () => {
    expect(streak(days, new Date('2026-03-03T10:00:00+05:30'))).toBe(3);
  });

  it('is kept through a day not yet over, and lost after a whole day without learning', () => {
    expect(streak(days, new Date('2026-03-04T23:59:00+05:30'))).toBe(3);
    expect(streak(days, new Date('2026-03-05T00:00:00+05:30'))).toBe(0);
  });

  it('counts in India’s days, not the browser’s: 23:45 UTC on 3 March is already 4 March in India', () => {
    expect(streak(days, new Date('2026-03-03T23:45:00Z'))).toBe(3);
    expect(streak({ ...days, '2026-03-04': 1 }, new Date('2026-03-03T23:45:00Z'))).toBe(4);
  });

  it('is 0 without activity', () => {
    expect(streak(undefined, new Date())).toBe(0);
  });
});

describe('thisWeek', () => {
  it('adds up Monday to today in India', () => {
    // 2026-03-02 is a Monday.
    const days = { '2026-03-01': 9, '2026-03-02': 2, '2026-03-04': 3 };
    expect(thisWeek(days, new Date('2026-03-04T12:00:00+05:30'))).toBe(5);
    expect(thisWeek(days, new Date('2026-03-01T12:00:00+05:30'))).toBe(9);
  });
});
