/** @jest-environment node */
import { parseTypedNumber, typedNumberOrNaN } from './typedNumber';

describe('parseTypedNumber', () => {
  it.each([
    ['1,00,000', 100000],
    ['₹ 2,50,000.50', 250000.5],
    ['१,००,०००', 100000],
    ['-5', -5],
    ['−5', -5],
    ['.5', 0.5],
    ['40 %', 40],
  ])('reads %s as %d', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value);
  });

  it('has no value for empty text and NaN for words', () => {
    expect(parseTypedNumber('  ')).toBeUndefined();
    expect(parseTypedNumber('abc')).toBeNaN();
    expect(parseTypedNumber('1e400')).toBeNaN();
    expect(parseTypedNumber('Infinity')).toBeNaN();
  });

  it('is NaN for empty text where a sum needs a number', () => {
    expect(typedNumberOrNaN('')).toBeNaN();
    expect(typedNumberOrNaN('१२')).toBe(12);
  });
});
