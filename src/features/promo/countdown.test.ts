/** @jest-environment node */
import { testI18n } from '@/test/i18n';
import { formatCountdown, promoSaving } from './countdown';

const en = testI18n('en').getFixedT('en', 'promo');
const hi = testI18n('hi').getFixedT('hi', 'promo');

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatCountdown', () => {
  it.each([
    [10 * d + 5 * h + 4 * m + 3 * s, '10 Days 5h 4m 3s'],
    [2 * d, '2 Days 0h 0m 0s'],
    [d + s, '1 Days 0h 0m 1s'],
    [d, '1 Days 0h 0m 0s'],
  ])('shows days while at least a day is left (%i ms → %s)', (ms, label) => {
    expect(formatCountdown(ms, en)).toBe(label);
  });

  it.each([
    [d - 1, '23:59:59'],
    [d - s, '23:59:59'],
    [h + 2 * m + 3 * s, '1:02:03'],
    [59 * m + 59 * s, '0:59:59'],
    [5 * s, '0:00:05'],
    [s, '0:00:01'],
    [999, '0:00:00'],
  ])('shows H:MM:SS under a day (%i ms → %s)', (ms, label) => {
    expect(formatCountdown(ms, en)).toBe(label);
  });

  it.each([0, -1, -d, Number.NaN])('shows 0 once it is over (%d ms)', (ms) => {
    expect(formatCountdown(ms, en)).toBe('0');
  });
});

describe('formatCountdown in Hindi', () => {
  // Hindi's `one` form covers 0 and 1; दिन reads the same in both forms.
  it.each([
    [10 * d + 5 * h + 4 * m + 3 * s, '10 दिन 5घं 4मि 3से'],
    [2 * d, '2 दिन 0घं 0मि 0से'],
    [d + s, '1 दिन 0घं 0मि 1से'],
  ])('shows days while at least a day is left (%i ms → %s)', (ms, label) => {
    expect(formatCountdown(ms, hi)).toBe(label);
  });

  it('keeps the clock and the 0 as they are', () => {
    expect(formatCountdown(h + 2 * m + 3 * s, hi)).toBe('1:02:03');
    expect(formatCountdown(0, hi)).toBe('0');
  });
});

describe('promoSaving', () => {
  it('works out the saving from its prices', () => {
    expect(promoSaving(10_000, 4_299)).toEqual({ amount: 5_701, percent: 57 });
  });

  it('never reports a negative saving', () => {
    expect(promoSaving(100, 150)).toEqual({ amount: 0, percent: 0 });
  });
});
