import { putLearnerRecord } from '@mocks/db';
import { quizFileOf } from '@mocks/quizzes';
import { DEMO_LEARNER_ID } from '@mocks/seed';

/*
 * What the demo API must have judged itself before it issues a certificate: the chapter quizzes
 * answered over HTTP, as a learner would (it grades them), and the lessons stored complete (it
 * dates them by its own clock). A test that shows an issued certificate earns it this way.
 */

const API = 'http://localhost/api';

const send = (token: string, path: string, method: string, body: unknown) =>
  fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** Answers every question of a course's chapter quizzes (or of `chapters`), right but for those `wrong` names. */
export async function answerQuizzes(
  token: string,
  courseId: string,
  {
    wrong = [],
    chapters,
    learnerId = DEMO_LEARNER_ID,
  }: { wrong?: string[]; chapters?: number[]; learnerId?: string } = {},
): Promise<void> {
  const file = quizFileOf(courseId);
  for (const [chapter, { questions }] of (file?.chapters ?? []).entries()) {
    if (chapters && !chapters.includes(chapter)) continue;
    const attempt = `test-${chapter}-${Math.random().toString(36).slice(2, 12)}`;
    for (const question of questions) {
      const response = !wrong.includes(question.id)
        ? question.answer
        : question.type === 'number'
          ? question.answer + question.tolerance + 1000
          : [question.answer[0] === 0 ? 1 : 0];
      const answer = await send(token, `/learner-data/${learnerId}/quiz-answers`, 'POST', {
        courseId,
        chapter,
        attempt,
        questionId: question.id,
        response,
      });
      if (!answer.ok) throw new Error(`grading refused: ${answer.status}`);
    }
  }
}

/**
 * Stores each lesson complete on the server as if it arrived at the lesson's time (epoch ms), the
 * server dating it by that moment of its clock.
 */
export function completeOnServer(courseId: string, lessons: { id: string; at: number }[], learnerId = DEMO_LEARNER_ID) {
  for (const { id, at } of lessons) {
    const completedAt = new Date(at).toISOString();
    putLearnerRecord(learnerId, { kind: 'lesson', courseId, id, updatedAt: completedAt, data: { completedAt } }, at);
  }
}
