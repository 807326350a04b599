import type { Candle } from './model';

/**
 * The candle a replay restarts from for a chosen date: the first on or after it, never before the
 * set's own start (the candles before it are the history every replay begins with); the last
 * candle when the date is past the end.
 */
export function startIndexForDate(candles: readonly Pick<Candle, 'date'>[], date: string, earliest: number): number {
  const last = candles.length - 1;
  const found = candles.findIndex((candle, index) => index >= earliest && candle.date.slice(0, 10) >= date);
  return found === -1 ? Math.max(earliest, last) : found;
}

/**
 * A random candle to restart from, between the set's start and a tenth of the way before its end,
 * so some candles are always left to replay. `random` is in [0, 1).
 */
export function randomStartIndex(length: number, earliest: number, random: number): number {
  const latest = Math.max(earliest, Math.floor(earliest + (length - 1 - earliest) * 0.9));
  return earliest + Math.floor(Math.min(Math.max(random, 0), 0.999999) * (latest - earliest + 1));
}
