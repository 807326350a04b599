/** @jest-environment node */
import { pageCount, wrapPage } from './slider';

describe('partner slider arithmetic', () => {
  it.each([
    [4, 2],
    [3, 3],
    [2, 4],
    [1, 8],
  ])('splits 8 cards at %i per page into %i pages', (perPage, pages) => {
    expect(pageCount(8, perPage)).toBe(pages);
  });

  it('wraps before the first page to the last and after the last to the first', () => {
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(3, 3)).toBe(0);
    expect(wrapPage(1, 3)).toBe(1);
  });
});
