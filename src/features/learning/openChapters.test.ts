/** @jest-environment node */
import { openChaptersOf, toggleChapter, withChapterOpen } from './openChapters';

describe('openChaptersOf', () => {
  it("opens the playing video's chapter until the learner opens or closes one", () => {
    expect([...openChaptersOf(null, 2)]).toEqual([2]);
    expect([...openChaptersOf(null, 0)]).toEqual([0]);
  });

  it('opens the first chapter while no video plays', () => {
    expect([...openChaptersOf(null, undefined)]).toEqual([0]);
  });

  it('keeps the chapters the learner opened and closed, whatever plays', () => {
    const toggled = new Set([1, 3]);
    expect(openChaptersOf(toggled, 2)).toBe(toggled);
    expect([...openChaptersOf(new Set<number>(), 2)]).toEqual([]);
  });
});

describe('toggleChapter', () => {
  it('opens a closed chapter and closes an open one, leaving the rest', () => {
    expect([...toggleChapter(new Set([0]), 2)].sort()).toEqual([0, 2]);
    expect([...toggleChapter(new Set([0, 2]), 0)]).toEqual([2]);
  });

  it('returns a new set, leaving the one it was given', () => {
    const open = new Set([1]);
    const next = toggleChapter(open, 1);
    expect(next).not.toBe(open);
    expect([...open]).toEqual([1]);
    expect([...next]).toEqual([]);
  });
});

describe('withChapterOpen', () => {
  it('adds the chapter to those the learner opened', () => {
    expect([...(withChapterOpen(new Set([0]), 3) ?? [])].sort()).toEqual([0, 3]);
    expect([...(withChapterOpen(new Set([3]), 3) ?? [])]).toEqual([3]);
  });

  it('leaves the choice to the playing chapter while the learner has opened and closed none', () => {
    expect(withChapterOpen(null, 3)).toBeNull();
  });
});
