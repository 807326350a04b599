/** @jest-environment node */
import { shownRating } from './courseRating';

describe('shownRating', () => {
  it('shows the average to one decimal', () => {
    expect(shownRating(4.66, 3)).toBe('4.7');
    expect(shownRating(4, 12)).toBe('4.0');
    expect(shownRating(4.04, 1)).toBe('4.0');
  });

  it('shows nothing while the course has no ratings', () => {
    expect(shownRating(4.5, 0)).toBeNull();
    expect(shownRating(4.5, undefined)).toBeNull();
  });

  it('shows nothing without a usable average', () => {
    expect(shownRating(undefined, 3)).toBeNull();
    expect(shownRating(Number.NaN, 3)).toBeNull();
    expect(shownRating(Number.POSITIVE_INFINITY, 3)).toBeNull();
    expect(shownRating('4.5' as unknown as number, 3)).toBeNull();
  });

  it('shows an average of zero when there are ratings', () => {
    expect(shownRating(0, 2)).toBe('0.0');
  });
});
