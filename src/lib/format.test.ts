import { capitalizeWords, formatINR, formatLongDate, initials, titleCase } from './format';

describe('formatINR', () => {
  it.each([
    [499, '₹499'],
    [4299, '₹4,299'],
    [100000, '₹1,00,000'],
    [1250000, '₹12,50,000'],
  ])('formats %d as %s with Indian digit grouping', (value, expected) => {
    expect(formatINR(value)).toBe(expected);
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
