/** @jest-environment node */
import { isWholeSteps, stepDecimals, stepsWithin } from './sizing';

describe('stepsWithin', () => {
  it('sizes bitcoin in thousandths: 0.004 BTC for ₹1,000 at risk, stop ₹2,45,846 away', () => {
    // 1,00,000 × 1 % = 1,000; 41,35,846 − 38,90,000 = 2,45,846 a coin; 0.001 BTC risks 245.846;
    // 1,000 / 245.846 = 4.07 → 4 steps = 0.004 BTC.
    expect(stepsWithin(1000, 4_135_846 - 3_890_000, 0.001)).toEqual({ steps: 4, quantity: 0.004 });
  });

  it('rounds a contract with a lot size down to whole lots', () => {
    // 10,000 / (100 points × 75) = 1.33 lots → 1 lot of 75.
    expect(stepsWithin(10_000, 100, 75)).toEqual({ steps: 1, quantity: 75 });
    expect(stepsWithin(5_000, 100, 75)).toEqual({ steps: 0, quantity: 0 });
  });

  it('keeps an exact fit and gives nothing for impossible input', () => {
    expect(stepsWithin(1000, 10, 1)).toEqual({ steps: 100, quantity: 100 });
    expect(stepsWithin(0, 10, 1)).toEqual({ steps: 0, quantity: 0 });
    expect(stepsWithin(1000, 0, 1)).toEqual({ steps: 0, quantity: 0 });
    expect(stepsWithin(1000, 10, Number.NaN)).toEqual({ steps: 0, quantity: 0 });
  });
});

describe('stepDecimals and isWholeSteps', () => {
  it('knows how many decimals a step needs', () => {
    expect(stepDecimals(75)).toBe(0);
    expect(stepDecimals(0.001)).toBe(3);
    expect(stepDecimals(0.00000001)).toBe(8);
  });

  it('checks a quantity against its step', () => {
    expect(isWholeSteps(0.004, 0.001)).toBe(true);
    expect(isWholeSteps(0.0045, 0.001)).toBe(false);
    expect(isWholeSteps(150, 75)).toBe(true);
    expect(isWholeSteps(100, 75)).toBe(false);
  });
});
