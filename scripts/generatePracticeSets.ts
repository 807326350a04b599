#!/usr/bin/env -S npx tsx
// Writes the prices of the generated practice sets from a fixed seed: realistic but invented
// candles (trends, ranges, gaps, volatility clusters), labelled "Generated practice data" on
// screen. Each set's text and trading details live once, in its `practice/<id>.json` of its
// course's content folder; this writes only `<id>.candles.json` beside it. Run again after
// changing a recipe: the same seed writes the same file.
// Usage: npm run practice:generate
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Candle, Timeframe } from '../src/features/practice/model';
import { prettyJson, repoRoot } from '../tools/importPracticeSet';

const COURSES = join(repoRoot(), 'content', 'courses');

/** The practice folder that holds a set's details, and its timeframe. */
function findSetFile(id: string): { dir: string; timeframe: Timeframe } | undefined {
  for (const course of readdirSync(COURSES)) {
    const dir = join(COURSES, course, 'practice');
    try {
      const info = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { timeframe: Timeframe };
      return { dir, timeframe: info.timeframe };
    } catch {
      // Not in this course's folder.
    }
  }
  return undefined;
}

/** mulberry32: a small, fast PRNG whose sequence depends on the seed alone. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box-Muller). */
const normal = (rand: () => number) => Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());

/** A stretch of the series: its drift per candle and how volatile it is, relative to the base. */
interface Regime {
  candles: number;
  drift: number;
  vol: number;
}

interface Recipe {
  /** The set's id: its details are in `practice/<id>.json` of a course's content folder. */
  id: string;
  seed: number;
  startPrice: number;
  /** Typical move per candle as a fraction of price. */
  vol: number;
  tick: number;
  baseVolume: number;
  /** Whether sessions open with gaps (exchanges close overnight; crypto never does). */
  gaps: boolean;
  /** Daily: whether weekends trade (crypto). */
  weekends?: boolean;
  /** Intraday: candles per session, from 09:15 (NSE) or 09:00 (MCX). */
  session?: { open: string; candles: number };
  firstDate: string;
  regimes: Regime[];
}

const roundTo = (value: number, tick: number) => Number((Math.round(value / tick) * tick).toFixed(6));

function* dates(recipe: Recipe, timeframe: Timeframe): Generator<string> {
  const day = new Date(`${recipe.firstDate}T00:00:00Z`);
  for (;;) {
    const weekday = day.getUTCDay();
    if (recipe.weekends || (weekday !== 0 && weekday !== 6)) {
      const iso = day.toISOString().slice(0, 10);
      if (!recipe.session) yield iso;
      else {
        const [h, m] = recipe.session.open.split(':').map(Number) as [number, number];
        const minutes = timeframe === '15m' ? 15 : timeframe === '5m' ? 5 : 60;
        for (let i = 0; i < recipe.session.candles; i++) {
          const total = h * 60 + m + i * minutes;
          yield `${iso}T${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
        }
      }
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

function candlesOf(recipe: Recipe, timeframe: Timeframe): Candle[] {
  const rand = random(recipe.seed);
  const when = dates(recipe, timeframe);
  const candles: Candle[] = [];
  let close = recipe.startPrice;
  // GARCH-like: today's volatility leans on yesterday's shock, so calm and wild stretches cluster.
  let variance = 1;
  let previousDay = '';
  for (const regime of recipe.regimes) {
    for (let i = 0; i < regime.candles; i++) {
      const date = when.next().value as string;
      const newSession = recipe.gaps && date.slice(0, 10) !== previousDay && candles.length > 0;
      previousDay = date.slice(0, 10);
      const shock = normal(rand);
      variance = 0.05 + 0.12 * shock * shock + 0.83 * variance;
      const sigma = recipe.vol * regime.vol * Math.sqrt(variance);
      const gap = newSession && rand() < 0.35 ? normal(rand) * sigma * 1.5 : 0;
      const open = roundTo(close * (1 + gap), recipe.tick);
      const next = roundTo(open * (1 + regime.drift + sigma * shock), recipe.tick);
      const wickUp = Math.abs(normal(rand)) * sigma * 0.6 * open;
      const wickDown = Math.abs(normal(rand)) * sigma * 0.6 * open;
      const high = roundTo(Math.max(open, next) + wickUp, recipe.tick);
      const low = roundTo(Math.max(recipe.tick, Math.min(open, next) - wickDown), recipe.tick);
      const range = (high - low) / open / (recipe.vol || 1);
      const volume = Math.round(recipe.baseVolume * (0.6 + 0.5 * rand() + 0.6 * range));
      candles.push({ date, open, high, low, close: next, volume });
      close = next;
    }
  }
  return candles;
}

const daily = (candles: number, ...regimes: [drift: number, vol: number, share: number][]): Regime[] =>
  regimes.map(([drift, vol, share]) => ({ drift, vol, candles: Math.round(candles * share) }));

const recipes: Recipe[] = [
  {
    id: 'bitcoin-risk-per-trade',
    seed: 101,
    startPrice: 3_600_000,
    vol: 0.028,
    tick: 1,
    baseVolume: 900,
    gaps: false,
    weekends: true,
    firstDate: '2024-01-01',
    // Up into the start, then a slide that takes out a stop placed a few per cent away.
    regimes: daily(
      300,
      [0.004, 0.9, 0.27],
      [-0.006, 1.1, 0.15],
      [0.001, 1, 0.2],
      [0.003, 1.2, 0.2],
      [-0.002, 1.3, 0.18],
    ),
  },
  {
    id: 'bitcoin-cycle-levels',
    seed: 202,
    startPrice: 2_400_000,
    vol: 0.03,
    tick: 1,
    baseVolume: 1100,
    gaps: false,
    weekends: true,
    firstDate: '2023-03-01',
    regimes: daily(320, [0.005, 1, 0.3], [0, 0.7, 0.25], [-0.004, 1.3, 0.15], [0.006, 1.1, 0.3]),
  },
  {
    id: 'nifty-50-futures-daily',
    seed: 303,
    startPrice: 21_700,
    vol: 0.009,
    tick: 0.05,
    baseVolume: 180_000,
    gaps: true,
    firstDate: '2024-01-01',
    regimes: daily(280, [0.0012, 0.9, 0.35], [-0.002, 1.4, 0.15], [0.0005, 0.8, 0.25], [0.0015, 1, 0.25]),
  },
  {
    id: 'bank-nifty-futures-15m',
    seed: 404,
    startPrice: 51_200,
    vol: 0.0022,
    tick: 0.05,
    baseVolume: 40_000,
    gaps: true,
    session: { open: '09:15', candles: 25 },
    firstDate: '2025-03-03',
    regimes: daily(300, [0.0003, 1, 0.3], [-0.0006, 1.4, 0.2], [0, 0.8, 0.25], [0.0005, 1.1, 0.25]),
  },
  {
    id: 'reliance-daily-moving-averages',
    seed: 505,
    startPrice: 2_450,
    vol: 0.012,
    tick: 0.05,
    baseVolume: 6_500_000,
    gaps: true,
    firstDate: '2023-06-01',
    regimes: daily(300, [0.0015, 0.9, 0.3], [-0.0015, 1.2, 0.2], [0, 0.7, 0.2], [0.002, 1, 0.3]),
  },
  {
    id: 'infosys-daily-trailing-stops',
    seed: 606,
    startPrice: 1_420,
    vol: 0.013,
    tick: 0.05,
    baseVolume: 5_000_000,
    gaps: true,
    firstDate: '2023-09-01',
    regimes: daily(290, [0, 0.8, 0.25], [0.0025, 1, 0.35], [-0.002, 1.3, 0.15], [0.001, 0.9, 0.25]),
  },
  {
    id: 'gold-mini-daily',
    seed: 707,
    // A 100 g lot quoted per 10 g: each rupee of price is ten rupees per lot.
    startPrice: 62_000,
    vol: 0.007,
    tick: 1,
    baseVolume: 12_000,
    gaps: true,
    firstDate: '2024-01-01',
    regimes: daily(280, [0.001, 0.9, 0.4], [-0.001, 1.2, 0.15], [0.0015, 1, 0.45]),
  },
  {
    id: 'gold-mini-15m-intraday',
    seed: 808,
    startPrice: 71_500,
    vol: 0.0015,
    tick: 1,
    baseVolume: 900,
    gaps: true,
    session: { open: '09:00', candles: 30 },
    firstDate: '2024-10-07',
    regimes: daily(300, [0.0001, 0.8, 0.3], [0.0004, 1.3, 0.25], [-0.0003, 1, 0.2], [0, 0.9, 0.25]),
  },
  {
    id: 'usd-inr-futures-daily',
    seed: 909,
    startPrice: 83.1,
    vol: 0.0018,
    tick: 0.0025,
    baseVolume: 1_500_000,
    gaps: true,
    firstDate: '2024-01-01',
    regimes: daily(280, [0.0001, 0.8, 0.4], [0.0003, 1.2, 0.3], [-0.0001, 1, 0.3]),
  },
  {
    id: 'eur-usd-futures-daily',
    seed: 1010,
    startPrice: 1.09,
    vol: 0.004,
    tick: 0.0001,
    baseVolume: 60_000,
    gaps: true,
    firstDate: '2024-01-01',
    regimes: daily(280, [-0.0002, 0.9, 0.35], [0.0003, 1.4, 0.2], [0, 0.8, 0.2], [0.0002, 1.1, 0.25]),
  },
];

for (const recipe of recipes) {
  const set = findSetFile(recipe.id);
  if (!set) throw new Error(`No practice/${recipe.id}.json in any course's content folder`);
  writeFileSync(
    join(set.dir, `${recipe.id}.candles.json`),
    await prettyJson({ candles: candlesOf(recipe, set.timeframe) }),
  );
}
console.log(`Wrote the candles of ${recipes.length} generated practice sets`);
