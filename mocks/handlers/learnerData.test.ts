/**
 * The learner-data contract as the demo API holds it, spoken to over HTTP: who may read and write
 * whose records, how big they may be, which write wins and how deletions travel.
 *
 * @jest-environment node
 */
import type { LearnerRecord } from '@/store/models';
import { BAD_RECORDS, FSRS_STATE, VALID_RECORDS } from '@/test/learnerRecords';
import { db, putLearnerRecord } from '@mocks/db';
import { DEMO_LEARNER, DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { LEARNER_DATA_ERRORS, MAX_BODY_BYTES, MAX_RECORDS_PER_LEARNER, MAX_RECORDS_PER_REQUEST } from './learnerData';

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
const get = (token: string | undefined, since = 0, userId = DEMO_LEARNER_ID) =>
  call<{ records: LearnerRecord[]; cursor: number }>('GET', `/learner-data/${userId}?since=${since}`, { token });

const note = (text: string, updatedAt: string, id = 'n1'): LearnerRecord => ({
  kind: 'note',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt,
  data: { lesson: '0-0', seconds: 12, text, createdAt: '2026-05-01T10:00:00.000Z' },
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

describe('learner data: auth and ownership', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await get(undefined)).status).toBe(401);
    expect((await get('not-a-token')).status).toBe(401);
    expect((await put(undefined, [note('x', '2026-05-01T10:00:00.000Z')])).status).toBe(401);
  });

  it("answers 403 for another learner's records, read or written", async () => {
    const token = await logIn('rohan.mehta@example.com', 'Reviewer@123');
    expect((await get(token)).status).toBe(403);
    expect((await put(token, [note('x', '2026-05-01T10:00:00.000Z')])).status).toBe(403);
    expect(db.learnerRecords.size).toBe(0);
  });

  it('answers 403 for a course the learner does not own, and stores nothing of that request', async () => {
    const token = await logIn();
    const answer = await put(token, [
      note('mine', '2026-05-01T10:00:00.000Z'),
      { ...note('not mine', '2026-05-01T10:00:00.000Z', 'n2'), courseId: UNOWNED_COURSE_ID },
    ]);
    expect(answer).toEqual({ status: 403, body: { message: LEARNER_DATA_ERRORS.notOwned } });
    expect(db.learnerRecords.size).toBe(0);
  });
});

describe('learner data: sizes and shapes', () => {
  it('answers 413 for a body over the limit, before reading it as records', async () => {
    const token = await logIn();
    const answer = await put(token, [note('x'.repeat(MAX_BODY_BYTES), '2026-05-01T10:00:00.000Z')]);
    expect(answer).toEqual({ status: 413, body: { message: LEARNER_DATA_ERRORS.tooLarge } });
  });

  it('answers 413 for too many records in one request', async () => {
    const token = await logIn();
    const records = Array.from({ length: MAX_RECORDS_PER_REQUEST + 1 }, (_, i) =>
      lesson(`0-${i % 999}`, '2026-05-01T10:00:00.000Z'),
    );
    expect((await put(token, records)).status).toBe(413);
  });

  it('answers 413 once the learner would hold more records than the quota', async () => {
    const token = await logIn();
    for (let i = 0; i < MAX_RECORDS_PER_LEARNER; i += 1) {
      db.learnerRecords.set(`filler${i}`, {
        userId: DEMO_LEARNER_ID,
        record: lesson('0-0', '2026-01-01T00:00:00Z'),
        rev: 0,
      });
    }
    const answer = await put(token, [note('one more', '2026-05-01T10:00:00.000Z')]);
    expect(answer).toEqual({ status: 413, body: { message: LEARNER_DATA_ERRORS.quota } });
  });

  it.each<[string, unknown]>([
    ['malformed JSON', '{"records": ['],
    ['no records list', { records: 'x' }],
    // The same records the site's check refuses (src/learner/rules.test.ts): one rule for both.
    ...BAD_RECORDS.map(([name, record]): [string, unknown] => [name, { records: [record] }]),
  ])('answers 400 for %s', async (_name, body) => {
    const token = await logIn();
    const answer = await call('PUT', `/learner-data/${DEMO_LEARNER_ID}`, { body, token });
    expect(answer.status).toBe(400);
    expect(db.learnerRecords.size).toBe(0);
  });
});

describe('learner data: what a record keeps', () => {
  it('answers 400 for data nested too deep to read, instead of failing', async () => {
    const token = await logIn();
    const deep = `${'['.repeat(40_000)}1${']'.repeat(40_000)}`;
    const body = `{"records":[{"kind":"note","courseId":"${OWNED_COURSE_ID}","id":"n1","updatedAt":"2026-05-01T10:00:00.000Z","data":{"text":${deep}}}]}`;
    const answer = await call('PUT', `/learner-data/${DEMO_LEARNER_ID}`, { body, token });
    expect(answer).toEqual({ status: 400, body: { message: LEARNER_DATA_ERRORS.invalidRecord } });
  });

  it('keeps only the fields a kind names, whatever else was sent', async () => {
    const token = await logIn();
    const padded = {
      ...VALID_RECORDS.note,
      extra: { nested: true },
      data: { ...VALID_RECORDS.note.data, html: '<img src=x>', ['__proto__']: { admin: true } },
    };
    await put(token, [padded]);
    expect((await get(token)).body.data?.records).toEqual([VALID_RECORDS.note]);
  });
});

describe('learner data: conflicts and tombstones', () => {
  it('keeps the later write of each record, whichever arrives first', async () => {
    const token = await logIn();
    await put(token, [note('newer', '2026-05-02T10:00:00.000Z')]);
    const stale = await put(token, [note('older', '2026-05-01T10:00:00.000Z')]);
    expect(stale.status).toBe(200);
    // The answer carries the version kept, so the sender learns of the newer one.
    expect(stale.body.data?.records[0]?.data?.text).toBe('newer');
    expect((await get(token)).body.data?.records.map((r) => r.data?.text)).toEqual(['newer']);
  });

  it("keeps a chapter quiz's higher best, whenever either was written", async () => {
    const token = await logIn();
    await put(token, [quiz(0, 90, '2026-05-01T10:00:00.000Z')]);
    const lower = await put(token, [quiz(0, 60, '2026-05-02T10:00:00.000Z')]);
    expect(lower.body.data?.records).toEqual([quiz(0, 90, '2026-05-01T10:00:00.000Z')]);
    const higher = await put(token, [quiz(0, 95, '2026-04-01T10:00:00.000Z')]);
    expect(higher.body.data?.records).toEqual([quiz(0, 95, '2026-04-01T10:00:00.000Z')]);
    expect((await get(token)).body.data?.records.map((r) => r.data?.best)).toEqual([95]);
  });

  it('replaces a stored quiz record without a score (kept under an older contract) with any score', async () => {
    const token = await logIn();
    putLearnerRecord(DEMO_LEARNER_ID, { ...quiz(0, 0), data: undefined, deleted: true } as LearnerRecord);
    const answer = await put(token, [quiz(0, 40, '2026-04-01T10:00:00.000Z')]);
    expect(answer.body.data?.records).toEqual([quiz(0, 40, '2026-04-01T10:00:00.000Z')]);
  });

  it('decides per record: two devices editing different records both keep theirs', async () => {
    const token = await logIn();
    await put(token, [note('phone', '2026-05-02T10:00:00.000Z', 'a'), lesson('0-0', '2026-05-01T09:00:00.000Z')]);
    await put(token, [note('laptop', '2026-05-01T10:00:00.000Z', 'b'), lesson('0-1', '2026-05-01T08:00:00.000Z')]);
    const ids = (await get(token)).body.data?.records.map((r) => `${r.kind}:${r.id}`).sort();
    expect(ids).toEqual(['lesson:0-0', 'lesson:0-1', 'note:a', 'note:b']);
  });

  it('keeps a deletion as a tombstone that an older edit cannot bring back', async () => {
    const token = await logIn();
    await put(token, [note('text', '2026-05-01T10:00:00.000Z')]);
    const tombstone: LearnerRecord = {
      kind: 'note',
      courseId: OWNED_COURSE_ID,
      id: 'n1',
      updatedAt: '2026-05-03T10:00:00.000Z',
      deleted: true,
    };
    const { cursor = 0 } = (await get(token)).body.data ?? {};
    await put(token, [tombstone]);
    await put(token, [note('edited offline earlier', '2026-05-02T10:00:00.000Z')]);
    const since = (await get(token, cursor)).body.data;
    expect(since?.records).toEqual([tombstone]);
    // A later edit does win over the deletion: last write, whatever it is.
    await put(token, [note('written again', '2026-05-04T10:00:00.000Z')]);
    expect((await get(token)).body.data?.records[0]?.data?.text).toBe('written again');
  });

  it('takes a record of every kind, and the kinds of no course without a course to own', async () => {
    const token = await logIn();
    const answer = await put(token, Object.values(VALID_RECORDS));
    expect(answer.status).toBe(200);
    expect((await get(token)).body.data?.records).toEqual(Object.values(VALID_RECORDS));
  });

  it("keeps a day's higher count, whenever either was written", async () => {
    const token = await logIn();
    const day = (count: number, updatedAt: string) => ({ ...VALID_RECORDS.day, updatedAt, data: { count } });
    await put(token, [day(5, '2026-05-01T10:00:00.000Z')]);
    const lower = await put(token, [day(3, '2026-05-02T10:00:00.000Z')]);
    expect(lower.body.data?.records).toEqual([day(5, '2026-05-01T10:00:00.000Z')]);
  });

  it('keeps the review card reviewed last, though another version was changed later', async () => {
    const token = await logIn();
    const card = (lastReview: string, updatedAt: string) => ({
      ...VALID_RECORDS.card,
      updatedAt,
      data: { due: FSRS_STATE.due, fsrs: { ...FSRS_STATE, last_review: lastReview } },
    });
    const reviewedLast = card('2026-05-03T10:00:00.000Z', '2026-05-03T10:00:00.000Z');
    await put(token, [reviewedLast]);
    const stale = await put(token, [card('2026-05-02T10:00:00.000Z', '2026-05-04T10:00:00.000Z')]);
    expect(stale.body.data?.records).toEqual([reviewedLast]);
  });

  it("never changes a closed trade's result, but takes the learner's later words about it", async () => {
    const token = await logIn();
    await put(token, [VALID_RECORDS.trade]);
    const tampered = {
      ...VALID_RECORDS.trade,
      updatedAt: '2026-05-05T10:00:00.000Z',
      data: { ...VALID_RECORDS.trade.data, net: 1_000_000, r: 50, feeling: 'greedy' },
    };
    const kept = (await put(token, [tampered])).body.data?.records[0];
    expect(kept?.data).toEqual({ ...VALID_RECORDS.trade.data, feeling: 'greedy' });
    expect(kept?.updatedAt).toBe('2026-05-05T10:00:00.000Z');
  });

  it('gives only what changed after a cursor', async () => {
    const token = await logIn();
    const first = await put(token, [lesson('0-0', '2026-05-01T10:00:00.000Z')]);
    await put(token, [lesson('0-1', '2026-05-01T11:00:00.000Z')]);
    const changes = await get(token, first.body.data?.cursor);
    expect(changes.body.data?.records.map((r) => r.id)).toEqual(['0-1']);
    expect((await call('GET', `/learner-data/${DEMO_LEARNER_ID}?since=-1`, { token })).status).toBe(400);
  });
});
