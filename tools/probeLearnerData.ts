// Probes of the learner-data contract: the bytes a learner may keep and what a full read costs
// others, what a record keeps, and whose clock orders and dates it.
import { performance } from 'node:perf_hooks';
import { LEARNER_DATA_ERRORS, MAX_BYTES_PER_LEARNER } from '../mocks/handlers/learnerData';
import {
  buyCourse,
  call,
  logIn,
  median,
  newLearner,
  probeBase,
  REQUEST_LIMIT_MS,
  someCourseId,
  type Row,
} from './probeSupport';

type Session = { token: string; userId: string };

const HOUR = 60 * 60 * 1000;
/** The most PUTs the budget probe sends: the budget is reached well before. */
const MAX_FILL_REQUESTS = 40;
/** Trades per PUT: each about 4 KB, the lot under the body limit. */
const TRADES_PER_REQUEST = 55;
/** A character of three bytes in UTF-8, which JSON keeps as it is. */
const WIDE = 'क';

async function newOwner(courseId?: string): Promise<Session> {
  const learner = await newLearner();
  const session = await logIn(learner.email, learner.password);
  if (courseId) await buyCourse(session, courseId);
  return session;
}

const records = (answer: Awaited<ReturnType<typeof call>>) =>
  ((answer.body.data as { records?: Record<string, unknown>[] } | undefined)?.records ?? []) as {
    id?: string;
    receivedAt?: string;
    data?: Record<string, unknown>;
  }[];

/** A PUT of the body's text as it is, for a body `JSON.stringify` could not write. */
async function putText(session: Session, text: string) {
  const response = await fetch(new URL(`/api/learner-data/${session.userId}`, probeBase()), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: text,
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  });
  return { status: response.status, text: await response.text() };
}

const trade = (id: string) => ({
  kind: 'trade',
  courseId: '-',
  id,
  updatedAt: new Date().toISOString(),
  data: {
    setId: 'probe-set',
    instrument: WIDE.repeat(120),
    side: 'buy',
    entry: 100,
    exit: 110,
    stop: 95,
    target: 110,
    quantity: 2,
    reason: 'target',
    bothTouched: false,
    gross: 20,
    charges: 1.5,
    net: 18.5,
    r: 2,
    closedAt: new Date().toISOString(),
    setup: WIDE.repeat(120),
    note: WIDE.repeat(1000),
    feeling: 'calm',
  },
});

export async function learnerData(rows: Row[]) {
  const courseId = await someCourseId();
  const owner = await newOwner(courseId);
  const put = (session: Session, body: unknown[]) =>
    call('PUT', `/api/learner-data/${session.userId}`, { body: { records: body }, token: session.token });
  const read = (session: Session) =>
    call('GET', `/api/learner-data/${session.userId}?since=0`, { token: session.token });
  const now = () => new Date().toISOString();

  // Fields no kind names, a `__proto__` key among them, beside a note's own and inside a card's state.
  const foreign =
    '"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"html":"<img src=x onerror=1>"';
  const padded = JSON.parse(
    `[{${foreign},"kind":"note","courseId":"${courseId}","id":"probe-padded","updatedAt":"${now()}",` +
      `"data":{${foreign},"lesson":"0-0","seconds":3,"text":"Support at 62k","createdAt":"${now()}"}},` +
      `{"kind":"card","courseId":"${courseId}","id":"q:probe-1","updatedAt":"${now()}","data":{${foreign},` +
      `"due":"${now()}","fsrs":{${foreign},"due":"${now()}","stability":1,"difficulty":5,"elapsed_days":0,` +
      `"scheduled_days":1,"reps":1,"lapses":0,"state":1,"last_review":"${now()}"}}}]`,
  ) as unknown[];
  const paddedAnswer = await put(owner, padded);
  const paddedRead = JSON.stringify(records(await read(owner)));
  const leaked = ['admin', '__proto__', 'constructor', 'onerror'].filter((word) => paddedRead.includes(word));
  rows.push({
    probe: 'A note and a card with unknown fields and __proto__ keys',
    expected: 'stored as their fields name them, nothing else returned',
    observed: `${paddedAnswer.status}, ${leaked.length ? `returned ${leaked.join(', ')}` : 'none returned'}`,
    held: paddedAnswer.status === 200 && leaked.length === 0 && paddedRead.includes('Support at 62k'),
  });

  const deep = `${'['.repeat(40_000)}1${']'.repeat(40_000)}`;
  const nested = await putText(
    owner,
    `{"records":[{"kind":"note","courseId":"${courseId}","id":"probe-deep","updatedAt":"${now()}","data":{"text":${deep}}}]}`,
  );
  rows.push({
    probe: 'A record nested 40,000 levels deep',
    expected: '400, before it is parsed',
    observed: String(nested.status),
    held: nested.status === 400,
  });

  const note = (text: string, updatedAt: string) => ({
    kind: 'note',
    courseId,
    id: 'probe-clock',
    updatedAt,
    data: { lesson: '0-0', seconds: 5, text, createdAt: updatedAt },
  });
  await put(owner, [note('from a clock 23 h fast', new Date(Date.now() + 23 * HOUR).toISOString())]);
  const edit = await put(owner, [note('edited after it', now())]);
  const kept = records(await read(owner)).find(({ id }) => id === 'probe-clock')?.data?.text;
  rows.push({
    probe: 'A note stamped 23 h ahead, then an edit made after it arrived',
    expected: 'the later edit kept',
    observed: `${edit.status}, kept "${String(kept)}"`,
    held: kept === 'edited after it',
  });

  for (const [claim, label] of [
    ['Tue 1 Jan 1980', '"Tue 1 Jan 1980"'],
    [new Date(Date.now() + 365 * 24 * HOUR).toISOString(), 'a year ahead'],
  ] as const) {
    const id = claim.startsWith('Tue') ? '0-0' : '0-1';
    const sentAt = Date.now();
    const answer = await put(owner, [{ kind: 'lesson', courseId, id, updatedAt: now(), data: { completedAt: claim } }]);
    const stored = records(await read(owner)).find((record) => record.id === id)?.data?.completedAt;
    const offBy = typeof stored === 'string' ? Math.abs(Date.parse(stored) - sentAt) : Infinity;
    rows.push({
      probe: `A lesson completed at ${label}`,
      expected: "stored completed at the server's time",
      observed: `${answer.status}, stored ${String(stored)}`,
      held: answer.status === 200 && offBy < 60_000,
    });
  }

  // Another visitor's course list, before and during full reads of an account at its budget.
  const courseList = async (times: number) => {
    const ms: number[] = [];
    for (let i = 0; i < times; i += 1) ms.push((await call('GET', '/api/course/getAll')).ms);
    return median(ms);
  };
  const before = await courseList(5);

  const filler = await newOwner();
  let answer = { status: 200, message: '' };
  let requests = 0;
  let sent = 0;
  while (answer.status === 200 && requests < MAX_FILL_REQUESTS) {
    const batch = Array.from({ length: TRADES_PER_REQUEST }, (_, i) => trade(`probe-${sent + i}`));
    const reply = await put(filler, batch);
    requests += 1;
    if (reply.status === 200) sent += batch.length;
    answer = { status: reply.status, message: String(reply.body.message ?? '') };
  }
  rows.push({
    probe: 'Fill an account with 4 KB trades, 55 a request',
    expected: `413 with a message once past ${MAX_BYTES_PER_LEARNER / 1024 / 1024} MB`,
    observed: `${answer.status} after ${requests} requests (${sent} kept): "${answer.message}"`,
    held: answer.status === 413 && answer.message === LEARNER_DATA_ERRORS.learnerBudget,
  });

  const started = performance.now();
  const fullReads = Promise.all([read(filler), read(filler), read(filler)]);
  const during = await courseList(5);
  const reads = await fullReads;
  const readMs = performance.now() - started;
  const largest = Math.max(...reads.map((one) => Buffer.byteLength(JSON.stringify(one.body))));
  rows.push({
    probe: 'A full read of that account',
    expected: `at most its budget (${MAX_BYTES_PER_LEARNER / 1024 / 1024} MB) and an envelope`,
    observed: `${(largest / 1024 / 1024).toFixed(2)} MB, three in ${readMs.toFixed(0)} ms`,
    held: reads.every((one) => one.status === 200) && largest <= MAX_BYTES_PER_LEARNER + 1024,
  });
  rows.push({
    probe: "Another visitor's course list during three full reads",
    expected: 'within five times its time before (or 250 ms more)',
    observed: `median ${during.toFixed(0)} ms, before ${before.toFixed(0)} ms`,
    held: during <= Math.max(before * 5, before + 250),
  });

  // The filler's trades deleted again, so that runs of the probe do not fill the server's own budget.
  const tombstones = Array.from({ length: sent }, (_, i) => ({
    kind: 'trade',
    courseId: '-',
    id: `probe-${i}`,
    updatedAt: new Date(Date.now() + 1000).toISOString(),
    deleted: true,
  }));
  for (let start = 0; start < tombstones.length; start += 500) await put(filler, tombstones.slice(start, start + 500));
}
