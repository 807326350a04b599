import { readFileSync } from 'node:fs';
import { CHART_CANDLES_SENT, chartForQuestion } from './chartQuestion';
import type { Candle } from './model';

const candles = (
  JSON.parse(readFileSync('content/courses/crypto-basics/practice/bitcoin-risk-per-trade.candles.json', 'utf8')) as {
    candles: Candle[];
  }
).candles;
const set = { instrument: 'Bitcoin (BTC/INR)', timeframe: '1D' as const, candles };
const NONE = { sma: false, ema: false, bollinger: false, rsi: false, macd: false };
const datesIn = (text: string) => [...text.matchAll(/^(\d{4}-\d{2}-\d{2}\S*) /gm)].map((m) => m[1]);

describe('the chart a question about it sends', () => {
  it.each([0, 10, 80, candles.length - 1])('holds no candle after the one shown last (at %i)', (position) => {
    const text = chartForQuestion(set, { position, open: null }, { stop: '', target: '' }, NONE, 0);
    const dates = datesIn(text);
    const shown = candles.slice(0, position + 1).map((c) => c.date);
    expect(dates.length).toBe(Math.min(position + 1, CHART_CANDLES_SENT));
    expect(dates.every((date) => shown.includes(date ?? ''))).toBe(true);
    expect(dates.at(-1)).toBe(candles[position]?.date);
    expect(text).toContain(`${position + 1} shown so far`);
  });

  it('names the indicators on screen with their values at the last candle, and the learner’s levels', () => {
    const text = chartForQuestion(
      set,
      { position: 80, open: null },
      { stop: '3500000', target: '' },
      { ...NONE, rsi: true, sma: true },
      0,
    );
    expect(text).toMatch(/^RSI 14: \d+(\.\d)?$/m);
    expect(text).toMatch(/^SMA 20: \d+$/m);
    expect(text).not.toMatch(/EMA|MACD|Bollinger/);
    expect(text).toMatch(/^Planned stop: 3500000$/m);
    // Few candles yet: an indicator says it has not enough rather than a number.
    expect(
      chartForQuestion(set, { position: 5, open: null }, { stop: '', target: '' }, { ...NONE, rsi: true }, 0),
    ).toMatch(/^RSI 14: not enough candles yet$/m);
  });
});
