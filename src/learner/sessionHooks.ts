import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { selectLearnerData } from './learnerDataSlice';
import { NO_COURSE, recordKey } from './recordKey';
import { versionTime } from './resolve';
import { selectOwner } from './selectors';
import type { SessionData } from './session';
import { writeRecords } from './writeRecords';

const sessionRef = (setId: string) => ({ kind: 'session' as const, courseId: NO_COURSE, id: setId });

const selectSessionTable = (state: RootState) => selectLearnerData(state).byOwner[selectOwner(state)]?.session;

const selectSession = (state: RootState, setId: string): SessionData | undefined => {
  const record = selectSessionTable(state)?.entities[recordKey(sessionRef(setId))];
  return record?.data && !record.deleted ? (record.data as unknown as SessionData) : undefined;
};

/** The practice set the learner replayed last, by the time of its session's last change. */
export const selectLastPracticeSession = createSelector([selectSessionTable], (table) => {
  let last: { setId: string; position: number; open: boolean; time: number } | undefined;
  for (const id of table?.ids ?? []) {
    const record = table?.entities[id];
    if (!record?.data || record.deleted) continue;
    const time = versionTime(record);
    if (last && last.time >= time) continue;
    const data = record.data as unknown as SessionData;
    last = { setId: record.id, position: data.position, open: data.open !== null, time };
  }
  return last;
});

/**
 * A practice set's replay session as last saved (on this device or, through the sync, another),
 * and its saving. A save that changes nothing writes nothing, so saving on every step is cheap.
 */
export function usePracticeSession(setId: string): [SessionData | undefined, (session: SessionData) => void] {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => selectSession(state, setId));
  const save = useCallback(
    (next: SessionData) =>
      dispatch(
        writeRecords([
          [
            sessionRef(setId),
            (held) =>
              held && JSON.stringify(held.data) === JSON.stringify(next)
                ? undefined
                : (next as unknown as Record<string, unknown>),
          ],
        ]),
      ),
    [dispatch, setId],
  );
  return [session, save];
}

/** The set last practised, for a "continue where you left off". */
export const useLastPracticeSession = () => useAppSelector(selectLastPracticeSession);
