import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import {
  createMigrate,
  getStoredState,
  persistReducer,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { accountReducer, sessionReducer, type AccountState, type SessionState } from './authSlice';
import { safeWebStorage } from './storage';

/** The session's storage keys, the names the school's existing site uses; each feature names its own. */
export const STORAGE_KEYS = {
  session: 'authToken',
  account: 'user',
} as const;

/** Browser storage that never throws (private modes, blocked storage): what persisted slices use. */
export const webStorage = {
  local: safeWebStorage('localStorage'),
  session: safeWebStorage('sessionStorage'),
} as const;
const { local, session } = webStorage;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isNullableString = (value: unknown) => value === null || value === undefined || typeof value === 'string';

interface Guarded<S> {
  key: string;
  storage: PersistConfig<S>['storage'];
  /** Bump, with a migration to it, whenever the stored shape changes. */
  version: number;
  /** Rejects stored state of the wrong shape: the app then starts clean instead of crashing. */
  isValid: (state: Record<string, unknown>) => boolean;
  /**
   * Drops what is malformed record by record before `isValid` looks, so one bad record does not
   * cost the rest (and may say what it dropped in the state it returns).
   */
  repair?: (state: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  migrations?: MigrationManifest;
  whitelist?: (keyof S & string)[];
  /**
   * What an earlier version of the site kept elsewhere, read when nothing is stored under `key`
   * (asynchronously, so its code loads only then), as a state of the current version.
   */
  readLegacy?: () => Promise<Record<string, unknown> | undefined>;
}

/**
 * A slice's reducer, saved to and restored from browser storage under `key`. Every persisted
 * slice, in the store or in a feature, is wrapped by this one function: versions, migrations and
 * the shape check work alike for all.
 */
export function persisted<S>(
  reducer: Reducer<S>,
  { key, storage, version, isValid, repair = (state) => state, migrations = {}, whitelist, readLegacy }: Guarded<S>,
) {
  const migrate = createMigrate(migrations, { debug: false });
  const config: PersistConfig<S> = {
    key,
    storage,
    keyPrefix: '',
    version,
    whitelist,
    ...(readLegacy && {
      getStoredState: async (stored: PersistConfig<S>): Promise<PersistedState> => {
        const state = await getStoredState(stored);
        if (state) return state as PersistedState;
        const legacy = await readLegacy();
        return legacy ? ({ ...legacy, _persist: { version, rehydrated: false } } as PersistedState) : undefined;
      },
    }),
    migrate: async (state, version) => {
      const migrated: unknown = await migrate(state, version);
      if (!isRecord(migrated)) return undefined;
      const repaired = await repair(migrated);
      return isValid(repaired) ? (repaired as PersistedState) : undefined;
    },
  };
  return persistReducer(config, reducer);
}

const isUserRecord = (user: unknown) =>
  user === null ||
  user === undefined ||
  (isRecord(user) && typeof user._id === 'string' && typeof user.username === 'string');

const isDeferredPurchase = (value: unknown) =>
  value === null ||
  value === undefined ||
  (isRecord(value) &&
    typeof value.path === 'string' &&
    // A path of this site only: never '//host', which a browser reads as another site.
    /^\/(?!\/)/.test(value.path) &&
    typeof value.courseId === 'string');

const sessionPersisted = persisted<SessionState>(sessionReducer, {
  key: STORAGE_KEYS.session,
  storage: session,
  // The expiry flag is a signal for this page's life only; a guest's Buy Now outlives a reload.
  whitelist: ['token', 'deferredPurchase'],
  version: 1,
  isValid: (s) => isNullableString(s.token) && isDeferredPurchase(s.deferredPurchase),
});

const accountPersisted = persisted<AccountState>(accountReducer, {
  key: STORAGE_KEYS.account,
  storage: local,
  version: 1,
  isValid: (s) => isUserRecord(s.user) && isNullableString(s.userId) && isNullableString(s.otpEmail),
});

/** The store's persisted part (features inject theirs); the API cache is deliberately absent. */
export const persistedReducers = {
  auth: combineReducers({ session: sessionPersisted, account: accountPersisted }),
};
