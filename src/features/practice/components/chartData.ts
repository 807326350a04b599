import { alpha } from '@mui/material/styles';
import type { Time } from 'lightweight-charts';
import { bollinger, ema, macd, rsi, sma, type Series } from '../indicators';
import type { Candle } from '../model';

export interface IndicatorChoice {
  sma: boolean;
  ema: boolean;
  bollinger: boolean;
  rsi: boolean;
  macd: boolean;
}

/** The theme's colours the chart draws with. */
export interface ChartColours {
  text: string;
  background: string;
  grid: string;
  up: string;
  down: string;
  primary: string;
  secondary: string;
  warning: string;
  info: string;
}

/** A candle's time for the chart: the exchange's wall-clock time, read as UTC so it shows as written. */
export const timeOf = (date: string): Time =>
  (date.length === 10 ? date : Date.parse(`${date}:00Z`) / 1000) as unknown as Time;

/** A line's points: one per candle whose value is known (an average needs its window first). */
export const linePoints = (candles: Candle[], series: Series) =>
  series.flatMap((value, i) => {
    const candle = candles[i];
    return value === null || !candle ? [] : [{ time: timeOf(candle.date), value }];
  });

export const candleBar = (c: Candle) => ({
  time: timeOf(c.date),
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
});

/** A candle's volume bar, faint in the colour of its candle. */
export const volumeBar = (c: Candle, colours: ChartColours) => ({
  time: timeOf(c.date),
  value: c.volume,
  color: alpha(c.close >= c.open ? colours.up : colours.down, 0.4),
});

/** How an indicator's values follow from the closes of the candles shown. */
export type IndicatorValues = (closes: number[]) => Series;

/**
 * The lines of the chosen indicators, each with its colour and pane: the averages and bands over the
 * candles (pane 0), RSI and then MACD each in a pane of its own below.
 */
export function indicatorLines(
  choice: IndicatorChoice,
  colours: ChartColours,
): { values: IndicatorValues; color: string; pane: number }[] {
  const lines: { values: IndicatorValues; color: string; pane: number }[] = [];
  if (choice.sma) lines.push({ values: (c) => sma(c, 20), color: colours.primary, pane: 0 });
  if (choice.ema) lines.push({ values: (c) => ema(c, 50), color: colours.warning, pane: 0 });
  if (choice.bollinger)
    for (const band of ['upper', 'middle', 'lower'] as const)
      lines.push({ values: (c) => bollinger(c, 20, 2)[band], color: colours.info, pane: 0 });
  let pane = 1;
  if (choice.rsi) lines.push({ values: (c) => rsi(c, 14), color: colours.secondary, pane: pane++ });
  if (choice.macd) {
    lines.push({ values: (c) => macd(c).macd, color: colours.primary, pane });
    lines.push({ values: (c) => macd(c).signal, color: colours.warning, pane });
  }
  return lines;
}

/** What the chart holds: its candles, and the indicators and colours they were drawn with. */
export interface Drawn {
  candles: Candle[];
  indicators: IndicatorChoice;
  colours: ChartColours;
}

const sameChoice = (a: IndicatorChoice, b: IndicatorChoice) =>
  (Object.keys(a) as (keyof IndicatorChoice)[]).every((key) => a[key] === b[key]);

/**
 * Whether `next` is `drawn` with candles added at its end (a replay step), with the same indicators
 * and colours: then only the new points need drawing.
 */
export const addsCandles = (drawn: Drawn, next: Drawn) =>
  drawn.colours === next.colours &&
  sameChoice(drawn.indicators, next.indicators) &&
  drawn.candles.length > 0 &&
  next.candles.length > drawn.candles.length &&
  drawn.candles.every((candle, i) => next.candles[i] === candle);
