/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Candle, Timeframe } from '../src/features/practice/model';
import { main, parsePriceCsv, writeCourseSet, type SetDetails } from './importPracticeSet';

const SAMPLES = join(__dirname, 'priceSamples');
const sample = (name: string) => readFileSync(join(SAMPLES, name), 'utf8');
/** Long after every sample's last candle. */
const LATER = new Date('2025-06-01T12:00:00+05:30');

function parse(name: string, timeframe: Timeframe = '1D', now = LATER) {
  return parsePriceCsv(sample(name), { file: name, timeframe, now });
}

function parseText(text: string, timeframe: Timeframe = '1D', now = LATER) {
  return parsePriceCsv(text, { file: 'x.csv', timeframe, now });
}

/** The warnings but the one every small sample gets: fewer candles than a set needs. */
const gapWarnings = (warnings: string[]) => warnings.filter((w) => !w.includes('the build needs at least'));

const candle = (date: string, open: number, high: number, low: number, close: number, volume: number): Candle => ({
  date,
  open,
  high,
  low,
  close,
  volume,
});

describe('parsePriceCsv', () => {
  it("reads TradingView's export: UNIX seconds as IST dates, its Volume column, weekends no gap", () => {
    const result = parse('tradingview-daily.csv');
    expect(result.errors).toEqual([]);
    expect(result.format).toBe('TradingView export');
    expect(result.candles).toEqual([
      candle('2024-12-02', 4310.5, 4342, 4298.15, 4335.2, 1523400),
      candle('2024-12-03', 4335.2, 4351.9, 4320, 4326.75, 1298750),
      candle('2024-12-04', 4330, 4388.4, 4329.1, 4380.05, 1876020),
      candle('2024-12-05', 4385, 4402.6, 4361.3, 4368.9, 1402210),
      candle('2024-12-06', 4368.9, 4371, 4330.55, 4344.6, 1188430),
      candle('2024-12-09', 4350, 4361.25, 4301.8, 4309.35, 1650990),
      candle('2024-12-10', 4309.35, 4333.7, 4295, 4327.1, 1377085),
    ]);
    expect(gapWarnings(result.warnings)).toEqual([]);
    expect(result.notes).toEqual([]);
  });

  it("reads NSE's historical data: newest first (said), quoted, dd-MMM-yyyy, commas, its close not its ltp", () => {
    const result = parse('nse-daily.csv');
    expect(result.errors).toEqual([]);
    expect(result.format).toBe('NSE historical data');
    expect(result.notes).toEqual(['nse-daily.csv: newest first (as NSE writes it): sorted oldest first']);
    expect(result.candles).toEqual([
      candle('2024-12-02', 1295, 1298.3, 1280.05, 1290.15, 9876001),
      candle('2024-12-03', 1288, 1302.8, 1284.5, 1299.05, 11450002),
      candle('2024-12-04', 1301, 1303.45, 1285.2, 1294.75, 10876540),
      candle('2024-12-05', 1296.25, 1312, 1290.6, 1309.4, 15002311),
      candle('2024-12-06', 1311, 1318.9, 1302.1, 1313.8, 12345678),
    ]);
  });

  it('reads a plain file with dd-mm-yyyy dates', () => {
    const result = parse('plain-daily.csv');
    expect(result.errors).toEqual([]);
    expect(result.format).toBe('plain CSV');
    expect(result.candles.map((c) => c.date)).toEqual([
      '2024-12-02',
      '2024-12-03',
      '2024-12-04',
      '2024-12-05',
      '2024-12-06',
    ]);
    expect(result.candles[0]).toEqual(candle('2024-12-02', 1862.4, 1879, 1855.1, 1873.65, 5120340));
    expect(gapWarnings(result.warnings)).toEqual([]);
  });

  it('reads intraday dd/mm/yyyy HH:mm as the exchange-time dates of the model; a night is no gap', () => {
    const result = parse('intraday-15m.csv', '15m');
    expect(result.errors).toEqual([]);
    expect(result.candles.map((c) => c.date)).toEqual([
      '2024-12-02T09:15',
      '2024-12-02T09:30',
      '2024-12-02T09:45',
      '2024-12-02T10:00',
      '2024-12-03T09:15',
      '2024-12-03T09:30',
      '2024-12-03T09:45',
      '2024-12-03T10:00',
    ]);
    expect(result.candles[0]).toEqual(candle('2024-12-02T09:15', 52110, 52188.5, 52075.25, 52160.4, 41250));
    expect(gapWarnings(result.warnings)).toEqual([]);
  });

  it('refuses a repeated day and a high below the close, naming the lines, and warns of the missing day', () => {
    const result = parse('faulty-daily.csv');
    expect(result.errors).toEqual([
      'faulty-daily.csv:6: high 525 is below the close 526.8',
      'faulty-daily.csv:4: 2024-12-05 appears twice, on lines 4 and 5',
    ]);
    expect(gapWarnings(result.warnings)).toEqual([
      'faulty-daily.csv:4: no candle for Wed 2024-12-04, between line 3 and this one (fine if the exchange was shut)',
    ]);
    expect(result.candles).toEqual([]);
  });

  it('refuses a file ending today', () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const result = parseText(`date,open,high,low,close\n${today},10,11,9,10.5\n`, '1D', new Date());
    expect(result.errors).toEqual([
      `x.csv:2: the candle of ${today} ends less than 24 hours before now: practice data must be at least a day old`,
    ]);
    expect(result.candles).toEqual([]);
  });

  it('counts a daily candle as ending at the midnight (IST) after its day, and an intraday one after its step', () => {
    const daily = (now: string) => parse('tradingview-daily.csv', '1D', new Date(now)).errors;
    expect(daily('2024-12-10T15:00:00+05:30')).toEqual([
      'tradingview-daily.csv:8: the candle of 2024-12-10 ends less than 24 hours before now (and 1 more): practice data must be at least a day old',
    ]);
    expect(daily('2024-12-11T23:59:00+05:30')).toHaveLength(1);
    expect(daily('2024-12-12T00:00:00+05:30')).toEqual([]);

    const intraday = (now: string) => parse('intraday-15m.csv', '15m', new Date(now)).errors;
    expect(intraday('2024-12-04T10:14:00+05:30')).toEqual([
      'intraday-15m.csv:9: the candle of 2024-12-03T10:00 ends less than 24 hours before now: practice data must be at least a day old',
    ]);
    // At 09:50 the bars of 09:45 and 10:00 the day before are not yet 24 hours old either.
    expect(intraday('2024-12-03T09:50:00+05:30')[0]).toContain('(and 5 more)');
    expect(intraday('2024-12-04T10:15:00+05:30')).toEqual([]);
  });

  it('names the line and the field of what is not a number, and of a low above the open', () => {
    const result = parseText(
      'date,open,high,low,close,volume\n02-12-2024,10,11,9,10.5,100\n03-12-2024,abc,11,9,10,5\n04-12-2024,10,11,10.2,10.5,x\n',
    );
    expect(result.errors).toEqual([
      'x.csv:3: open "abc" is not a number',
      'x.csv:4: low 10.2 is above the open 10',
      'x.csv:4: volume "x" is not a number of at least 0',
    ]);
  });

  it('converts UNIX seconds and ISO times with an offset to IST; ISO without one is IST already', () => {
    const text = [
      'time,open,high,low,close',
      '1733111100,10,11,9,10',
      '2024-12-02T04:00:00Z,10,11,9,10',
      '2024-12-02T09:45:00+05:30,10,11,9,10',
      '2024-12-02 10:00,10,11,9,10',
    ].join('\n');
    const result = parseText(text, '15m');
    expect(result.errors).toEqual([]);
    expect(result.candles.map((c) => c.date)).toEqual([
      '2024-12-02T09:15',
      '2024-12-02T09:30',
      '2024-12-02T09:45',
      '2024-12-02T10:00',
    ]);
    expect(result.candles[0]?.volume).toBe(0);
    expect(result.notes).toEqual(["x.csv: no volume column: every candle's volume is 0"]);
  });

  it('warns of bars missing inside a session and of a missing day; refuses bars closer than the timeframe', () => {
    const rows = ['02-12-2024 09:15', '02-12-2024 09:30', '02-12-2024 10:00', '04-12-2024 09:15', '04-12-2024 09:20'];
    const result = parseText(['date,open,high,low,close', ...rows.map((d) => `${d},10,11,9,10`)].join('\n'), '15m');
    expect(gapWarnings(result.warnings)).toEqual([
      'x.csv:4: 1 bar missing on 2024-12-02 between 09:30 (line 3) and 10:00',
      'x.csv:5: no candle for Tue 2024-12-03, between line 4 and this one (fine if the exchange was shut)',
    ]);
    expect(result.errors).toEqual([
      'x.csv:6: 09:20 is 5 minutes after the bar at 09:15 (line 5), less than --timeframe 15m',
    ]);
  });

  it('counts weekends as trading days when the market trades them', () => {
    const rows = ['2024-12-06', '2024-12-07', '2024-12-09'].map((d) => `${d},10,11,9,10`);
    const result = parseText(['date,open,high,low,close', ...rows].join('\n'));
    expect(gapWarnings(result.warnings)).toEqual([
      'x.csv:4: no candle for Sun 2024-12-08, between line 3 and this one (fine if the exchange was shut)',
    ]);
  });

  it('says why it cannot read a date, a header or a quote', () => {
    expect(parseText('date,open,high,low,close\n12/13/2024,10,11,9,10\n').errors).toEqual([
      'x.csv:2: date: month 13 does not exist: dates are read day first (dd-mm-yyyy), and this one looks month first',
    ]);
    expect(parseText('date,open,high,low,close\n31-Feb-2024,10,11,9,10\n').errors).toEqual([
      'x.csv:2: date: february 2024 has no day 31',
    ]);
    expect(parseText('date,open,high,low,close\n02-12-2024,10,11,9,10\n', '5m').errors).toEqual([
      'x.csv:2: date "02-12-2024" has no time of day, but --timeframe 5m needs one',
    ]);
    expect(parseText('\n\nDate,Open,Close\n02-12-2024,10,10\n').errors).toEqual([
      'x.csv:3: no high, low column (the header has: Date, Open, Close)',
    ]);
    expect(parseText('date,open,high,low,close\n"02-12-2024,10,11,9,10\n').errors).toEqual([
      'x.csv:2: a quoted field is never closed',
    ]);
  });

  it('reads a date and a time in columns of their own, and 12-hour times', () => {
    const result = parseText(
      'Date,Time,Open,High,Low,Close\n02-12-2024,09:15 AM,10,11,9,10\n02-12-2024,01:15 PM,10,11,9,10\n',
      '1h',
    );
    expect(result.errors).toEqual([]);
    expect(result.candles.map((c) => c.date)).toEqual(['2024-12-02T09:15', '2024-12-02T13:15']);
  });
});

describe('writeCourseSet', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const details: SetDetails = {
    id: 'tcs-daily',
    instrument: 'Tata Consultancy Services (TCS)',
    exchange: 'NSE',
    timeframe: '1D',
    source: { kind: 'licensed', name: 'TradingView', licence: 'Licensed for teaching', url: '' },
  };

  it('creates the candles and a details file with empty texts for the author to write', async () => {
    dir = mkdtempSync(join(tmpdir(), 'practice-'));
    const { candles } = parse('tradingview-daily.csv');
    const written = await writeCourseSet(join(dir, 'practice'), details, candles);

    expect(written.created).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'practice', 'tcs-daily.candles.json'), 'utf8'))).toEqual({ candles });
    const info = JSON.parse(readFileSync(join(dir, 'practice', 'tcs-daily.json'), 'utf8')) as Record<string, unknown>;
    expect(info).toEqual({
      id: 'tcs-daily',
      title: { en: '', hi: '' },
      instrument: 'Tata Consultancy Services (TCS)',
      exchange: 'NSE',
      timeframe: '1D',
      segment: 'equity-delivery',
      lotSize: 1,
      rupeesPerPoint: 1,
      start: 6,
      explanation: { en: '', hi: '' },
      source: { kind: 'licensed', name: 'TradingView', licence: 'Licensed for teaching', url: '' },
    });
    expect(written.messages.join('\n')).toMatch(/title and the explanation, in English and Hindi/);
    // As Prettier writes it: one candle a line.
    expect(readFileSync(written.candlesPath, 'utf8').trimEnd().split('\n')).toHaveLength(candles.length + 4);
  });

  it('keeps the texts and trading fields on a re-import and replaces the rest, start only when past the end', async () => {
    dir = mkdtempSync(join(tmpdir(), 'practice-'));
    const practice = join(dir, 'practice');
    await writeCourseSet(practice, details, parse('tradingview-daily.csv').candles);
    const infoPath = join(practice, 'tcs-daily.json');
    const authored = {
      ...(JSON.parse(readFileSync(infoPath, 'utf8')) as Record<string, unknown>),
      title: { en: 'TCS daily: a range', hi: 'टीसीएस दैनिक: एक दायरा' },
      task: { en: 'Trade the break.', hi: 'ब्रेक पर ट्रेड करें।' },
      explanation: { en: 'It held.', hi: 'वह टिका रहा।' },
      segment: 'equity-intraday',
      lotSize: 5,
      rupeesPerPoint: 2,
    };
    writeFileSync(infoPath, JSON.stringify(authored));

    const nse = parse('nse-daily.csv').candles;
    const source = {
      kind: 'licensed' as const,
      name: 'NSE',
      licence: 'NSE data licence',
      url: 'https://www.nseindia.com',
    };
    const again = await writeCourseSet(practice, { ...details, instrument: 'Reliance (RELIANCE)', source }, nse);

    expect(again.created).toBe(false);
    expect(JSON.parse(readFileSync(infoPath, 'utf8'))).toEqual({
      ...authored,
      instrument: 'Reliance (RELIANCE)',
      source,
      start: 4,
    });
    expect(JSON.parse(readFileSync(again.candlesPath, 'utf8'))).toEqual({ candles: nse });
    expect(again.messages.join('\n')).toMatch(/start 6 was past the 5 candles: now 4/);

    writeFileSync(infoPath, JSON.stringify({ ...authored, start: 2 }));
    await writeCourseSet(practice, details, nse);
    expect(JSON.parse(readFileSync(infoPath, 'utf8'))).toMatchObject({ start: 2, title: authored.title });
  });

  it('writes nothing when the details file is not JSON', async () => {
    dir = mkdtempSync(join(tmpdir(), 'practice-'));
    writeFileSync(join(dir, 'tcs-daily.json'), '{ "id": ');
    await expect(writeCourseSet(dir, details, parse('plain-daily.csv').candles)).rejects.toThrow(
      /tcs-daily\.json:1: not valid JSON .*nothing written/,
    );
    expect(existsSync(join(dir, 'tcs-daily.candles.json'))).toBe(false);
  });
});

describe('main', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function run(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io = { log: (line: string) => out.push(line), error: (line: string) => err.push(line) };
    return main(args, { root, cwd: SAMPLES, now: LATER, io }).then((code) => ({ code, out, err }));
  }

  const flags = ['--course', 'tcs', '--id', 'tcs-daily', '--instrument', 'TCS', '--exchange', 'NSE'];

  it('requires the source and its licence', async () => {
    root = mkdtempSync(join(tmpdir(), 'root-'));
    const { code, err } = await run(['tradingview-daily.csv', ...flags, '--timeframe', '1d', '--source', 'TV']);
    expect(code).not.toBe(0);
    expect(err[0]).toBe(
      'practice:import: --licence is required (the source and its licence are shown under the chart)',
    );
    expect(existsSync(join(root, 'content'))).toBe(false);
  });

  it('writes the set into the course folder, with 1d as the model’s 1D', async () => {
    root = mkdtempSync(join(tmpdir(), 'root-'));
    const args = ['tradingview-daily.csv', ...flags, '--timeframe', '1d', '--source', 'TV', '--licence', 'L'];
    const { code, err } = await run([...args, '--url', 'https://www.tradingview.com/']);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const info = JSON.parse(readFileSync(join(root, 'content/courses/tcs/practice/tcs-daily.json'), 'utf8')) as {
      timeframe: string;
      source: unknown;
    };
    expect(info.timeframe).toBe('1D');
    expect(info.source).toEqual({ kind: 'licensed', name: 'TV', licence: 'L', url: 'https://www.tradingview.com/' });
  });

  it('refuses a faulty file with one line per error, writing nothing', async () => {
    root = mkdtempSync(join(tmpdir(), 'root-'));
    const args = ['faulty-daily.csv', ...flags, '--timeframe', '1d', '--source', 'TV', '--licence', 'L'];
    const { code, err, out } = await run(args);
    expect(code).toBe(1);
    expect(err.slice(0, -1)).toEqual([
      'faulty-daily.csv:6: high 525 is below the close 526.8',
      'faulty-daily.csv:4: 2024-12-05 appears twice, on lines 4 and 5',
    ]);
    expect(out).toContain(
      'warning: faulty-daily.csv:4: no candle for Wed 2024-12-04, between line 3 and this one (fine if the exchange was shut)',
    );
    expect(existsSync(join(root, 'content'))).toBe(false);
  });
});
