import { CHARGE_SCHEDULE, type ChargeSchedule, type Segment } from './rates';

export interface ChargesInput {
  segment: Segment;
  /** Price per unit on the buy side (the premium for options). */
  buyPrice: number;
  /** Price per unit on the sell side (the premium for options). */
  sellPrice: number;
  /** Units on each side: shares, or lots times the lot size. */
  quantity: number;
}

export interface Charges {
  /** Buy value plus sell value. */
  turnover: number;
  brokerage: number;
  /** STT, or CTT for commodities. */
  transactionTax: number;
  exchange: number;
  sebi: number;
  stampDuty: number;
  gst: number;
  total: number;
  /** (sell − buy) × quantity, before charges. */
  grossPnl: number;
  /** The result after every charge. */
  netPnl: number;
  /** How far the price must move, per unit, to pay the charges. */
  breakevenPoints: number;
}

const percentOf = (value: number, percent: number) => (value * percent) / 100;

/** Money to the paisa, so a total is the sum of the lines shown. */
const paise = (rupees: number) => Math.round(rupees * 100) / 100;

function brokerageFor(orderValue: number, { percent, maxPerOrder }: ChargeSchedule['segments'][Segment]['brokerage']) {
  if (orderValue <= 0) return 0;
  return percent === null ? maxPerOrder : Math.min(percentOf(orderValue, percent), maxPerOrder);
}

/**
 * The charges of a round trip (one buy order and one sell order of the same quantity) in a
 * segment, under a schedule (today's by default). Each line is rounded to the paisa and the total
 * is their sum. Null for input no trade can have (a negative price, no quantity).
 */
export function tradeCharges(
  { segment, buyPrice, sellPrice, quantity }: ChargesInput,
  schedule: ChargeSchedule = CHARGE_SCHEDULE,
): Charges | null {
  if (![buyPrice, sellPrice, quantity].every(Number.isFinite)) return null;
  if (buyPrice < 0 || sellPrice < 0 || quantity <= 0 || buyPrice + sellPrice <= 0) return null;
  const rates = schedule.segments[segment];
  const buyValue = buyPrice * quantity;
  const sellValue = sellPrice * quantity;
  const turnover = buyValue + sellValue;

  const brokerage = paise(brokerageFor(buyValue, rates.brokerage) + brokerageFor(sellValue, rates.brokerage));
  const transactionTax = paise(
    percentOf(buyValue, rates.transactionTax.buyPercent) + percentOf(sellValue, rates.transactionTax.sellPercent),
  );
  const exchange = paise(percentOf(turnover, rates.exchangePercent));
  const sebi = rates.sebiFee === false ? 0 : paise((turnover * schedule.sebiPerCrore) / 1e7);
  const stampDuty = paise(percentOf(buyValue, rates.stampBuyPercent));
  const gst = paise(percentOf(brokerage + exchange + sebi, schedule.gstPercent));
  const total = paise(brokerage + transactionTax + exchange + sebi + stampDuty + gst);
  const grossPnl = paise(sellValue - buyValue);
  return {
    turnover,
    brokerage,
    transactionTax,
    exchange,
    sebi,
    stampDuty,
    gst,
    total,
    grossPnl,
    netPnl: paise(grossPnl - total),
    breakevenPoints: paise(total / quantity),
  };
}
