import { useQuizScores } from '@/features/learning/progress/learnerProgress';
import { useMoveStoredScores } from '@/features/quiz/learnerQuiz';

/**
 * A course's chapter quiz scores, which are learner data of the course (kept and synced with its
 * progress); scores this browser kept before that join them once.
 */
export function useCourseQuizScores(courseId: string) {
  const quizScores = useQuizScores(courseId);
  useMoveStoredScores(courseId, quizScores.scored);
  return quizScores;
}
