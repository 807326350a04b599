import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import {
  createMigrate,
  persistReducer,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { accountReducer, sessionReducer, type AccountState, type SessionState } from './authSlice';
import { safeWebStorage } from './storage';
import { videoProgressReducer, type VideoProgressState } from './videoProgressSlice';

/** The store's own storage keys (session and progress), the names the school's existing site uses;
 * each feature names its own. */
export const STORAGE_KEYS = {
  session: 'authToken',
  account: 'user',
  videoProgress: 'videoCompletionStatus',
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
  migrations?: MigrationManifest;
  whitelist?: (keyof S & string)[];
}

/**
 * A slice's reducer, saved to and restored from browser storage under `key`. Every persisted
 * slice, in the store or in a feature, is wrapped by this one function: versions, migrations and
 * the shape check work alike for all.
 */
export function persisted<S>(
  reducer: Reducer<S>,
  { key, storage, version, isValid, migrations = {}, whitelist }: Guarded<S>,
) {
  const migrate = createMigrate(migrations, { debug: false });
  const config: PersistConfig<S> = {
    key,
    storage,
    keyPrefix: '',
    version,
    whitelist,
    migrate: async (state, version) => {
      const migrated = await migrate(state, version);
      return isRecord(migrated) && isValid(migrated) ? migrated : undefined;
    },
  };
  return persistReducer(config, reducer);
}

const isUserRecord = (user: unknown) =>
  user === null ||
  user === undefined ||
  (isRecord(user) && typeof user._id === 'string' && typeof user.username === 'string');

const sessionPersisted = persisted<SessionState>(sessionReducer, {
  key: STORAGE_KEYS.session,
  storage: session,
  // The expiry flag is a signal for this page's life only.
  whitelist: ['token'],
  version: 1,
  isValid: (s) => isNullableString(s.token),
});

const accountPersisted = persisted<AccountState>(accountReducer, {
  key: STORAGE_KEYS.account,
  storage: local,
  version: 1,
  isValid: (s) => isUserRecord(s.user) && isNullableString(s.userId) && isNullableString(s.otpEmail),
});

/**
 * Version 2 records when each lesson was completed, and keeps the learner's notes. Lessons
 * completed before have no date (the certificate then uses the day the learner first opened it),
 * and a browser that kept progress before has no notes yet.
 */
const videoProgressMigrations: MigrationManifest = {
  2: (state) => {
    const stored: unknown = state;
    if (!isRecord(stored) || !isRecord(stored.byCourse)) return state;
    const byCourse = Object.fromEntries(
      Object.entries(stored.byCourse).map(([key, course]) => [
        key,
        isRecord(course) && !isRecord(course.completedAt) ? { ...course, completedAt: {} } : course,
      ]),
    );
    return { ...state, byCourse, notes: isRecord(stored.notes) ? stored.notes : {} } as PersistedState;
  },
};

const isNote = (note: unknown) =>
  isRecord(note) &&
  typeof note.id === 'string' &&
  typeof note.key === 'string' &&
  typeof note.seconds === 'number' &&
  typeof note.text === 'string' &&
  typeof note.createdAt === 'string' &&
  typeof note.updatedAt === 'string';

const videoProgressPersisted = persisted<VideoProgressState>(videoProgressReducer, {
  key: STORAGE_KEYS.videoProgress,
  storage: local,
  version: 2,
  migrations: videoProgressMigrations,
  isValid: (s) =>
    isRecord(s.byCourse) &&
    Object.values(s.byCourse).every(
      (course) =>
        isRecord(course) &&
        isRecord(course.completed) &&
        isRecord(course.positions) &&
        isRecord(course.completedAt) &&
        Object.values(course.completedAt).every((at) => typeof at === 'string') &&
        isNullableString(course.certificateOpenedAt),
    ) &&
    isRecord(s.notes) &&
    Object.values(s.notes).every((notes) => Array.isArray(notes) && notes.every(isNote)),
});

/** The store's persisted part (features inject theirs); the API cache is deliberately absent. */
export const persistedReducers = {
  auth: combineReducers({ session: sessionPersisted, account: accountPersisted }),
  videoProgress: videoProgressPersisted,
};
