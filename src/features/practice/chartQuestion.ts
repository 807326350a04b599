import { bollinger, ema, macd, rsi, sma, type Series } from './indicators';
import type { Candle, PracticeSet } from './model';
import { shownCandles, type ReplayState } from './replay';

/*
 * What "Ask about this chart" sends: the chart as the learner sees it now, in plain text. Only the
 * candles revealed so far (never one still to come), the indicators on screen with their last
 * values, and the learner's levels. The lab's own words for it are here; the assistant sends it.
 */

/** The most recent candles a question sends: enough for a pattern, few enough to stay small. */
export const CHART_CANDLES_SENT = 60;

export interface ChartIndicators {
  sma: boolean;
  ema: boolean;
  bollinger: boolean;
  rsi: boolean;
  macd: boolean;
}

interface ChartLevels {
  stop: string;
  target: string;
}

const last = (series: Series): number | null => {
  for (let i = series.length - 1; i >= 0; i -= 1) {
    const value = series[i];
    if (value !== null && value !== undefined) return value;
  }
  return null;
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals)).toString();

/** The indicators on screen and where each stands at the last candle shown. */
function indicatorLines(closes: number[], on: ChartIndicators, decimals: number): string[] {
  const at = (name: string, value: number | null, places = decimals) =>
    value === null ? `${name}: not enough candles yet` : `${name}: ${round(value, places)}`;
  const lines: string[] = [];
  if (on.sma) lines.push(at('SMA 20', last(sma(closes, 20))));
  if (on.ema) lines.push(at('EMA 50', last(ema(closes, 50))));
  if (on.bollinger) {
    const bands = bollinger(closes, 20);
    lines.push(`${at('Bollinger upper', last(bands.upper))}; ${at('lower', last(bands.lower))}`);
  }
  if (on.rsi) lines.push(at('RSI 14', last(rsi(closes, 14)), 1));
  if (on.macd) {
    const m = macd(closes);
    lines.push(`${at('MACD', last(m.macd))}; ${at('signal', last(m.signal))}`);
  }
  return lines;
}

/**
 * The chart in plain text, from the replay's state: `set.candles` beyond the position are never
 * read, so a question cannot carry a candle the learner has not seen.
 */
export function chartForQuestion(
  set: Pick<PracticeSet, 'instrument' | 'timeframe' | 'candles'>,
  state: Pick<ReplayState, 'position' | 'open'>,
  levels: ChartLevels,
  indicators: ChartIndicators,
  decimals: number,
): string {
  const revealed: Candle[] = shownCandles(set.candles, state.position);
  const sent = revealed.slice(-CHART_CANDLES_SENT);
  const price = (value: number) => round(value, decimals);
  const trade = state.open;
  const plan = trade
    ? `Open ${trade.side} trade: entry ${price(trade.entry)}, stop ${price(trade.stop)}, target ${price(trade.target)}`
    : [levels.stop && `Planned stop: ${levels.stop}`, levels.target && `Planned target: ${levels.target}`]
        .filter(Boolean)
        .join('; ') || 'No levels planned yet';
  return [
    `Chart: ${set.instrument}, ${set.timeframe} candles, ${revealed.length} shown so far (the rest not yet seen).`,
    `Last ${sent.length} candles, oldest first (date open high low close):`,
    ...sent.map((c) => `${c.date} ${price(c.open)} ${price(c.high)} ${price(c.low)} ${price(c.close)}`),
    ...indicatorLines(
      revealed.map((c) => c.close),
      indicators,
      decimals,
    ),
    plan,
  ].join('\n');
}
