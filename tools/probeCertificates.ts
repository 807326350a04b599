// Probes of what a certificate states: forged lessons and scores, dates a browser picks, answer
// keys in the public chunks, and answering a graded question twice.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { quizFileOf } from '../mocks/quizzes';
import type { Question } from '../src/features/quiz/schema';
import { buyCourse, call, logIn, newLearner, type Row } from './probeSupport';

type Session = { token: string; userId: string };

const lessonIds = async (session: Session, courseId: string): Promise<string[]> => {
  const course = await call('GET', `/api/course/getById/${courseId}`, { token: session.token });
  const chapters = ((course.body.data as { chapters?: { videos: unknown[] }[] } | undefined)?.chapters ?? []).map(
    (chapter) => chapter.videos.length,
  );
  return chapters.flatMap((count, c) => Array.from({ length: count }, (_v, v) => `${c}-${v}`));
};

const putRecords = (session: Session, records: unknown[]) =>
  call('PUT', `/api/learner-data/${session.userId}`, { body: { records }, token: session.token });

const answer = (
  session: Session,
  courseId: string,
  chapter: number,
  attempt: string,
  questionId: string,
  response: unknown,
) =>
  call('POST', `/api/learner-data/${session.userId}/quiz-answers`, {
    body: { courseId, chapter, attempt, questionId, response },
    token: session.token,
  });

const wrongOf = (question: Question) =>
  question.type === 'number' ? question.answer + question.tolerance + 1000 : [question.answer[0] === 0 ? 1 : 0];

export async function certificates(rows: Row[], outDir: string) {
  const learner = await newLearner();
  const session = await logIn(learner.email, learner.password);
  const courses = await call('GET', '/api/course/getAll');
  const list = (courses.body.data as { data?: { _id: string }[] } | undefined)?.data ?? [];
  const courseId = list.map(({ _id }) => _id).find((id) => quizFileOf(id));
  const quiz = courseId ? quizFileOf(courseId) : null;
  if (!courseId || !quiz) throw new Error('no course with quizzes to buy');
  await buyCourse(session, courseId);
  const lessons = await lessonIds(session, courseId);
  const at = new Date().toISOString();

  // Every lesson complete "in 1980" and every quiz at 100 %, written by hand.
  await putRecords(session, [
    ...lessons.map((id) => ({ kind: 'lesson', courseId, id, updatedAt: at, data: { completedAt: 'Tue 1 Jan 1980' } })),
    ...quiz.chapters.map((_c, c) => ({ kind: 'quiz', courseId, id: String(c), updatedAt: at, data: { best: 100 } })),
  ]);
  const forged = await call('POST', '/api/certificates', { body: { courseId }, token: session.token });
  rows.push({
    probe: 'Certificate from hand-written lessons and 100 % scores',
    expected: 'refused (409): quizzes are graded by the server',
    observed: `${forged.status} ${JSON.stringify(forged.body.message ?? '')}`,
    held: forged.status === 409,
  });

  // A question answered wrong, then right, in one attempt; a key asked for before answering.
  const [first, second] = quiz.chapters[0]?.questions ?? [];
  if (!first || !second) throw new Error('the first chapter needs two questions');
  await answer(session, courseId, 0, 'probe-attempt-one', first.id, wrongOf(first));
  const again = await answer(session, courseId, 0, 'probe-attempt-one', first.id, first.answer);
  const keys = await call('POST', `/api/learner-data/${session.userId}/quiz-keys`, {
    body: { courseId, questionIds: [second.id] },
    token: session.token,
  });
  const secondKey = (keys.body.data as { keys?: Record<string, unknown> } | undefined)?.keys?.[second.id];
  rows.push({
    probe: 'Answer a graded question again, right this time',
    expected: 'the first grade stands',
    observed: `correct: ${String((again.body.data as { correct?: boolean } | undefined)?.correct)}`,
    held: (again.body.data as { correct?: boolean } | undefined)?.correct === false,
  });
  rows.push({
    probe: 'Ask for the key of a question not yet answered',
    expected: 'not given',
    observed: secondKey === undefined ? 'not given' : 'given',
    held: keys.status === 200 && secondKey === undefined,
  });

  // The public quiz chunks, as served: questions, never an answer or an explanation.
  const chunks = readdirSync(join(outDir, 'assets')).filter((name) => /-quiz-[\w-]+\.js$/.test(name));
  const words = quiz.chapters.flatMap(({ questions }) =>
    questions.map((q) => (q.type === 'number' ? q.en.why : (q.en.options[0]?.why ?? ''))),
  );
  let leaked = 0;
  for (const name of chunks) {
    const served = await call('GET', `/assets/${name}`);
    const text = String(served.body.text ?? '');
    if (/\btolerance\b|\banswer:|"answer"/.test(text) || words.some((why) => why && text.includes(why.slice(0, 40)))) {
      leaked += 1;
    }
  }
  rows.push({
    probe: `The ${chunks.length} quiz chunks served to the browser`,
    expected: 'no answer, tolerance or explanation',
    observed: `${leaked} carry keys`,
    held: chunks.length > 0 && leaked === 0,
  });

  // Passing every quiz by answering, then completing the lessons: the certificate, dated by the server.
  for (const [chapter, { questions }] of quiz.chapters.entries()) {
    for (const question of questions) {
      await answer(session, courseId, chapter, `probe-pass-${chapter}`, question.id, question.answer);
    }
  }
  const before = Date.now();
  await putRecords(
    session,
    lessons.map((id) => ({
      kind: 'lesson',
      courseId,
      id,
      updatedAt: new Date().toISOString(),
      data: { completedAt: '2001-09-11T10:00:00.000Z' },
    })),
  );
  const issued = await call('POST', '/api/certificates', { body: { courseId }, token: session.token });
  const completedAt = Date.parse(String((issued.body.data as { completedAt?: string } | undefined)?.completedAt));
  rows.push({
    probe: 'Certificate after answering every quiz; lessons sent "completed 11 Sep 2001"',
    expected: 'issued, dated by the server (now)',
    observed: `${issued.status}, completed ${Number.isNaN(completedAt) ? '-' : new Date(completedAt).toISOString()}`,
    held: issued.status === 201 && completedAt >= before - 60_000 && completedAt <= Date.now(),
  });
}
