import { formatINR, perLocale } from '@/lib/format';
import { INDIA_OFFSET, INDIA_ZONE, isMidnightInIndia } from '@/lib/indiaTime';
import type { Candle, Localised } from './model';

/** The decimals a set's prices are written with (at most four, for currency pairs). */
export function priceDecimals(candles: readonly Candle[]): number {
  let decimals = 0;
  for (const candle of candles.slice(0, 50)) {
    for (const value of [candle.open, candle.high, candle.low, candle.close]) {
      const [, fraction = ''] = String(value).split('.');
      decimals = Math.max(decimals, fraction.length);
    }
  }
  return Math.min(decimals, 4);
}

const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, decimals: number) => {
  const id = `${locale}|${decimals}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(id, format);
  }
  return format;
};

/** A price with the set's decimals and Indian digit grouping. */
export const formatPrice = (value: number, decimals: number, locale: string) =>
  numberFormat(locale, decimals).format(value);

/** A quantity: whole units, or a crypto fraction. */
export const formatQuantity = (value: number, locale: string) =>
  numberFormat(locale, Number.isInteger(value) ? 0 : Math.min(8, String(value).split('.')[1]?.length ?? 0)).format(
    value,
  );

/** R with its sign, a true minus and two decimals: "−1.00", "+2.50", "0.00". */
export const formatR = (r: number, locale: string) =>
  `${r < 0 ? '−' : r > 0 ? '+' : ''}${numberFormat(locale, 2).format(Math.abs(r))}`;

/** Rupees with a true minus for a loss: "−₹1,055". */
export const formatRupees = (value: number, locale: string) => {
  const rounded = Math.round(value);
  return rounded < 0 ? `−${formatINR(-rounded, locale)}` : formatINR(rounded, locale);
};

/**
 * A candle's date as an instant: set files write the exchange's local time (India's, UTC+05:30),
 * a daily candle its day only.
 */
export function candleInstant(date: string): string {
  const local = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00` : date.slice(0, 16);
  const instant = new Date(`${local}:00${INDIA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? new Date().toISOString() : instant.toISOString();
}

const candleFormats = perLocale((locale) => {
  const format = (withTime: boolean) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime && { timeStyle: 'short' }),
      timeZone: INDIA_ZONE,
    });
  return { day: format(false), dayAndTime: format(true) };
});

/**
 * When a trade closed, as the chart dates its candle: in India's time, and the day alone for a
 * daily candle (which candleInstant puts at midnight there). '' for an unreadable date.
 */
export function formatCandleTime(iso: string, locale: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const formats = candleFormats(locale);
  return (isMidnightInIndia(instant) ? formats.day : formats.dayAndTime).format(instant);
}

/** A set's instrument and exchange as the page's language writes them. */
export const marketNames = (
  set: { instrument: string; exchange: string; instrumentName?: Localised; exchangeName?: Localised },
  lang: keyof Localised,
) => ({
  instrument: set.instrumentName?.[lang] ?? set.instrument,
  exchange: set.exchangeName?.[lang] ?? set.exchange,
});
