import { safeStorage } from '@/lib/webStorage';
import type { LearnerRecord, LearnerRecordKind } from '@/store/models';
import { onceStored } from './learnerStorage';
import { resolveRecord } from './resolve';
import { NO_COURSE, recordKey } from './rules';

/*
 * Before the learner's records had one home, the site kept them in three places: progress and
 * notes (`videoCompletionStatus`, versions 1 to 3), review cards, activity and quiz scores
 * (`learnerQuizzes`, versions 1 and 2), and the lab's journal and settings (a key per learner and
 * part under `tradeschool.lab.v1.`). This reads them once and turns them into records, nothing
 * lost: a value without a time of its own is timed as older than anything made since.
 */

export const LEGACY_STORAGE_KEYS = {
  progress: 'videoCompletionStatus',
  quiz: 'learnerQuizzes',
  labPrefix: 'tradeschool.lab.v1.',
} as const;

const EPOCH = new Date(0).toISOString();

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectOr = (value: unknown): Json => (isObject(value) ? value : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A value redux-persist stored: an object whose every field is JSON of its own. */
function persistedValue(raw: string | null): Json | undefined {
  const outer = parse(raw);
  if (!isObject(outer)) return undefined;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, parse(text(value) ?? null)]));
}

const local = safeStorage('localStorage');

/** The legacy keys this browser still holds. */
export function legacyKeys(): string[] {
  return local
    .keys()
    .filter(
      (key) =>
        key === LEGACY_STORAGE_KEYS.progress ||
        key === LEGACY_STORAGE_KEYS.quiz ||
        key.startsWith(LEGACY_STORAGE_KEYS.labPrefix),
    );
}

export interface LegacyValues {
  progress?: Json;
  quiz?: Json;
  /** By storage key. */
  lab: Record<string, unknown>;
}

/** What this browser kept in the old places, or undefined when it kept nothing there. */
function read(): LegacyValues | undefined {
  const keys = legacyKeys();
  if (keys.length === 0) return undefined;
  // Removed once what they held is stored in its one home, so nothing is read twice.
  onceStored(() => {
    for (const key of legacyKeys()) local.removeItem(key);
  });
  const lab = Object.fromEntries(
    keys.filter((key) => key.startsWith(LEGACY_STORAGE_KEYS.labPrefix)).map((key) => [key, parse(local.getItem(key))]),
  );
  return {
    progress: persistedValue(local.getItem(LEGACY_STORAGE_KEYS.progress)),
    quiz: persistedValue(local.getItem(LEGACY_STORAGE_KEYS.quiz)),
    lab,
  };
}

/** Records by owner, each kind's table by record key; the slice's check then reads every one. */
type Tables = Record<string, Partial<Record<LearnerRecordKind, { entities: Record<string, LearnerRecord> }>>>;

class Gathered {
  readonly byOwner: Tables = {};
  readonly synced: Record<string, Record<string, string>> = {};
  readonly cursors: Record<string, number> = {};

  /** Adds a record; where one is there already (a quiz score kept in two places), its kind's rule decides. */
  add(owner: string, record: LearnerRecord) {
    const table = ((this.byOwner[owner] ??= {})[record.kind] ??= { entities: {} });
    const key = recordKey(record);
    table.entities[key] = resolveRecord(table.entities[key], record);
  }
}

/** `${owner}:${courseId}`, as the progress was keyed. */
function splitCourseKey(key: string): { owner: string; courseId: string } | null {
  const at = key.indexOf(':');
  return at > 0 ? { owner: key.slice(0, at), courseId: key.slice(at + 1) } : null;
}

function gatherProgress(into: Gathered, progress: Json, now: string) {
  const stamps = objectOr(progress.stamps);
  const synced = objectOr(progress.synced);
  const notes = objectOr(progress.notes);
  const courseKeys = new Set([
    ...Object.keys(objectOr(progress.byCourse)),
    ...Object.keys(notes),
    ...Object.keys(stamps),
  ]);
  for (const courseKey of courseKeys) {
    const ref = splitCourseKey(courseKey);
    if (!ref) continue;
    const { owner, courseId } = ref;
    const course = objectOr(objectOr(progress.byCourse)[courseKey]);
    const times = objectOr(stamps[courseKey]);
    const timeOf = (kind: LearnerRecordKind, id: string, fallback = EPOCH) => text(times[`${kind}:${id}`]) ?? fallback;
    const seen = new Set<string>();
    const add = (kind: LearnerRecordKind, id: string, updatedAt: string, data: Json) => {
      seen.add(`${kind}:${id}`);
      into.add(owner, { kind, courseId, id, updatedAt, data });
    };

    const dates = objectOr(course.completedAt);
    for (const id of Object.keys(objectOr(course.completed))) {
      const updatedAt = timeOf('lesson', id, text(dates[id]) ?? EPOCH);
      // Completed before dates were kept: the day the certificate was first opened, else now.
      const completedAt =
        text(dates[id]) ?? text(course.certificateOpenedAt) ?? (updatedAt === EPOCH ? now : updatedAt);
      add('lesson', id, updatedAt, { completedAt });
    }
    for (const [id, seconds] of Object.entries(objectOr(course.positions))) {
      add('position', id, timeOf('position', id), { seconds });
    }
    if (typeof course.lastVideo === 'string')
      add('resume', 'last', timeOf('resume', 'last'), { lesson: course.lastVideo });
    for (const [id, best] of Object.entries(objectOr(course.quizBest))) add('quiz', id, timeOf('quiz', id), { best });
    for (const note of Array.isArray(notes[courseKey]) ? (notes[courseKey] as unknown[]) : []) {
      if (!isObject(note) || typeof note.id !== 'string') continue;
      const { key, seconds, text: words, createdAt } = note;
      add('note', note.id, text(note.updatedAt) ?? EPOCH, { lesson: key, seconds, text: words, createdAt });
    }
    // A time without a value was a deletion.
    for (const [stamp, at] of Object.entries(times)) {
      const split = stamp.indexOf(':');
      const kind = stamp.slice(0, split) as LearnerRecordKind;
      const id = stamp.slice(split + 1);
      if (seen.has(stamp) || typeof at !== 'string' || kind === 'quiz') continue;
      into.add(owner, { kind, courseId, id, updatedAt: at, deleted: true });
    }
    for (const [stamp, at] of Object.entries(objectOr(synced[courseKey]))) {
      const split = stamp.indexOf(':');
      if (typeof at !== 'string' || split <= 0) continue;
      const kind = stamp.slice(0, split) as LearnerRecordKind;
      (into.synced[owner] ??= {})[recordKey({ kind, courseId, id: stamp.slice(split + 1) })] = at;
    }
  }
  for (const [owner, cursor] of Object.entries(objectOr(progress.cursors))) {
    if (typeof cursor === 'number') into.cursors[owner] = cursor;
  }
}

function gatherQuiz(into: Gathered, quiz: Json) {
  for (const [owner, deck] of Object.entries(objectOr(quiz.cards))) {
    for (const card of Object.values(objectOr(deck))) {
      if (!isObject(card) || typeof card.courseId !== 'string') continue;
      const ref = objectOr(card.ref);
      const id =
        ref.kind === 'question' ? `q:${String(ref.questionId)}` : `t:${String(ref.chapter)}:${String(ref.term)}`;
      const fsrs = isObject(card.fsrs) ? card.fsrs : null;
      const updatedAt = text(fsrs?.last_review) ?? EPOCH;
      into.add(owner, { kind: 'card', courseId: card.courseId, id, updatedAt, data: { due: card.due, fsrs } });
    }
  }
  for (const [owner, days] of Object.entries(objectOr(quiz.activity))) {
    for (const [day, count] of Object.entries(objectOr(days))) {
      into.add(owner, { kind: 'day', courseId: NO_COURSE, id: day, updatedAt: EPOCH, data: { count } });
    }
  }
  for (const [owner, weeklyGoal] of Object.entries(objectOr(quiz.weeklyGoal))) {
    into.add(owner, { kind: 'settings', courseId: NO_COURSE, id: 'review', updatedAt: EPOCH, data: { weeklyGoal } });
  }
  // Scores kept before they were the course's: version 1 as `results`, version 2 as `legacyScores`.
  const scores = {
    ...Object.fromEntries(Object.entries(objectOr(quiz.results)).map(([key, course]) => [key, objectOr(course).best])),
    ...objectOr(quiz.legacyScores),
  };
  for (const [courseKey, bests] of Object.entries(scores)) {
    const ref = splitCourseKey(courseKey);
    if (!ref) continue;
    for (const [chapter, best] of Object.entries(objectOr(bests))) {
      into.add(ref.owner, { kind: 'quiz', courseId: ref.courseId, id: chapter, updatedAt: EPOCH, data: { best } });
    }
  }
}

function gatherLab(into: Gathered, lab: Record<string, unknown>) {
  for (const [key, value] of Object.entries(lab)) {
    const match = /^tradeschool\.lab\.v1\.(journal|settings)\.(.+)$/.exec(key);
    if (!match) continue;
    const [, part, who = ''] = match;
    const owner = who.startsWith('learner-') ? who.slice('learner-'.length) : who;
    if (part === 'settings') {
      const { capital, riskPercent } = objectOr(value);
      const data = { capital, riskPercent };
      into.add(owner, { kind: 'settings', courseId: NO_COURSE, id: 'lab', updatedAt: EPOCH, data });
      continue;
    }
    for (const entry of Array.isArray(value) ? (value as unknown[]) : []) {
      if (!isObject(entry) || typeof entry.id !== 'string') continue;
      const { id, ...data } = entry;
      into.add(owner, { kind: 'trade', courseId: NO_COURSE, id, updatedAt: text(entry.closedAt) ?? EPOCH, data });
    }
  }
}

/**
 * The learner's records from what the old places held, as the stored state of the slice's current
 * version, or undefined when they hold nothing; a record the check refuses is then left out and
 * counted, like any stored one.
 */
export function readLegacyLearnerData(now = new Date()): Record<string, unknown> | undefined {
  const legacy = read();
  if (!legacy) return undefined;
  const into = new Gathered();
  if (legacy.progress) gatherProgress(into, legacy.progress, now.toISOString());
  if (legacy.quiz) gatherQuiz(into, legacy.quiz);
  gatherLab(into, legacy.lab);
  const { byOwner, synced, cursors } = into;
  return { byOwner, synced, cursors };
}
