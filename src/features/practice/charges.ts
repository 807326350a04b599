import type { Segment } from './model';

/**
 * What a round trip costs, per segment, at a discount broker's published tariff and the
 * exchanges' and government's statutory rates. Percentages are of the turnover they apply to.
 * Change the rates here, with their new effective date and source.
 */
export const CHARGE_RATES = {
  effectiveFrom: '2024-10-01',
  source:
    'NSE and MCX transaction charges from 1 October 2024, STT/CTT as in the Finance Act 2024, SEBI fee, Indian Stamp Act rates, GST 18 %; brokerage of a typical discount broker',
  gstPercent: 18,
  sebiPerCrore: 10,
  segments: {
    'equity-delivery': {
      brokeragePercent: 0,
      brokerageCap: 0,
      sttBuyPercent: 0.1,
      sttSellPercent: 0.1,
      exchangePercent: 0.00297,
      stampBuyPercent: 0.015,
    },
    'equity-intraday': {
      brokeragePercent: 0.03,
      brokerageCap: 20,
      sttBuyPercent: 0,
      sttSellPercent: 0.025,
      exchangePercent: 0.00297,
      stampBuyPercent: 0.003,
    },
    futures: {
      brokeragePercent: 0.03,
      brokerageCap: 20,
      sttBuyPercent: 0,
      sttSellPercent: 0.02,
      exchangePercent: 0.00173,
      stampBuyPercent: 0.002,
    },
    'commodity-futures': {
      brokeragePercent: 0.03,
      brokerageCap: 20,
      sttBuyPercent: 0,
      sttSellPercent: 0.01,
      exchangePercent: 0.0021,
      stampBuyPercent: 0.002,
    },
    'currency-futures': {
      brokeragePercent: 0.03,
      brokerageCap: 20,
      sttBuyPercent: 0,
      sttSellPercent: 0,
      exchangePercent: 0.00035,
      stampBuyPercent: 0.0001,
    },
    // A crypto exchange's fee on each side; the 1 % TDS on sales is tax paid in advance, not a cost.
    crypto: {
      brokeragePercent: 0.2,
      brokerageCap: Infinity,
      sttBuyPercent: 0,
      sttSellPercent: 0,
      exchangePercent: 0,
      stampBuyPercent: 0,
    },
  },
} as const satisfies {
  effectiveFrom: string;
  source: string;
  gstPercent: number;
  sebiPerCrore: number;
  segments: Record<Segment, Record<string, number>>;
};

export interface Charges {
  brokerage: number;
  /** STT on securities, CTT on commodities. */
  transactionTax: number;
  exchange: number;
  sebi: number;
  stamp: number;
  gst: number;
  total: number;
}

const paise = (rupees: number) => Math.round(rupees * 100) / 100;

/** The charges of buying `buyValue` rupees' worth and selling `sellValue`, each one order. */
export function roundTripCharges(segment: Segment, buyValue: number, sellValue: number): Charges {
  const rates = CHARGE_RATES.segments[segment];
  const percent = (value: number, rate: number) => (value * rate) / 100;
  const orderBrokerage = (value: number) => Math.min(percent(value, rates.brokeragePercent), rates.brokerageCap);
  const turnover = buyValue + sellValue;
  const brokerage = paise(orderBrokerage(buyValue) + orderBrokerage(sellValue));
  const transactionTax = Math.round(percent(buyValue, rates.sttBuyPercent) + percent(sellValue, rates.sttSellPercent));
  const exchange = paise(percent(turnover, rates.exchangePercent));
  const sebi = paise((turnover * CHARGE_RATES.sebiPerCrore) / 1e7);
  const stamp = Math.round(percent(buyValue, rates.stampBuyPercent));
  const gst = paise(((brokerage + exchange + sebi) * CHARGE_RATES.gstPercent) / 100);
  return {
    brokerage,
    transactionTax,
    exchange,
    sebi,
    stamp,
    gst,
    total: paise(brokerage + transactionTax + exchange + sebi + stamp + gst),
  };
}
