/**
 * The learner-data contract as the demo API holds it, spoken to over HTTP: who may read and write
 * whose records, how big they may be, which write wins and how deletions travel.
 *
 * @jest-environment node
 */
import type { LearnerRecord } from '@/store/models';
import { callSized, logIn } from '@/test/demoApiHttp';
import {
  BAD_RECORDS,
  FSRS_STATE,
  lessonRecord,
  paddedRecordJson,
  quizRecord,
  VALID_RECORDS,
} from '@/test/learnerRecords';
import { db, getUser, learnerBytesStored, learnerRecordBytes, putLearnerRecord, resetDb, setClock } from '@mocks/db';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import {
  LEARNER_DATA_ERRORS,
  MAX_BODY_BYTES,
  MAX_BYTES_PER_LEARNER,
  MAX_BYTES_STORED,
  MAX_RECORDS_PER_LEARNER,
  MAX_RECORDS_PER_REQUEST,
} from './learnerData';

// The size of each answer too: the budgets are in bytes.

type Page = { records: LearnerRecord[]; cursor: number; epoch: string };

const put = (token: string | undefined, records: unknown, userId = DEMO_LEARNER_ID) =>
  callSized<Page>('PUT', `/learner-data/${userId}`, { body: { records }, token });
const get = (token: string | undefined, since = 0, userId = DEMO_LEARNER_ID) =>
  callSized<Page>('GET', `/learner-data/${userId}?since=${since}`, { token });

const note = (text: string, updatedAt: string, id = 'n1'): LearnerRecord => ({
  kind: 'note',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt,
  data: { lesson: '0-0', seconds: 12, text, createdAt: '2026-05-01T10:00:00.000Z' },
});
/** A record as kept: without the server's receipt time, which the tests of the rules do not weigh. */
const asSent = ({ receivedAt: _receivedAt, ...record }: LearnerRecord) => record;

/** The demo API's clock, for the tests that read its times: set before logging in, moved in minutes. */
let clock = Date.parse('2026-05-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
function serverClockAt(at: string) {
  clock = Date.parse(at);
  setClock(() => clock);
}

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
    expect(answer).toMatchObject({ status: 403, body: { message: LEARNER_DATA_ERRORS.notOwned } });
    expect(db.learnerRecords.size).toBe(0);
  });
});

/** A note that takes `bytes` bytes as kept, stored unchecked, as if it had been kept before a limit. */
const BIG = 'x'.repeat(MAX_BYTES_PER_LEARNER);
function bigNote(bytes: number, id: string): LearnerRecord {
  const record = (text: string): LearnerRecord => ({
    ...note(text, '2026-05-01T10:00:00.000Z', id),
    receivedAt: '2026-05-01T10:00:00.000Z',
  });
  return record(BIG.slice(0, bytes - learnerRecordBytes(record(''))));
}

describe('learner data: sizes and shapes', () => {
  it('answers 413 for a body over the limit, before reading it as records', async () => {
    const token = await logIn();
    const answer = await put(token, [note('x'.repeat(MAX_BODY_BYTES), '2026-05-01T10:00:00.000Z')]);
    expect(answer).toMatchObject({ status: 413, body: { message: LEARNER_DATA_ERRORS.tooLarge } });
  });

  it('answers 413 for too many records in one request', async () => {
    const token = await logIn();
    const records = Array.from({ length: MAX_RECORDS_PER_REQUEST + 1 }, (_, i) =>
      lessonRecord(`0-${i % 999}`, '2026-05-01T10:00:00.000Z'),
    );
    expect((await put(token, records)).status).toBe(413);
  });

  it('answers 413 once the learner would hold more records than the quota', async () => {
    const token = await logIn();
    for (let i = 0; i < MAX_RECORDS_PER_LEARNER; i += 1) {
      putLearnerRecord(
        DEMO_LEARNER_ID,
        lessonRecord(`${Math.floor(i / 1000)}-${i % 1000}`, '2026-01-11T00:00:00.000Z'),
      );
    }
    const answer = await put(token, [note('one more', '2026-05-01T10:00:00.000Z')]);
    expect(answer).toMatchObject({ status: 413, body: { message: LEARNER_DATA_ERRORS.quota } });
  });

  it("answers 413 once the learner's records would pass their bytes, and takes a write that frees room", async () => {
    const token = await logIn();
    putLearnerRecord(DEMO_LEARNER_ID, bigNote(MAX_BYTES_PER_LEARNER - 100, 'big'));
    const more = await put(token, [note('one more', '2026-05-01T10:00:00.000Z')]);
    expect(more).toMatchObject({ status: 413, body: { message: LEARNER_DATA_ERRORS.learnerBudget } });
    // Deleting makes room: the tombstone is far smaller than the note.
    const deleted = await put(token, [
      { kind: 'note', courseId: OWNED_COURSE_ID, id: 'big', updatedAt: '2026-05-02T10:00:00.000Z', deleted: true },
    ]);
    expect(deleted.status).toBe(200);
    expect((await put(token, [note('one more', '2026-05-01T10:00:00.000Z')])).status).toBe(200);
  });

  it("answers a full read within the learner's bytes", async () => {
    const token = await logIn();
    putLearnerRecord(DEMO_LEARNER_ID, bigNote(MAX_BYTES_PER_LEARNER / 2, 'a'));
    putLearnerRecord(DEMO_LEARNER_ID, bigNote(MAX_BYTES_PER_LEARNER / 2 - 100, 'b'));
    expect((await put(token, [note('one more', '2026-05-01T10:00:00.000Z')])).status).toBe(413);
    const read = await get(token);
    expect(read.body.data?.records).toHaveLength(2);
    expect(read.bytes).toBeLessThan(MAX_BYTES_PER_LEARNER + 1024);
  });

  it('answers 413 once the records of all learners would pass what the server keeps', async () => {
    const token = await logIn();
    // Other learners' records, as many bytes as the server keeps but for a hundred.
    for (let i = 0; MAX_BYTES_STORED - learnerBytesStored() > 100; i += 1) {
      const room = MAX_BYTES_STORED - learnerBytesStored();
      putLearnerRecord(`learner-${i}`, bigNote(Math.min(MAX_BYTES_PER_LEARNER, room - 100), 'n'));
    }
    const answer = await put(token, [note('one more', '2026-05-01T10:00:00.000Z')]);
    expect(answer).toMatchObject({ status: 413, body: { message: LEARNER_DATA_ERRORS.serverBudget } });
    expect([...db.learnerRecords.values()].some(({ userId }) => userId === DEMO_LEARNER_ID)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['malformed JSON', '{"records": ['],
    ['no records list', { records: 'x' }],
    // The same records the site's check refuses (src/learner/rules.test.ts): one rule for both.
    ...BAD_RECORDS.map(([name, record]): [string, unknown] => [name, { records: [record] }]),
  ])('answers 400 for %s', async (_name, body) => {
    const token = await logIn();
    const answer = await callSized('PUT', `/learner-data/${DEMO_LEARNER_ID}`, { body, token });
    expect(answer.status).toBe(400);
    expect(db.learnerRecords.size).toBe(0);
  });

  it("says so when a record is timed more than a day ahead of the server's clock", async () => {
    const token = await logIn();
    const answer = await put(token, [note('from a wrong clock', iso(Date.now() + 25 * HOUR))]);
    expect(answer).toMatchObject({ status: 400, body: { message: LEARNER_DATA_ERRORS.clockAhead } });
  });
});

describe('learner data: what a record keeps', () => {
  it('answers 400 for a body nested too deep, before parsing it', async () => {
    const token = await logIn();
    const deep = `${'['.repeat(40_000)}1${']'.repeat(40_000)}`;
    const body = `{"records":[{"kind":"note","courseId":"${OWNED_COURSE_ID}","id":"n1","updatedAt":"2026-05-01T10:00:00.000Z","data":{"text":${deep}}}]}`;
    const answer = await callSized('PUT', `/learner-data/${DEMO_LEARNER_ID}`, { body, token });
    expect(answer).toMatchObject({ status: 400, body: { message: LEARNER_DATA_ERRORS.tooDeep } });
  });

  it('counts no bracket inside a string as nesting', async () => {
    const token = await logIn();
    const text = `${'['.repeat(500)}\\" {{{`;
    const answer = await put(token, [note(text, '2026-05-01T10:00:00.000Z')]);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.records[0]?.data?.text).toBe(text);
  });

  it.each(Object.keys(VALID_RECORDS) as LearnerRecord['kind'][])(
    'stores and answers a %s record as its fields name it, nothing else at any level, `__proto__` keys included',
    async (kind) => {
      serverClockAt('2026-05-01T10:00:00.000Z');
      const token = await logIn();
      const body = `{"records":[${paddedRecordJson(kind)}]}`;
      const answer = await callSized<Page>('PUT', `/learner-data/${DEMO_LEARNER_ID}`, { body, token });
      const kept = { ...VALID_RECORDS[kind], receivedAt: '2026-05-01T10:00:00.000Z' };
      expect(answer.body.data?.records).toEqual([kept]);
      expect((await get(token)).body.data?.records).toEqual([kept]);
      const stored = JSON.stringify([...db.learnerRecords.values()]);
      expect(stored).not.toMatch(/admin|__proto__|constructor|onerror|nested/);
    },
  );
});

describe('learner data: the server stamps every version', () => {
  it('stamps when it received each version, whatever a device says of it', async () => {
    serverClockAt('2026-05-01T10:00:00.000Z');
    const token = await logIn();
    const answer = await put(token, [
      { ...note('x', '2026-05-01T09:00:00.000Z'), receivedAt: '2000-01-01T00:00:00.000Z' },
    ]);
    expect(answer.body.data?.records[0]?.receivedAt).toBe('2026-05-01T10:00:00.000Z');
  });

  it('keeps an edit made after a note from a clock 23 hours fast reached it', async () => {
    serverClockAt('2026-05-01T10:00:00.000Z');
    const token = await logIn();
    await put(token, [note('from the fast laptop', iso(clock + 23 * HOUR))]);
    clock += 5 * MINUTE;
    const edit = await put(token, [note('edited on the phone', iso(clock))]);
    expect(edit.body.data?.records[0]?.data?.text).toBe('edited on the phone');
    expect((await get(token)).body.data?.records.map((r) => r.data?.text)).toEqual(['edited on the phone']);
  });

  it('names its store in every answer, and names it anew when the store starts empty', async () => {
    let token = await logIn();
    const read = await get(token);
    const written = await put(token, [note('x', '2026-05-01T10:00:00.000Z')]);
    expect(read.body.data?.epoch).toMatch(/^[0-9a-f]{16}$/);
    expect(written.body.data?.epoch).toBe(read.body.data?.epoch);
    resetDb();
    token = await logIn();
    expect((await get(token)).body.data?.epoch).not.toBe(read.body.data?.epoch);
  });
});

describe("learner data: a lesson's completion is the server's time", () => {
  it.each(['Tue 1 Jan 1980', '2027-06-01T10:00:00.000Z', '2001-09-11T08:46:00.000Z'])(
    'stores a lesson completed at "%s" as completed when the server received it, and answers so',
    async (claimed) => {
      serverClockAt('2026-05-01T10:00:00.000Z');
      const token = await logIn();
      const answer = await put(token, [lessonRecord('0-0', claimed, '2026-05-01T09:59:00.000Z')]);
      expect(answer.body.data?.records[0]?.data).toEqual({ completedAt: '2026-05-01T10:00:00.000Z' });
      expect((await get(token)).body.data?.records[0]?.data).toEqual({ completedAt: '2026-05-01T10:00:00.000Z' });
    },
  );

  it('keeps the time it first held the lesson complete while it stays complete, and stamps it anew after', async () => {
    serverClockAt('2026-05-01T10:00:00.000Z');
    const token = await logIn();
    await put(token, [lessonRecord('0-0', '2026-05-01T10:00:00.000Z')]);
    clock += HOUR;
    const again = await put(token, [lessonRecord('0-0', iso(clock), iso(clock))]);
    expect(again.body.data?.records[0]?.data).toEqual({ completedAt: '2026-05-01T10:00:00.000Z' });
    clock += HOUR;
    await put(token, [{ kind: 'lesson', courseId: OWNED_COURSE_ID, id: '0-0', updatedAt: iso(clock), deleted: true }]);
    clock += HOUR;
    const completedAgain = await put(token, [lessonRecord('0-0', '2026-05-01T10:00:00.000Z', iso(clock))]);
    expect(completedAgain.body.data?.records[0]?.data).toEqual({ completedAt: '2026-05-01T13:00:00.000Z' });
  });

  it('never dates a completion before the learner bought the course', async () => {
    serverClockAt('2026-05-01T10:00:00.000Z');
    const token = await logIn();
    await put(token, [lessonRecord('0-0', '2026-05-01T10:00:00.000Z')]);
    // The course was bought again since (its purchase time is later than the lesson's stamp).
    const purchase = getUser(DEMO_LEARNER_ID)?.purchases.find(({ courseId }) => courseId === OWNED_COURSE_ID);
    if (purchase) purchase.purchasedAt = '2026-05-02T10:00:00.000Z';
    serverClockAt('2026-05-03T10:00:00.000Z');
    const again = await put(token, [lessonRecord('0-0', '2026-05-03T10:00:00.000Z')]);
    expect(again.body.data?.records[0]?.data).toEqual({ completedAt: '2026-05-02T10:00:00.000Z' });
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
    await put(token, [quizRecord(0, 90, '2026-05-01T10:00:00.000Z')]);
    const lower = await put(token, [quizRecord(0, 60, '2026-05-02T10:00:00.000Z')]);
    expect(lower.body.data?.records.map(asSent)).toEqual([quizRecord(0, 90, '2026-05-01T10:00:00.000Z')]);
    const higher = await put(token, [quizRecord(0, 95, '2026-04-01T10:00:00.000Z')]);
    expect(higher.body.data?.records.map(asSent)).toEqual([quizRecord(0, 95, '2026-04-01T10:00:00.000Z')]);
    expect((await get(token)).body.data?.records.map((r) => r.data?.best)).toEqual([95]);
  });

  it('replaces a stored quiz record without a score (kept under an older contract) with any score', async () => {
    const token = await logIn();
    putLearnerRecord(DEMO_LEARNER_ID, { ...quizRecord(0, 0), data: undefined, deleted: true } as LearnerRecord);
    const answer = await put(token, [quizRecord(0, 40, '2026-04-01T10:00:00.000Z')]);
    expect(answer.body.data?.records.map(asSent)).toEqual([quizRecord(0, 40, '2026-04-01T10:00:00.000Z')]);
  });

  it('decides per record: two devices editing different records both keep theirs', async () => {
    const token = await logIn();
    await put(token, [note('phone', '2026-05-02T10:00:00.000Z', 'a'), lessonRecord('0-0', '2026-05-01T09:00:00.000Z')]);
    await put(token, [
      note('laptop', '2026-05-01T10:00:00.000Z', 'b'),
      lessonRecord('0-1', '2026-05-01T08:00:00.000Z'),
    ]);
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
    expect(since?.records.map(asSent)).toEqual([tombstone]);
    // A later edit does win over the deletion: last write, whatever it is.
    await put(token, [note('written again', '2026-05-04T10:00:00.000Z')]);
    expect((await get(token)).body.data?.records[0]?.data?.text).toBe('written again');
  });

  it('takes a record of every kind, and the kinds of no course without a course to own', async () => {
    serverClockAt('2026-05-01T10:00:00.000Z');
    const token = await logIn();
    const answer = await put(token, Object.values(VALID_RECORDS));
    expect(answer.status).toBe(200);
    expect((await get(token)).body.data?.records.map(asSent)).toEqual(Object.values(VALID_RECORDS));
  });

  it("keeps a day's higher count, whenever either was written", async () => {
    const token = await logIn();
    const day = (count: number, updatedAt: string) => ({ ...VALID_RECORDS.day, updatedAt, data: { count } });
    await put(token, [day(5, '2026-05-01T10:00:00.000Z')]);
    const lower = await put(token, [day(3, '2026-05-02T10:00:00.000Z')]);
    expect(lower.body.data?.records.map(asSent)).toEqual([day(5, '2026-05-01T10:00:00.000Z')]);
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
    expect(stale.body.data?.records.map(asSent)).toEqual([reviewedLast]);
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
    const first = await put(token, [lessonRecord('0-0', '2026-05-01T10:00:00.000Z')]);
    await put(token, [lessonRecord('0-1', '2026-05-01T11:00:00.000Z')]);
    const changes = await get(token, first.body.data?.cursor);
    expect(changes.body.data?.records.map((r) => r.id)).toEqual(['0-1']);
    expect((await callSized('GET', `/learner-data/${DEMO_LEARNER_ID}?since=-1`, { token })).status).toBe(400);
  });
});
