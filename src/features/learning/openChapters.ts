/** Which chapters the viewer's outline has open, and how opening and closing one changes them. */

/**
 * The open chapters: those the learner has opened and closed, else (until the learner opens or
 * closes one) the chapter of the playing video, or the first while none plays.
 */
export const openChaptersOf = (
  toggled: ReadonlySet<number> | null,
  playingChapter: number | undefined,
): ReadonlySet<number> => toggled ?? new Set(playingChapter !== undefined ? [playingChapter] : [0]);

/** The open chapters once the learner opens a closed one or closes an open one. */
export function toggleChapter(open: ReadonlySet<number>, chapterIndex: number): ReadonlySet<number> {
  const next = new Set(open);
  if (next.has(chapterIndex)) next.delete(chapterIndex);
  else next.add(chapterIndex);
  return next;
}

/**
 * The chapters the learner opened, with `chapterIndex` open too. While the learner has opened and
 * closed none (null), the playing chapter is the open one already: nothing to add.
 */
export const withChapterOpen = (open: ReadonlySet<number> | null, chapterIndex: number): ReadonlySet<number> | null =>
  open ? new Set([...open, chapterIndex]) : open;
