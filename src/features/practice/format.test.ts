/** @jest-environment node */
import { candleInstant, formatCandleTime } from './format';

describe('candleInstant', () => {
  it('reads a candle’s date in India’s time', () => {
    expect(candleInstant('2024-06-03T09:15')).toBe('2024-06-03T03:45:00.000Z');
    expect(candleInstant('2024-06-03')).toBe('2024-06-02T18:30:00.000Z');
  });
});

describe('formatCandleTime', () => {
  it('gives a daily candle its day and an intraday one its time, in India’s time wherever the learner is', () => {
    expect(formatCandleTime(candleInstant('2024-06-03'), 'en-IN')).toBe('3 Jun 2024');
    expect(formatCandleTime(candleInstant('2024-06-03T09:15'), 'en-IN')).toBe('3 Jun 2024, 9:15 am');
    expect(formatCandleTime('not a date', 'en-IN')).toBe('');
  });
});
