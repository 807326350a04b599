/** @jest-environment node */
import { bollinger, ema, macd, rsi, sma } from './indicators';

const round = (series: (number | null)[], digits = 4) =>
  series.map((value) => (value === null ? null : Number(value.toFixed(digits))));

describe('indicators', () => {
  it('sma averages the last n values', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('ema starts from the simple average, then weighs 2/(n+1) of each new value', () => {
    // k = 0.5: 2 → (4 + 2)/2 = 3 → (8 + 3)/2 = 5.5
    expect(ema([1, 2, 3, 4, 8], 3)).toEqual([null, null, 2, 3, 5.5]);
  });

  it('rsi is 100 with no losses, 0 with no gains, and 50 when they balance', () => {
    expect(rsi([1, 2, 3, 4, 5], 3).at(-1)).toBe(100);
    expect(rsi([5, 4, 3, 2, 1], 3).at(-1)).toBe(0);
    expect(rsi([1, 2, 1, 2, 1], 2)[2]).toBe(50);
  });

  it("rsi follows Wilder's smoothing", () => {
    // First average over changes +1, -1, +2: gain 1, loss 1/3; then change -1: gain 2/3, loss 5/9.
    const values = rsi([10, 11, 10, 12, 11], 3);
    expect(round(values)).toEqual([null, null, null, 75, Number((100 - 100 / (1 + 2 / 3 / (5 / 9))).toFixed(4))]);
  });

  it('macd is the fast ema less the slow, with its signal and histogram', () => {
    const values = Array.from({ length: 40 }, (_, i) => 100 + i);
    const { macd: line, signal, histogram } = macd(values, 3, 6, 3);
    const fast = ema(values, 3);
    const slow = ema(values, 6);
    expect(line[10] ?? NaN).toBeCloseTo((fast[10] ?? NaN) - (slow[10] ?? NaN));
    expect(line[4]).toBeNull();
    expect(signal[7] ?? NaN).toBeCloseTo(((line[5] ?? NaN) + (line[6] ?? NaN) + (line[7] ?? NaN)) / 3);
    expect(histogram[20] ?? NaN).toBeCloseTo((line[20] ?? NaN) - (signal[20] ?? NaN));
  });

  it('bollinger bands sit two standard deviations from the average', () => {
    const { middle, upper, lower } = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    // Mean 5, population standard deviation 2.
    expect(middle.at(-1)).toBe(5);
    expect(upper.at(-1)).toBe(9);
    expect(lower.at(-1)).toBe(1);
    expect(middle[6]).toBeNull();
  });
});
