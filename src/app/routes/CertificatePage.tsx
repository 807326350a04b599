import { useParams } from 'react-router-dom';
import { Certificate } from '@/features/learning/certificate/components/Certificate';
import { useChaptersToPass } from '@/features/quiz/learnerQuiz';
import { PASS_PERCENT } from '@/features/quiz/scoring';
import { useQuizBests } from '@/learner';

/**
 * /certificate/{courseId}: the learner's certificate for a course, or what is left to earn it:
 * lessons to complete and chapter quizzes to pass.
 */
export default function CertificatePage() {
  const { courseId = '' } = useParams();
  const { scores } = useQuizBests(courseId);
  const quizzesLeft = useChaptersToPass(courseId, scores);
  return (
    <Certificate key={courseId} courseId={courseId} quizzesLeft={quizzesLeft ?? 'loading'} passPercent={PASS_PERCENT} />
  );
}
