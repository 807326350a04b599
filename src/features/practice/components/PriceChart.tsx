import Box from '@mui/material/Box';
import { alpha, useColorScheme, useTheme } from '@mui/material/styles';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
} from 'lightweight-charts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Candle } from '../model';
import type { OpenTrade } from '../trade';
import {
  addsCandles,
  candleBar,
  indicatorLines,
  linePoints,
  timeOf,
  volumeBar,
  type Drawn,
  type IndicatorChoice,
  type IndicatorValues,
} from './chartData';
import { chartLocalization } from './chartLocalization';
import { LineHandles } from './LineHandles';

export type { IndicatorChoice } from './chartData';

interface PriceChartProps {
  /** Only the candles shown: the chart is never given a future one. */
  candles: Candle[];
  indicators: IndicatorChoice;
  trade: OpenTrade | null;
  /** Names the stop and target lines on the chart. */
  labels: { entry: string; stop: string; target: string };
  /** Before a trade opens: the ticket's stop and target, as lines the learner can drag. */
  draft: Draft | null;
  /** A draft line, or an open trade's stop or target line, dragged (or moved by keyboard) to `price`. */
  onDraft: (which: Level, price: number) => void;
  /** The page's locale: the price scale's grouping and the time scale's month names. */
  locale?: string;
  /** Decimals of the set's prices. */
  decimals?: number;
  /** A handle's accessible name and its value as words. */
  handleLabel?: (which: Level, price: number) => string;
}

export type Level = 'stop' | 'target';
/** A draft line: at the typed price, or (not typed yet) at a suggested one, drawn fainter. */
export type Draft = Record<Level, { price: number; typed: boolean }>;
const LEVELS: Level[] = ['stop', 'target'];

/**
 * The replay's candlestick chart with volume beneath, drawn by TradingView's Lightweight Charts
 * (its logo links to TradingView, as its licence asks), in the page's colour scheme; RSI and MACD
 * in panes of their own.
 */
export default function PriceChart({
  candles,
  indicators,
  trade,
  labels,
  draft,
  onDraft,
  locale = 'en-IN',
  decimals = 2,
  handleLabel,
}: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<{ price?: ISeriesApi<'Candlestick'>; volume?: ISeriesApi<'Histogram'> }>({});
  const indicatorSeries = useRef<{ series: ISeriesApi<'Line'>; values: IndicatorValues }[]>([]);
  const drawn = useRef<Drawn | null>(null);
  const priceLines = useRef<IPriceLine[]>([]);
  // Where each draft line's handle stands (px from the top), read from the chart after it draws.
  const [handleAt, setHandleAt] = useState<Partial<Record<Level, number>>>({});
  // The lines a learner can move: the draft's before a trade, the open trade's stop and target after.
  const movable = useMemo<Record<Level, number> | null>(
    () =>
      trade
        ? { stop: trade.stop, target: trade.target }
        : draft
          ? { stop: draft.stop.price, target: draft.target.price }
          : null,
    [trade, draft],
  );
  const draftRef = useRef(movable);
  const frame = useRef(0);
  const placeHandles = useCallback(() => {
    cancelAnimationFrame(frame.current);
    // The chart applies changes on its next frame; the coordinates are read after it.
    frame.current = requestAnimationFrame(() => {
      const price = series.current.price;
      const current = draftRef.current;
      const at: Partial<Record<Level, number>> = {};
      if (price && current)
        for (const level of LEVELS) {
          const y = price.priceToCoordinate(current[level]);
          if (y !== null && y >= 0 && y <= (box.current?.clientHeight ?? 0)) at[level] = y;
        }
      setHandleAt(at);
    });
  }, []);
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) ?? 'light';
  const palette = (theme.colorSchemes[scheme] ?? theme.colorSchemes.light)?.palette ?? theme.palette;
  const colours = useMemo(
    () => ({
      text: palette.text.secondary,
      background: palette.background.paper,
      grid: palette.divider,
      up: palette.success.main,
      down: palette.error.main,
      primary: palette.primary.main,
      secondary: palette.secondary.main,
      warning: palette.warning.main,
      info: palette.info.main,
    }),
    [palette],
  );

  // The chart is made once; the colour scheme and the data are applied to it as they change.
  useEffect(() => {
    if (!box.current) return;
    // autoSize follows the box as the window narrows; the right offset keeps the line labels off
    // the latest candles.
    const made = createChart(box.current, {
      autoSize: true,
      layout: { attributionLogo: true },
      timeScale: { rightOffset: 6 },
    });
    chart.current = made;
    const price = made.addSeries(CandlestickSeries, { priceLineVisible: false });
    const volume = made.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    made.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    price.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } });
    series.current = { price, volume };
    made.timeScale().subscribeVisibleLogicalRangeChange(placeHandles);
    const resized = new ResizeObserver(placeHandles);
    resized.observe(box.current);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame.current);
      made.remove();
      chart.current = null;
      series.current = {};
      indicatorSeries.current = [];
      drawn.current = null;
      priceLines.current = [];
    };
  }, [placeHandles]);

  useEffect(() => {
    chart.current?.applyOptions({ localization: chartLocalization(locale, decimals, candles[0]?.date.length !== 10) });
  }, [locale, decimals, candles]);

  useEffect(() => {
    chart.current?.applyOptions({
      layout: { background: { type: ColorType.Solid, color: colours.background }, textColor: colours.text },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderColor: colours.grid },
      timeScale: { borderColor: colours.grid, timeVisible: candles[0]?.date.length !== 10 },
    });
    series.current.price?.applyOptions({
      upColor: colours.up,
      downColor: colours.down,
      borderUpColor: colours.up,
      borderDownColor: colours.down,
      wickUpColor: colours.up,
      wickDownColor: colours.down,
    });
  }, [colours, candles]);

  useEffect(() => {
    const made = chart.current;
    const { price, volume } = series.current;
    if (!made || !price || !volume) return;
    const next: Drawn = { candles, indicators, colours };
    const closes = candles.map((c) => c.close);
    const before = drawn.current;
    drawn.current = next;
    // A replay step adds a candle: only the new points are drawn, each series updated in place.
    if (before && addsCandles(before, next)) {
      const from = before.candles.length;
      const added = candles.slice(from);
      for (const candle of added) {
        price.update(candleBar(candle));
        volume.update(volumeBar(candle, colours));
      }
      for (const { series: indicator, values } of indicatorSeries.current) {
        const all = values(closes);
        for (const [offset, candle] of added.entries()) {
          const value = all[from + offset];
          if (value != null) indicator.update({ time: timeOf(candle.date), value });
        }
      }
      return;
    }
    // Anything else (a new set, a reset, another choice of indicators, the colour scheme) draws anew.
    price.setData(candles.map(candleBar));
    volume.setData(candles.map((candle) => volumeBar(candle, colours)));
    for (const { series: old } of indicatorSeries.current) made.removeSeries(old);
    const lines = indicatorLines(indicators, colours);
    indicatorSeries.current = lines.map(({ values, color, pane }) => {
      const added = made.addSeries(
        LineSeries,
        { color, lineWidth: 2, priceLineVisible: false, lastValueVisible: false },
        pane,
      );
      added.setData(linePoints(candles, values(closes)));
      return { series: added, values };
    });
    // Panes left over from an indicator just turned off.
    const panes = Math.max(0, ...lines.map(({ pane }) => pane)) + 1;
    while (made.panes().length > panes) made.removePane(made.panes().length - 1);
  }, [candles, indicators, colours]);

  useEffect(() => {
    const price = series.current.price;
    if (!price) return;
    for (const old of priceLines.current) price.removePriceLine(old);
    const level = (value: number, color: string, title: string, typed = true) =>
      price.createPriceLine({
        price: value,
        color: typed ? color : alpha(color, 0.6),
        lineStyle: LineStyle.Dashed,
        lineWidth: typed ? 2 : 1,
        title,
        axisLabelVisible: true,
      });
    if (trade)
      priceLines.current = [
        price.createPriceLine({
          price: trade.entry,
          color: colours.text,
          lineStyle: LineStyle.Dotted,
          lineWidth: 1,
          title: labels.entry,
          axisLabelVisible: true,
        }),
        // The handles on the left name the stop and target; titles on the right would cover candles.
        level(trade.stop, colours.down, ''),
        level(trade.target, colours.up, ''),
      ];
    else if (draft)
      priceLines.current = [
        level(draft.stop.price, colours.down, '', draft.stop.typed),
        level(draft.target.price, colours.up, '', draft.target.typed),
      ];
    else priceLines.current = [];
    placeHandles();
  }, [trade, draft, colours, labels, candles, placeHandles]);

  useEffect(() => {
    draftRef.current = movable;
    placeHandles();
  }, [movable, placeHandles]);

  return (
    <Box sx={{ position: 'relative', height: '100%', width: '100%' }}>
      <Box ref={box} sx={{ height: '100%', width: '100%' }} />
      <LineHandles
        movable={movable}
        handleAt={handleAt}
        labels={labels}
        locale={locale}
        decimals={decimals}
        handleLabel={handleLabel}
        onMove={onDraft}
        priceAt={(clientY) => {
          if (!box.current) return null;
          return series.current.price?.coordinateToPrice(clientY - box.current.getBoundingClientRect().top) ?? null;
        }}
      />
    </Box>
  );
}
