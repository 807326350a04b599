/** @jest-environment node */
import { positionSize } from './positionSize';

describe('positionSize', () => {
  it('sizes a long trade in shares', () => {
    // ₹1,00,000 × 1 % = ₹1,000 at risk; entry 500 − stop 490 = ₹10 a share; 1,000 / 10 = 100 shares,
    // worth 100 × 500 = ₹50,000, half the capital.
    expect(positionSize({ capital: 100_000, riskPercent: 1, entry: 500, stop: 490, side: 'long' })).toEqual({
      riskBudget: 1000,
      riskPerUnit: 10,
      lots: 100,
      quantity: 100,
      positionValue: 50_000,
      riskAtStop: 1000,
      riskAtStopPercent: 1,
      capitalUsedPercent: 50,
      riskOfOneLot: 10,
    });
  });

  it('sizes a short trade with the stop above the entry', () => {
    // ₹50,000 × 1 % = ₹500; stop 210 − entry 200 = ₹10 a share; 500 / 10 = 50 shares.
    const size = positionSize({ capital: 50_000, riskPercent: 1, entry: 200, stop: 210, side: 'short' });
    expect(size).toMatchObject({ riskBudget: 500, riskPerUnit: 10, quantity: 50, riskAtStop: 500 });
  });

  it('rounds down to whole lots, so the risk stays within the budget', () => {
    // ₹5,00,000 × 2 % = ₹10,000; 24,000 − 23,900 = 100 points × 75 a lot = ₹7,500 a lot;
    // 10,000 / 7,500 = 1.33 → 1 lot = 75 units, risking ₹7,500 = 1.5 % of the capital.
    const size = positionSize({
      capital: 500_000,
      riskPercent: 2,
      entry: 24_000,
      stop: 23_900,
      side: 'long',
      lotSize: 75,
    });
    expect(size).toMatchObject({ lots: 1, quantity: 75, riskAtStop: 7500, riskAtStopPercent: 1.5, riskOfOneLot: 7500 });
    // 75 × 24,000 = ₹18,00,000: 360 % of the capital, which only margin allows.
    expect(size?.capitalUsedPercent).toBe(360);
  });

  it('says no lot fits when one lot risks more than the budget', () => {
    // ₹1,00,000 × 1 % = ₹1,000, but one lot of 75 risks 100 × 75 = ₹7,500.
    const size = positionSize({
      capital: 100_000,
      riskPercent: 1,
      entry: 24_000,
      stop: 23_900,
      side: 'long',
      lotSize: 75,
    });
    expect(size).toMatchObject({ lots: 0, quantity: 0, riskAtStop: 0, riskOfOneLot: 7500 });
  });

  it('keeps an exact division whole despite floating point', () => {
    // ₹10,000 × 0.3 % = ₹30 at ₹0.1 a share: exactly 300 shares, not 299.
    expect(positionSize({ capital: 10_000, riskPercent: 0.3, entry: 10.3, stop: 10.2, side: 'long' })?.quantity).toBe(
      300,
    );
  });

  it.each([
    ['a stop above the entry of a long trade', { stop: 510, side: 'long' as const }],
    ['a stop below the entry of a short trade', { stop: 490, side: 'short' as const }],
    ['a stop at the entry', { stop: 500, side: 'long' as const }],
    ['negative capital', { capital: -1 }],
    ['no risk', { riskPercent: 0 }],
    ['a risk over 100 %', { riskPercent: 101 }],
    ['a price that is not a number', { entry: Number.NaN }],
    ['an infinite capital', { capital: Number.POSITIVE_INFINITY }],
  ])('has no size for %s', (_case, change) => {
    expect(
      positionSize({ capital: 100_000, riskPercent: 1, entry: 500, stop: 490, side: 'long', ...change }),
    ).toBeNull();
  });
});
