/**
 * The chapter quizzes the demo API grades and the certificates it issues from what it judged
 * itself, spoken to over HTTP: a learner who answers gets one; records written by hand do not.
 *
 * @jest-environment node
 */
import type { Question } from '@/features/quiz/schema';
import type { LearnerRecord } from '@/store/models';
import { call, logIn } from '@/test/demoApiHttp';
import { lessonRecord, quizRecord } from '@/test/learnerRecords';
import { certificateNumberFor } from '@mocks/certificates';
import { MAX_ATTEMPTS_PER_LEARNER, setClock } from '@mocks/db';
import { quizFileOf } from '@mocks/quizzes';
import { DEMO_LEARNER, DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses, UNOWNED_COURSE_ID } from '@mocks/seed';
import { CERTIFICATE_ERRORS } from './certificates';
import { GRADING_ERRORS, type GradedAnswer } from './grading';

const put = (token: string | undefined, records: unknown, userId = DEMO_LEARNER_ID) =>
  call<{ records: LearnerRecord[]; cursor: number }>('PUT', `/learner-data/${userId}`, {
    body: { records },
    token,
  });
/** A lesson record as a browser sends it: its completion date is the browser's claim. */
const lesson = (id: string, completedAt: string, updatedAt = '2026-05-01T10:00:00.000Z') =>
  lessonRecord(id, completedAt, updatedAt);

const quizFile = quizFileOf(OWNED_COURSE_ID);
if (!quizFile) throw new Error('the owned course has no quiz file');
const course = seedCourses().find(({ _id }) => _id === OWNED_COURSE_ID);
if (!course) throw new Error('the seed has no owned course');
const lessonIds = course.chapters.flatMap((chapter, c) => chapter.videos.map((_v, v) => `${c}-${v}`));

const rightAnswer = (question: Question) => question.answer;
const wrongAnswer = (question: Question) =>
  question.type === 'number' ? question.answer + question.tolerance + 1000 : [question.answer[0] === 0 ? 1 : 0];

const answer = (token: string, body: Record<string, unknown>) =>
  call<GradedAnswer>('POST', `/learner-data/${DEMO_LEARNER_ID}/quiz-answers`, {
    body: { courseId: OWNED_COURSE_ID, ...body },
    token,
  });

/** Answers every question of a chapter in one attempt, right but for the first `wrong`. */
async function takeQuiz(token: string, chapter: number, attempt: string, wrong = 0) {
  const questions = quizFile?.chapters[chapter]?.questions ?? [];
  let last: Awaited<ReturnType<typeof answer>> | undefined;
  for (const [index, question] of questions.entries()) {
    const response = index < wrong ? wrongAnswer(question) : rightAnswer(question);
    last = await answer(token, { chapter, attempt, questionId: question.id, response });
    expect(last.status).toBe(200);
  }
  return last?.body.data?.attempt;
}

const passEveryQuiz = async (token: string) => {
  for (const chapter of quizFile.chapters.keys()) await takeQuiz(token, chapter, `attempt-pass-${chapter}`);
};
const issue = (token?: string) =>
  call<{ number: string; completedAt: string }>('POST', '/certificates', {
    body: { courseId: OWNED_COURSE_ID },
    token,
  });

describe('quizzes the server grades', () => {
  it('grades each answer against its key and reveals the key only then, with every explanation', async () => {
    const token = await logIn();
    const question = quizFile.chapters[0]?.questions[0];
    if (!question) throw new Error('chapter 1 has no question');
    const wrong = await answer(token, {
      chapter: 0,
      attempt: 'attempt-one',
      questionId: question.id,
      response: wrongAnswer(question),
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toMatchObject({
      questionId: question.id,
      correct: false,
      key: { answer: question.answer },
    });
    expect(JSON.stringify(wrong.body.data?.key.why)).toContain(
      question.type === 'number' ? question.hi.why : (question.hi.options[0]?.why ?? 'missing'),
    );
    // The same question again in the same attempt keeps its first grade.
    const again = await answer(token, {
      chapter: 0,
      attempt: 'attempt-one',
      questionId: question.id,
      response: rightAnswer(question),
    });
    expect(again.body.data).toMatchObject({ correct: false, attempt: { answered: 1, right: 0 } });
  });

  it('scores an attempt once every question is answered, and keeps the best', async () => {
    const token = await logIn();
    const total = quizFile.chapters[0]?.questions.length ?? 0;
    const first = await takeQuiz(token, 0, 'attempt-first', total);
    expect(first).toMatchObject({ answered: total, right: 0, percent: 0, best: 0 });
    const second = await takeQuiz(token, 0, 'attempt-second', 1);
    const percent = Math.round(((total - 1) / total) * 100);
    expect(second).toMatchObject({ right: total - 1, percent, best: percent });
    const third = await takeQuiz(token, 0, 'attempt-third', total);
    expect(third).toMatchObject({ percent: 0, best: percent });
  });

  it('refuses other learners, courses not owned, answers that do not fit and ids of another quiz', async () => {
    const token = await logIn();
    const question = quizFile.chapters[0]?.questions[0];
    const other = quizFile.chapters[1]?.questions[0];
    if (!question || !other) throw new Error('the quiz needs two chapters');
    const valid = { chapter: 0, attempt: 'attempt-checks', questionId: question.id, response: rightAnswer(question) };
    expect((await call('POST', `/learner-data/${DEMO_LEARNER_ID}/quiz-answers`, { body: valid })).status).toBe(401);
    expect((await call('POST', '/learner-data/someone-else/quiz-answers', { body: valid, token })).status).toBe(403);
    expect(await answer(token, { ...valid, courseId: UNOWNED_COURSE_ID })).toEqual({
      status: 403,
      body: { message: GRADING_ERRORS.notOwned },
    });
    expect((await answer(token, { ...valid, chapter: 1 })).body.message).toBe(GRADING_ERRORS.noQuestion);
    expect((await answer(token, { ...valid, chapter: 99 })).body.message).toBe(GRADING_ERRORS.noQuiz);
    expect((await answer(token, { ...valid, response: [0, 0] })).body.message).toBe(GRADING_ERRORS.badResponse);
    expect((await answer(token, { ...valid, response: [99] })).body.message).toBe(GRADING_ERRORS.badResponse);
    expect((await answer(token, { ...valid, attempt: 'x' })).body.message).toBe(GRADING_ERRORS.badAttempt);
    expect((await answer(token, valid)).status).toBe(200);
    expect(await answer(token, { ...valid, chapter: 1, questionId: other.id, response: rightAnswer(other) })).toEqual({
      status: 409,
      body: { message: GRADING_ERRORS.otherQuiz },
    });
  });

  it('keeps a bounded number of attempts per learner, the oldest ending first', async () => {
    const token = await logIn();
    const question = quizFile.chapters[0]?.questions[0];
    if (!question) throw new Error('chapter 1 has no question');
    const start = (n: number) =>
      answer(token, {
        chapter: 0,
        attempt: `attempt-bound-${n}`,
        questionId: question.id,
        response: wrongAnswer(question),
      });
    for (let n = 0; n <= MAX_ATTEMPTS_PER_LEARNER; n += 1) await start(n);
    // The first attempt was ended by the newest: answering in it again starts it afresh, right this time.
    const restarted = await answer(token, {
      chapter: 0,
      attempt: 'attempt-bound-0',
      questionId: question.id,
      response: rightAnswer(question),
    });
    expect(restarted.body.data).toMatchObject({ correct: true, attempt: { answered: 1, right: 1 } });
    // The second, still kept, repeats its first grade.
    const kept = await answer(token, {
      chapter: 0,
      attempt: 'attempt-bound-2',
      questionId: question.id,
      response: rightAnswer(question),
    });
    expect(kept.body.data).toMatchObject({ correct: false });
  });

  it('gives the review the keys of questions the learner was graded on, and no other', async () => {
    const token = await logIn();
    const [graded, notYet] = quizFile.chapters[0]?.questions ?? [];
    if (!graded || !notYet) throw new Error('chapter 1 needs two questions');
    await answer(token, { chapter: 0, attempt: 'attempt-keys', questionId: graded.id, response: wrongAnswer(graded) });
    const keys = await call<{ keys: Record<string, unknown> }>('POST', `/learner-data/${DEMO_LEARNER_ID}/quiz-keys`, {
      body: { courseId: OWNED_COURSE_ID, questionIds: [graded.id, notYet.id, '__proto__'] },
      token,
    });
    expect(keys.status).toBe(200);
    expect(Object.keys(keys.body.data?.keys ?? {})).toEqual([graded.id]);
  });
});

describe('certificates', () => {
  it('are refused for lessons and quiz scores written by hand, however high and old', async () => {
    const token = await logIn();
    const forged = '1980-01-01T00:00:00.000Z';
    await put(token, [
      ...lessonIds.map((id) => lesson(id, forged)),
      ...quizFile.chapters.map((_c, c) => quizRecord(c, 100)),
    ]);
    expect(await issue(token)).toEqual({ status: 409, body: { message: CERTIFICATE_ERRORS.quizzesLeft } });
  });

  it('are issued to a learner who passed every quiz by answering and completed every lesson, dated by the server', async () => {
    const token = await logIn();
    expect((await issue()).status).toBe(401);
    expect((await call('POST', '/certificates', { body: { courseId: UNOWNED_COURSE_ID }, token })).status).toBe(403);
    await passEveryQuiz(token);
    const lessonsAt = Date.parse('2026-06-01T08:00:00.000Z');
    setClock(() => lessonsAt);
    // The browser's own dates (one in the past, one a year ahead) are not what the server keeps.
    await put(
      token,
      lessonIds.slice(1).map((id) => lesson(id, '1980-01-01T00:00:00.000Z')),
    );
    expect(await issue(token)).toEqual({ status: 409, body: { message: CERTIFICATE_ERRORS.notComplete } });
    setClock(() => lessonsAt + 60_000);
    await put(token, [lesson(lessonIds[0] ?? '0-0', '2027-06-01T00:00:00.000Z')]);

    setClock(() => lessonsAt + 3_600_000);
    const issued = await issue(token);
    expect(issued.status).toBe(201);
    expect(issued.body.data).toMatchObject({
      number: certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID),
      completedAt: new Date(lessonsAt + 60_000).toISOString(),
      learnerName: DEMO_LEARNER.username,
    });
    expect(issued.body.data?.number).toMatch(/^TS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Asking again gives the same certificate.
    expect((await issue(token)).body.data?.number).toBe(issued.body.data?.number);
  });

  it('need every chapter quiz passed as graded, and say so until then', async () => {
    const token = await logIn();
    setClock(() => Date.parse('2026-06-01T08:00:00.000Z'));
    await put(
      token,
      lessonIds.map((id) => lesson(id, '2026-06-01T08:00:00.000Z')),
    );
    for (const chapter of quizFile.chapters.keys()) {
      if (chapter > 0) await takeQuiz(token, chapter, `attempt-chapter-${chapter}`);
    }
    expect(await issue(token)).toEqual({ status: 409, body: { message: CERTIFICATE_ERRORS.quizzesLeft } });
    // Failing the last one is not passing it.
    const total = quizFile.chapters[0]?.questions.length ?? 0;
    await takeQuiz(token, 0, 'attempt-chapter-0-fail', total);
    expect((await issue(token)).status).toBe(409);
    await takeQuiz(token, 0, 'attempt-chapter-0-pass');
    expect((await issue(token)).status).toBe(201);
  });

  it('are confirmed publicly by number, and a number never issued is not found', async () => {
    const token = await logIn();
    await passEveryQuiz(token);
    setClock(() => Date.parse('2026-06-01T08:00:00.000Z'));
    await put(
      token,
      lessonIds.map((id) => lesson(id, '2026-06-01T08:00:00.000Z')),
    );
    setClock(() => Date.parse('2026-06-02T00:00:00.000Z'));
    const number = (await issue(token)).body.data?.number ?? '';
    const verified = await call('GET', `/certificates/verify/${number}`);
    expect(verified).toEqual({
      status: 200,
      body: {
        data: {
          number,
          courseTitle: course.title,
          learnerName: DEMO_LEARNER.username,
          completedAt: '2026-06-01T08:00:00.000Z',
          issuedAt: '2026-06-02T00:00:00.000Z',
        },
      },
    });
    expect((await call('GET', '/certificates/verify/TS-0000-0000-0000')).status).toBe(404);
  });
});
