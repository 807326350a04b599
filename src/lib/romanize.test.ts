import { hasDevanagari, latinKey, romanize } from './romanize';

describe('Hindi in Latin letters', () => {
  it.each([
    ['नुकसान', 'nuksan'],
    ['स्टॉप लॉस', 'stop los'],
    ['बाज़ार', 'bazar'],
    ['सीड फ्रेज़', 'sid phrez'],
    ['समझना', 'samajhna'],
    ['हिंदी', 'hindi'],
    ['पैसा', 'paisa'],
  ])('reads %s as %s, without the vowels left unsaid', (hindi, latin) => {
    expect(romanize(hindi)).toBe(latin);
  });

  it('leaves other text as it is, in lower case, punctuation and all', () => {
    expect(romanize('Risk 2% — जोखिम!')).toBe('risk 2% — jokhim!');
  });

  it('makes the spellings learners differ on the same', () => {
    expect(['nuksaan', 'Nukssan', 'nuksan'].map(latinKey)).toEqual(['nuksan', 'nuksan', 'nuksan']);
    expect(latinKey('seed')).toBe(latinKey('sid'));
    expect(latinKey('wallet')).toBe(latinKey('valet'));
  });

  it('tells Devanagari from Latin text', () => {
    expect(hasDevanagari('stop लॉस')).toBe(true);
    expect(hasDevanagari('stop loss')).toBe(false);
  });
});
