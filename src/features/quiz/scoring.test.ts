/** @jest-environment node */
import type { QuizFile } from './schema';
import { chaptersToPass, isCorrect, passed, retryOrder, scorePercent, shuffled } from './scoring';

const t = { prompt: 'p', why: 'w' };
const number = { id: 'n', type: 'number' as const, answer: 20, tolerance: 0.1, en: t, hi: t };
const opts = { prompt: 'p', options: [0, 1, 2].map(() => ({ text: 't', why: 'w' })) };
const multiple = { id: 'm', type: 'multiple' as const, answer: [0, 2], en: opts, hi: opts };
const single = { id: 's', type: 'single' as const, answer: [1], en: opts, hi: opts };

describe('isCorrect', () => {
  it('accepts a number within its tolerance, either side, and nothing beyond', () => {
    expect(isCorrect(number, 20)).toBe(true);
    expect(isCorrect(number, 19.9)).toBe(true);
    expect(isCorrect(number, 20.1)).toBe(true);
    expect(isCorrect(number, 20.11)).toBe(false);
    expect(isCorrect(number, 19.8)).toBe(false);
    expect(isCorrect({ ...number, tolerance: 0 }, 20)).toBe(true);
    expect(isCorrect({ ...number, tolerance: 0 }, 20.01)).toBe(false);
  });

  it('needs every correct option and no other for a multiple choice', () => {
    expect(isCorrect(multiple, [2, 0])).toBe(true);
    expect(isCorrect(multiple, [0])).toBe(false);
    expect(isCorrect(multiple, [0, 1, 2])).toBe(false);
    expect(isCorrect(single, [1])).toBe(true);
    expect(isCorrect(single, [0])).toBe(false);
    expect(isCorrect(single, 1)).toBe(false);
  });
});

describe('scoring', () => {
  it('passes at 70 % and above', () => {
    expect(scorePercent(4, 5)).toBe(80);
    expect(scorePercent(2, 3)).toBe(67);
    expect(passed(scorePercent(7, 10))).toBe(true);
    expect(passed(scorePercent(3, 5))).toBe(false);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('lists the chapters whose quiz is not yet passed', () => {
    const file = { courseId: 'c', chapters: [{}, {}, {}] } as unknown as QuizFile;
    expect(chaptersToPass(file, undefined)).toEqual([0, 1, 2]);
    expect(chaptersToPass(file, { 0: 100, 1: 60, 2: 70 })).toEqual([1]);
    expect(chaptersToPass(null, {})).toEqual([]);
  });
});

describe('shuffling', () => {
  it('keeps every item exactly once', () => {
    const items = [1, 2, 3, 4, 5];
    expect([...shuffled(items)].sort()).toEqual(items);
  });

  it('follows the random source (Fisher–Yates)', () => {
    // Always picking the first remaining slot rotates the list.
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });

  it('never replays the same order on a retry', () => {
    // A source that always picks the current slot leaves the order unchanged.
    const identity = () => 0.999;
    expect(shuffled([1, 2, 3], identity)).toEqual([1, 2, 3]);
    expect(retryOrder([1, 2, 3], identity)).not.toEqual([1, 2, 3]);
    expect([...retryOrder([1, 2, 3], identity)].sort()).toEqual([1, 2, 3]);
  });
});
