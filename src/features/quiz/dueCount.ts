import { useEffect, useState } from 'react';
// The selectors alone, not the learner module's whole surface: the navbar's count comes with every
// page, the rules of the records only with a page that writes them.
import { selectReviewCards } from '@/learner/selectors';
import { useAppSelector } from '@/store/hooks';

/** The number of the learner's review cards due now, checked again each minute while shown. */
export function useDueCount(): number {
  const cards = useAppSelector(selectReviewCards);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return cards.filter((card) => Date.parse(card.due) <= now).length;
}
