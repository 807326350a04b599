import type { LearnerRecord, LearnerRecordKind } from '../store/models';
import { NO_COURSE } from './recordKey';
import { sessionOf, type SessionData } from './session';

/*
 * What a learner's record may hold (here) and which of two versions of it is kept (resolve.ts): pure
 * modules that the site (its stored data, an imported file, the account's answers) and the demo API
 * (as the school's server must) both load, so the two can never disagree. docs/learner-data-api.md says
 * the same in words, with an example per kind.
 */

export const LEARNER_RECORD_KINDS = [
  'lesson',
  'position',
  'resume',
  'note',
  'quiz',
  'card',
  'day',
  'trade',
  'settings',
  'session',
] as const satisfies readonly LearnerRecordKind[];

/** The kinds that belong to no course: the server checks no ownership for them. */
export const COURSELESS_KINDS: ReadonlySet<LearnerRecordKind> = new Set(['day', 'trade', 'settings', 'session']);

/** The longest note, in characters. */
export const NOTE_MAX_LENGTH = 1000;
/** The longest setup a trade is tagged with, in characters. */
export const TRADE_SETUP_MAX_LENGTH = 120;
/** The most cards a week a learner may set as their goal. */
const WEEKLY_GOAL_MAX = 1000;

/** How far ahead of the clock a version's time may be: clocks drift, but not by days. */
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/** A record's id, and a course's: 1-64 of `A-Z a-z 0-9 . _ : -`. */
const RECORD_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** A lesson's place in its course: `<chapter>-<lesson>`, 0-based. */
const LESSON_ID = /^\d{1,3}-\d{1,3}$/;
/** A chapter's index. */
const CHAPTER_ID = /^\d{1,3}$/;
/** A review card: a quiz question (`q:<question id>`) or a chapter's key term (`t:<chapter>:<term>`). */
const CARD_ID = /^(q:[A-Za-z0-9._-]{1,60}|t:\d{1,3}:\d{1,3})$/;
/** A day in India. */
const DAY_ID = /^\d{4}-\d{2}-\d{2}$/;

export const FEELINGS = ['calm', 'confident', 'anxious', 'impatient', 'fearful', 'greedy'] as const;
export type Feeling = (typeof FEELINGS)[number];

/** The fields of each kind's `data`, as stored and sent. */
export interface KindData {
  lesson: { completedAt: string };
  position: { seconds: number };
  resume: { lesson: string };
  note: { lesson: string; seconds: number; text: string; createdAt: string };
  quiz: { best: number };
  /** Its scheduling state as the FSRS library left it (dates as ISO strings), null before its first review. */
  card: { due: string; fsrs: FsrsState | null };
  /** Questions answered and cards reviewed that day. */
  day: { count: number };
  trade: TradeData;
  settings: LabSettings | ReviewSettings;
  session: SessionData;
}

export interface FsrsState {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps?: number;
  reps: number;
  lapses: number;
  state: number;
  last_review?: string;
}

/** A closed practice trade: its result, fixed when it closed, and the learner's words about it. */
export interface TradeData {
  setId: string;
  instrument: string;
  side: 'buy' | 'sell';
  entry: number;
  exit: number;
  stop: number;
  target: number;
  quantity: number;
  reason: 'stop' | 'target' | 'manual';
  bothTouched: boolean;
  gross: number;
  charges: number;
  net: number;
  r: number;
  /** When it was closed, ISO. */
  closedAt: string;
  setup: string;
  note: string;
  feeling: Feeling | '';
}

/** The lab's sizing (`settings` record `lab`). */
export interface LabSettings {
  capital: number;
  riskPercent: number;
}

/** The review's goal (`settings` record `review`). */
export interface ReviewSettings {
  weeklyGoal: number;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * An object's own fields only, in an object of no prototype: nothing is read from a prototype, and
 * a key such as `__proto__` is a plain field here, dropped with every other field a kind does not name.
 */
const ownFields = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.assign(Object.create(null) as Record<string, unknown>, Object.fromEntries(Object.entries(value)));
/**
 * An id of the contract that is not the name of something every object has (`__proto__`,
 * `constructor`, `toString`): records are looked up by id and course, and those names would find
 * the language's own instead.
 */
const isRecordId = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_ID.test(value) && !(value in Object.prototype);
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
/** A date as an instant, so two compare by time whatever form they were sent in. */
const instant = (value: string): string => new Date(value).toISOString();
const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
/** A score in whole per cent. */
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** Rebuilds an FSRS state from the fields the library writes; null when one is missing or wrong. */
function fsrsOf(sent: unknown): FsrsState | null | undefined {
  if (sent === null) return null;
  if (!isObject(sent)) return undefined;
  const value = ownFields(sent);
  if (!isInstant(value.due)) return undefined;
  const numbers = ['stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'reps', 'lapses', 'state'] as const;
  if (!numbers.every((key) => isFiniteNumber(value[key]))) return undefined;
  if (value.last_review !== undefined && !isInstant(value.last_review)) return undefined;
  if (value.learning_steps !== undefined && !isFiniteNumber(value.learning_steps)) return undefined;
  const state: FsrsState = {
    due: instant(value.due),
    stability: value.stability as number,
    difficulty: value.difficulty as number,
    elapsed_days: value.elapsed_days as number,
    scheduled_days: value.scheduled_days as number,
    reps: value.reps as number,
    lapses: value.lapses as number,
    state: value.state as number,
  };
  if (value.learning_steps !== undefined) state.learning_steps = value.learning_steps as number;
  if (value.last_review !== undefined) state.last_review = instant(value.last_review as string);
  return state;
}

const TRADE_NUMBERS = ['entry', 'exit', 'stop', 'target', 'quantity', 'gross', 'charges', 'net', 'r'] as const;

function tradeOf(data: Record<string, unknown>): TradeData | undefined {
  const { setId, instrument, side, reason, bothTouched, closedAt, setup, note, feeling } = data;
  if (!isRecordId(setId) || !isText(instrument, 120)) return undefined;
  if ((side !== 'buy' && side !== 'sell') || (reason !== 'stop' && reason !== 'target' && reason !== 'manual')) {
    return undefined;
  }
  if (typeof bothTouched !== 'boolean' || !isInstant(closedAt)) return undefined;
  if (!isText(setup, TRADE_SETUP_MAX_LENGTH) || !isText(note, NOTE_MAX_LENGTH)) return undefined;
  if (feeling !== '' && !(FEELINGS as readonly unknown[]).includes(feeling)) return undefined;
  if (!TRADE_NUMBERS.every((key) => isFiniteNumber(data[key]))) return undefined;
  const numbers = Object.fromEntries(TRADE_NUMBERS.map((key) => [key, data[key]])) as Record<
    (typeof TRADE_NUMBERS)[number],
    number
  >;
  return {
    setId,
    instrument,
    side,
    ...numbers,
    reason,
    bothTouched,
    closedAt: instant(closedAt),
    setup,
    note,
    feeling: feeling as Feeling | '',
  };
}

/**
 * Each kind's data rebuilt from the fields it names (nothing else is kept), or undefined when a
 * field is missing or of the wrong shape.
 */
const DATA: { [K in LearnerRecordKind]: (data: Record<string, unknown>, id: string) => KindData[K] | undefined } = {
  lesson: ({ completedAt }, id) =>
    LESSON_ID.test(id) && isInstant(completedAt) ? { completedAt: instant(completedAt) } : undefined,
  position: ({ seconds }, id) => (LESSON_ID.test(id) && isSeconds(seconds) ? { seconds } : undefined),
  resume: ({ lesson }, id) =>
    id === 'last' && typeof lesson === 'string' && LESSON_ID.test(lesson) ? { lesson } : undefined,
  note: ({ lesson, seconds, text, createdAt }) =>
    typeof lesson === 'string' &&
    LESSON_ID.test(lesson) &&
    isSeconds(seconds) &&
    typeof text === 'string' &&
    text.trim() !== '' &&
    text.length <= NOTE_MAX_LENGTH &&
    isInstant(createdAt)
      ? { lesson, seconds, text, createdAt: instant(createdAt) }
      : undefined,
  quiz: ({ best }, id) => (CHAPTER_ID.test(id) && isPercent(best) ? { best } : undefined),
  card: ({ due, fsrs }, id) => {
    const state = fsrsOf(fsrs);
    return CARD_ID.test(id) && isInstant(due) && state !== undefined ? { due: instant(due), fsrs: state } : undefined;
  },
  day: ({ count }, id) => (DAY_ID.test(id) && isCount(count, 100_000) ? { count } : undefined),
  trade: (data) => tradeOf(data),
  session: (data) => sessionOf(data),
  settings: (data, id) => {
    if (id === 'lab') {
      const { capital, riskPercent } = data;
      return isFiniteNumber(capital) &&
        capital > 0 &&
        capital <= 1e12 &&
        isFiniteNumber(riskPercent) &&
        riskPercent > 0 &&
        riskPercent <= 100
        ? { capital, riskPercent }
        : undefined;
    }
    if (id === 'review') {
      const { weeklyGoal } = data;
      return isCount(weeklyGoal, WEEKLY_GOAL_MAX) && weeklyGoal > 0 ? { weeklyGoal } : undefined;
    }
    return undefined;
  },
};

/** Kinds whose records are never deleted: a best score, a day's count, a setting. */
const UNDELETABLE: ReadonlySet<LearnerRecordKind> = new Set(['quiz', 'day', 'settings']);

export type RecordProblem = 'shape' | 'future';

/**
 * A record as the contract allows it, rebuilt from the fields it names (nested ones too: nothing
 * else is kept, at any level), or what is wrong with it: `shape` for a missing or malformed field,
 * `future` for a version timed more than a day ahead of `now`. The one check of every record,
 * wherever it comes from. A `receivedAt` is kept as it is sent, an instant: the server replaces it
 * with its own, and the site keeps the server's.
 */
export function checkRecord(value: unknown, now = Date.now()): { record: LearnerRecord } | { problem: RecordProblem } {
  if (!isObject(value)) return { problem: 'shape' };
  const { kind, courseId, id, updatedAt, receivedAt, deleted, data } = ownFields(value);
  if (typeof kind !== 'string' || !(LEARNER_RECORD_KINDS as readonly string[]).includes(kind)) {
    return { problem: 'shape' };
  }
  const recordKind = kind as LearnerRecordKind;
  if (!isRecordId(courseId)) return { problem: 'shape' };
  if (COURSELESS_KINDS.has(recordKind) !== (courseId === NO_COURSE)) return { problem: 'shape' };
  if (!isRecordId(id) || !isInstant(updatedAt)) return { problem: 'shape' };
  if (receivedAt !== undefined && !isInstant(receivedAt)) return { problem: 'shape' };
  if (Date.parse(updatedAt) > now + MAX_CLOCK_AHEAD_MS) return { problem: 'future' };
  const base: LearnerRecord = { kind: recordKind, courseId, id, updatedAt: instant(updatedAt) };
  if (receivedAt !== undefined) base.receivedAt = instant(receivedAt);
  if (deleted === true) {
    return data === undefined && !UNDELETABLE.has(recordKind)
      ? { record: { ...base, deleted: true } }
      : { problem: 'shape' };
  }
  if (deleted !== undefined || !isObject(data)) return { problem: 'shape' };
  const checked = DATA[recordKind](ownFields(data), id);
  return checked ? { record: { ...base, data: checked as unknown as Record<string, unknown> } } : { problem: 'shape' };
}

/** The record when the contract allows it, else null. */
export function validRecord(value: unknown, now = Date.now()): LearnerRecord | null {
  const checked = checkRecord(value, now);
  return 'record' in checked ? checked.record : null;
}

export { NO_COURSE, recordKey } from './recordKey';
