export interface SipInput {
  /** Invested at the start of every month, in rupees. */
  monthly: number;
  /** Expected yearly return, in percent. */
  annualReturn: number;
  years: number;
}

export interface LumpSumInput {
  amount: number;
  annualReturn: number;
  years: number;
}

export interface Growth {
  invested: number;
  /** What the investment is worth at the end. */
  futureValue: number;
  /** futureValue − invested. */
  gain: number;
}

const finiteOrNull = (growth: Growth): Growth | null => (Object.values(growth).every(Number.isFinite) ? growth : null);

/**
 * A monthly SIP's value at the end, the way Indian fund houses' calculators work it out: each
 * instalment at the start of its month, compounding monthly at a twelfth of the yearly rate:
 * FV = P × ((1 + i)^n − 1) / i × (1 + i), with i the monthly rate and n the number of months.
 */
export function sipGrowth({ monthly, annualReturn, years }: SipInput): Growth | null {
  if (!(monthly > 0) || !(years > 0) || !(annualReturn > -100)) return null;
  const months = Math.round(years * 12);
  if (months < 1) return null;
  const rate = annualReturn / 12 / 100;
  const invested = monthly * months;
  const futureValue = rate === 0 ? invested : (monthly * ((1 + rate) ** months - 1) * (1 + rate)) / rate;
  return finiteOrNull({ invested, futureValue, gain: futureValue - invested });
}

/** A one-time investment compounding yearly: FV = amount × (1 + r)^years. */
export function lumpSumGrowth({ amount, annualReturn, years }: LumpSumInput): Growth | null {
  if (!(amount > 0) || !(years > 0) || !(annualReturn > -100)) return null;
  const futureValue = amount * (1 + annualReturn / 100) ** years;
  return finiteOrNull({ invested: amount, futureValue, gain: futureValue - amount });
}

/** The compound annual growth rate from a start value to an end value, in percent: (end / start)^(1 / years) − 1. */
export function cagr(start: number, end: number, years: number): number | null {
  if (!(start > 0) || !(end >= 0) || !(years > 0)) return null;
  const rate = ((end / start) ** (1 / years) - 1) * 100;
  return Number.isFinite(rate) ? rate : null;
}
