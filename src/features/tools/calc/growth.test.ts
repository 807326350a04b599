/** @jest-environment node */
import { cagr, lumpSumGrowth, sipGrowth } from './growth';

describe('sipGrowth', () => {
  it('grows a monthly SIP', () => {
    // ₹5,000 a month for 10 years at 12 %: i = 0.01, n = 120, 1.01^120 = 3.3003869;
    // FV = 5,000 × (3.3003869 − 1) / 0.01 × 1.01 = ₹11,61,695.38; invested 5,000 × 120 = ₹6,00,000.
    const growth = sipGrowth({ monthly: 5000, annualReturn: 12, years: 10 });
    expect(growth?.invested).toBe(600_000);
    expect(growth?.futureValue).toBeCloseTo(1_161_695.38, 2);
    expect(growth?.gain).toBeCloseTo(561_695.38, 2);
  });

  it('adds the instalments up when the return is zero', () => {
    expect(sipGrowth({ monthly: 1000, annualReturn: 0, years: 2 })).toEqual({
      invested: 24_000,
      futureValue: 24_000,
      gain: 0,
    });
  });

  it.each([
    { monthly: -1, annualReturn: 12, years: 10 },
    { monthly: 5000, annualReturn: 12, years: 0 },
    { monthly: 5000, annualReturn: -100, years: 1 },
    { monthly: Number.NaN, annualReturn: 12, years: 1 },
  ])('has no result for impossible input %o', (input) => {
    expect(sipGrowth(input)).toBeNull();
  });

  it('never returns Infinity', () => {
    expect(sipGrowth({ monthly: 1e300, annualReturn: 1000, years: 100 })).toBeNull();
  });
});

describe('lumpSumGrowth', () => {
  it('compounds yearly', () => {
    // ₹1,00,000 at 12 % for 10 years: 1.12^10 = 3.1058482 → ₹3,10,584.82.
    const growth = lumpSumGrowth({ amount: 100_000, annualReturn: 12, years: 10 });
    expect(growth?.futureValue).toBeCloseTo(310_584.82, 2);
    expect(growth?.gain).toBeCloseTo(210_584.82, 2);
  });
});

describe('cagr', () => {
  it('finds the yearly rate that turns the start value into the end value', () => {
    // ₹1,00,000 → ₹2,00,000 in 5 years: 2^(1/5) − 1 = 14.87 %.
    expect(cagr(100_000, 200_000, 5)).toBeCloseTo(14.8698, 4);
    // A fall: ₹1,00,000 → ₹81,000 in 2 years: 0.81^(1/2) − 1 = −10 %.
    expect(cagr(100_000, 81_000, 2)).toBeCloseTo(-10, 10);
  });

  it('has no rate without a start value or a period', () => {
    expect(cagr(0, 100, 5)).toBeNull();
    expect(cagr(100, 200, 0)).toBeNull();
  });
});
