// Indicators as pure functions over closing prices. Each returns one value per input, null
// where there is not yet enough history, so a series lines up with its candles.

export type Series = (number | null)[];

/** Simple moving average over `period` values. */
export function sma(values: readonly number[], period: number): Series {
  let sum = 0;
  return values.map((value, i) => {
    sum += value;
    if (i >= period) sum -= values[i - period] ?? 0;
    return i >= period - 1 ? sum / period : null;
  });
}

/** Exponential moving average, seeded with the simple average of its first `period` values. */
export function ema(values: readonly number[], period: number): Series {
  const k = 2 / (period + 1);
  let previous: number | null = null;
  return values.map((value, i) => {
    if (i < period - 1) return null;
    if (previous === null) {
      previous = values.slice(0, period).reduce((a, b) => a + b, 0) / period;
      return previous;
    }
    previous = value * k + previous * (1 - k);
    return previous;
  });
}

/** Relative strength index with Wilder's smoothing (the usual 14). */
export function rsi(values: readonly number[], period = 14): Series {
  const out: Series = values.map(() => null);
  if (values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  const value = () => (loss === 0 ? 100 : 100 - 100 / (1 + gain / loss));
  out[period] = value();
  for (let i = period + 1; i < values.length; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = value();
  }
  return out;
}

export interface Macd {
  macd: Series;
  signal: Series;
  histogram: Series;
}

/** MACD: the fast EMA less the slow one, its signal line (an EMA of it) and their difference. */
export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line = values.map((_, i) => {
    const f = fastLine[i];
    const sl = slowLine[i];
    return f != null && sl != null ? f - sl : null;
  });
  const firstDefined = line.findIndex((value) => value !== null);
  const signalPart = firstDefined < 0 ? [] : ema(line.slice(firstDefined) as number[], signalPeriod);
  const signal: Series = line.map((_, i) =>
    firstDefined < 0 || i < firstDefined ? null : (signalPart[i - firstDefined] ?? null),
  );
  const histogram = line.map((value, i) => {
    const s = signal[i];
    return value !== null && s != null ? value - s : null;
  });
  return { macd: line, signal, histogram };
}

export interface Bands {
  middle: Series;
  upper: Series;
  lower: Series;
}

/** Bollinger bands: the simple average and `width` population standard deviations either side. */
export function bollinger(values: readonly number[], period = 20, width = 2): Bands {
  const middle = sma(values, period);
  const deviation = middle.map((mean, i) => {
    if (mean === null) return null;
    const window = values.slice(i - period + 1, i + 1);
    return Math.sqrt(window.reduce((sum, value) => sum + (value - mean) ** 2, 0) / period);
  });
  return {
    middle,
    upper: middle.map((mean, i) => (mean === null ? null : mean + width * (deviation[i] ?? 0))),
    lower: middle.map((mean, i) => (mean === null ? null : mean - width * (deviation[i] ?? 0))),
  };
}
