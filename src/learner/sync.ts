import type { ApiError } from '@/store/apiError';
import type { LearnerRecord } from '@/store/models';
import type { AppStore } from '@/store/store';
import { learnerDataApi } from './api';
import { accountChanged, cursorSaved, recordRefused, selectLearnerData, unsyncedRecords } from './learnerDataSlice';
import { recordsMerged } from './merge';
import { validRecord } from './rules';

/** How long after a change here the learner's records are sent: a burst of edits goes as one. */
export const SYNC_DELAY_MS = 1500;
/** The first wait after a failed sync; it doubles with each failure in a row, up to the longest. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_LONGEST_MS = 60_000;
/** Records per request: well under the contract's limit. */
export const SYNC_BATCH = 200;

/** A failure that may pass by itself (no connection, a time-out, a server in trouble): try again later. */
const passing = (error: ApiError) =>
  error.kind !== 'http' || error.status === undefined || error.status >= 500 || [408, 429].includes(error.status);

/**
 * Keeps the learner's records in this browser and in their account in step: reads what changed in
 * the account, then sends what changed here, each record's later write (a quiz's higher best)
 * winning on both sides. It runs at start, after changes here, when the browser is back online and
 * when the tab is shown again; a failure that may pass is retried later, waiting longer each time,
 * and nothing is lost meanwhile since what is to send is read from the records themselves. An
 * account whose store is not the one last heard from (the server started empty again) is read
 * whole and sent everything again. A version the account refuses is kept with its answer, for the
 * learner to see, until they try again or change it. Returns the stop.
 */
export function startLearnerSync(store: AppStore, learnerId: string): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  /** An answer came from another store of the account than the one read: read it again. */
  let storeChanged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const data = () => selectLearnerData(store.getState());
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  // The account's records are checked as any other (the server's clock set their times, so the
  // device's own clock judges none of them ahead).
  const checked = (records: readonly LearnerRecord[]) =>
    records.flatMap((record) => validRecord(record, Infinity) ?? []);

  const read = (since: number) =>
    store
      .dispatch(
        learnerDataApi.endpoints.getLearnerData.initiate(
          { userId: learnerId, since },
          { subscribe: false, forceRefetch: true },
        ),
      )
      .unwrap();

  async function pull() {
    const known = data();
    const since = known.cursors[learnerId] ?? 0;
    let page = await read(since);
    if (stopped) return;
    if (page.epoch !== known.epochs[learnerId] || page.cursor < since) {
      // Not the store this browser last heard from, or one that lost changes: all of it again.
      store.dispatch(accountChanged({ owner: learnerId, epoch: page.epoch }));
      if (since > 0) page = await read(0);
      if (stopped) return;
    }
    store.dispatch(recordsMerged({ owner: learnerId, records: checked(page.records), fromAccount: true }));
    store.dispatch(cursorSaved({ owner: learnerId, cursor: page.cursor, epoch: page.epoch }));
  }

  async function send(records: LearnerRecord[]): Promise<void> {
    try {
      const kept = await store
        .dispatch(learnerDataApi.endpoints.putLearnerData.initiate({ userId: learnerId, records }))
        .unwrap();
      if (stopped) return;
      if (kept.epoch !== data().epochs[learnerId]) storeChanged = true;
      // What the account kept of each is what it holds: taken as it answers (its time, a lesson's date).
      store.dispatch(
        recordsMerged({ owner: learnerId, records: checked(kept.records), fromAccount: true, sent: records }),
      );
    } catch (error) {
      const apiError = error as ApiError;
      if (passing(apiError) || apiError.status === 401) throw error;
      // Refused as sent: each record alone, so one the account will not take holds back no other.
      if (records.length > 1) {
        for (const record of records) await send([record]);
        return;
      }
      const [record] = records;
      // Kept in this browser with the account's answer, for the learner to see; not offered again until it changes.
      if (!stopped && record) store.dispatch(recordRefused({ owner: learnerId, record, error: apiError }));
    }
  }

  async function push() {
    const pending = unsyncedRecords(data(), learnerId);
    for (let start = 0; start < pending.length; start += SYNC_BATCH) {
      if (stopped) return;
      await send(pending.slice(start, start + SYNC_BATCH));
    }
  }

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      storeChanged = false;
      await pull();
      await push();
      failures = 0;
      if (storeChanged) again = true;
    } catch (error) {
      again = false;
      if (!stopped && passing(error as ApiError)) {
        failures += 1;
        schedule(Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** (failures - 1)));
      }
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      }
    }
  }

  // A change here is sent shortly after; while failing, the retry's wait is kept. A refused record
  // the learner asks to try again goes at once.
  let held = data().byOwner[learnerId];
  let refused = data().refused[learnerId];
  const unsubscribe = store.subscribe(() => {
    const next = data().byOwner[learnerId];
    const nextRefused = data().refused[learnerId];
    if (nextRefused !== refused) {
      const retried = Object.keys(nextRefused ?? {}).length < Object.keys(refused ?? {}).length;
      refused = nextRefused;
      if (retried) {
        failures = 0;
        void run();
        return;
      }
    }
    if (next === held) return;
    held = next;
    if (failures === 0 && unsyncedRecords(data(), learnerId).length > 0) schedule(SYNC_DELAY_MS);
  });
  const online = () => {
    failures = 0;
    void run();
  };
  const shown = () => {
    if (document.visibilityState === 'visible' && failures === 0) void run();
  };
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', shown);
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', shown);
  };
}
