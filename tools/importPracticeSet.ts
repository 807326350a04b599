#!/usr/bin/env -S npx tsx
// Brings a licensed price history (a CSV export) into a course's practice set:
// content/courses/<folder>/practice/<id>.candles.json (the prices) and <id>.json (the set's details,
// created with empty texts for the author to write, or updated keeping them).
// Usage: npm run practice:import -- <file.csv> --course <folder> --id <set> --instrument <name>
//          --exchange <name> --timeframe <1d|1h|15m|5m> --source <text> --licence <text> [--url <url>]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Options } from 'prettier';
// Prettier's standalone build: its main entry loads plugins by dynamic import, which jest cannot.
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import { format } from 'prettier/standalone';
import type { Candle, DataSource, PracticeSetInfo, Segment, Timeframe } from '../src/features/practice/model';
import { MIN_CANDLES } from '../src/features/practice/setSchema';

/** A set's details in a course folder: the course's manifest, not the set, links it to a lesson. */
export type CourseSetInfo = Omit<PracticeSetInfo, 'lesson'>;
export type LicensedSource = Extract<DataSource, { kind: 'licensed' }>;
export type PriceFormat = 'TradingView export' | 'NSE historical data' | 'plain CSV';

export interface ParseOptions {
  /** The file's name as the messages show it. */
  file: string;
  timeframe: Timeframe;
  /** The moment the lag is measured from: the last candle must end at least 24 h before it. */
  now: Date;
}

export interface ParsedPrices {
  format: PriceFormat;
  /** Oldest first. */
  candles: Candle[];
  /** One line each, `file:line: what is wrong`; any error refuses the file. */
  errors: string[];
  /** Gaps and the like: shown, not refused. */
  warnings: string[];
  /** What the importer did to the file's rows (sorting). */
  notes: string[];
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const LAG_MS = DAY_MS;
const STEP_MINUTES: Record<Exclude<Timeframe, '1D'>, number> = { '1h': 60, '15m': 15, '5m': 5 };
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const SET_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COURSE_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

// ---------------------------------------------------------------------------------------------
// CSV

interface Row {
  /** The file's line the row starts on, from 1. */
  line: number;
  fields: string[];
}

/** The delimiter of the header line: exports from European locales use ';', some tools a tab. */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const header = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * Splits CSV text into rows: quoted fields may hold the delimiter, doubled quotes and line breaks.
 * Blank lines are dropped; each row keeps the line it starts on, for the messages.
 */
export function csvRows(text: string): { rows: Row[]; error?: { line: number; message: string } } {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(source);
  const rows: Row[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      // A quote opens a quoted field only at its start (spaces before it aside).
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      endRow();
      line++;
      rowLine = line;
    } else if (char !== '\r') field += char;
  }
  if (quoted) return { rows, error: { line: rowLine, message: 'a quoted field is never closed' } };
  endRow();
  return { rows };
}

// ---------------------------------------------------------------------------------------------
// Columns

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

const ALIASES = {
  time: ['time', 'date', 'datetime', 'date time', 'date/time', 'timestamp'],
  open: ['open', 'open price'],
  high: ['high', 'high price'],
  low: ['low', 'low price'],
  close: ['close', 'close price', 'closing price'],
  volume: ['volume', 'vol', 'vol.', 'shares traded', 'total traded quantity', 'tottrdqty', 'quantity', 'qty'],
} as const;

type Column = keyof typeof ALIASES;

function formatOf(headers: string[]): PriceFormat {
  if (headers.some((h) => ['series', 'prev. close', 'ltp', 'vwap', '52w h', 'no of trades'].includes(h))) {
    return 'NSE historical data';
  }
  return headers[0] === 'time' ? 'TradingView export' : 'plain CSV';
}

// ---------------------------------------------------------------------------------------------
// Dates

/** A moment as the exchange's wall clock in IST: the model's date, and the time if there is one. */
interface When {
  date: string;
  time?: string;
  /** Minutes since 1970-01-01 00:00 on that wall clock, for ordering and spacing. */
  minutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function wallClock(y: number, mo: number, d: number, h?: number, mi?: number): When | string {
  if (mo < 1 || mo > 12) return `month ${mo} does not exist`;
  if (h !== undefined && (h > 23 || (mi ?? 0) > 59)) return `${pad(h)}:${pad(mi ?? 0)} is not a time of day`;
  const ms = Date.UTC(y, mo - 1, d, h ?? 0, mi ?? 0);
  const check = new Date(ms);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return `${MONTHS[mo - 1]} ${y} has no day ${d}`;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  return {
    date,
    ...(h === undefined ? {} : { time: `${pad(h)}:${pad(mi ?? 0)}` }),
    minutes: Math.round(ms / 60_000),
  };
}

/** A moment given in UTC (UNIX time, or ISO with an offset), as IST's wall clock. */
function fromUtc(ms: number): When {
  const ist = new Date(ms + IST_OFFSET_MS);
  return wallClock(
    ist.getUTCFullYear(),
    ist.getUTCMonth() + 1,
    ist.getUTCDate(),
    ist.getUTCHours(),
    ist.getUTCMinutes(),
  ) as When;
}

const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

function hours(h: string, ampm: string | undefined) {
  const hour = Number(h);
  if (!ampm) return hour;
  return (hour % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
}

const TIME = String.raw`(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}\s*(Z|[+-]\d{2}(?::?\d{2})?)?$`);
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})${TIME}$`);
const MONTH_NAME = new RegExp(String.raw`^(\d{1,2})[- ]([A-Za-z]{3,9})[- ,]+(\d{4}|\d{2})${TIME}$`);

/**
 * Reads a date as the exports write it: UNIX seconds or milliseconds (UTC), ISO (with an offset:
 * converted to IST; without: taken as IST), YYYYMMDD, and India's day-first dd-mm-yyyy,
 * dd/mm/yyyy, dd-MMM-yyyy, each with an optional HH:mm[:ss] [AM|PM] in IST.
 */
export function parseWhen(raw: string): When | string {
  const value = raw.trim();
  if (/^\d{9,10}$/.test(value)) return fromUtc(Number(value) * 1000);
  if (/^\d{12,13}$/.test(value)) return fromUtc(Number(value));
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return wallClock(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  let parts: { y: number; mo: number; d: number; time: (string | undefined)[] } | undefined;
  let offset: string | undefined;
  const iso = ISO.exec(value);
  const dayFirst = DAY_FIRST.exec(value);
  const named = MONTH_NAME.exec(value);
  if (iso) {
    parts = { y: Number(iso[1]), mo: Number(iso[2]), d: Number(iso[3]), time: iso.slice(4, 8) };
    offset = iso[8];
  } else if (dayFirst) {
    const month = Number(dayFirst[2]);
    if (month > 12 && Number(dayFirst[1]) <= 12) {
      return `month ${month} does not exist: dates are read day first (dd-mm-yyyy), and this one looks month first`;
    }
    parts = { y: year(dayFirst[3] as string), mo: month, d: Number(dayFirst[1]), time: dayFirst.slice(4, 8) };
  } else if (named) {
    const name = (named[2] as string).toLowerCase();
    const month = MONTHS.findIndex((m) => m.startsWith(name));
    if (month < 0) return `"${named[2]}" is not a month`;
    parts = { y: year(named[3] as string), mo: month + 1, d: Number(named[1]), time: named.slice(4, 8) };
  }
  if (!parts) {
    return `"${value}" is not a date this importer reads (dd-mm-yyyy, dd/mm/yyyy, dd-MMM-yyyy, yyyy-mm-dd, UNIX seconds)`;
  }
  const [h, mi, s, ampm] = parts.time;
  if (s !== undefined && Number(s) !== 0) return `"${value}" is not on a whole minute`;
  if (ampm && (Number(h) < 1 || Number(h) > 12)) return `"${value}" has an hour that AM/PM does not allow`;
  const local = wallClock(
    parts.y,
    parts.mo,
    parts.d,
    h === undefined ? undefined : hours(h, ampm),
    mi === undefined ? undefined : Number(mi),
  );
  if (typeof local === 'string' || !offset) return local;
  if (local.time === undefined) return local;
  const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset) ?? [];
  const offsetMinutes =
    offset.toUpperCase() === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om ?? 0));
  return fromUtc((local.minutes - offsetMinutes) * 60_000);
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** A number as the exports write it: thousands separators (Western or Indian grouping) allowed. */
function parseNumber(raw: string): number | undefined {
  const value = raw.trim().replace(/(?<=\d),(?=\d)/g, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value) ? Number(value) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Parse and check

interface Dated extends Candle {
  line: number;
  minutes: number;
  time?: string;
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const dayName = (date: string) => `${WEEKDAYS[weekday(date)]} ${date}`;

/** The days strictly between two dates that should have traded. */
function missingDays(from: string, to: string, weekends: boolean): string[] {
  const missing: string[] = [];
  for (let day = nextDay(from); day < to; day = nextDay(day)) {
    if (weekends || (weekday(day) !== 0 && weekday(day) !== 6)) missing.push(day);
  }
  return missing;
}

function dayGapWarning(at: string, missing: string[], before: Dated, after: Dated): string {
  const what =
    missing.length === 1
      ? `no candle for ${dayName(missing[0] as string)}`
      : `no candles for ${missing.length} trading days, ${dayName(missing[0] as string)} to ${dayName(missing.at(-1) as string)}`;
  return `${at}:${after.line}: ${what}, between line ${before.line} and this one (fine if the exchange was shut)`;
}

/** When a candle ends, in UTC: intraday, its start and one step; daily, the midnight (IST) after its date. */
function endsAt(candle: Dated, timeframe: Timeframe): number {
  const wallEnd = timeframe === '1D' ? candle.minutes + 24 * 60 : candle.minutes + STEP_MINUTES[timeframe];
  return wallEnd * 60_000 - IST_OFFSET_MS;
}

/**
 * Reads a price export into candles, oldest first, with the model's dates (daily `YYYY-MM-DD`,
 * intraday `YYYY-MM-DDTHH:mm` in IST), and checks it: numbers, high and low against open and close,
 * each date once, the timeframe's spacing, gaps (warnings), and the lag (the newest candle must have
 * ended 24 h before `now`: virtual trading in India is on lagged data only).
 */
export function parsePriceCsv(text: string, { file, timeframe, now }: ParseOptions): ParsedPrices {
  const errors: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const { rows, error } = csvRows(text);
  const fail = (format: PriceFormat = 'plain CSV') => ({ format, candles: [], errors, warnings, notes });
  if (error) {
    errors.push(`${file}:${error.line}: ${error.message}`);
    return fail();
  }
  const [header, ...body] = rows;
  if (!header) {
    errors.push(`${file}:1: the file is empty`);
    return fail();
  }
  const headers = header.fields.map(normalise);
  const format = formatOf(headers);
  const index = Object.fromEntries(
    (Object.keys(ALIASES) as Column[]).map((column) => [
      column,
      headers.findIndex((h) => (ALIASES[column] as readonly string[]).includes(h)),
    ]),
  ) as Record<Column, number>;
  // A separate time-of-day column beside the date (some brokers' exports).
  const dateColumn = headers.indexOf('date');
  const timeColumn = headers.indexOf('time');
  const splitTime = dateColumn >= 0 && timeColumn >= 0;
  if (splitTime) index.time = dateColumn;
  const missing = (['time', 'open', 'high', 'low', 'close'] as const).filter((c) => index[c] < 0);
  if (missing.length) {
    errors.push(
      `${file}:${header.line}: no ${missing.map((c) => (c === 'time' ? 'date' : c)).join(', ')} column (the header has: ${header.fields.map((f) => f.trim()).join(', ')})`,
    );
    return fail(format);
  }
  if (body.length === 0) {
    errors.push(`${file}:${header.line}: the file has a header and no candles`);
    return fail(format);
  }

  const dated: Dated[] = [];
  let blankVolumes = 0;
  let roundedVolumes = 0;
  for (const { line, fields } of body) {
    const at = `${file}:${line}`;
    const cell = (column: number) => (column >= 0 ? (fields[column] ?? '').trim() : '');
    const rawWhen = splitTime ? `${cell(dateColumn)} ${cell(timeColumn)}`.trim() : cell(index.time);
    const when = parseWhen(rawWhen);
    if (typeof when === 'string') {
      errors.push(`${at}: date: ${when}`);
    } else if (timeframe !== '1D' && when.time === undefined) {
      errors.push(`${at}: date "${rawWhen}" has no time of day, but --timeframe ${timeframe} needs one`);
    }
    const prices: Partial<Record<'open' | 'high' | 'low' | 'close', number>> = {};
    for (const column of ['open', 'high', 'low', 'close'] as const) {
      const raw = cell(index[column]);
      const value = parseNumber(raw);
      if (value === undefined) {
        errors.push(`${at}: ${column} ${raw === '' ? 'is empty' : `"${raw}" is not a number`}`);
      } else if (value <= 0) {
        errors.push(`${at}: ${column} ${raw} must be above zero`);
      } else prices[column] = value;
    }
    const { open, high, low, close } = prices;
    if (open !== undefined && high !== undefined && low !== undefined && close !== undefined) {
      if (high < Math.max(open, close)) {
        errors.push(`${at}: high ${high} is below the ${open > close ? `open ${open}` : `close ${close}`}`);
      }
      if (low > Math.min(open, close)) {
        errors.push(`${at}: low ${low} is above the ${open < close ? `open ${open}` : `close ${close}`}`);
      }
    }
    let volume = 0;
    const rawVolume = cell(index.volume);
    if (index.volume >= 0) {
      const value = parseNumber(rawVolume);
      if (rawVolume === '' || rawVolume === '-') blankVolumes++;
      else if (value === undefined || value < 0) {
        errors.push(`${at}: volume "${rawVolume}" is not a number of at least 0`);
      } else {
        volume = Math.round(value);
        if (volume !== value) roundedVolumes++;
      }
    }
    if (typeof when !== 'string') {
      // Kept even when its prices are wrong, so that order and repeats are still checked.
      const date = timeframe === '1D' || when.time === undefined ? when.date : `${when.date}T${when.time}`;
      const minutes = timeframe === '1D' ? Math.round(Date.parse(`${when.date}T00:00:00Z`) / 60_000) : when.minutes;
      dated.push({
        line,
        minutes,
        ...(when.time === undefined ? {} : { time: when.time }),
        date,
        open: open ?? 0,
        high: high ?? 0,
        low: low ?? 0,
        close: close ?? 0,
        volume,
      });
    }
  }
  if (index.volume < 0) notes.push(`${file}: no volume column: every candle's volume is 0`);
  if (blankVolumes) warnings.push(`${file}: ${blankVolumes} rows have no volume: written as 0`);
  if (roundedVolumes) warnings.push(`${file}: ${roundedVolumes} volumes were not whole numbers: rounded`);

  // Order: NSE writes newest first; anything else out of order is sorted too, and said.
  const ascending = dated.every((c, i) => i === 0 || c.minutes >= (dated[i - 1] as Dated).minutes);
  const descending = dated.every((c, i) => i === 0 || c.minutes <= (dated[i - 1] as Dated).minutes);
  if (!ascending && descending) notes.push(`${file}: newest first (as NSE writes it): sorted oldest first`);
  else if (!ascending) notes.push(`${file}: not in time order: sorted oldest first`);
  const sorted = [...dated].sort((a, b) => a.minutes - b.minutes || a.line - b.line);

  // Each date once.
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && (sorted[j] as Dated).date === (sorted[i] as Dated).date) j++;
    if (j - i > 1) {
      const group = sorted.slice(i, j);
      const lines = group.map((c) => c.line).sort((a, b) => a - b);
      const times = new Set(group.map((c) => c.time).filter(Boolean));
      const hint = times.size > 1 ? ` at ${[...times].join(', ')}: intraday data? check --timeframe` : '';
      const count = lines.length === 2 ? 'twice' : `${lines.length} times`;
      const on = `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
      errors.push(`${file}:${lines[0]}: ${(sorted[i] as Dated).date} appears ${count}, on lines ${on}${hint}`);
    }
    i = j;
  }

  // Spacing and gaps. Daily: missing weekdays (and weekends if the market trades them, as crypto
  // does). Intraday: bars missing within a day, and days missing between them.
  // A market trades weekends if many of its days are Saturdays and Sundays (crypto: two in seven),
  // not when an exchange holds one special session on a Saturday.
  const days = [...new Set(sorted.map((c) => c.date.slice(0, 10)))];
  const weekends = days.filter((day) => [0, 6].includes(weekday(day))).length > days.length * 0.15;
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as Dated;
    const after = sorted[i] as Dated;
    const beforeDay = before.date.slice(0, 10);
    const afterDay = after.date.slice(0, 10);
    if (beforeDay !== afterDay) {
      const skipped = missingDays(beforeDay, afterDay, weekends);
      if (skipped.length) warnings.push(dayGapWarning(file, skipped, before, after));
    } else if (timeframe !== '1D' && before.date !== after.date) {
      const step = STEP_MINUTES[timeframe];
      const apart = after.minutes - before.minutes;
      if (apart < step) {
        errors.push(
          `${file}:${after.line}: ${after.time} is ${apart} minutes after the bar at ${before.time} (line ${before.line}), less than --timeframe ${timeframe}`,
        );
      } else if (apart % step !== 0) {
        warnings.push(
          `${file}:${after.line}: ${after.time} is ${apart} minutes after the bar at ${before.time} (line ${before.line}), not a whole number of ${timeframe} bars`,
        );
      } else if (apart > step) {
        const bars = apart / step - 1;
        warnings.push(
          `${file}:${after.line}: ${bars} bar${bars === 1 ? '' : 's'} missing on ${afterDay} between ${before.time} (line ${before.line}) and ${after.time}`,
        );
      }
    }
  }

  // Lag: practice data must be at least a day old.
  const tooNew = sorted.filter((c) => endsAt(c, timeframe) + LAG_MS > now.getTime());
  const newest = tooNew.at(-1);
  if (newest) {
    const more = tooNew.length - 1;
    errors.push(
      `${file}:${newest.line}: the candle of ${newest.date} ends less than 24 hours before now${more ? ` (and ${more} more)` : ''}: practice data must be at least a day old`,
    );
  }

  const candles = sorted.map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
  if (!errors.length && candles.length < MIN_CANDLES) {
    warnings.push(`${file}: ${candles.length} candles: the build needs at least ${MIN_CANDLES} in a set`);
  }
  return { format, candles: errors.length ? [] : candles, errors, warnings, notes };
}

// ---------------------------------------------------------------------------------------------
// Write

export interface SetDetails {
  id: string;
  instrument: string;
  exchange: string;
  timeframe: Timeframe;
  source: LicensedSource;
}

export interface Written {
  infoPath: string;
  candlesPath: string;
  /** Whether the details file was new. */
  created: boolean;
  /** What the author should know: what was kept, guessed, or still to write. */
  messages: string[];
}

/** content/courses/<folder>/practice/ under the repository's root. */
export const practiceDir = (root: string, course: string) => join(root, 'content', 'courses', course, 'practice');

/** The folder holding package.json at or above `from`. */
export function repoRoot(from = process.cwd()): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from);
  }
}

/** A path as the messages show it: from the repository's root when it is inside it. */
function shownPath(path: string): string {
  const inside = relative(repoRoot(), path);
  return inside.startsWith('..') ? path : inside;
}

let prettierOptions: Options | undefined;

/** JSON as Prettier writes it under the repository's settings, so the files need no reformatting. */
export async function prettyJson(value: unknown): Promise<string> {
  prettierOptions ??= (() => {
    try {
      return JSON.parse(readFileSync(join(repoRoot(), '.prettierrc.json'), 'utf8')) as Options;
    } catch {
      return {};
    }
  })();
  return format(JSON.stringify(value), { ...prettierOptions, parser: 'json', plugins: [babel, estree] });
}

/** A first guess at how the instrument is charged; the author checks it. */
export function guessSegment(instrument: string, exchange: string, timeframe: Timeframe): Segment {
  if (/crypto|bitcoin|\bbtc\b|ethereum|\beth\b|usdt/i.test(`${instrument} ${exchange}`)) return 'crypto';
  if (/\b(mcx|ncdex)\b/i.test(exchange)) return 'commodity-futures';
  if (/\bfut(ures?)?\b/i.test(instrument)) {
    return /\b(usd|eur|gbp|jpy)\s*\/?\s*(inr|usd)\b/i.test(instrument) ? 'currency-futures' : 'futures';
  }
  return timeframe === '1D' ? 'equity-delivery' : 'equity-intraday';
}

const defaultStart = (candles: number) => Math.max(0, Math.min(50, candles - 1));

/**
 * Writes `<id>.candles.json` and creates or updates `<id>.json` in `dir`. A new details file gets
 * the given instrument, exchange, timeframe and source, guessed trading fields and empty texts; an
 * existing one keeps its texts and trading fields, takes the new instrument, exchange, timeframe
 * and source, and a new `start` only if its own is past the new candles.
 * Throws, writing nothing, if the existing details file cannot be read as a set's details.
 */
export async function writeCourseSet(dir: string, details: SetDetails, candles: Candle[]): Promise<Written> {
  const infoPath = join(dir, `${details.id}.json`);
  const candlesPath = join(dir, `${details.id}.candles.json`);
  const messages: string[] = [];
  const shown = shownPath(infoPath);
  let info: Record<string, unknown>;
  const created = !existsSync(infoPath);
  if (created) {
    const segment = guessSegment(details.instrument, details.exchange, details.timeframe);
    const set: CourseSetInfo = {
      id: details.id,
      title: { en: '', hi: '' },
      instrument: details.instrument,
      exchange: details.exchange,
      timeframe: details.timeframe,
      segment,
      lotSize: segment === 'crypto' ? 0.0001 : 1,
      rupeesPerPoint: 1,
      start: defaultStart(candles.length),
      explanation: { en: '', hi: '' },
      source: details.source,
    };
    info = { ...set };
    messages.push(
      `${shown}: write the title and the explanation, in English and Hindi (title.en, title.hi, explanation.en, explanation.hi; a task {en, hi} if the set has one): the build refuses the set while they are empty`,
      `${shown}: segment "${set.segment}", lotSize ${set.lotSize} and rupeesPerPoint ${set.rupeesPerPoint} are guesses: check them against the contract`,
    );
  } else {
    let existing: unknown;
    try {
      existing = JSON.parse(readFileSync(infoPath, 'utf8'));
    } catch (error) {
      throw new Error(`${shown}:1: not valid JSON (${(error as Error).message}); nothing written`, { cause: error });
    }
    if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) {
      throw new Error(`${shown}:1: not a set's details (an object); nothing written`);
    }
    info = existing as Record<string, unknown>;
    if (info.id !== undefined && info.id !== details.id) {
      throw new Error(`${shown}:1: its id is "${String(info.id)}", not "${details.id}"; nothing written`);
    }
    if (info.id === undefined) info = { id: details.id, ...info };
    const replaced: string[] = (['instrument', 'exchange', 'timeframe'] as const).filter(
      (key) => info[key] !== details[key],
    );
    if (JSON.stringify(info.source) !== JSON.stringify(details.source)) replaced.push('source');
    Object.assign(info, {
      instrument: details.instrument,
      exchange: details.exchange,
      timeframe: details.timeframe,
      source: details.source,
    });
    if (typeof info.start !== 'number' || info.start > candles.length - 1) {
      messages.push(
        `${shown}: start ${String(info.start)} was past the ${candles.length} candles: now ${defaultStart(candles.length)}`,
      );
      info.start = defaultStart(candles.length);
    } else if (info.start > candles.length - 50) {
      messages.push(`${shown}: start ${info.start} leaves fewer than 50 candles to replay: the build refuses that`);
    }
    messages.push(
      `${shown}: kept its texts and trading fields${replaced.length ? `; replaced ${replaced.join(', ')}` : ''}`,
    );
    const texts = ['title', 'explanation'].flatMap((key) =>
      ['en', 'hi']
        .filter((lang) => !String((info[key] as Record<string, unknown> | undefined)?.[lang] ?? '').trim())
        .map((lang) => `${key}.${lang}`),
    );
    if (texts.length) messages.push(`${shown}: still to write: ${texts.join(', ')}`);
  }
  const candlesText = await prettyJson({ candles });
  const infoText = await prettyJson(info);
  mkdirSync(dir, { recursive: true });
  writeFileSync(candlesPath, candlesText);
  writeFileSync(infoPath, infoText);
  return { infoPath, candlesPath, created, messages };
}

// ---------------------------------------------------------------------------------------------
// The command

const USAGE =
  'usage: npm run practice:import -- <file.csv> --course <folder> --id <set> --instrument <name> --exchange <name> --timeframe <1d|1h|15m|5m> --source <text> --licence <text> [--url <url>]';

const TIMEFRAMES: Record<string, Timeframe> = { '1d': '1D', '1h': '1h', '15m': '15m', '5m': '5m' };

interface Command {
  csv: string;
  course: string;
  details: SetDetails;
}

/** The command line, checked: the import's inputs, or what is wrong with it. */
export function parseCommand(argv: string[]): Command | { problem: string } | { help: true } {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        course: { type: 'string' },
        id: { type: 'string' },
        instrument: { type: 'string' },
        exchange: { type: 'string' },
        timeframe: { type: 'string' },
        source: { type: 'string' },
        licence: { type: 'string' },
        license: { type: 'string' },
        url: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (values.help) return { help: true };
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const licence = text('licence') || text('license');
  const missing = ['course', 'id', 'instrument', 'exchange', 'timeframe', 'source']
    .filter((name) => !text(name))
    .concat(licence ? [] : ['licence']);
  if (positionals.length !== 1) {
    return { problem: positionals.length ? 'one CSV file at a time' : 'which CSV file? (the first argument)' };
  }
  if (missing.length) {
    const list = missing.map((name) => `--${name}`).join(', ');
    const why = missing.some((name) => name === 'source' || name === 'licence')
      ? ' (the source and its licence are shown under the chart)'
      : '';
    return { problem: `${list} ${missing.length === 1 ? 'is' : 'are'} required${why}` };
  }
  const timeframe = TIMEFRAMES[text('timeframe').toLowerCase()];
  if (!timeframe) return { problem: `--timeframe "${text('timeframe')}" must be 1d, 1h, 15m or 5m` };
  if (!COURSE_FOLDER.test(text('course'))) return { problem: `--course "${text('course')}" is not a folder's name` };
  if (!SET_ID.test(text('id'))) return { problem: `--id "${text('id')}" must be lower-case words joined by hyphens` };
  const url = text('url');
  if (url) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // Not a URL at all: said below.
    }
    if (protocol !== 'https:' && protocol !== 'http:') return { problem: `--url "${url}" is not an http(s) address` };
  }
  return {
    csv: positionals[0] as string,
    course: text('course'),
    details: {
      id: text('id'),
      instrument: text('instrument'),
      exchange: text('exchange'),
      timeframe,
      source: { kind: 'licensed', name: text('source'), licence, url },
    },
  };
}

export interface Io {
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface MainOptions {
  /** The repository's root: the set goes into content/courses/ under it. */
  root?: string;
  /** Where a relative CSV path starts (npm runs scripts from the root; INIT_CWD is where it was called). */
  cwd?: string;
  now?: Date;
  io?: Io;
}

/** The command: reads, checks, writes, and returns the exit code. */
export async function main(argv: string[], options: MainOptions = {}): Promise<number> {
  const io = options.io ?? { log: (line) => console.log(line), error: (line) => console.error(line) };
  const root = options.root ?? repoRoot();
  const cwd = options.cwd ?? process.env.INIT_CWD ?? process.cwd();
  const command = parseCommand(argv);
  if ('help' in command) {
    io.log(USAGE);
    return 0;
  }
  if ('problem' in command) {
    io.error(`practice:import: ${command.problem}`);
    io.error(USAGE);
    return 2;
  }
  const { csv, course, details } = command;
  const path = resolve(cwd, csv);
  // As typed: npm runs the script from the root, but the path is where the author typed it.
  const file = csv;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    io.error(`${file}:1: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    return 1;
  }
  const result = parsePriceCsv(text, { file, timeframe: details.timeframe, now: options.now ?? new Date() });
  for (const note of result.notes) io.log(`note: ${note}`);
  for (const warning of result.warnings) io.log(`warning: ${warning}`);
  if (result.errors.length) {
    for (const error of result.errors) io.error(error);
    const count = `${result.errors.length} error${result.errors.length === 1 ? '' : 's'}`;
    io.error(`Refused ${file} (${count}): nothing written`);
    return 1;
  }
  const { candles } = result;
  io.log(`${file}: ${candles.length} candles (${result.format}), ${candles[0]?.date} to ${candles.at(-1)?.date}`);
  if (!details.source.url) {
    io.log(
      'warning: no --url: the source is written with an empty url, and the current set check (setSchema) wants a licensed source to have one',
    );
  }
  const coursePath = join(root, 'content', 'courses', course);
  if (!existsSync(coursePath)) {
    io.log(`note: ${relative(root, coursePath)} did not exist: created (check the folder's name)`);
  }
  let written: Written;
  try {
    written = await writeCourseSet(practiceDir(root, course), details, candles);
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  }
  io.log(`Wrote ${shownPath(written.candlesPath)} (${candles.length} candles)`);
  io.log(`${written.created ? 'Created' : 'Updated'} ${shownPath(written.infoPath)}`);
  for (const message of written.messages) io.log(message);
  return 0;
}

// Run only as the command, so that the tests can import the functions.
if (/importPracticeSet\.ts$/.test(process.argv[1] ?? '')) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
