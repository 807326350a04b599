/**
 * The certificates of the learner-data contract as the demo API issues them, spoken to over HTTP.
 *
 * @jest-environment node
 */
import type { LearnerRecord } from '@/store/models';
import { certificateNumberFor } from '@mocks/certificates';
import { setClock } from '@mocks/db';
import { PASS_PERCENT } from '@mocks/quizzes';
import { DEMO_LEARNER, DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses, UNOWNED_COURSE_ID } from '@mocks/seed';
import { CERTIFICATE_ERRORS } from './certificates';

const BASE = 'http://localhost/api';

interface Answer<T = unknown> {
  status: number;
  body: { message?: string; data?: T };
}

async function call<T>(method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

async function logIn(email = DEMO_LEARNER.email, password = DEMO_LEARNER.password): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/user/login', { body: { email, password, role: 'user' } });
  if (!answer.body.data) throw new Error(`login failed: ${answer.status}`);
  return answer.body.data.token;
}

const put = (token: string | undefined, records: unknown, userId = DEMO_LEARNER_ID) =>
  call<{ records: LearnerRecord[]; cursor: number }>('PUT', `/learner-data/${userId}`, {
    body: { records },
    token,
  });
const lesson = (id: string, completedAt: string): LearnerRecord => ({
  kind: 'lesson',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt: completedAt,
  data: { completedAt },
});
const quiz = (chapter: number, best: unknown, updatedAt = '2026-05-03T10:00:00.000Z') => ({
  kind: 'quiz',
  courseId: OWNED_COURSE_ID,
  id: String(chapter),
  updatedAt,
  data: { best },
});

describe('certificates', () => {
  const course = seedCourses().find(({ _id }) => _id === OWNED_COURSE_ID) ?? seedCourses()[0];
  if (!course) throw new Error('the seed has no courses');
  const keys = course.chapters.flatMap((chapter, c) => chapter.videos.map((_v, v) => `${c}-${v}`));
  const passedQuizzes = course.chapters.map((_chapter, c) => quiz(c, 100));

  it('are issued only once every chapter quiz is passed on the server, and the answer says so until then', async () => {
    const token = await logIn();
    await put(
      token,
      keys.map((key) => lesson(key, '2026-05-01T10:00:00.000Z')),
    );
    const noQuiz = await call('POST', '/certificates', { body: { courseId: OWNED_COURSE_ID }, token });
    expect(noQuiz).toEqual({ status: 409, body: { message: CERTIFICATE_ERRORS.quizzesLeft } });

    await put(token, [quiz(0, 100), quiz(1, PASS_PERCENT - 1)]);
    const oneLeft = await call('POST', '/certificates', { body: { courseId: OWNED_COURSE_ID }, token });
    expect(oneLeft).toEqual({ status: 409, body: { message: CERTIFICATE_ERRORS.quizzesLeft } });

    await put(token, [quiz(1, PASS_PERCENT, '2026-05-04T10:00:00.000Z')]);
    const issued = await call('POST', '/certificates', { body: { courseId: OWNED_COURSE_ID }, token });
    expect(issued.status).toBe(201);
  });

  it('are issued only to an owner who completed every lesson on the server, numbered with a key', async () => {
    const token = await logIn();
    expect((await call('POST', '/certificates', { body: { courseId: OWNED_COURSE_ID } })).status).toBe(401);
    expect((await call('POST', '/certificates', { body: { courseId: UNOWNED_COURSE_ID }, token })).status).toBe(403);
    await put(token, [...keys.slice(1).map((key) => lesson(key, '2026-05-01T10:00:00.000Z')), ...passedQuizzes]);
    const early = await call('POST', '/certificates', { body: { courseId: OWNED_COURSE_ID }, token });
    expect(early).toEqual({ status: 409, body: { message: CERTIFICATE_ERRORS.notComplete } });

    await put(token, [lesson(keys[0] ?? '0-0', '2026-05-02T10:00:00.000Z')]);
    const issued = await call<{ number: string; completedAt: string; learnerName: string }>('POST', '/certificates', {
      body: { courseId: OWNED_COURSE_ID },
      token,
    });
    expect(issued.status).toBe(201);
    expect(issued.body.data).toMatchObject({
      number: certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID),
      completedAt: '2026-05-02T10:00:00.000Z',
      learnerName: DEMO_LEARNER.username,
    });
    expect(issued.body.data?.number).toMatch(/^TS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The unkeyed number of the browser-kept certificate is not this one.
    expect(issued.body.data?.number).not.toBe(certificateNumberFor('another', OWNED_COURSE_ID));
    // Asking again gives the same certificate.
    const again = await call<{ number: string }>('POST', '/certificates', {
      body: { courseId: OWNED_COURSE_ID },
      token,
    });
    expect(again.body.data?.number).toBe(issued.body.data?.number);
  });

  it('are confirmed publicly by number, and a number never issued is not found', async () => {
    setClock(() => Date.parse('2026-06-01T00:00:00.000Z'));
    const token = await logIn();
    await put(token, [...keys.map((key) => lesson(key, '2026-05-01T10:00:00.000Z')), ...passedQuizzes]);
    const issued = await call<{ number: string }>('POST', '/certificates', {
      body: { courseId: OWNED_COURSE_ID },
      token,
    });
    const number = issued.body.data?.number ?? '';
    const verified = await call('GET', `/certificates/verify/${number}`);
    expect(verified).toEqual({
      status: 200,
      body: {
        data: {
          number,
          courseTitle: course.title,
          learnerName: DEMO_LEARNER.username,
          completedAt: '2026-05-01T10:00:00.000Z',
          issuedAt: '2026-06-01T00:00:00.000Z',
        },
      },
    });
    expect((await call('GET', '/certificates/verify/TS-0000-0000-0000')).status).toBe(404);
  });
});
