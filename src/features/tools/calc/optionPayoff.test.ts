/** @jest-environment node */
import { payoffCurve, payoffSummary, strategyPayoff, type OptionLeg } from './optionPayoff';

const call = (action: 'buy' | 'sell', strike: number, premium: number): OptionLeg => ({
  type: 'call',
  action,
  strike,
  premium,
});
const put = (action: 'buy' | 'sell', strike: number, premium: number): OptionLeg => ({
  type: 'put',
  action,
  strike,
  premium,
});

describe('option payoff at expiry', () => {
  it('a bought call: loss capped at the premium, profit without a ceiling', () => {
    // Buy the 24,000 call at ₹200, one lot of 75: breakeven 24,000 + 200 = 24,200;
    // worst case the premium, 200 × 75 = ₹15,000; at 24,500: (500 − 200) × 75 = ₹22,500.
    const legs = [call('buy', 24_000, 200)];
    expect(payoffSummary(legs, 75)).toEqual({
      breakevens: [24_200],
      maxProfit: null,
      maxLoss: -15_000,
      netPremium: 15_000,
    });
    expect(strategyPayoff(legs, 75, 24_500)).toBe(22_500);
  });

  it('a sold call: profit capped at the premium, loss without a floor', () => {
    expect(payoffSummary([call('sell', 24_000, 200)], 75)).toEqual({
      breakevens: [24_200],
      maxProfit: 15_000,
      maxLoss: null,
      netPremium: -15_000,
    });
  });

  it('a sold put: the worst case is the underlying at zero', () => {
    // Sell the 24,000 put at ₹150: breakeven 24,000 − 150 = 23,850; keep 150 × 75 = ₹11,250 at best;
    // at zero lose (24,000 − 150) × 75 = ₹17,88,750.
    expect(payoffSummary([put('sell', 24_000, 150)], 75)).toEqual({
      breakevens: [23_850],
      maxProfit: 11_250,
      maxLoss: -1_788_750,
      netPremium: -11_250,
    });
  });

  it('a bull call spread', () => {
    // Buy 24,000 CE at 200, sell 24,200 CE at 120: net debit 80 × 75 = ₹6,000 (the most it loses);
    // the most it makes is (200 − 80) × 75 = ₹9,000; breakeven 24,000 + 80 = 24,080.
    expect(payoffSummary([call('buy', 24_000, 200), call('sell', 24_200, 120)], 75)).toEqual({
      breakevens: [24_080],
      maxProfit: 9000,
      maxLoss: -6000,
      netPremium: 6000,
    });
  });

  it('a bear put spread', () => {
    // Buy 24,000 PE at 180, sell 23,800 PE at 100: debit 80; breakeven 24,000 − 80 = 23,920;
    // at most (200 − 80) × 50 = ₹6,000, at worst 80 × 50 = ₹4,000.
    expect(payoffSummary([put('buy', 24_000, 180), put('sell', 23_800, 100)], 50)).toEqual({
      breakevens: [23_920],
      maxProfit: 6000,
      maxLoss: -4000,
      netPremium: 4000,
    });
  });

  it('a long straddle has two breakevens', () => {
    // Buy the 24,000 call at 200 and put at 180: 380 paid; breakevens 24,000 ∓ 380.
    const summary = payoffSummary([call('buy', 24_000, 200), put('buy', 24_000, 180)], 1);
    expect(summary?.breakevens).toEqual([23_620, 24_380]);
    expect(summary?.maxLoss).toBe(-380);
    expect(summary?.maxProfit).toBeNull();
  });

  it('has no payoff for impossible legs', () => {
    expect(payoffSummary([call('buy', -1, 200)], 75)).toBeNull();
    expect(payoffSummary([call('buy', 24_000, 200)], 0)).toBeNull();
    expect(payoffCurve([call('buy', 24_000, Number.NaN)], 1)).toEqual([]);
  });

  it('draws the curve through every strike and breakeven, in price order', () => {
    const curve = payoffCurve([call('buy', 24_000, 200), call('sell', 24_200, 120)], 75);
    const prices = curve.map((point) => point.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(curve).toEqual(
      expect.arrayContaining([
        { price: 24_000, payoff: -6000 },
        { price: 24_080, payoff: 0 },
        { price: 24_200, payoff: 9000 },
      ]),
    );
    expect(curve.every((point) => Number.isFinite(point.payoff))).toBe(true);
  });
});
