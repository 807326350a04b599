import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { FsrsState, ReviewCard } from '@/learner';

/** The four answers of a review, in the order of keys 1 to 4. */
export const GRADES = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as const satisfies readonly Grade[];

// Fuzz spreads due dates so cards added together do not all come back together; it is random, so
// a test that compares intervals turns it off.
const scheduler = fsrs({ enable_fuzz: true });
const exactScheduler = fsrs({ enable_fuzz: false });

const fromStored = (stored: FsrsState | null, now: Date): Card => {
  if (!stored) return createEmptyCard(now);
  const card = stored as unknown as Card & { due: string; last_review?: string };
  return {
    ...card,
    due: new Date(card.due),
    last_review: card.last_review ? new Date(card.last_review) : undefined,
  };
};

const toStored = (card: Card): FsrsState => JSON.parse(JSON.stringify(card)) as FsrsState;

/** The card's next state after the learner's answer at `now`: when it is due and the library's record. */
export function review(
  card: Pick<ReviewCard, 'fsrs'>,
  grade: Grade,
  now: Date,
  { fuzz = true }: { fuzz?: boolean } = {},
): { due: string; fsrs: FsrsState } {
  const next = (fuzz ? scheduler : exactScheduler).next(fromStored(card.fsrs, now), now, grade).card;
  return { due: next.due.toISOString(), fsrs: toStored(next) };
}

/** The cards due at `now`, the longest overdue first. */
export const dueCards = (cards: readonly ReviewCard[], now: Date): ReviewCard[] =>
  cards.filter((card) => Date.parse(card.due) <= now.getTime()).sort((a, b) => a.due.localeCompare(b.due));
