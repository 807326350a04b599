/** @jest-environment node */
import { seedCourses } from '@mocks/seed';
import type { Candle, PracticeSet } from './model';
import { practiceSets, setLoader } from './sets';
import { checkPracticeSet, MIN_CANDLES } from './setSchema';

function candles(count: number): Candle[] {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    open: 100 + i,
    high: 103 + i,
    low: 98 + i,
    close: 101 + i,
    volume: 1000,
  }));
}

const valid = (): PracticeSet => ({
  id: 'test-set',
  title: { en: 'A test set', hi: 'एक परीक्षण सेट' },
  instrument: 'Test Ltd',
  exchange: 'NSE',
  timeframe: '1D',
  segment: 'equity-delivery',
  lotSize: 1,
  rupeesPerPoint: 1,
  start: 60,
  explanation: { en: 'Why', hi: 'क्यों' },
  lesson: { courseId: 'c1', chapter: 1, lesson: 2, title: 'A lesson' },
  source: { kind: 'generated', script: 'scripts/x.ts', seed: 1 },
  candles: candles(MIN_CANDLES),
});

const errorsOf = (value: unknown) => {
  const result = checkPracticeSet(value);
  return result.ok ? [] : result.errors;
};

describe('the practice set schema', () => {
  it('accepts a complete set', () => {
    expect(checkPracticeSet(valid())).toMatchObject({ ok: true });
  });

  it.each<[string, (set: PracticeSet) => unknown, RegExp]>([
    ['a missing explanation', ({ explanation: _e, ...rest }) => rest, /^explanation/],
    ['a title without Hindi', (set) => ({ ...set, title: { en: 'Only English' } }), /^title\.hi/],
    ['too few candles', (set) => ({ ...set, candles: candles(40), start: 1 }), /^candles: must have at least 250/],
    [
      'a high below the close',
      (set) => ({ ...set, candles: set.candles.map((c, i) => (i === 12 ? { ...c, high: c.close - 1 } : c)) }),
      /^candles\[12\]\.high: must be at least/,
    ],
    [
      'a candle without volume',
      (set) => ({ ...set, candles: set.candles.map(({ volume: _v, ...c }, i) => (i === 3 ? c : { ...c, volume: 1 })) }),
      /^candles\[3\]\.volume/,
    ],
    [
      'candles out of order',
      (set) => ({ ...set, candles: [...set.candles].reverse() }),
      /^candles: must be in time order/,
    ],
    [
      'a date that is not a date',
      (set) => ({ ...set, candles: set.candles.map((c, i) => (i === 0 ? { ...c, date: '2024-13-45' } : c)) }),
      /^candles\[0\]\.date/,
    ],
    [
      "today's prices",
      (set) => ({
        ...set,
        candles: set.candles.map((c, i, all) =>
          i === all.length - 1 ? { ...c, date: new Date().toISOString().slice(0, 10) } : c,
        ),
      }),
      /^candles: must end before today/,
    ],
    ['a start too late to replay', (set) => ({ ...set, start: MIN_CANDLES - 10 }), /^start: must leave/],
    ['an unknown segment', (set) => ({ ...set, segment: 'options' }), /^segment/],
    ['a lesson without its place', (set) => ({ ...set, lesson: { courseId: 'c1', title: 'x' } }), /^lesson\.chapter/],
    ['an unknown field', (set) => ({ ...set, price: 1 }), /field/],
    [
      'a licensed source without its licence',
      (set) => ({ ...set, source: { kind: 'licensed', name: 'X', url: 'https://x.example' } }),
      /^source\.licence/,
    ],
  ])('rejects %s, naming the field', (_name, broken, message) => {
    const errors = errorsOf(broken(valid()));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((error) => message.test(error))).toBe(true);
  });

  it('rejects intraday dates on a daily set', () => {
    const set = valid();
    set.candles = set.candles.map((c) => ({ ...c, date: `${c.date}T09:15` }));
    expect(errorsOf(set)).toEqual(['candles: dates must match the timeframe 1D']);
  });
});

describe('the shipped practice sets', () => {
  const courses = seedCourses();

  it('are at least eight, each valid, with its lesson in the seeded courses', async () => {
    expect(practiceSets().length).toBeGreaterThanOrEqual(8);
    for (const info of practiceSets()) {
      const load = setLoader(info.id);
      expect(load).toBeDefined();
      const checked = checkPracticeSet(await load?.());
      expect(checked).toMatchObject({ ok: true });
      const course = courses.find((c) => c._id === info.lesson?.courseId);
      const lesson = course?.chapters?.[(info.lesson?.chapter ?? 0) - 1]?.videos?.[(info.lesson?.lesson ?? 0) - 1];
      expect(lesson?.title).toBe(info.lesson?.title);
    }
  });

  it('include a set for the Risk per Trade lesson of Crypto Trading Basics, and an intraday one', () => {
    expect(practiceSets().some((set) => set.lesson?.title === 'Risk per Trade')).toBe(true);
    expect(practiceSets().some((set) => set.timeframe !== '1D')).toBe(true);
  });
});
