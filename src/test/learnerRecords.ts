import { recordsWritten } from '@/learner/learnerDataSlice';
import { ownerKey } from '@/learner/selectors';
import { selectUserId } from '@/store/authSlice';
import type { LearnerRecord } from '@/store/models';
import type { AppStore } from '@/store/store';
import { OWNED_COURSE_ID } from '@mocks/seed';

/*
 * Learner records for tests: one valid record of every kind, and records of the wrong shape that
 * the site and the demo API must both refuse, checked by the one rule they share.
 */

const AT = '2026-05-01T10:00:00.000Z';

export const TRADE_DATA = {
  setId: 'bitcoin-risk-per-trade',
  instrument: 'Bitcoin (BTC/INR)',
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
  closedAt: AT,
  setup: 'Breakout',
  note: 'Waited for the close',
  feeling: 'calm',
} as const;

export const FSRS_STATE = {
  due: '2026-05-04T10:00:00.000Z',
  stability: 3.1,
  difficulty: 5.2,
  elapsed_days: 0,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  last_review: AT,
};

/** One valid record of each kind. */
export const VALID_RECORDS: Record<LearnerRecord['kind'], LearnerRecord> = {
  lesson: { kind: 'lesson', courseId: OWNED_COURSE_ID, id: '0-0', updatedAt: AT, data: { completedAt: AT } },
  position: { kind: 'position', courseId: OWNED_COURSE_ID, id: '0-0', updatedAt: AT, data: { seconds: 42 } },
  resume: { kind: 'resume', courseId: OWNED_COURSE_ID, id: 'last', updatedAt: AT, data: { lesson: '0-1' } },
  note: {
    kind: 'note',
    courseId: OWNED_COURSE_ID,
    id: 'n1',
    updatedAt: AT,
    data: { lesson: '0-0', seconds: 12, text: 'Support at 62k', createdAt: AT },
  },
  quiz: { kind: 'quiz', courseId: OWNED_COURSE_ID, id: '0', updatedAt: AT, data: { best: 80 } },
  card: {
    kind: 'card',
    courseId: OWNED_COURSE_ID,
    id: 'q:crypto-1-1',
    updatedAt: AT,
    data: { due: FSRS_STATE.due, fsrs: FSRS_STATE },
  },
  day: { kind: 'day', courseId: '-', id: '2026-05-01', updatedAt: AT, data: { count: 7 } },
  trade: { kind: 'trade', courseId: '-', id: 't1', updatedAt: AT, data: { ...TRADE_DATA } },
  settings: { kind: 'settings', courseId: '-', id: 'lab', updatedAt: AT, data: { capital: 50_000, riskPercent: 2 } },
  session: {
    kind: 'session',
    courseId: '-',
    id: 'bitcoin-risk-per-trade',
    updatedAt: AT,
    data: {
      position: 63,
      start: 59,
      open: { side: 'buy', entry: 4_135_846, stop: 3_890_000, target: 4_600_000, quantity: 0.004, openedAt: 61 },
      levels: { stop: '3890000', target: '4600000' },
      indicators: { sma: true, ema: false, bollinger: false, rsi: false, macd: false },
    },
  },
};

const withData = (kind: LearnerRecord['kind'], data: Record<string, unknown>) => ({
  ...VALID_RECORDS[kind],
  data: { ...VALID_RECORDS[kind].data, ...data },
});

/** Records of the wrong shape, by what is wrong with them. */
export const BAD_RECORDS: [string, unknown][] = [
  ['an unknown kind', { ...VALID_RECORDS.note, kind: 'grades' }],
  ['a note whose seconds is a string', withData('note', { seconds: '12' })],
  ['a note over the longest text', withData('note', { text: 'x'.repeat(1001) })],
  ['a blank note', withData('note', { text: '   ' })],
  ['a date that is no date', { ...VALID_RECORDS.note, updatedAt: 'yesterday' }],
  ['a date days ahead of the clock', { ...VALID_RECORDS.note, updatedAt: '2099-01-01T00:00:00.000Z' }],
  ['a tombstone with data', { ...VALID_RECORDS.note, deleted: true }],
  ['a lesson id that is no lesson', { ...VALID_RECORDS.lesson, id: 'intro' }],
  ['a quiz score over 100 per cent', withData('quiz', { best: 101 })],
  ['a quiz score that is not a whole number', withData('quiz', { best: 70.5 })],
  ['a quiz score as text', withData('quiz', { best: '100' })],
  ['a quiz whose id is not a chapter', { ...VALID_RECORDS.quiz, id: 'first' }],
  ['a deleted quiz score', { ...VALID_RECORDS.quiz, data: undefined, deleted: true }],
  ['a card that asks nothing known', { ...VALID_RECORDS.card, id: 'x:1' }],
  ['a card whose state lacks its repetitions', withData('card', { fsrs: { ...FSRS_STATE, reps: undefined } })],
  ['a card due on no date', withData('card', { due: 'soon' })],
  ['a day that is no day', { ...VALID_RECORDS.day, id: 'monday' }],
  ['a day with a negative count', withData('day', { count: -1 })],
  ['a deleted day', { ...VALID_RECORDS.day, data: undefined, deleted: true }],
  ['a day of a course', { ...VALID_RECORDS.day, courseId: OWNED_COURSE_ID }],
  ['a trade of a course', { ...VALID_RECORDS.trade, courseId: OWNED_COURSE_ID }],
  ['a trade on no side', withData('trade', { side: 'hold' })],
  ['a trade whose R is not a number', withData('trade', { r: 'two' })],
  ['a trade with a feeling not on the list', withData('trade', { feeling: 'bored' })],
  ['a trade with an overlong setup', withData('trade', { setup: 'x'.repeat(121) })],
  ['settings of no known name', { ...VALID_RECORDS.settings, id: 'theme' }],
  ['a session before its start', withData('session', { position: 10, start: 20 })],
  ['a session whose trade opens ahead of it', withData('session', { position: 60 })],
  [
    'a session trade with no side',
    withData('session', { open: { entry: 1, stop: 1, target: 1, quantity: 1, openedAt: 0 } }),
  ],
  ['a session with an indicator that is no switch', withData('session', { indicators: { sma: 'yes' } })],
  ['a lab capital of zero', withData('settings', { capital: 0 })],
  ['a risk over 100 per cent', withData('settings', { riskPercent: 150 })],
  ['a note whose id is __proto__', { ...VALID_RECORDS.note, id: '__proto__' }],
  ['a note whose id is constructor', { ...VALID_RECORDS.note, id: 'constructor' }],
  ['a note of the course toString', { ...VALID_RECORDS.note, courseId: 'toString' }],
  ['a trade of the practice set __proto__', withData('trade', { setId: '__proto__' })],
  ['a receipt time that is no date', { ...VALID_RECORDS.note, receivedAt: 'now' }],
];

/** Fields no kind names, as JSON: a `__proto__` and a `constructor` key among them. */
const FOREIGN_FIELDS =
  '"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"html":"<img src=x onerror=alert(1)>","nested":{"deep":true}';

/**
 * The JSON of a kind's valid record with fields no kind names at every level: beside the record's
 * own, in its data, and inside a review card's FSRS state. Parsed, `__proto__` is a key of its own,
 * as a server reading the text sees it.
 */
export function paddedRecordJson(kind: LearnerRecord['kind']): string {
  const { data, ...record } = VALID_RECORDS[kind];
  let dataJson = JSON.stringify(data).replace(/^\{/, `{${FOREIGN_FIELDS},`);
  if (kind === 'card') dataJson = dataJson.replace('"fsrs":{', `"fsrs":{${FOREIGN_FIELDS},`);
  return JSON.stringify(record).replace(/^\{/, `{${FOREIGN_FIELDS},"data":${dataJson},`);
}

/** A lesson of the owned course, held complete on `completedAt` (the browser's claim). */
export const lessonRecord = (id: string, completedAt: string, updatedAt = completedAt): LearnerRecord => ({
  kind: 'lesson',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt,
  data: { completedAt },
});

/** A chapter's best quiz score on the owned course, of any shape (for the refusals). */
export const quizRecord = (chapter: number, best: unknown, updatedAt = '2026-05-03T10:00:00.000Z') => ({
  kind: 'quiz',
  courseId: OWNED_COURSE_ID,
  id: String(chapter),
  updatedAt,
  data: { best },
});

/** Records the signed-in learner made before the test, in the store as the site keeps them. */
export const storeRecords = (store: AppStore, records: LearnerRecord[]) =>
  store.dispatch(recordsWritten({ owner: ownerKey(selectUserId(store.getState())), records }));
