/** @jest-environment node */
import { candle } from '@/test/candles';
import { addsCandles, indicatorLines, linePoints, volumeBar, type ChartColours, type Drawn } from './chartData';

const colours: ChartColours = {
  text: '#111111',
  background: '#ffffff',
  grid: '#eeeeee',
  up: '#2e7d32',
  down: '#d32f2f',
  primary: '#1976d2',
  secondary: '#9c27b0',
  warning: '#ed6c02',
  info: '#0288d1',
};
const none = { sma: false, ema: false, bollinger: false, rsi: false, macd: false };
const days = [1, 2, 3, 4].map((n) => ({ ...candle(100 + n, 102 + n, 99 + n, 101 + n), date: `2024-01-0${n}` }));

describe('addsCandles', () => {
  const drawn: Drawn = { candles: days.slice(0, 2), indicators: none, colours };

  it('is a step when candles are added after the same ones, with the same indicators and colours', () => {
    expect(addsCandles(drawn, { ...drawn, candles: days.slice(0, 3) })).toBe(true);
    expect(addsCandles(drawn, { ...drawn, candles: days, indicators: { ...none } })).toBe(true);
  });

  it('draws anew after a reset, on another set, another choice of indicators or another colour scheme', () => {
    expect(addsCandles(drawn, { ...drawn, candles: days.slice(0, 1) })).toBe(false);
    const [, second, third] = days;
    expect(addsCandles(drawn, { ...drawn, candles: [second, second, third].filter((day) => day !== undefined) })).toBe(
      false,
    );
    expect(addsCandles(drawn, { ...drawn, candles: days, indicators: { ...none, rsi: true } })).toBe(false);
    expect(addsCandles(drawn, { ...drawn, candles: days, colours: { ...colours } })).toBe(false);
    expect(addsCandles({ ...drawn, candles: [] }, { ...drawn, candles: days })).toBe(false);
  });
});

describe('indicatorLines', () => {
  it('puts the averages and bands over the candles, and RSI and MACD in panes of their own below', () => {
    const all = indicatorLines({ sma: true, ema: true, bollinger: true, rsi: true, macd: true }, colours);
    expect(all.map(({ pane, color }) => [pane, color])).toEqual([
      [0, colours.primary],
      [0, colours.warning],
      [0, colours.info],
      [0, colours.info],
      [0, colours.info],
      [1, colours.secondary],
      [2, colours.primary],
      [2, colours.warning],
    ]);
    expect(indicatorLines({ ...none, macd: true }, colours).map(({ pane }) => pane)).toEqual([1, 1]);
    expect(indicatorLines(none, colours)).toEqual([]);
  });
});

describe('the points drawn', () => {
  it('leaves out the candles an indicator has no value for yet', () => {
    expect(linePoints(days, [null, null, 101.5, 102.5])).toEqual([
      { time: '2024-01-03', value: 101.5 },
      { time: '2024-01-04', value: 102.5 },
    ]);
  });

  it('colours a volume bar faintly after its candle, up or down', () => {
    expect(volumeBar(candle(100, 102, 99, 101), colours).color).toBe('rgba(46, 125, 50, 0.4)');
    expect(volumeBar(candle(101, 102, 99, 100), colours).color).toBe('rgba(211, 47, 47, 0.4)');
  });
});
