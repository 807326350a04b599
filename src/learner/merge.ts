import type { LearnerRecord } from '@/store/models';
import type { RootState } from '@/store/rootReducer';
import type { AppDispatch } from '@/store/store';
import { heldRecord, recordsPut, selectLearnerData, type LearnerDataState } from './learnerDataSlice';
import { recordKey, resolveRecord, sameValue } from './rules';

/** A time just after `after`, for a version that must reach a holder of one timed `after`. */
const justAfter = (after: string) => new Date(Date.parse(after) + 1).toISOString();

/**
 * How records from elsewhere (the learner's account, an imported file) meet the ones here: each
 * kept or not by its kind's rule. Where the one kept is not the version the account holds, it is
 * timed after that version, so that the sync sends it back and every device ends on the same.
 * Returns the versions to put here and, from the account, the times of the versions it holds.
 */
export function mergeRecords(
  state: LearnerDataState,
  owner: string,
  incoming: readonly LearnerRecord[],
  fromAccount: boolean,
): { records: LearnerRecord[]; synced: Record<string, string> } {
  const heldSynced = state.synced[owner] ?? {};
  const synced: Record<string, string> = {};
  const records: LearnerRecord[] = [];
  for (const record of incoming) {
    const key = recordKey(record);
    const here = heldRecord(state, owner, record);
    const kept = resolveRecord(here, record);
    const held = fromAccount ? record.updatedAt : heldSynced[key];
    if (fromAccount) synced[key] = record.updatedAt;
    if (kept === here && (!fromAccount || sameValue(here, record))) continue;
    const accountHasIt = fromAccount && kept === record;
    const mustSend = !accountHasIt && held !== undefined && Date.parse(kept.updatedAt) <= Date.parse(held);
    records.push(mustSend ? { ...kept, updatedAt: justAfter(held) } : kept);
  }
  return { records, synced };
}

/** Merges records from elsewhere into the owner's, each by its kind's rule. */
export const recordsMerged =
  ({ owner, records, fromAccount }: { owner: string; records: readonly LearnerRecord[]; fromAccount: boolean }) =>
  (dispatch: AppDispatch, getState: () => RootState) =>
    dispatch(recordsPut({ owner, ...mergeRecords(selectLearnerData(getState()), owner, records, fromAccount) }));
