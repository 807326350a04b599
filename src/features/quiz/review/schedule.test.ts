/** @jest-environment node */
import { Rating, type Grade } from 'ts-fsrs';
import type { ReviewCard } from '@/learner';
import { dueCards, review } from './schedule';

const DAY = 24 * 60 * 60 * 1000;
const interval = (from: Date, due: string) => (Date.parse(due) - from.getTime()) / DAY;

/** Reviews a new card with the given answers, each on the day it comes due; the intervals between. */
function intervals(grades: Grade[]) {
  let card: Pick<ReviewCard, 'fsrs'> = { fsrs: null };
  let now = new Date('2026-03-01T04:00:00Z');
  const gaps: number[] = [];
  for (const grade of grades) {
    const next = review(card, grade, now, { fuzz: false });
    gaps.push(interval(now, next.due));
    card = { fsrs: next.fsrs };
    now = new Date(next.due);
  }
  return gaps;
}

describe('review scheduling (FSRS)', () => {
  it('grows the interval with each Good', () => {
    const gaps = intervals([Rating.Good, Rating.Good, Rating.Good, Rating.Good, Rating.Good]);
    for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] ?? Infinity);
    expect(gaps.at(-1)).toBeGreaterThan(7);
  });

  it('shrinks it after an Again', () => {
    const gaps = intervals([Rating.Good, Rating.Good, Rating.Good, Rating.Again]);
    expect(gaps.at(-1)).toBeLessThan(gaps.at(-2) ?? 0);
    expect(gaps.at(-1)).toBeLessThan(1);
  });

  it('schedules Easy further out than Good, and Good than Hard', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    const after = (grade: Rating.Hard | Rating.Good | Rating.Easy) =>
      interval(now, review({ fsrs: null }, grade, now, { fuzz: false }).due);
    expect(after(Rating.Easy)).toBeGreaterThan(after(Rating.Good));
    expect(after(Rating.Good)).toBeGreaterThan(after(Rating.Hard));
  });

  it('lists the cards due, the longest overdue first', () => {
    const card = (key: string, due: string): ReviewCard => ({
      key,
      courseId: 'c',
      ref: { kind: 'term', chapter: 0, term: 0 },
      due,
      fsrs: null,
    });
    const now = new Date('2026-03-02T00:00:00Z');
    const cards = [
      card('b', '2026-03-01T12:00:00Z'),
      card('later', '2026-03-03T00:00:00Z'),
      card('a', '2026-02-28T00:00:00Z'),
    ];
    expect(dueCards(cards, now).map(({ key }) => key)).toEqual(['a', 'b']);
  });
});
