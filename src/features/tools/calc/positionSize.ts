import { stepsWithin } from '@/lib/sizing';

/** Which way a trade is taken: a long position gains when the price rises, a short one when it falls. */
export type Side = 'long' | 'short';

export interface PositionSizeInput {
  /** Trading capital in rupees. */
  capital: number;
  /** The share of the capital the learner accepts to lose if the stop is hit, in percent. */
  riskPercent: number;
  entry: number;
  stop: number;
  side: Side;
  /**
   * Units per lot for F&O and commodity contracts; 1 (or absent) for shares; the smallest quantity
   * for an instrument traded in fractions (0.001 for bitcoin).
   */
  lotSize?: number;
}

export interface PositionSize {
  /** The rupees the learner may lose on this trade. */
  riskBudget: number;
  /** What one unit loses between entry and stop. */
  riskPerUnit: number;
  /** Whole lots (whole shares when there is no lot size) that keep the loss within the budget. */
  lots: number;
  /** Units to buy or sell: lots times the lot size. */
  quantity: number;
  /** What the position costs at the entry price. */
  positionValue: number;
  /** What the position loses if the stop is hit: at most the budget. */
  riskAtStop: number;
  /** That loss as a share of the capital, in percent. */
  riskAtStopPercent: number;
  /** The position's value as a share of the capital, in percent: above 100 it needs margin or leverage. */
  capitalUsedPercent: number;
  /** What a single lot would lose at the stop: shown when even one lot is over the budget. */
  riskOfOneLot: number;
}

/** Whether the stop is on the losing side of the entry for the trade's direction. */
export const stopOnLosingSide = (side: Side, entry: number, stop: number): boolean =>
  side === 'long' ? stop < entry : stop > entry;

/**
 * The fixed-fractional position size: the quantity whose loss at the stop is the chosen share of
 * the capital, rounded down to whole lots so the risk never exceeds it. Null for input no trade
 * can have (no capital, a stop on the wrong side), so no screen ever shows NaN or Infinity.
 */
export function positionSize({
  capital,
  riskPercent,
  entry,
  stop,
  side,
  lotSize = 1,
}: PositionSizeInput): PositionSize | null {
  const lot = lotSize > 0 ? lotSize : 1;
  if (![capital, riskPercent, entry, stop, lot].every(Number.isFinite)) return null;
  if (capital <= 0 || riskPercent <= 0 || riskPercent > 100 || entry <= 0 || stop <= 0) return null;
  if (!stopOnLosingSide(side, entry, stop)) return null;
  const riskBudget = (capital * riskPercent) / 100;
  const riskPerUnit = Math.abs(entry - stop);
  const riskOfOneLot = riskPerUnit * lot;
  const { steps: lots, quantity } = stepsWithin(riskBudget, riskPerUnit, lot);
  const riskAtStop = quantity * riskPerUnit;
  const positionValue = quantity * entry;
  return {
    riskBudget,
    riskPerUnit,
    lots,
    quantity,
    positionValue,
    riskAtStop,
    riskAtStopPercent: (riskAtStop / capital) * 100,
    capitalUsedPercent: (positionValue / capital) * 100,
    riskOfOneLot,
  };
}
