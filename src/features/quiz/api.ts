import { api } from '@/store/api';
import type { ApiEnvelope } from '@/store/models';
import type { QuestionKey } from './grading';
import type { Response } from './scoring';

/** One answer of an attempt, as the school's server grades it. */
export interface GradedAnswer {
  questionId: string;
  correct: boolean;
  key: QuestionKey;
  /** The attempt so far; `percent` and `best` once every question of the chapter is answered. */
  attempt: { answered: number; right: number; total: number; percent?: number; best?: number };
}

export interface AnswerRequest {
  userId: string;
  courseId: string;
  chapter: number;
  /** The attempt's id, drawn by the site when the quiz starts: each question counts once in it. */
  attempt: string;
  questionId: string;
  response: Response;
}

/** The quizzes the school's server grades (docs/learner-data-api.md): answers out, keys back. */
export const gradingApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerQuestion: build.mutation<GradedAnswer, AnswerRequest>({
      query: ({ userId, ...body }) => ({
        url: `/learner-data/${encodeURIComponent(userId)}/quiz-answers`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ApiEnvelope<GradedAnswer>) => response.data,
    }),
    /** The keys of questions the learner has answered before, for the review. */
    questionKeys: build.query<Record<string, QuestionKey>, { userId: string; courseId: string; questionIds: string[] }>(
      {
        query: ({ userId, courseId, questionIds }) => ({
          url: `/learner-data/${encodeURIComponent(userId)}/quiz-keys`,
          method: 'POST',
          body: { courseId, questionIds },
        }),
        transformResponse: (response: ApiEnvelope<{ keys: Record<string, QuestionKey> }>) => response.data.keys,
      },
    ),
  }),
});
