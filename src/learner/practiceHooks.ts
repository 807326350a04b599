import { nanoid } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NO_COURSE, type LabSettings, type TradeData } from './rules';
import { selectJournal, selectLabSettings, selectOwner, type JournalEntry } from './selectors';
import { asData, writeRecords, type Ref } from './writeRecords';

/** The lab's sizing, and its saving. */
export function useLabSettings(): [LabSettings, (settings: LabSettings) => void] {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectLabSettings);
  const save = useCallback(
    ({ capital, riskPercent }: LabSettings) =>
      dispatch(
        writeRecords([[{ kind: 'settings', courseId: NO_COURSE, id: 'lab' }, () => ({ capital, riskPercent })]]),
      ),
    [dispatch],
  );
  return [settings, save];
}

const tradeRef = (id: string): Ref => ({ kind: 'trade', courseId: NO_COURSE, id });
const tradeData = ({ id: _id, ...data }: JournalEntry): TradeData => data;

/** The learner's journal, oldest trade first, and its writing. */
export function useJournal() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectJournal);
  const guest = useAppSelector(selectOwner) === 'guest';
  /** A trade just closed, with a new id; returns it. */
  const add = useCallback(
    (trade: TradeData): JournalEntry => {
      const id = nanoid();
      dispatch(writeRecords([[tradeRef(id), () => asData(trade)]]));
      return { id, ...trade };
    },
    [dispatch],
  );
  /** The learner's words about a trade; its result never changes. */
  const annotate = useCallback(
    (id: string, words: Partial<Pick<TradeData, 'setup' | 'note' | 'feeling'>>) =>
      dispatch(writeRecords([[tradeRef(id), (held) => (held ? { ...held.data, ...words } : undefined)]])),
    [dispatch],
  );
  const remove = useCallback(
    (id: string) => dispatch(writeRecords([[tradeRef(id), (held) => (held ? null : undefined)]])),
    [dispatch],
  );
  /** A deleted trade back (undo). */
  const restore = useCallback(
    (entry: JournalEntry) =>
      dispatch(writeRecords([[tradeRef(entry.id), (held) => (held ? undefined : asData(tradeData(entry)))]])),
    [dispatch],
  );
  /** Trades from a journal file: each added by id, none already here changed; returns how many were added. */
  const imported = useCallback(
    (trades: readonly JournalEntry[]): number =>
      dispatch(
        writeRecords(
          trades.map((entry) => [tradeRef(entry.id), (held) => (held ? undefined : asData(tradeData(entry)))]),
        ),
      ).length,
    [dispatch],
  );
  return { entries, guest, add, annotate, remove, restore, imported };
}
