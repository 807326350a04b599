import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { LearnerRecord, LearnerRecordKind } from '@/store/models';
import { isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { learnerStorage } from './learnerStorage';
import { legacyLearnerData } from './legacy';
import { LEARNER_RECORD_KINDS, recordKey, resolveRecord, sameValue, validRecord } from './rules';

/*
 * Every record a learner makes, in this browser: one table per learner and kind, each record the
 * version made here or the one heard from elsewhere (the account, an imported file) that won by its
 * kind's rule. Features never read this state: they go through ./hooks and ./selectors.
 */

/** A kind's records of one learner, by `recordKey`. */
export type KindTable = EntityState<LearnerRecord, string>;

export interface LearnerDataState {
  /** By owner (`ownerKey`), then kind. */
  byOwner: Record<string, Partial<Record<LearnerRecordKind, KindTable>>>;
  /** By owner, then `recordKey`: the time of the version the learner's account holds, as last heard. */
  synced: Record<string, Record<string, string>>;
  /** By owner: where the last read of their account's records ended. */
  cursors: Record<string, number>;
  /** Records this browser had stored but could not read, and left out when the page started. Not stored. */
  unreadable?: number;
}

export const records = createEntityAdapter<LearnerRecord, string>({ selectId: recordKey });

const initialState: LearnerDataState = { byOwner: {}, synced: {}, cursors: {} };

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

/** A time just after `after`, for a version that must reach a holder of one timed `after`. */
const justAfter = (after: string) => new Date(Date.parse(after) + 1).toISOString();

const learnerDataSlice = createSlice({
  name: 'learnerData',
  initialState,
  reducers: {
    /** Versions made here, by the learner: they replace the ones here. */
    recordsWritten(state, { payload }: PayloadAction<{ owner: string; records: LearnerRecord[] }>) {
      putRecords(state, payload.owner, payload.records);
    },
    /**
     * Versions from elsewhere (the learner's account, an imported file): each kept or not by its
     * kind's rule. Where the one kept is not the version the account holds, it is timed after that
     * version, so that the sync sends it back and every device ends on the same.
     */
    recordsMerged(
      state,
      { payload }: PayloadAction<{ owner: string; records: LearnerRecord[]; fromAccount: boolean }>,
    ) {
      const synced = (state.synced[payload.owner] ??= {});
      const put: LearnerRecord[] = [];
      for (const record of payload.records) {
        const key = recordKey(record);
        const here = heldRecord(state, payload.owner, record);
        const kept = resolveRecord(here, record);
        const held = payload.fromAccount ? record.updatedAt : synced[key];
        if (payload.fromAccount) synced[key] = record.updatedAt;
        if (kept === here && (!payload.fromAccount || sameValue(here, record))) continue;
        const accountHasIt = payload.fromAccount && kept === record;
        const mustSend = !accountHasIt && held !== undefined && Date.parse(kept.updatedAt) <= Date.parse(held);
        put.push(mustSend ? { ...kept, updatedAt: justAfter(held) } : kept);
      }
      putRecords(state, payload.owner, put);
    },
    /** Records the account refused: kept here, and not offered again until they change. */
    recordsSettled(state, { payload }: PayloadAction<{ owner: string; records: LearnerRecord[] }>) {
      const synced = (state.synced[payload.owner] ??= {});
      for (const record of payload.records) synced[recordKey(record)] = record.updatedAt;
    },
    cursorSaved(state, { payload }: PayloadAction<{ owner: string; cursor: number }>) {
      state.cursors[payload.owner] = payload.cursor;
    },
  },
});

export const { recordsWritten, recordsMerged, recordsSettled, cursorSaved } = learnerDataSlice.actions;

/** The learner's records changed here since the account last had them: what is still to send. */
export function unsyncedRecords(state: LearnerDataState, owner: string): LearnerRecord[] {
  const synced = state.synced[owner] ?? {};
  return Object.values(state.byOwner[owner] ?? {}).flatMap((table) =>
    table.ids.flatMap((id) => {
      const record = table.entities[id];
      if (!record) return [];
      const held = synced[recordKey(record)];
      return held === undefined || Date.parse(record.updatedAt) > Date.parse(held) ? [record] : [];
    }),
  );
}

/** Where the learner's records are kept in this browser. */
export const LEARNER_DATA_STORAGE_KEY = 'tradeschool.learnerData';

/**
 * Stored records with what cannot be read left out record by record (each checked by the rule the
 * server checks with), and how many that were: one bad record costs only itself.
 */
export function repairStoredLearnerData(stored: Record<string, unknown>): Record<string, unknown> {
  let unreadable = 0;
  const byOwner: LearnerDataState['byOwner'] = {};
  for (const [owner, kinds] of Object.entries(isRecord(stored.byOwner) ? stored.byOwner : {})) {
    if (!isRecord(kinds)) {
      unreadable += 1;
      continue;
    }
    const tables: Partial<Record<LearnerRecordKind, KindTable>> = (byOwner[owner] = {});
    for (const [kind, table] of Object.entries(kinds)) {
      const entities = isRecord(table) && isRecord(table.entities) ? Object.values(table.entities) : null;
      if (!entities || !(LEARNER_RECORD_KINDS as readonly string[]).includes(kind)) {
        unreadable += 1;
        continue;
      }
      // Stored here, so already past the server's clock check when it was made.
      const kept = entities.flatMap((entity) => {
        const record = validRecord(entity, Infinity);
        return record && record.kind === kind ? [record] : [];
      });
      unreadable += entities.length - kept.length;
      tables[kind as LearnerRecordKind] = records.setAll(records.getInitialState(), kept);
    }
  }
  const times = (value: unknown) =>
    isRecord(value) &&
    Object.values(value).every(
      (inner) => isRecord(inner) && Object.values(inner).every((at) => typeof at === 'string'),
    );
  const cursors = isRecord(stored.cursors) ? stored.cursors : {};
  return {
    ...stored,
    byOwner,
    synced: times(stored.synced) ? stored.synced : {},
    cursors: Object.values(cursors).every((cursor) => typeof cursor === 'number') ? cursors : {},
    unreadable,
  };
}

const learnerDataPersisted = persisted<LearnerDataState>(learnerDataSlice.reducer, {
  key: LEARNER_DATA_STORAGE_KEY,
  storage: learnerStorage(webStorage.local),
  version: 1,
  whitelist: ['byOwner', 'synced', 'cursors'],
  // Version 1 gathers what the site kept in three places before (progress and notes, review cards
  // and activity, the lab's journal and settings) into one.
  migrations: { 1: (state) => legacyLearnerData(state) },
  readLegacy: legacyLearnerData.read,
  repair: repairStoredLearnerData,
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
