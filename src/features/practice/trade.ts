import type { SessionTrade } from '@/learner';
import { tradeCharges, type Charges } from '@/lib/charges/charges';
import type { Segment as ChargedSegment } from '@/lib/charges/rates';
import { cleanQuantity, stepsWithin } from '@/lib/sizing';
import type { Candle, PracticeSetInfo, Segment } from './model';

/** The charge schedule's segment for a practice set's (the set files name them in kebab case). */
const CHARGED_AS: Record<Segment, ChargedSegment> = {
  'equity-delivery': 'equityDelivery',
  'equity-intraday': 'equityIntraday',
  futures: 'futures',
  'commodity-futures': 'commodityFutures',
  'currency-futures': 'currencyFutures',
  crypto: 'crypto',
};

export type Side = 'buy' | 'sell';

/** How a trade ended: at its stop, at its target, or closed by the learner at the close. */
export type ExitReason = 'stop' | 'target' | 'manual';

export interface SizingInput {
  capital: number;
  riskPercent: number;
  entry: number;
  stop: number;
  lotSize: number;
  rupeesPerPoint: number;
}

export interface Sizing {
  /** What the learner allows to lose: capital × risk %. */
  allowedRisk: number;
  /** Units to trade: whole lots whose loss at the stop stays within the allowed risk; 0 if not even one. */
  quantity: number;
  lots: number;
  /** What the trade loses at its stop, before charges. */
  risk: number;
}

/** The largest position whose loss at the stop is within capital × risk %, in whole lots (steps). */
export function sizePosition({ capital, riskPercent, entry, stop, lotSize, rupeesPerPoint }: SizingInput): Sizing {
  const allowedRisk = (capital * riskPercent) / 100;
  const perUnit = Math.abs(entry - stop) * rupeesPerPoint;
  const { steps, quantity } = stepsWithin(allowedRisk, perUnit, lotSize);
  if (steps === 0) return { allowedRisk: Math.max(allowedRisk, 0) || 0, quantity: 0, lots: 0, risk: 0 };
  return { allowedRisk, quantity, lots: steps, risk: cleanQuantity(quantity * perUnit) };
}

/** A trade while it is open: as a replay session keeps it, in its set. */
export interface OpenTrade extends SessionTrade {
  setId: string;
}

/** The stop a trade's R is measured from: the one it was opened with. */
export const plannedStopOf = (trade: Pick<OpenTrade, 'stop' | 'plannedStop'>) => trade.plannedStop ?? trade.stop;

/**
 * What moving an open trade's stop does to its risk: `wider` risks more than planned (warned),
 * `tighter` risks less, `breakeven` sits at the entry, `locksProfit` is past the entry on the
 * winning side, so a fall to it still closes in profit.
 */
export type StopMove = 'wider' | 'tighter' | 'breakeven' | 'locksProfit';

export function stopMoveOf(trade: Pick<OpenTrade, 'side' | 'entry' | 'stop' | 'plannedStop'>, stop: number): StopMove {
  const direction = trade.side === 'buy' ? 1 : -1;
  const fromEntry = (stop - trade.entry) * direction;
  if (fromEntry > 0) return 'locksProfit';
  if (fromEntry === 0) return 'breakeven';
  return (trade.entry - plannedStopOf(trade)) * direction < (trade.entry - stop) * direction ? 'wider' : 'tighter';
}

export type MoveProblem = 'stopPastPrice' | 'targetPastPrice';

/**
 * What is wrong with new levels for an open trade, against the price now: a stop the price has
 * already passed (it would have closed the trade) or a target it has already reached.
 */
export function moveProblems(
  trade: Pick<OpenTrade, 'side'>,
  levels: { stop: number; target: number },
  price: number,
): MoveProblem[] {
  const long = trade.side === 'buy';
  const problems: MoveProblem[] = [];
  const { stop, target } = levels;
  if (!(Number.isFinite(stop) && stop > 0 && (long ? stop < price : stop > price))) problems.push('stopPastPrice');
  if (!(Number.isFinite(target) && target > 0 && (long ? target > price : target < price))) {
    problems.push('targetPastPrice');
  }
  return problems;
}

/** The trade with its stop and target moved; the stop it opened with stays its measure of R. */
export const movedTrade = <T extends OpenTrade>(trade: T, levels: { stop: number; target: number }): T => ({
  ...trade,
  plannedStop: plannedStopOf(trade),
  stop: levels.stop,
  target: levels.target,
});

export type TradeProblem = 'stopSide' | 'targetSide' | 'quantity';

/** What is wrong with a planned trade: a stop or target on the wrong side of the entry, or no quantity. */
export function tradeProblems({
  side,
  entry,
  stop,
  target,
  quantity,
}: Omit<OpenTrade, 'setId' | 'openedAt'>): TradeProblem[] {
  const problems: TradeProblem[] = [];
  const long = side === 'buy';
  if (!(Number.isFinite(stop) && stop > 0 && (long ? stop < entry : stop > entry))) problems.push('stopSide');
  if (!(Number.isFinite(target) && target > 0 && (long ? target > entry : target < entry))) problems.push('targetSide');
  if (!(quantity > 0)) problems.push('quantity');
  return problems;
}

export interface Exit {
  price: number;
  reason: ExitReason;
  /** The candle that touched both the stop and the target: the stop is taken to come first. */
  bothTouched: boolean;
  /** The candle (index in the set) it closed on. */
  closedAt: number;
}

/**
 * Whether the next candle closes the trade. A candle that opens beyond the stop or the target
 * fills at its open (a gap gives no better price). When one candle reaches both, its chart does
 * not say which came first: the stop counts, the cautious reading.
 */
export function exitOn(trade: OpenTrade, candle: Candle, index: number): Exit | null {
  const long = trade.side === 'buy';
  const stopHit = (price: number) => (long ? price <= trade.stop : price >= trade.stop);
  const targetHit = (price: number) => (long ? price >= trade.target : price <= trade.target);
  if (stopHit(candle.open)) return { price: candle.open, reason: 'stop', bothTouched: false, closedAt: index };
  if (targetHit(candle.open)) return { price: candle.open, reason: 'target', bothTouched: false, closedAt: index };
  const stop = stopHit(long ? candle.low : candle.high);
  const target = targetHit(long ? candle.high : candle.low);
  if (stop) return { price: trade.stop, reason: 'stop', bothTouched: target, closedAt: index };
  if (target) return { price: trade.target, reason: 'target', bothTouched: false, closedAt: index };
  return null;
}

const NO_CHARGES: Charges = {
  turnover: 0,
  brokerage: 0,
  transactionTax: 0,
  exchange: 0,
  sebi: 0,
  stampDuty: 0,
  gst: 0,
  total: 0,
  grossPnl: 0,
  netPnl: 0,
  breakevenPoints: 0,
};

export interface TradeResult {
  /** Rupees before charges. */
  gross: number;
  charges: Charges;
  /** Rupees after charges. */
  net: number;
  /** The price result in multiples of the amount risked at the stop (R). */
  r: number;
  /** The amount risked at the stop, in rupees. */
  risk: number;
}

/** The result of a closed trade in rupees after charges, and in R. */
export function tradeResult(
  trade: OpenTrade,
  exitPrice: number,
  set: Pick<PracticeSetInfo, 'segment' | 'rupeesPerPoint'>,
): TradeResult {
  const direction = trade.side === 'buy' ? 1 : -1;
  const value = (price: number) => price * trade.quantity * set.rupeesPerPoint;
  const gross = Math.round((value(exitPrice) - value(trade.entry)) * direction * 100) / 100 || 0;
  const perUnit = (price: number) => price * set.rupeesPerPoint;
  const [buyPrice, sellPrice] =
    trade.side === 'buy' ? [perUnit(trade.entry), perUnit(exitPrice)] : [perUnit(exitPrice), perUnit(trade.entry)];
  // An opened trade always has a quantity and prices, so it always has charges.
  const charges = tradeCharges({
    segment: CHARGED_AS[set.segment],
    buyPrice,
    sellPrice,
    quantity: trade.quantity,
  }) ?? { ...NO_CHARGES };
  const risk = Math.abs(trade.entry - plannedStopOf(trade)) * trade.quantity * set.rupeesPerPoint;
  // `|| 0`: a trade closed where it opened is 0 R, never -0 R.
  const r =
    risk > 0
      ? Math.round(((exitPrice - trade.entry) * direction * trade.quantity * set.rupeesPerPoint * 100) / risk) / 100 ||
        0
      : 0;
  return {
    gross,
    charges,
    net: Math.round((gross - charges.total) * 100) / 100,
    r,
    risk: Math.round(risk * 100) / 100,
  };
}
