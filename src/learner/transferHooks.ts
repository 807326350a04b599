import { useCallback } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { refusalsDismissed, refusalsRetried, selectLearnerData } from './learnerDataSlice';
import { recordsMerged } from './merge';
import { selectOwner, selectRefusedRecords } from './selectors';
import { learnerExport, newerCount, parseLearnerExport, type LearnerExport } from './transfer';

/** The learner's records as one export file, and such a file merged back, each record by its kind's rule. */
export function useLearnerTransfer() {
  const store = useAppStore();
  const exportFile = useCallback(
    (): LearnerExport => learnerExport(selectLearnerData(store.getState()), selectOwner(store.getState())),
    [store],
  );
  /** The file's records merged: how many changed something, how many were unreadable; null for no export. */
  const importText = useCallback(
    (text: string): { newer: number; dropped: number } | null => {
      const parsed = parseLearnerExport(text);
      if (!parsed) return null;
      const state = store.getState();
      const owner = selectOwner(state);
      const newer = newerCount(selectLearnerData(state), owner, parsed.records);
      store.dispatch(recordsMerged({ owner, records: parsed.records, fromAccount: false }));
      return { newer, dropped: parsed.dropped };
    },
    [store],
  );
  return { exportFile, importText };
}

/**
 * The versions the learner's account refused, each with its answer, and the asking to try them
 * again (all, or those of `keys`) or to stop showing them in the general notice.
 */
export function useRefusedRecords() {
  const dispatch = useAppDispatch();
  const owner = useAppSelector(selectOwner);
  const refused = useAppSelector(selectRefusedRecords);
  const retry = useCallback(
    (keys: readonly string[]) => dispatch(refusalsRetried({ owner, keys: [...keys] })),
    [dispatch, owner],
  );
  const dismiss = useCallback(
    (keys: readonly string[]) => dispatch(refusalsDismissed({ owner, keys: [...keys] })),
    [dispatch, owner],
  );
  return { refused, retry, dismiss };
}
