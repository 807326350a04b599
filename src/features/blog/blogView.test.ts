/** @jest-environment node */
import { testI18n } from '@/test/i18n';
import { blogTitle, readingTime } from './blogView';

const en = testI18n('en').getFixedT('en', 'blog');
const hi = testI18n('hi').getFixedT('hi', 'blog');

describe('readingTime', () => {
  it.each([
    ['5 min Reading Time', '5 min Reading Time', 'पढ़ने में 5 मिनट'],
    ['1 min Reading Time', '1 min Reading Time', 'पढ़ने में 1 मिनट'],
    [' 12 min Reading Time ', '12 min Reading Time', 'पढ़ने में 12 मिनट'],
    [undefined, '8 min Reading Time', 'पढ़ने में 8 मिनट'],
    ['', '8 min Reading Time', 'पढ़ने में 8 मिनट'],
    ['5 MIN reading time', '5 MIN reading time', '5 MIN reading time'],
    ['About ten minutes', 'About ten minutes', 'About ten minutes'],
  ])('reads %p as %p in English and %p in Hindi', (duration, english, hindi) => {
    expect(readingTime({ duration }, en)).toBe(english);
    expect(readingTime({ duration }, hi)).toBe(hindi);
  });
});

describe("readingTime without the API's duration", () => {
  const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;

  it.each([
    [80, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('estimates %p words at 200 a minute as %p min, in English and Hindi', (count, minutes) => {
    expect(readingTime({ content: words(count) }, en)).toBe(`${minutes} min Reading Time`);
    expect(readingTime({ content: words(count) }, hi)).toBe(`पढ़ने में ${minutes} मिनट`);
  });

  it("keeps the API's duration when it sends one", () => {
    expect(readingTime({ duration: '7 min Reading Time', content: words(80) }, en)).toBe('7 min Reading Time');
  });
});

describe('blogTitle', () => {
  it('is the trimmed title, else the text for an untitled post', () => {
    expect(blogTitle({ title: '  Gold  ' }, hi('noTitle'))).toBe('Gold');
    expect(blogTitle({ title: '' }, hi('noTitle'))).toBe('बिना शीर्षक');
    expect(blogTitle({ title: '' })).toBe('No Title');
  });
});
