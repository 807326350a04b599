import type { Time } from 'lightweight-charts';

/** A chart time as a date: the exchange's wall clock read as UTC (see PriceChart's timeOf). */
const dateOf = (time: Time) =>
  typeof time === 'string'
    ? new Date(`${time}T00:00:00Z`)
    : typeof time === 'number'
      ? new Date(time * 1000)
      : new Date(Date.UTC(time.year, time.month - 1, time.day));

/**
 * The chart's words and numbers in the page's language: prices grouped the Indian way
 * (1,23,456.50), month names and times of the locale (the time scale's ticks follow `locale`).
 */
export function chartLocalization(locale: string, decimals: number, intraday: boolean) {
  const prices = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const times = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...(intraday ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
  return {
    locale,
    priceFormatter: (value: number) => prices.format(value),
    timeFormatter: (time: Time) => times.format(dateOf(time)),
  };
}
