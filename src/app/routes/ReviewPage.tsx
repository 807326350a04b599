import { ReviewSession } from '@/features/quiz/review/ReviewSession';

/** /review: the learner's spaced review, the cards due now. */
export default function ReviewPage() {
  return <ReviewSession />;
}
