/**
 * Brokerage and statutory charges per segment, as one dated schedule, which both the charges
 * calculator and the trading lab charge from. The calculator shows the source and the effective
 * date; when a broker, the exchange or the government changes a rate, change it here, with the
 * new date and source, and the worked examples in charges.test.ts.
 *
 * Percentages are written as percent (0.1 means 0.1 %); the SEBI fee is rupees per crore of
 * turnover, as SEBI publishes it.
 */

export type Segment =
  | 'equityDelivery'
  | 'equityIntraday'
  | 'futures'
  | 'options'
  | 'commodityFutures'
  | 'commodityOptions'
  | 'currencyFutures'
  | 'crypto';

/** The segments the charges calculator offers (the trading lab also charges currency and crypto). */
export const SEGMENTS = [
  'equityDelivery',
  'equityIntraday',
  'futures',
  'options',
  'commodityFutures',
  'commodityOptions',
] as const satisfies readonly Segment[];
export type CalculatorSegment = (typeof SEGMENTS)[number];

export interface SegmentRates {
  /** Brokerage per executed order: a percentage of the order's value capped at a flat fee, or the flat fee alone. */
  brokerage: { percent: number | null; maxPerOrder: number };
  /** Securities (STT) or commodities (CTT) transaction tax, in percent of the value of each side it applies to. */
  transactionTax: { kind: 'STT' | 'CTT' | 'none'; buyPercent: number; sellPercent: number };
  /** The exchange's transaction charge on the turnover (premium turnover for options), in percent. */
  exchangePercent: number;
  /** The exchange those charges are the rate of (a crypto exchange's own fee is its brokerage). */
  exchange: 'NSE' | 'MCX' | null;
  /** Stamp duty on the buy side, in percent. */
  stampBuyPercent: number;
  /** False where SEBI has no turnover fee (crypto is outside its remit). */
  sebiFee?: false;
}

export interface ChargeSchedule {
  /** Where the rates were read, named on the page. */
  source: { name: string; url: string };
  /** ISO date from which the schedule applies. */
  effectiveFrom: string;
  /** GST on brokerage, exchange charges and the SEBI fee, in percent. */
  gstPercent: number;
  /** SEBI's turnover fee, rupees per crore of turnover (both sides). */
  sebiPerCrore: number;
  segments: Record<Segment, SegmentRates>;
}

/**
 * A discount broker's published schedule (Zerodha's charges page) for NSE equity and F&O and
 * MCX commodity, with the exchanges' transaction charges as revised from 1 October 2024 and the
 * STT on F&O from the same date. Option rates apply to the premium, not the notional value.
 */
export const CHARGE_SCHEDULE: ChargeSchedule = {
  source: { name: 'Zerodha — Charges (brokerage and statutory charges)', url: 'https://zerodha.com/charges' },
  effectiveFrom: '2024-10-01',
  gstPercent: 18,
  sebiPerCrore: 10,
  segments: {
    equityDelivery: {
      brokerage: { percent: null, maxPerOrder: 0 },
      transactionTax: { kind: 'STT', buyPercent: 0.1, sellPercent: 0.1 },
      exchangePercent: 0.00297,
      exchange: 'NSE',
      stampBuyPercent: 0.015,
    },
    equityIntraday: {
      brokerage: { percent: 0.03, maxPerOrder: 20 },
      transactionTax: { kind: 'STT', buyPercent: 0, sellPercent: 0.025 },
      exchangePercent: 0.00297,
      exchange: 'NSE',
      stampBuyPercent: 0.003,
    },
    futures: {
      brokerage: { percent: 0.03, maxPerOrder: 20 },
      transactionTax: { kind: 'STT', buyPercent: 0, sellPercent: 0.02 },
      exchangePercent: 0.00173,
      exchange: 'NSE',
      stampBuyPercent: 0.002,
    },
    options: {
      brokerage: { percent: null, maxPerOrder: 20 },
      transactionTax: { kind: 'STT', buyPercent: 0, sellPercent: 0.1 },
      exchangePercent: 0.03503,
      exchange: 'NSE',
      stampBuyPercent: 0.003,
    },
    commodityFutures: {
      brokerage: { percent: 0.03, maxPerOrder: 20 },
      transactionTax: { kind: 'CTT', buyPercent: 0, sellPercent: 0.01 },
      exchangePercent: 0.0021,
      exchange: 'MCX',
      stampBuyPercent: 0.002,
    },
    commodityOptions: {
      brokerage: { percent: null, maxPerOrder: 20 },
      transactionTax: { kind: 'CTT', buyPercent: 0, sellPercent: 0.05 },
      exchangePercent: 0.0418,
      exchange: 'MCX',
      stampBuyPercent: 0.003,
    },
    currencyFutures: {
      brokerage: { percent: 0.03, maxPerOrder: 20 },
      transactionTax: { kind: 'none', buyPercent: 0, sellPercent: 0 },
      exchangePercent: 0.00035,
      exchange: 'NSE',
      stampBuyPercent: 0.0001,
    },
    // A crypto exchange's fee on each side; the 1 % TDS on sales is tax paid in advance, not a cost.
    crypto: {
      brokerage: { percent: 0.2, maxPerOrder: Infinity },
      transactionTax: { kind: 'none', buyPercent: 0, sellPercent: 0 },
      exchangePercent: 0,
      exchange: null,
      stampBuyPercent: 0,
      sebiFee: false,
    },
  },
};
