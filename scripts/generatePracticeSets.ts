#!/usr/bin/env -S npx tsx
// Writes the practice sets of src/features/practice/sets/ from a fixed seed: realistic but
// invented prices (trends, ranges, gaps, volatility clusters), labelled "Generated practice
// data" on screen. Run again after changing a recipe: the same seed writes the same file.
// Usage: npx tsx scripts/generatePracticeSets.ts
import { seedCourses } from '../mocks/seed';
import type { Candle, Localised, PracticeSet, Segment, Timeframe } from '../src/features/practice/model';
import { SETS_DIR, writePracticeCatalog, writeSetFile } from '../tools/practiceSets';

const SCRIPT = 'scripts/generatePracticeSets.ts';

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
  id: string;
  seed: number;
  title: Localised;
  instrument: string;
  exchange: string;
  timeframe: Timeframe;
  segment: Segment;
  lotSize: number;
  rupeesPerPoint: number;
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
  start: number;
  regimes: Regime[];
  task?: Localised;
  explanation: Localised;
  lesson: { course: string; title: string };
}

const roundTo = (value: number, tick: number) => Number((Math.round(value / tick) * tick).toFixed(6));

function* dates(recipe: Recipe): Generator<string> {
  const day = new Date(`${recipe.firstDate}T00:00:00Z`);
  for (;;) {
    const weekday = day.getUTCDay();
    if (recipe.weekends || (weekday !== 0 && weekday !== 6)) {
      const iso = day.toISOString().slice(0, 10);
      if (!recipe.session) yield iso;
      else {
        const [h, m] = recipe.session.open.split(':').map(Number) as [number, number];
        const minutes = recipe.timeframe === '15m' ? 15 : recipe.timeframe === '5m' ? 5 : 60;
        for (let i = 0; i < recipe.session.candles; i++) {
          const total = h * 60 + m + i * minutes;
          yield `${iso}T${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
        }
      }
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

function candlesOf(recipe: Recipe): Candle[] {
  const rand = random(recipe.seed);
  const when = dates(recipe);
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

const courses = seedCourses();

function lessonRef({ course: title, title: lessonTitle }: Recipe['lesson']) {
  const course = courses.find((c) => c.title.toLowerCase() === title.toLowerCase());
  if (!course) throw new Error(`No seeded course "${title}"`);
  for (const [c, chapter] of (course.chapters ?? []).entries()) {
    const v = (chapter.videos ?? []).findIndex((video) => video.title === lessonTitle);
    if (v >= 0) return { courseId: course._id, chapter: c + 1, lesson: v + 1, title: lessonTitle };
  }
  throw new Error(`No lesson "${lessonTitle}" in "${title}"`);
}

const daily = (candles: number, ...regimes: [drift: number, vol: number, share: number][]): Regime[] =>
  regimes.map(([drift, vol, share]) => ({ drift, vol, candles: Math.round(candles * share) }));

const recipes: Recipe[] = [
  {
    id: 'bitcoin-risk-per-trade',
    seed: 101,
    title: { en: 'Bitcoin daily: size a trade at 1 % risk', hi: 'बिटकॉइन दैनिक: 1 % जोखिम पर ट्रेड का आकार' },
    instrument: 'Bitcoin (BTC/INR)',
    exchange: 'Crypto spot',
    timeframe: '1D',
    segment: 'crypto',
    lotSize: 0.0001,
    rupeesPerPoint: 1,
    startPrice: 3_600_000,
    vol: 0.028,
    tick: 1,
    baseVolume: 900,
    gaps: false,
    weekends: true,
    firstDate: '2024-01-01',
    start: 80,
    // Up into the start, then a slide that takes out a stop placed a few per cent away.
    regimes: daily(
      300,
      [0.004, 0.9, 0.27],
      [-0.006, 1.1, 0.15],
      [0.001, 1, 0.2],
      [0.003, 1.2, 0.2],
      [-0.002, 1.3, 0.18],
    ),
    task: {
      en: 'Buy, put the stop below the last swing low and size the trade so that the stop costs 1 % of your capital.',
      hi: 'खरीदें, स्टॉप पिछले स्विंग लो के नीचे रखें और ट्रेड का आकार ऐसा रखें कि स्टॉप लगने पर पूँजी का 1 % ही जाए।',
    },
    explanation: {
      en: 'The stop decides the quantity, not the other way round. A loss at the stop is then one R: a bearable, planned cost, whatever the coin does next.',
      hi: 'मात्रा स्टॉप से तय होती है, उल्टा नहीं। स्टॉप पर हुआ घाटा तब एक R होता है: एक तय और सहने योग्य लागत, सिक्का आगे कुछ भी करे।',
    },
    lesson: { course: 'crypto trading basics', title: 'Risk per Trade' },
  },
  {
    id: 'bitcoin-cycle-levels',
    seed: 202,
    title: { en: 'Bitcoin daily: levels on the higher time frame', hi: 'बिटकॉइन दैनिक: बड़े टाइम फ़्रेम के स्तर' },
    instrument: 'Bitcoin (BTC/INR)',
    exchange: 'Crypto spot',
    timeframe: '1D',
    segment: 'crypto',
    lotSize: 0.0001,
    rupeesPerPoint: 1,
    startPrice: 2_400_000,
    vol: 0.03,
    tick: 1,
    baseVolume: 1100,
    gaps: false,
    weekends: true,
    firstDate: '2023-03-01',
    start: 120,
    regimes: daily(320, [0.005, 1, 0.3], [0, 0.7, 0.25], [-0.004, 1.3, 0.15], [0.006, 1.1, 0.3]),
    task: {
      en: 'Mark the range the price has built, then trade the breakout or the retest.',
      hi: 'कीमत ने जो दायरा बनाया है उसे पहचानें, फिर ब्रेकआउट या रीटेस्ट पर ट्रेड करें।',
    },
    explanation: {
      en: 'After a long rise, the price rested in a range; the level it broke out of later held as support on the retest.',
      hi: 'लंबी तेज़ी के बाद कीमत एक दायरे में ठहरी; जिस स्तर से वह बाहर निकली, बाद में रीटेस्ट पर वही सपोर्ट बना।',
    },
    lesson: { course: 'Bitcoin Swing Trading', title: 'Support and Resistance on Higher Time Frames' },
  },
  {
    id: 'nifty-50-futures-daily',
    seed: 303,
    title: { en: 'Nifty 50 futures daily: margin and lot size', hi: 'निफ़्टी 50 फ़्यूचर्स दैनिक: मार्जिन और लॉट साइज़' },
    instrument: 'Nifty 50 futures',
    exchange: 'NSE',
    timeframe: '1D',
    segment: 'futures',
    lotSize: 75,
    rupeesPerPoint: 1,
    startPrice: 21_700,
    vol: 0.009,
    tick: 0.05,
    baseVolume: 180_000,
    gaps: true,
    firstDate: '2024-01-01',
    start: 60,
    regimes: daily(280, [0.0012, 0.9, 0.35], [-0.002, 1.4, 0.15], [0.0005, 0.8, 0.25], [0.0015, 1, 0.25]),
    task: {
      en: 'With ₹5,00,000 and 1 % risk, how many lots can you take with your stop? Often the answer is none.',
      hi: '₹5,00,000 और 1 % जोखिम के साथ, आपके स्टॉप पर कितने लॉट लिए जा सकते हैं? अक्सर जवाब शून्य होता है।',
    },
    explanation: {
      en: 'A whole lot is the smallest trade: when one lot risks more than your limit, the right size is no trade, or a tighter, still sensible stop.',
      hi: 'एक पूरा लॉट सबसे छोटा ट्रेड है: जब एक लॉट भी आपकी सीमा से ज़्यादा जोखिम ले, तो सही आकार है कोई ट्रेड नहीं, या एक नज़दीकी पर समझदार स्टॉप।',
    },
    lesson: { course: 'Nifty & Bank Nifty Options Trading', title: 'Margin and Position Sizing' },
  },
  {
    id: 'bank-nifty-futures-15m',
    seed: 404,
    title: {
      en: 'Bank Nifty futures, 15 minutes: expiry-week swings',
      hi: 'बैंक निफ़्टी फ़्यूचर्स, 15 मिनट: एक्सपायरी सप्ताह के उतार-चढ़ाव',
    },
    instrument: 'Bank Nifty futures',
    exchange: 'NSE',
    timeframe: '15m',
    segment: 'futures',
    lotSize: 35,
    rupeesPerPoint: 1,
    startPrice: 51_200,
    vol: 0.0022,
    tick: 0.05,
    baseVolume: 40_000,
    gaps: true,
    session: { open: '09:15', candles: 25 },
    firstDate: '2025-03-03',
    start: 50,
    regimes: daily(300, [0.0003, 1, 0.3], [-0.0006, 1.4, 0.2], [0, 0.8, 0.25], [0.0005, 1.1, 0.25]),
    task: {
      en: 'Trade only in the direction of the first hour, with the stop beyond its range.',
      hi: 'सिर्फ़ पहले घंटे की दिशा में ट्रेड करें, स्टॉप उसके दायरे के बाहर रखें।',
    },
    explanation: {
      en: 'Intraday index moves are fast: a stop beyond the first hour’s range keeps noise from stopping you out while the risk stays known.',
      hi: 'इंट्राडे इंडेक्स की चालें तेज़ होती हैं: पहले घंटे के दायरे के बाहर स्टॉप शोर से बचाता है और जोखिम तय रहता है।',
    },
    lesson: { course: 'Nifty & Bank Nifty Options Trading', title: 'Adjusting a Losing Trade' },
  },
  {
    id: 'reliance-daily-moving-averages',
    seed: 505,
    title: { en: 'Reliance Industries daily: moving averages', hi: 'रिलायंस इंडस्ट्रीज़ दैनिक: मूविंग एवरेज' },
    instrument: 'Reliance Industries (RELIANCE)',
    exchange: 'NSE',
    timeframe: '1D',
    segment: 'equity-delivery',
    lotSize: 1,
    rupeesPerPoint: 1,
    startPrice: 2_450,
    vol: 0.012,
    tick: 0.05,
    baseVolume: 6_500_000,
    gaps: true,
    firstDate: '2023-06-01',
    start: 60,
    regimes: daily(300, [0.0015, 0.9, 0.3], [-0.0015, 1.2, 0.2], [0, 0.7, 0.2], [0.002, 1, 0.3]),
    task: {
      en: 'Buy when the price closes back above the 20-day average while the 50-day average is rising.',
      hi: 'तब खरीदें जब कीमत 20-दिन के औसत के ऊपर बंद हो और 50-दिन का औसत ऊपर जा रहा हो।',
    },
    explanation: {
      en: 'Averages lag: they confirm a trend rather than predict it. Pullbacks to a rising average gave the better entries here.',
      hi: 'औसत पीछे चलते हैं: वे ट्रेंड की पुष्टि करते हैं, भविष्यवाणी नहीं। यहाँ बढ़ते औसत तक लौटती कीमत पर बेहतर एंट्री मिली।',
    },
    lesson: { course: 'Stock Market Foundations', title: 'Moving Averages' },
  },
  {
    id: 'infosys-daily-trailing-stops',
    seed: 606,
    title: { en: 'Infosys daily: trail a stop under a trend', hi: 'इन्फ़ोसिस दैनिक: ट्रेंड के नीचे स्टॉप खिसकाना' },
    instrument: 'Infosys (INFY)',
    exchange: 'NSE',
    timeframe: '1D',
    segment: 'equity-delivery',
    lotSize: 1,
    rupeesPerPoint: 1,
    startPrice: 1_420,
    vol: 0.013,
    tick: 0.05,
    baseVolume: 5_000_000,
    gaps: true,
    firstDate: '2023-09-01',
    start: 70,
    regimes: daily(290, [0, 0.8, 0.25], [0.0025, 1, 0.35], [-0.002, 1.3, 0.15], [0.001, 0.9, 0.25]),
    explanation: {
      en: 'A trend that lasts pays for many small losses; a trailing stop under the swing lows kept most of it.',
      hi: 'टिकने वाला ट्रेंड कई छोटे घाटों की भरपाई करता है; स्विंग लो के नीचे खिसकते स्टॉप ने उसका बड़ा हिस्सा बचाया।',
    },
    lesson: { course: 'Advanced Stock Market Strategies', title: 'Trailing Stops That Work' },
  },
  {
    id: 'gold-mini-daily',
    seed: 707,
    title: { en: 'MCX Gold Mini daily: the contract and its moves', hi: 'MCX गोल्ड मिनी दैनिक: कॉन्ट्रैक्ट और उसकी चाल' },
    instrument: 'Gold Mini futures (GOLDM, ₹ per 10 g)',
    exchange: 'MCX',
    timeframe: '1D',
    segment: 'commodity-futures',
    lotSize: 1,
    // A 100 g lot quoted per 10 g: each rupee of price is ten rupees per lot.
    rupeesPerPoint: 10,
    startPrice: 62_000,
    vol: 0.007,
    tick: 1,
    baseVolume: 12_000,
    gaps: true,
    firstDate: '2024-01-01',
    start: 60,
    regimes: daily(280, [0.001, 0.9, 0.4], [-0.001, 1.2, 0.15], [0.0015, 1, 0.45]),
    explanation: {
      en: 'Gold trended with falling real interest rates; the pullbacks were shallow and short.',
      hi: 'वास्तविक ब्याज दरें घटने के साथ सोने में ट्रेंड रहा; गिरावटें छोटी और कम समय की रहीं।',
    },
    lesson: { course: 'Gold Trading Masterclass', title: 'MCX Gold Contracts Explained' },
  },
  {
    id: 'gold-mini-15m-intraday',
    seed: 808,
    title: { en: 'MCX Gold Mini, 15 minutes: an intraday plan', hi: 'MCX गोल्ड मिनी, 15 मिनट: एक इंट्राडे योजना' },
    instrument: 'Gold Mini futures (GOLDM, ₹ per 10 g)',
    exchange: 'MCX',
    timeframe: '15m',
    segment: 'commodity-futures',
    lotSize: 1,
    rupeesPerPoint: 10,
    startPrice: 71_500,
    vol: 0.0015,
    tick: 1,
    baseVolume: 900,
    gaps: true,
    session: { open: '09:00', candles: 30 },
    firstDate: '2024-10-07',
    start: 60,
    regimes: daily(300, [0.0001, 0.8, 0.3], [0.0004, 1.3, 0.25], [-0.0003, 1, 0.2], [0, 0.9, 0.25]),
    task: {
      en: 'Wait for the evening session’s volatility; trade the break of the day’s range.',
      hi: 'शाम के सत्र की हलचल का इंतज़ार करें; दिन के दायरे के टूटने पर ट्रेड करें।',
    },
    explanation: {
      en: 'The quiet morning built a range; the bigger candles came later, when the US market opened.',
      hi: 'शांत सुबह ने एक दायरा बनाया; बड़ी कैंडल बाद में आईं, जब अमेरिकी बाज़ार खुला।',
    },
    lesson: { course: 'Gold Trading Masterclass', title: 'A Simple Intraday Plan' },
  },
  {
    id: 'usd-inr-futures-daily',
    seed: 909,
    title: { en: 'USD/INR futures daily: pips, lots and leverage', hi: 'USD/INR फ़्यूचर्स दैनिक: पिप, लॉट और लीवरेज' },
    instrument: 'USD/INR futures',
    exchange: 'NSE',
    timeframe: '1D',
    segment: 'currency-futures',
    lotSize: 1000,
    rupeesPerPoint: 1,
    startPrice: 83.1,
    vol: 0.0018,
    tick: 0.0025,
    baseVolume: 1_500_000,
    gaps: true,
    firstDate: '2024-01-01',
    start: 60,
    regimes: daily(280, [0.0001, 0.8, 0.4], [0.0003, 1.2, 0.3], [-0.0001, 1, 0.3]),
    task: {
      en: 'One lot is 1,000 dollars: work out what a move of one paisa costs before you trade.',
      hi: 'एक लॉट 1,000 डॉलर का है: ट्रेड से पहले निकालें कि एक पैसे की चाल की कीमत क्या है।',
    },
    explanation: {
      en: 'The rupee moves little, so a lot moves little: a paisa is ₹10 a lot. Leverage is what makes it risky.',
      hi: 'रुपया कम चलता है, इसलिए लॉट भी कम चलता है: एक पैसा यानी ₹10 प्रति लॉट। जोखिम लीवरेज से आता है।',
    },
    lesson: { course: 'Forex Fundamentals', title: 'Pips, Lots and Leverage' },
  },
  {
    id: 'eur-usd-futures-daily',
    seed: 1010,
    title: { en: 'EUR/USD futures daily: trading around the news', hi: 'EUR/USD फ़्यूचर्स दैनिक: ख़बरों के आसपास ट्रेडिंग' },
    instrument: 'EUR/USD futures (cross-currency)',
    exchange: 'NSE',
    timeframe: '1D',
    segment: 'currency-futures',
    lotSize: 1000,
    // Quoted in dollars; results are shown in rupees at a fixed rate of ₹83 a dollar.
    rupeesPerPoint: 83,
    startPrice: 1.09,
    vol: 0.004,
    tick: 0.0001,
    baseVolume: 60_000,
    gaps: true,
    firstDate: '2024-01-01',
    start: 60,
    regimes: daily(280, [-0.0002, 0.9, 0.35], [0.0003, 1.4, 0.2], [0, 0.8, 0.2], [0.0002, 1.1, 0.25]),
    explanation: {
      en: 'The widest candles cluster around scheduled news; standing aside before them is a plan too.',
      hi: 'सबसे चौड़ी कैंडल तय ख़बरों के आसपास जमा होती हैं; उनसे पहले किनारे रहना भी एक योजना है।',
    },
    lesson: { course: 'Forex Fundamentals', title: 'Trading Around the Economic Calendar' },
  },
];

for (const recipe of recipes) {
  const set: PracticeSet = {
    id: recipe.id,
    title: recipe.title,
    instrument: recipe.instrument,
    exchange: recipe.exchange,
    timeframe: recipe.timeframe,
    segment: recipe.segment,
    lotSize: recipe.lotSize,
    rupeesPerPoint: recipe.rupeesPerPoint,
    start: recipe.start,
    ...(recipe.task ? { task: recipe.task } : {}),
    explanation: recipe.explanation,
    lesson: lessonRef(recipe.lesson),
    source: { kind: 'generated', script: SCRIPT, seed: recipe.seed },
    candles: candlesOf(recipe),
  };
  await writeSetFile(set);
}
await writePracticeCatalog();
console.log(`Wrote ${recipes.length} practice sets to ${SETS_DIR}`);
