/** @jest-environment node */
import { riskReward } from './riskReward';

describe('riskReward', () => {
  it('works out a long trade', () => {
    // Risk 100 − 95 = 5, reward 115 − 100 = 15: 1 : 3; breaks even winning 1 / (1 + 3) = 25 % of trades.
    // For 10 shares: ₹50 at risk for ₹150.
    expect(riskReward({ side: 'long', entry: 100, stop: 95, target: 115, quantity: 10 })).toEqual({
      riskPerUnit: 5,
      rewardPerUnit: 15,
      ratio: 3,
      breakevenWinRate: 25,
      totalRisk: 50,
      totalReward: 150,
    });
  });

  it('works out a short trade', () => {
    // Risk 104 − 100 = 4, reward 100 − 92 = 8: 1 : 2; breaks even at 1 / 3 = 33.33 %.
    const result = riskReward({ side: 'short', entry: 100, stop: 104, target: 92 });
    expect(result).toMatchObject({ riskPerUnit: 4, rewardPerUnit: 8, ratio: 2, totalRisk: 4 });
    expect(result?.breakevenWinRate).toBeCloseTo(33.333, 3);
  });

  it.each([
    ['a long target below the entry', { target: 90 }],
    ['a long stop above the entry', { stop: 101 }],
    ['a zero entry', { entry: 0 }],
    ['no quantity', { quantity: 0 }],
  ])('has no result for %s', (_case, change) => {
    expect(riskReward({ side: 'long', entry: 100, stop: 95, target: 115, ...change })).toBeNull();
  });
});
