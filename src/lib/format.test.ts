/** @jest-environment node */
import {
  capitalizeWords,
  formatDateTime,
  formatIndianDate,
  formatDecimal,
  formatINR,
  formatINRPaise,
  formatLongDate,
  initials,
  titleCase,
} from './format';

describe('formatINR', () => {
  it.each([
    [499, '₹499'],
    [4299, '₹4,299'],
    [100000, '₹1,00,000'],
    [1250000, '₹12,50,000'],
  ])('formats %d as %s with Indian digit grouping', (value, expected) => {
    expect(formatINR(value)).toBe(expected);
  });

  it("agrees with Intl's Indian rupee format, rounding and sign included", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const value of [0, 5, 999, 1000, 99999, 123456, 12345678, 1234567890, 1999.5, 2.4, 0.5, -1500, -2.5]) {
      expect(formatINR(value)).toBe(intl.format(value));
    }
    expect(formatINR(-0.4)).toBe('₹0');
  });
});

describe('initials', () => {
  it.each([
    ['asha verma', 'AV'],
    ['Asha Kumari Verma', 'AK'],
    ['  single  ', 'S'],
    ['', 'U'],
    [null, 'U'],
  ])('%p → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('text case', () => {
  it('capitalises each word and keeps the rest', () => {
    expect(capitalizeWords('risk management in nifty')).toBe('Risk Management In Nifty');
  });
  it('title-cases shouting titles', () => {
    expect(titleCase('CRYPTO trading BASICS')).toBe('Crypto Trading Basics');
  });
});

describe('formatLongDate', () => {
  it('writes long month, day and year in English', () => {
    expect(formatLongDate('2026-03-05T10:00:00.000Z')).toBe('March 5, 2026');
  });
  it('returns nothing for an unreadable date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  // Every month, and the hours around midnight and noon.
  const dates = Array.from(
    { length: 12 },
    (_, month) => new Date(2026, month, month * 2 + 1, [0, 9, 11, 12, 13, 23][month % 6], month * 5),
  );

  it("agrees with Intl's Indian medium date and short time", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
    for (const date of dates) expect(formatDateTime(date.toISOString())).toBe(intl.format(date));
  });

  it("agrees with Intl's long English date", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    for (const date of dates) expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
  });

  it('returns nothing for a missing or unreadable date', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('formatIndianDate', () => {
  it('writes the day, the month in full and the year, the Indian way', () => {
    expect(formatIndianDate(new Date(2026, 10, 25, 18, 30).toISOString())).toBe('25 November 2026');
    expect(formatIndianDate(new Date(2027, 0, 5).toISOString())).toBe('5 January 2027');
  });

  it('is empty for an unreadable date', () => {
    expect(formatIndianDate('not a date')).toBe('');
    expect(formatIndianDate(null)).toBe('');
  });
});

describe('formatINRPaise and formatDecimal', () => {
  it('write rupees and paise with Indian grouping in both languages', () => {
    expect(formatINRPaise(250000.5)).toBe('₹2,50,000.50');
    expect(formatINRPaise(250000.5, 'hi-IN')).toBe('₹2,50,000.50');
    expect(formatINRPaise(-0.001)).toBe('₹0.00');
  });

  it('write a number with at most the decimals asked for', () => {
    expect(formatDecimal(1234567.891)).toBe('12,34,567.89');
    expect(formatDecimal(14.869835, 'hi-IN', 1)).toBe('14.9');
    expect(formatDecimal(-2.5)).toBe('-2.5');
  });
});
