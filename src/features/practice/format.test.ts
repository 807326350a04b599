/** @jest-environment node */
import { candleInstant } from './format';

describe('candleInstant', () => {
  it('reads a candle’s date in India’s time', () => {
    expect(candleInstant('2024-06-03T09:15')).toBe('2024-06-03T03:45:00.000Z');
    expect(candleInstant('2024-06-03')).toBe('2024-06-02T18:30:00.000Z');
  });
});
