export type OptionType = 'call' | 'put';
export type LegAction = 'buy' | 'sell';

export interface OptionLeg {
  type: OptionType;
  action: LegAction;
  strike: number;
  /** Premium per unit, paid when buying and received when selling. */
  premium: number;
}

export interface PayoffPoint {
  /** The underlying's price at expiry. */
  price: number;
  /** The strategy's result at that price, in rupees, for the whole quantity. */
  payoff: number;
}

export interface PayoffSummary {
  /** Prices at expiry where the result is zero, lowest first. */
  breakevens: number[];
  /** The best result, or null when it has no ceiling (a bought call). */
  maxProfit: number | null;
  /** The worst result (a negative number), or null when it has no floor (a sold call). */
  maxLoss: number | null;
  /** The premium paid (positive) or received (negative) when the position is opened. */
  netPremium: number;
}

/** One leg's result per unit at expiry: intrinsic value minus premium, the other way round when sold. */
export function legPayoff({ type, action, strike, premium }: OptionLeg, price: number): number {
  const intrinsic = type === 'call' ? Math.max(price - strike, 0) : Math.max(strike - price, 0);
  const bought = intrinsic - premium;
  return action === 'buy' ? bought : -bought;
}

/** The strategy's result at expiry for `quantity` units of each leg. */
export const strategyPayoff = (legs: readonly OptionLeg[], quantity: number, price: number): number =>
  legs.reduce((sum, leg) => sum + legPayoff(leg, price), 0) * quantity;

/** Rounds away the floating-point dust of sums of premiums (0.30000000000000004). */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Breakevens and the extremes of a payoff at expiry. The payoff is straight between strikes, so
 * it is enough to look at 0, at each strike, and at the slope beyond the highest strike.
 */
export function payoffSummary(legs: readonly OptionLeg[], quantity: number): PayoffSummary | null {
  if (legs.length === 0 || !(quantity > 0)) return null;
  if (!legs.every((leg) => leg.strike > 0 && leg.premium >= 0 && Number.isFinite(leg.strike + leg.premium)))
    return null;
  const at = (price: number) => clean(strategyPayoff(legs, quantity, price));
  const knots = [0, ...new Set(legs.map((leg) => leg.strike))].sort((a, b) => a - b);
  const values = knots.map(at);
  const last = knots[knots.length - 1] ?? 0;
  // The slope past the last strike: each call adds ±1 per unit, puts are worth nothing there.
  const slopeAbove = legs.reduce((sum, leg) => sum + (leg.type === 'call' ? (leg.action === 'buy' ? 1 : -1) : 0), 0);

  const breakevens: number[] = [];
  for (let index = 0; index < knots.length - 1; index += 1) {
    const [x0 = 0, x1 = 0, y0 = 0, y1 = 0] = [knots[index], knots[index + 1], values[index], values[index + 1]];
    if (y0 === 0 && index > 0) breakevens.push(x0);
    else if ((y0 < 0 && y1 > 0) || (y0 > 0 && y1 < 0)) breakevens.push(clean(x0 + ((x1 - x0) * -y0) / (y1 - y0)));
  }
  const lastValue = values[values.length - 1] ?? 0;
  if (lastValue === 0 && knots.length > 1) breakevens.push(last);
  else if (slopeAbove !== 0 && Math.sign(lastValue) === -Math.sign(slopeAbove)) {
    breakevens.push(clean(last - lastValue / (slopeAbove * quantity)));
  }

  const highest = Math.max(...values);
  const lowest = Math.min(...values);
  const netPremium = clean(
    legs.reduce((sum, leg) => sum + (leg.action === 'buy' ? leg.premium : -leg.premium), 0) * quantity,
  );
  return {
    breakevens: [...new Set(breakevens)].sort((a, b) => a - b),
    maxProfit: slopeAbove > 0 ? null : highest,
    maxLoss: slopeAbove < 0 ? null : lowest,
    netPremium,
  };
}

/**
 * Points of the payoff for a chart or a table: every strike and breakeven, and evenly spaced
 * prices between a floor and a ceiling around them.
 */
export function payoffCurve(legs: readonly OptionLeg[], quantity: number, steps = 8): PayoffPoint[] {
  const summary = payoffSummary(legs, quantity);
  if (!summary) return [];
  const strikes = legs.map((leg) => leg.strike);
  const marks = [...strikes, ...summary.breakevens];
  const low = Math.min(...marks);
  const high = Math.max(...marks);
  const margin = Math.max((high - low) * 0.5, high * 0.05);
  const from = Math.max(0, low - margin);
  const to = high + margin;
  const evenly = Array.from({ length: steps + 1 }, (_unused, index) => from + ((to - from) * index) / steps);
  const prices = [...new Set([...evenly, ...marks].map((price) => clean(price)))].sort((a, b) => a - b);
  return prices.map((price) => ({ price, payoff: clean(strategyPayoff(legs, quantity, price)) }));
}
