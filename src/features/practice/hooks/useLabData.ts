import { useCallback, useState } from 'react';
import { selectUserId } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { labStore, type JournalEntry, type LabSettings } from '../data/labStore';

/** Whose lab data this is: the logged-in learner's, or the browser's guest. */
export function useLearnerKey(): { key: string; guest: boolean } {
  const userId = useAppSelector(selectUserId);
  return userId ? { key: `learner-${userId}`, guest: false } : { key: 'guest', guest: true };
}

/** The learner's journal: read from the lab's store, every change written back. */
export function useJournal() {
  const { key, guest } = useLearnerKey();
  const [state, setState] = useState(() => ({ key, entries: labStore.journal(key), saved: true }));
  // Another learner logs in on this page: their journal, not the last one's.
  if (state.key !== key) setState({ key, entries: labStore.journal(key), saved: true });
  const change = useCallback(
    (update: (current: JournalEntry[]) => JournalEntry[]) => {
      const next = update(labStore.journal(key));
      const saved = labStore.saveJournal(key, next);
      setState({ key, entries: next, saved });
    },
    [key],
  );
  return { entries: state.entries, saved: state.saved, guest, change };
}

/** The learner's capital and risk per trade, kept between visits. */
export function useLabSettings(): [LabSettings, (settings: LabSettings) => void] {
  const { key } = useLearnerKey();
  const [state, setState] = useState(() => ({ key, settings: labStore.settings(key) }));
  if (state.key !== key) setState({ key, settings: labStore.settings(key) });
  const save = useCallback(
    (next: LabSettings) => {
      labStore.saveSettings(key, next);
      setState({ key, settings: next });
    },
    [key],
  );
  return [state.settings, save];
}
