/**
 * Chapter quizzes graded by the school's server (docs/learner-data-api.md, "Quizzes the server
 * grades"): the site sends each answer of an attempt, the server scores it against the key the
 * browser never receives and answers with the result and the explanations; the scores of whole
 * attempts are what a certificate counts.
 */
import { http } from 'msw/core/http';
import { getCourse, markGraded, ownsCourse, quizAttempt, recordQuizScore, wasGraded, type UserRecord } from '../db';
import { authenticate, fail, forbidden, invalidBody, isNonBlankString, ok, unauthorized } from '../handlerUtils';
import { apiPath } from '../paths';
import { findQuestion, grade, keyOf, quizFileOf, scorePercent, validResponse, type QuestionKey } from '../quizzes';
import { isObject, readLimitedJson } from './learnerData';

export const GRADING_ERRORS = {
  notOwned: 'You do not own this course',
  noQuiz: 'This course has no quiz for that chapter',
  noQuestion: 'This question is not in that chapter',
  badResponse: 'This answer does not fit the question',
  badAttempt: 'attempt must be a short id of letters, digits, - or _',
  otherQuiz: 'This attempt is at another quiz',
} as const;

/** The most question ids one request for keys may name. */
export const MAX_KEYS_PER_REQUEST = 200;

const ATTEMPT_ID = /^[\w-]{8,64}$/;

/**
 * A grading call's body, from the signed-in learner the path names, about a course they own; or
 * the answer that refuses it.
 */
async function courseCall(
  request: Request,
  userId: string,
): Promise<{ user: UserRecord; courseId: string; body: Record<string, unknown> } | Response> {
  const read = await readLimitedJson(request);
  if ('error' in read) return read.error;
  const body = read.body;
  if (!isObject(body)) return invalidBody();
  const auth = authenticate(request);
  if (auth.kind !== 'user') return unauthorized();
  if (userId !== auth.user._id) return forbidden();
  const { courseId } = body;
  if (!isNonBlankString(courseId) || !getCourse(courseId)) return fail(404, 'Course not found');
  if (!ownsCourse(auth.user, courseId)) return fail(403, GRADING_ERRORS.notOwned);
  return { user: auth.user, courseId, body };
}

export interface GradedAnswer {
  questionId: string;
  correct: boolean;
  key: QuestionKey;
  /** The attempt so far; `percent` and `best` once every question of the chapter is answered. */
  attempt: { answered: number; right: number; total: number; percent?: number; best?: number };
}

export const gradingHandlers = [
  http.post<{ userId: string }>(apiPath('/learner-data/:userId/quiz-answers'), async ({ request, params }) => {
    const call = await courseCall(request, params.userId);
    if (call instanceof Response) return call;
    const { user, courseId, body } = call;
    const { chapter, attempt: attemptId, questionId, response } = body;
    if (typeof attemptId !== 'string' || !ATTEMPT_ID.test(attemptId)) return fail(400, GRADING_ERRORS.badAttempt);
    const file = quizFileOf(courseId);
    const questions = typeof chapter === 'number' ? file?.chapters[chapter]?.questions : undefined;
    if (!file || typeof chapter !== 'number' || !questions) return fail(404, GRADING_ERRORS.noQuiz);
    const found = typeof questionId === 'string' ? findQuestion(file, questionId) : undefined;
    if (!found || found.chapter !== chapter) return fail(404, GRADING_ERRORS.noQuestion);
    const checked = validResponse(found.question, response);
    if (checked === null) return fail(400, GRADING_ERRORS.badResponse);

    const attempt = quizAttempt(user._id, attemptId, courseId, chapter);
    if (!attempt) return fail(409, GRADING_ERRORS.otherQuiz);
    // Each question counts once per attempt: answering again (a retry after a lost answer) repeats
    // the first grade, and a better second guess changes nothing.
    const earlier = attempt.answers.get(found.question.id);
    const correct = earlier ?? grade(found.question, checked).correct;
    attempt.answers.set(found.question.id, correct);
    markGraded(user._id, courseId, found.question.id);

    const right = [...attempt.answers.values()].filter(Boolean).length;
    const total = questions.length;
    const answered = attempt.answers.size;
    const progress: GradedAnswer['attempt'] = { answered, right, total };
    if (answered === total) {
      progress.percent = scorePercent(right, total);
      progress.best = recordQuizScore(user._id, courseId, chapter, progress.percent);
    }
    const data: GradedAnswer = {
      questionId: found.question.id,
      correct,
      key: keyOf(found.question),
      attempt: progress,
    };
    return ok(data);
  }),

  // The keys of questions the learner has been graded on, for the review: never one not yet answered.
  http.post<{ userId: string }>(apiPath('/learner-data/:userId/quiz-keys'), async ({ request, params }) => {
    const call = await courseCall(request, params.userId);
    if (call instanceof Response) return call;
    const { user, courseId, body } = call;
    const ids = body.questionIds;
    if (!Array.isArray(ids) || ids.length > MAX_KEYS_PER_REQUEST || !ids.every((id) => typeof id === 'string')) {
      return invalidBody();
    }
    const file = quizFileOf(courseId);
    const keys: Record<string, QuestionKey> = {};
    for (const id of ids as string[]) {
      const found = file ? findQuestion(file, id) : undefined;
      if (found && wasGraded(user._id, courseId, id)) keys[found.question.id] = keyOf(found.question);
    }
    return ok({ keys });
  }),
];
