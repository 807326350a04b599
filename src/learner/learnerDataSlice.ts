import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/store/apiError';
import type { LearnerRecord, LearnerRecordKind } from '@/store/models';
import { isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { learnerStorage } from './learnerStorage';
import { recordKey } from './recordKey';

/*
 * Every record a learner makes, in this browser: one table per learner and kind, each record the
 * version made here or the one heard from elsewhere (the account, an imported file) that won by its
 * kind's rule. Features never read this state: they go through ./hooks and ./selectors.
 */

/** A kind's records of one learner, by `recordKey`. */
export type KindTable = EntityState<LearnerRecord, string>;

/** A version of a record the learner's account would not take, and what it answered. */
export interface Refusal {
  /** The version refused: a later one is offered again. */
  updatedAt: string;
  error: ApiError;
  /** The learner has read the general notice of it (the notes and the journal still show it). */
  dismissed?: true;
}

export interface LearnerDataState {
  /** By owner (`ownerKey`), then kind. */
  byOwner: Record<string, Partial<Record<LearnerRecordKind, KindTable>>>;
  /**
   * By owner, then `recordKey`: the time of the version the learner's account holds, as last heard.
   * A record here of another time is a change still to send.
   */
  synced: Record<string, Record<string, string>>;
  /** By owner: where the last read of their account's records ended. */
  cursors: Record<string, number>;
  /** By owner: the store of the account those cursors and versions are of (the server's `epoch`). */
  epochs: Record<string, string>;
  /** By owner, then `recordKey`: versions the account refused, kept here and shown to the learner. */
  refused: Record<string, Record<string, Refusal>>;
  /** Records this browser had stored but could not read, and left out when the page started. Not stored. */
  unreadable?: number;
}

export const records = createEntityAdapter<LearnerRecord, string>({ selectId: recordKey });

const initialState: LearnerDataState = { byOwner: {}, synced: {}, cursors: {}, epochs: {}, refused: {} };

/**
 * Puts records in their tables, one write of each kind's table: a table made here for the first
 * record of its kind is not a draft, so the entity adapter gives back a new one, which is kept.
 */
function putRecords(state: LearnerDataState, owner: string, put: readonly LearnerRecord[]) {
  const tables = (state.byOwner[owner] ??= {});
  for (const kind of new Set(put.map((record) => record.kind))) {
    const ofKind = put.filter((record) => record.kind === kind);
    tables[kind] = records.setMany(tables[kind] ?? records.getInitialState(), ofKind);
  }
}

/** The version this browser has of a record. */
export const heldRecord = (state: LearnerDataState, owner: string, ref: LearnerRecord): LearnerRecord | undefined =>
  state.byOwner[owner]?.[ref.kind]?.entities[recordKey(ref)];

const learnerDataSlice = createSlice({
  name: 'learnerData',
  initialState,
  reducers: {
    /** Versions made here, by the learner: they replace the ones here. */
    recordsWritten(state, { payload }: PayloadAction<{ owner: string; records: LearnerRecord[] }>) {
      putRecords(state, payload.owner, payload.records);
    },
    /**
     * Versions from elsewhere (the learner's account, an imported file), as `./merge` settled them
     * by each kind's rule: those to keep here, and the times of the versions the account holds.
     */
    recordsPut(
      state,
      { payload }: PayloadAction<{ owner: string; records: LearnerRecord[]; synced: Record<string, string> }>,
    ) {
      Object.assign((state.synced[payload.owner] ??= {}), payload.synced);
      putRecords(state, payload.owner, payload.records);
    },
    /** A version the account refused: kept here with its answer, and not offered again until it changes. */
    recordRefused(state, { payload }: PayloadAction<{ owner: string; record: LearnerRecord; error: ApiError }>) {
      const { kind, status, serverMessage } = payload.error;
      const error: ApiError = { kind, status, ...(serverMessage !== undefined && { serverMessage }) };
      (state.refused[payload.owner] ??= {})[recordKey(payload.record)] = { updatedAt: payload.record.updatedAt, error };
    },
    /** The learner asks to offer the refused versions again. */
    refusalsRetried(state, { payload }: PayloadAction<{ owner: string; keys: string[] }>) {
      const refused = state.refused[payload.owner] ?? {};
      state.refused[payload.owner] = Object.fromEntries(
        Object.entries(refused).filter(([key]) => !payload.keys.includes(key)),
      );
    },
    /** The learner has read the general notice of these refusals. */
    refusalsDismissed(state, { payload }: PayloadAction<{ owner: string; keys: string[] }>) {
      const refused = state.refused[payload.owner];
      for (const key of payload.keys) if (refused?.[key]) refused[key].dismissed = true;
    },
    cursorSaved(state, { payload }: PayloadAction<{ owner: string; cursor: number; epoch?: string }>) {
      state.cursors[payload.owner] = payload.cursor;
      if (payload.epoch !== undefined) state.epochs[payload.owner] = payload.epoch;
    },
    /**
     * The account's store is not the one this browser last heard from (it restarted empty, or lost
     * changes): nothing known of it holds, so everything here is to send again.
     */
    accountChanged(state, { payload }: PayloadAction<{ owner: string; epoch: string }>) {
      state.synced[payload.owner] = {};
      state.refused[payload.owner] = {};
      state.cursors[payload.owner] = 0;
      state.epochs[payload.owner] = payload.epoch;
    },
  },
});

export const {
  recordsWritten,
  recordsPut,
  recordRefused,
  refusalsRetried,
  refusalsDismissed,
  cursorSaved,
  accountChanged,
} = learnerDataSlice.actions;

/** Whether `record` is the version refused (a later version is offered again). */
export const refusalOf = (state: LearnerDataState, owner: string, record: LearnerRecord): Refusal | undefined => {
  const refusal = state.refused[owner]?.[recordKey(record)];
  return refusal && refusal.updatedAt === record.updatedAt ? refusal : undefined;
};

/**
 * The learner's records whose version here is not the one their account holds, and was not refused:
 * what is still to send.
 */
export function unsyncedRecords(state: LearnerDataState, owner: string): LearnerRecord[] {
  const synced = state.synced[owner] ?? {};
  return Object.values(state.byOwner[owner] ?? {}).flatMap((table) =>
    table.ids.flatMap((id) => {
      const record = table.entities[id];
      if (!record) return [];
      const held = synced[recordKey(record)];
      const sent = held !== undefined && Date.parse(record.updatedAt) === Date.parse(held);
      return sent || refusalOf(state, owner, record) ? [] : [record];
    }),
  );
}

/** Where the learner's records are kept in this browser. */
export const LEARNER_DATA_STORAGE_KEY = 'tradeschool.learnerData';

const learnerDataPersisted = persisted<LearnerDataState>(learnerDataSlice.reducer, {
  key: LEARNER_DATA_STORAGE_KEY,
  storage: learnerStorage(webStorage.local),
  version: 1,
  whitelist: ['byOwner', 'synced', 'cursors', 'epochs', 'refused'],
  // A browser without it yet may hold what the site kept in three places before (progress and
  // notes, review cards and activity, the lab's journal and settings): read once, into one.
  readLegacy: async () => (await import('./legacy')).readLegacyLearnerData(),
  // The check of every record, loaded with the stored state rather than with the page.
  repair: async (stored) => (await import('./repair')).repairStoredLearnerData(stored),
  isValid: (s) => isRecord(s.byOwner) && isRecord(s.synced) && isRecord(s.cursors),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    learnerData: ReturnType<typeof learnerDataPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'learnerData', reducer: learnerDataPersisted });

/** The whole of it; empty until the slice is in the store. */
export const selectLearnerData = (state: RootState): LearnerDataState => state.learnerData ?? initialState;
