import type { LearnerRecord } from '@/store/models';
import type { RootState } from '@/store/rootReducer';
import type { AppDispatch } from '@/store/store';
import { heldRecord, recordsWritten, selectLearnerData } from './learnerDataSlice';
import { versionTime } from './resolve';
import { recordKey, validRecord } from './rules';
import { selectOwner } from './selectors';

/*
 * How features read and write the learner's records. Every change the learner makes is one record
 * written here, checked by the same rule the server checks with and timed after the version it
 * replaces; the sync and the export take it from there.
 */

export type Ref = Pick<LearnerRecord, 'kind' | 'courseId' | 'id'>;

/** A record's new data from the version held (if any): `null` deletes it, `undefined` changes nothing. */
export type Change = (held: LearnerRecord | undefined) => Record<string, unknown> | null | undefined;

/**
 * A time after the one `held` counts at, so that a change here always wins over the version it
 * replaces; never the time of `held` itself, so that it is seen as a change. A version from a clock
 * that ran fast counts at when the account received it, so this device's own time still follows it.
 */
function timeAfter(held: LearnerRecord | undefined, now = new Date()): string {
  const after = held ? versionTime(held) + 1 : 0;
  let time = Math.max(now.getTime(), after);
  if (held && time === Date.parse(held.updatedAt)) time += 1;
  return new Date(time).toISOString();
}

/** Writes records of the learner signed in (or the guest), each from the version held; returns those written. */
export const writeRecords =
  (changes: readonly (readonly [Ref, Change])[], at?: Date) =>
  (dispatch: AppDispatch, getState: () => RootState): LearnerRecord[] => {
    const state = getState();
    const owner = selectOwner(state);
    const data = selectLearnerData(state);
    const written: LearnerRecord[] = [];
    const seen = new Set<string>();
    for (const [ref, change] of changes) {
      // One version of a record per write: a second change of it (a file naming a trade twice) is not one.
      if (seen.has(recordKey(ref))) continue;
      seen.add(recordKey(ref));
      const held = heldRecord(data, owner, { ...ref, updatedAt: '' });
      const live = held?.deleted ? undefined : held;
      const next = change(live);
      if (next === undefined || (next === null && !live)) continue;
      const updatedAt = timeAfter(held, at);
      const record = validRecord(
        next === null ? { ...ref, updatedAt, deleted: true } : { ...ref, updatedAt, data: next },
      );
      if (record) written.push(record);
    }
    if (written.length) dispatch(recordsWritten({ owner, records: written }));
    return written;
  };

/** A record's data as the store keeps it. */
export const asData = <T extends object>(value: T) => value as unknown as Record<string, unknown>;
