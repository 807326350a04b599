import type { LearnerRecord, LearnerRecordKind } from '@/store/models';

/*
 * The learner's progress, notes and quiz scores as this browser keeps them, and as records of the
 * learner-data contract (docs/learner-data-api.md): one record per lesson completion, lesson
 * position, resume point, note and chapter quiz, so two devices editing different things never
 * overwrite each other.
 */

/** A video's place in a course: `${chapterIndex}-${videoIndex}`. */
export type VideoKey = string;

export const videoKey = (chapterIndex: number, videoIndex: number): VideoKey => `${chapterIndex}-${videoIndex}`;

export interface CourseProgress {
  completed: Record<VideoKey, true>;
  /** Last watched position of each video, in seconds. */
  positions: Record<VideoKey, number>;
  lastVideo: VideoKey | null;
  /** When each completed video was completed (ISO 8601); absent for those completed before dates were kept. */
  completedAt: Record<VideoKey, string>;
  /**
   * When the learner first opened the course's certificate (ISO 8601): its date when no lesson
   * says when it was completed, so that date does not change from one day to the next.
   */
  certificateOpenedAt?: string;
  /** The best score of each chapter's quiz, in whole per cent, by chapter index. */
  quizBest?: Record<string, number>;
}

/** A learner's note at a moment of a lesson's video. */
export interface Note {
  id: string;
  /** The lesson the note was written on. */
  key: VideoKey;
  /** Where in that lesson's video, in whole seconds. */
  seconds: number;
  text: string;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}

/** Keyed by course first, so videos of different courses never collide. */
export interface VideoProgressState {
  byCourse: Record<string, CourseProgress>;
  /** Each record's notes, under the same keys as `byCourse`. */
  notes: Record<string, Note[]>;
  /**
   * When each synced record (a lesson's completion, a position, the resume point, a note) was last
   * changed here, under the same keys as `byCourse`: the time that settles a conflict. A record
   * with a time but no value is a deletion (a tombstone).
   */
  stamps: Record<string, Record<StampKey, string>>;
  /** The time of each record's version the learner's account holds, as last heard from it. */
  synced: Record<string, Record<StampKey, string>>;
  /** Per learner: where the last read of their account's records ended. */
  cursors: Record<string, number>;
  /**
   * What this browser had stored but could not read, and left out when the page started: notes,
   * and parts of progress (a lesson's mark, position or date, or a whole course's record). Not stored.
   */
  unreadable?: { notes: number; progress: number };
}

export const emptyProgress = (): CourseProgress => ({ completed: {}, positions: {}, lastVideo: null, completedAt: {} });

/** A record's place among a course's records: `${kind}:${id}`. */
export type StampKey = string;

export const stampKey = (kind: LearnerRecordKind, id: string): StampKey => `${kind}:${id}`;

const KINDS: readonly LearnerRecordKind[] = ['lesson', 'position', 'resume', 'note', 'quiz'];

/** A chapter's index, as its quiz's best score is keyed. */
export const CHAPTER = /^\d{1,3}$/;

/** A score in whole per cent. */
export const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

function parseStampKey(key: StampKey): { kind: LearnerRecordKind; id: string } | null {
  const at = key.indexOf(':');
  const kind = key.slice(0, at) as LearnerRecordKind;
  return at > 0 && KINDS.includes(kind) ? { kind, id: key.slice(at + 1) } : null;
}

const EPOCH = new Date(0).toISOString();

/** When the record last changed here; undefined when this browser has never had it. */
export function localStamp(state: VideoProgressState, course: string, key: StampKey): string | undefined {
  const stamped = state.stamps[course]?.[key];
  if (stamped) return stamped;
  const ref = parseStampKey(key);
  if (!ref) return undefined;
  const progress = state.byCourse[course];
  switch (ref.kind) {
    case 'lesson':
      return progress?.completed[ref.id] ? (progress.completedAt[ref.id] ?? EPOCH) : undefined;
    case 'position':
      return progress?.positions[ref.id] !== undefined ? EPOCH : undefined;
    case 'resume':
      return progress?.lastVideo ? EPOCH : undefined;
    case 'note':
      return state.notes[course]?.find(({ id }) => id === ref.id)?.updatedAt;
    case 'quiz':
      return progress?.quizBest?.[ref.id] !== undefined ? EPOCH : undefined;
  }
}

/**
 * How a chapter quiz's best score from elsewhere meets the one here. A best never goes down, so the
 * higher wins whenever either was made: `take` the other, `keep` the one here (the higher), or the
 * two are the `same`.
 */
export function quizMeeting(
  state: VideoProgressState,
  course: string,
  record: LearnerRecord,
): 'take' | 'keep' | 'same' {
  const here = state.byCourse[course]?.quizBest?.[record.id];
  const there = record.deleted ? undefined : record.data?.best;
  if (typeof there !== 'number') return here === undefined ? 'same' : 'keep';
  if (here === undefined || there > here) return 'take';
  return there < here ? 'keep' : 'same';
}

/** Puts a record's version in place of the one here (on an Immer draft of the slice). */
export function applyRecord(state: VideoProgressState, course: string, record: LearnerRecord): void {
  const data = record.deleted ? undefined : record.data;
  if (record.kind === 'note') {
    const notes = (state.notes[course] ??= []);
    const index = notes.findIndex(({ id }) => id === record.id);
    if (!data) {
      if (index >= 0) notes.splice(index, 1);
      return;
    }
    const note: Note = {
      id: record.id,
      key: String(data.lesson),
      seconds: Math.max(0, Math.floor(Number(data.seconds) || 0)),
      text: String(data.text),
      createdAt: typeof data.createdAt === 'string' ? data.createdAt : record.updatedAt,
      updatedAt: record.updatedAt,
    };
    if (index >= 0) notes[index] = note;
    else notes.push(note);
    return;
  }
  const progress = (state.byCourse[course] ??= emptyProgress());
  switch (record.kind) {
    case 'lesson':
      if (data && typeof data.completedAt === 'string') {
        progress.completed[record.id] = true;
        progress.completedAt[record.id] = data.completedAt;
      } else {
        Reflect.deleteProperty(progress.completed, record.id);
        Reflect.deleteProperty(progress.completedAt, record.id);
      }
      return;
    case 'position':
      if (data && typeof data.seconds === 'number')
        progress.positions[record.id] = Math.max(0, Math.floor(data.seconds));
      else Reflect.deleteProperty(progress.positions, record.id);
      return;
    case 'resume':
      progress.lastVideo = data && typeof data.lesson === 'string' ? data.lesson : null;
      return;
    case 'quiz':
      if (data && isPercent(data.best)) (progress.quizBest ??= {})[record.id] = data.best;
      else if (progress.quizBest) Reflect.deleteProperty(progress.quizBest, record.id);
  }
}

/** The record as this browser has it now: its value, or a tombstone when it has none. */
function recordOf(state: VideoProgressState, course: string, courseId: string, key: StampKey): LearnerRecord | null {
  const ref = parseStampKey(key);
  const updatedAt = localStamp(state, course, key);
  if (!ref || !updatedAt) return null;
  const base = { kind: ref.kind, courseId, id: ref.id, updatedAt };
  const progress = state.byCourse[course];
  let data: Record<string, unknown> | undefined;
  switch (ref.kind) {
    case 'lesson':
      // A completion from before dates were kept: the day the certificate was first opened, else now.
      if (progress?.completed[ref.id]) {
        const undated = progress.certificateOpenedAt ?? (updatedAt === EPOCH ? new Date().toISOString() : updatedAt);
        data = { completedAt: progress.completedAt[ref.id] ?? undated };
      }
      break;
    case 'position':
      if (progress?.positions[ref.id] !== undefined) data = { seconds: progress.positions[ref.id] };
      break;
    case 'resume':
      if (progress?.lastVideo) data = { lesson: progress.lastVideo };
      break;
    case 'note': {
      const note = state.notes[course]?.find(({ id }) => id === ref.id);
      if (note) data = { lesson: note.key, seconds: note.seconds, text: note.text, createdAt: note.createdAt };
      break;
    }
    case 'quiz':
      if (progress?.quizBest?.[ref.id] !== undefined) data = { best: progress.quizBest[ref.id] };
  }
  return data ? { ...base, data } : { ...base, deleted: true };
}

/** Every record key this browser knows for one course of the slice. */
function keysOf(state: VideoProgressState, course: string): Set<StampKey> {
  const keys = new Set(Object.keys(state.stamps[course] ?? {}));
  const progress = state.byCourse[course];
  for (const key of Object.keys(progress?.completed ?? {})) keys.add(stampKey('lesson', key));
  for (const key of Object.keys(progress?.positions ?? {})) keys.add(stampKey('position', key));
  if (progress?.lastVideo) keys.add(stampKey('resume', 'last'));
  for (const note of state.notes[course] ?? []) keys.add(stampKey('note', note.id));
  for (const chapter of Object.keys(progress?.quizBest ?? {})) keys.add(stampKey('quiz', chapter));
  return keys;
}

/** The learner's courses in the slice, as slice key and course id. */
function coursesOf(state: VideoProgressState, learnerId: string): { course: string; courseId: string }[] {
  const prefix = `${learnerId}:`;
  const courses = new Set([...Object.keys(state.byCourse), ...Object.keys(state.notes), ...Object.keys(state.stamps)]);
  return [...courses]
    .filter((course) => course.startsWith(prefix))
    .map((course) => ({ course, courseId: course.slice(prefix.length) }));
}

/** All the learner's records this browser has, deletions included. */
export function learnerRecords(state: VideoProgressState, learnerId: string): LearnerRecord[] {
  return coursesOf(state, learnerId).flatMap(({ course, courseId }) =>
    [...keysOf(state, course)].flatMap((key) => recordOf(state, course, courseId, key) ?? []),
  );
}

/** The learner's records changed here since the account last had them: what is still to send. */
export function unsyncedRecords(state: VideoProgressState, learnerId: string): LearnerRecord[] {
  return learnerRecords(state, learnerId).filter((record) => {
    const synced = state.synced[`${learnerId}:${record.courseId}`]?.[stampKey(record.kind, record.id)];
    return synced === undefined || Date.parse(record.updatedAt) > Date.parse(synced);
  });
}

/** What an export file says it is. */
export const EXPORT_FORMAT = 'tradeschool.learner-data';

export interface LearnerExport {
  format: typeof EXPORT_FORMAT;
  version: 1;
  exportedAt: string;
  records: LearnerRecord[];
}

export function learnerExport(state: VideoProgressState, learnerId: string, now = new Date()): LearnerExport {
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    records: learnerRecords(state, learnerId),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const LESSON = /^\d{1,3}-\d{1,3}$/;
const ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The same checks as the contract's, per kind: a file is data from outside. */
function isImportable(value: unknown): value is LearnerRecord {
  if (!isObject(value)) return false;
  const { kind, courseId, id, updatedAt, deleted, data } = value;
  if (typeof kind !== 'string' || !KINDS.includes(kind as LearnerRecordKind)) return false;
  if (typeof courseId !== 'string' || !ID.test(courseId) || typeof id !== 'string' || !ID.test(id)) return false;
  if (!isInstant(updatedAt)) return false;
  // A best score is never deleted.
  if (deleted === true) return data === undefined && kind !== 'quiz';
  if (deleted !== undefined || !isObject(data)) return false;
  switch (kind as LearnerRecordKind) {
    case 'lesson':
      return LESSON.test(id) && isInstant(data.completedAt);
    case 'position':
      return LESSON.test(id) && typeof data.seconds === 'number' && data.seconds >= 0;
    case 'resume':
      return id === 'last' && typeof data.lesson === 'string' && LESSON.test(data.lesson);
    case 'note':
      return (
        typeof data.lesson === 'string' &&
        LESSON.test(data.lesson) &&
        typeof data.seconds === 'number' &&
        data.seconds >= 0 &&
        typeof data.text === 'string' &&
        data.text.trim() !== '' &&
        data.text.length <= 1000 &&
        isInstant(data.createdAt)
      );
    case 'quiz':
      return CHAPTER.test(id) && isPercent(data.best);
  }
}

/**
 * The records of an export file, each checked on its own (one bad record costs only itself), and
 * how many were dropped; null when the file is not an export at all.
 */
export function parseLearnerExport(text: string): { records: LearnerRecord[]; dropped: number } | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(file) || file.format !== EXPORT_FORMAT || !Array.isArray(file.records)) return null;
  const records = file.records.filter(isImportable).map((record) => ({
    ...record,
    updatedAt: new Date(record.updatedAt).toISOString(),
  }));
  return { records, dropped: file.records.length - records.length };
}

/** How many of the records would replace what this browser has (written later or a higher score, or not here yet). */
export function newerCount(state: VideoProgressState, learnerId: string, records: readonly LearnerRecord[]): number {
  return records.filter((record) => {
    if (record.kind === 'quiz') return quizMeeting(state, `${learnerId}:${record.courseId}`, record) === 'take';
    const local = localStamp(state, `${learnerId}:${record.courseId}`, stampKey(record.kind, record.id));
    return local === undefined || Date.parse(record.updatedAt) > Date.parse(local);
  }).length;
}
