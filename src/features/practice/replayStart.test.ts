/** @jest-environment node */
import { randomStartIndex, startIndexForDate } from './replayStart';

const candles = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-05', '2024-01-08T09:15'].map((date) => ({
  date,
}));

describe('where a replay restarts', () => {
  it('starts at the first candle on or after the chosen date', () => {
    expect(startIndexForDate(candles, '2024-01-04', 1)).toBe(3);
    expect(startIndexForDate(candles, '2024-01-08', 1)).toBe(4);
  });

  it('never starts before the set’s own start, nor past its end', () => {
    expect(startIndexForDate(candles, '2023-12-01', 2)).toBe(2);
    expect(startIndexForDate(candles, '2025-01-01', 2)).toBe(4);
  });

  it('picks a random start that leaves candles to replay', () => {
    expect(randomStartIndex(101, 10, 0)).toBe(10);
    expect(randomStartIndex(101, 10, 0.999)).toBe(91);
    // Candles 10 to 91 (nine tenths of the way to the last, 100): halfway is 51.
    expect(randomStartIndex(101, 10, 0.5)).toBe(51);
    expect(randomStartIndex(5, 4, 0.7)).toBe(4);
  });
});
