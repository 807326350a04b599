import type { LearnerRecord } from '@/store/models';
import type { RootState } from '@/store/rootReducer';
import type { AppDispatch } from '@/store/store';
import { heldRecord, recordsPut, selectLearnerData, type LearnerDataState } from './learnerDataSlice';
import { resolveRecord, sameValue } from './resolve';
import { recordKey } from './rules';

/** A time just after `after`, for a version that must differ in time from one timed `after`. */
const justAfter = (after: string) => new Date(Date.parse(after) + 1).toISOString();

const sameVersion = (a: LearnerRecord, b: LearnerRecord) => a.updatedAt === b.updatedAt && sameValue(a, b);

const identical = (a: LearnerRecord, b: LearnerRecord) => sameVersion(a, b) && a.receivedAt === b.receivedAt;

/**
 * How records from elsewhere (the learner's account, an imported file) meet the ones here, each by
 * its kind's rule, so that this browser ends on the version its account will hold:
 *
 * - the account's answer to a version sent from here, while that version is still the one here, is
 *   taken as it is: the server judged the two and says what it keeps;
 * - any other version from the account is judged as the server will judge the one here when it
 *   arrives there, the account's being the one held; the one here, if it wins, is still to send
 *   (timed apart from the account's, so that it is seen as a change);
 * - a file's version is judged against the one here.
 *
 * Returns the versions to put here and, from the account, the times of the versions it holds.
 */
export function mergeRecords(
  state: LearnerDataState,
  owner: string,
  incoming: readonly LearnerRecord[],
  fromAccount: boolean,
  sent: readonly LearnerRecord[] = [],
): { records: LearnerRecord[]; synced: Record<string, string> } {
  const sentByKey = new Map(sent.map((record) => [recordKey(record), record]));
  const synced: Record<string, string> = {};
  const records: LearnerRecord[] = [];
  for (const record of incoming) {
    const key = recordKey(record);
    const here = heldRecord(state, owner, record);
    if (!fromAccount) {
      const kept = resolveRecord(here, record);
      if (kept !== here) records.push(kept);
      continue;
    }
    synced[key] = record.updatedAt;
    const sentVersion = sentByKey.get(key);
    const answered = here !== undefined && sentVersion !== undefined && sameVersion(here, sentVersion);
    const kept = !here || answered ? record : resolveRecord(record, here);
    if (kept === record) {
      if (!here || !identical(here, record)) records.push(record);
    } else if (kept.updatedAt === record.updatedAt) {
      records.push({ ...kept, updatedAt: justAfter(record.updatedAt) });
    } else if (kept !== here) {
      records.push(kept);
    }
  }
  return { records, synced };
}

/**
 * Merges records from elsewhere into the owner's, each by its kind's rule; `sent` are the versions
 * of the request the account's records answer.
 */
export const recordsMerged =
  ({
    owner,
    records,
    fromAccount,
    sent,
  }: {
    owner: string;
    records: readonly LearnerRecord[];
    fromAccount: boolean;
    sent?: readonly LearnerRecord[];
  }) =>
  (dispatch: AppDispatch, getState: () => RootState) =>
    dispatch(recordsPut({ owner, ...mergeRecords(selectLearnerData(getState()), owner, records, fromAccount, sent) }));
