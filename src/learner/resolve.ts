import type { LearnerRecord, LearnerRecordKind } from '../store/models';
import { isObject, type KindData, type TradeData } from './rules';

/*
 * Which of two versions of a learner's record is kept, kind by kind: the site and the demo API (as the
 * school's server must) resolve alike. docs/learner-data-api.md says the same in words.
 */

/** When the server received a version; a version it has not received yet counts as received last. */
const received = (record: LearnerRecord) =>
  record.receivedAt === undefined ? Infinity : Date.parse(record.receivedAt);

/**
 * When a version counts as made, to order it against another: the time its device gave it, but never
 * later than the server received it. A clock that runs fast cannot put a version after edits made
 * once it had reached the account. A version not received yet counts at its own time: it will reach
 * the server after every version its device has heard of, and so counts there at the same.
 */
export const versionTime = (record: LearnerRecord): number => Math.min(Date.parse(record.updatedAt), received(record));

const later = (a: LearnerRecord, b: LearnerRecord) => (versionTime(b) > versionTime(a) ? b : a);

/** When a card was reviewed last, as far as the server can tell (see `versionTime`). */
function lastReview(record: LearnerRecord): number {
  const fsrs = (record.data as KindData['card'] | undefined)?.fsrs;
  return fsrs?.last_review ? Math.min(Date.parse(fsrs.last_review), received(record)) : -Infinity;
}

/** A number of a record's data; a record without one (a tombstone of an older contract) has less than any. */
const amount = (record: LearnerRecord, field: string): number =>
  typeof record.data?.[field] === 'number' ? record.data[field] : -Infinity;

const reps = (record: LearnerRecord) => (record.data as KindData['card'] | undefined)?.fsrs?.reps ?? -1;

/**
 * The conflict rule of each kind: given the version kept and one from elsewhere, the version to
 * keep. A tie keeps the one kept, so sending a record twice changes nothing.
 */
const RESOLVE: Record<LearnerRecordKind, (kept: LearnerRecord, other: LearnerRecord) => LearnerRecord> = {
  lesson: later,
  position: later,
  resume: later,
  note: later,
  settings: later,
  session: later,
  // A best score never goes down.
  quiz: (kept, other) => (amount(other, 'best') > amount(kept, 'best') ? other : kept),
  // A day is active on any device it was active on; its count is the higher.
  day: (kept, other) => (amount(other, 'count') > amount(kept, 'count') ? other : kept),
  // The card reviewed last knows the most; then the one reviewed more; then the later change.
  card: (kept, other) => {
    if (kept.deleted || other.deleted) return later(kept, other);
    if (lastReview(other) !== lastReview(kept)) return lastReview(other) > lastReview(kept) ? other : kept;
    if (reps(other) !== reps(kept)) return reps(other) > reps(kept) ? other : kept;
    return later(kept, other);
  },
  // A trade is added by id; its result never changes once closed, the learner's words about it
  // (setup, note, feeling) are the later version's.
  trade: (kept, other) => {
    const newer = later(kept, other);
    if (newer === kept || kept.deleted || other.deleted) return newer;
    const fixed = kept.data as unknown as TradeData;
    const words = other.data as unknown as TradeData;
    const data: TradeData = { ...fixed, setup: words.setup, note: words.note, feeling: words.feeling };
    return { ...other, data: data as unknown as Record<string, unknown> };
  },
};

/**
 * Of the version kept (if any) and one from elsewhere, the version to keep. The same version again
 * (its time and value) changes nothing, whenever it comes back.
 */
export function resolveRecord(kept: LearnerRecord | undefined, other: LearnerRecord): LearnerRecord {
  if (!kept) return other;
  if (kept.updatedAt === other.updatedAt && sameValue(kept, other)) return kept;
  return RESOLVE[kept.kind](kept, other);
}

/** Whether two versions hold the same value (deleted or not, the same data), whatever their times. */
export function sameValue(a: LearnerRecord, b: LearnerRecord): boolean {
  return Boolean(a.deleted) === Boolean(b.deleted) && stableJson(a.data) === stableJson(b.data);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
