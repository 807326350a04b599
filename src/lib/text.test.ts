/** @jest-environment node */
import { trimInvisible, trimInvisibleValue } from './text';

describe('trimInvisible', () => {
  it.each([
    ['three zero-width spaces', '\u200B\u200B\u200B'],
    ['zero-width joiners and non-joiners', '\u200D\u200C'],
    ['a byte-order mark', '\uFEFF'],
    ['no-break spaces', '\u00A0\u00A0'],
    ['word joiners and direction marks', '\u2060\u200E\u200F'],
    ['a soft hyphen and a Hangul filler', '\u00AD\u3164'],
    ['ordinary spaces, tabs and new lines', ' \t\n '],
  ])('leaves nothing of %s', (_case, text) => expect(trimInvisible(text)).toBe(''));

  it('trims both ends and keeps what is inside, joiners of Indian scripts included', () => {
    expect(trimInvisible('\u200B Ravi Kumar\u00A0\uFEFF')).toBe('Ravi Kumar');
    expect(trimInvisible('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('passes values that are not text through for the type check', () => {
    expect(trimInvisibleValue(undefined)).toBeUndefined();
    expect(trimInvisibleValue(3)).toBe(3);
    expect(trimInvisibleValue('\u200B x \u200B')).toBe('x');
  });
});
