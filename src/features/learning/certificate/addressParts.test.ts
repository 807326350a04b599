/** @jest-environment node */
import { addressParts } from './addressParts';

describe('addressParts', () => {
  it('breaks after each slash and dash, keeping every character', () => {
    const href = 'https://www.tradeschool.example/certificate/verify/TS-ABCD-EFGH';
    const parts = addressParts(href);
    expect(parts).toEqual([
      'https:/',
      '/',
      'www.tradeschool.example/',
      'certificate/',
      'verify/',
      'TS-',
      'ABCD-',
      'EFGH',
    ]);
    expect(parts.join('')).toBe(href);
  });

  it('never breaks inside a word: dots and other marks stay in their part', () => {
    expect(addressParts('a.b?c=d&e#f')).toEqual(['a.b?c=d&e#f']);
  });

  it('leaves no empty part: a trailing slash ends the last part, and doubled marks each make one', () => {
    expect(addressParts('site/')).toEqual(['site/']);
    expect(addressParts('a--b')).toEqual(['a-', '-', 'b']);
  });
});
