import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { createMigrate, persistReducer, type MigrationManifest, type PersistConfig } from 'redux-persist';
import { accountReducer, sessionReducer, type AccountState, type SessionState } from './authSlice';
import { chatReducer, type ChatState } from './chatSlice';
import { checkoutReducer, type CheckoutState } from './checkoutSlice';
import { promoReducer, type PromoState } from './promoSlice';
import { safeWebStorage } from './storage';
import { videoProgressReducer, type VideoProgressState } from './videoProgressSlice';

/** Bump with a migration below whenever a persisted shape changes. */
export const PERSIST_VERSION = 2;

/** Storage keys, as spec section 3 names them where it does. */
export const STORAGE_KEYS = {
  session: 'authToken',
  account: 'user',
  checkout: 'checkout',
  videoProgress: 'videoCompletionStatus',
  chat: 'tradingChatHistory',
  promo: 'promoShown',
} as const;

const local = safeWebStorage('localStorage');
const session = safeWebStorage('sessionStorage');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown) => value === null || value === undefined || typeof value === 'string';

interface Guarded<S> {
  key: string;
  storage: PersistConfig<S>['storage'];
  /** Rejects stored state of the wrong shape: the app then starts clean instead of crashing. */
  isValid: (state: Record<string, unknown>) => boolean;
  migrations?: MigrationManifest;
  whitelist?: (keyof S & string)[];
}

function persisted<S>(reducer: Reducer<S>, { key, storage, isValid, migrations = {}, whitelist }: Guarded<S>) {
  const migrate = createMigrate(migrations, { debug: false });
  const config: PersistConfig<S> = {
    key,
    storage,
    keyPrefix: '',
    version: PERSIST_VERSION,
    whitelist,
    migrate: async (state, version) => {
      const migrated = await migrate(state, version);
      return isRecord(migrated) && isValid(migrated) ? migrated : undefined;
    },
  };
  return persistReducer(config, reducer);
}

const isUserRecord = (user: unknown) =>
  user === null || user === undefined || (isRecord(user) && typeof user._id === 'string' && typeof user.username === 'string');

const sessionPersisted = persisted<SessionState>(sessionReducer, {
  key: STORAGE_KEYS.session,
  storage: session,
  // The expiry flag is a signal for this page's life only.
  whitelist: ['token'],
  isValid: (s) => isNullableString(s.token),
});

const accountPersisted = persisted<AccountState>(accountReducer, {
  key: STORAGE_KEYS.account,
  storage: local,
  isValid: (s) => isUserRecord(s.user) && isNullableString(s.userId) && isNullableString(s.otpEmail),
});

const checkoutPersisted = persisted<CheckoutState>(checkoutReducer, {
  key: STORAGE_KEYS.checkout,
  storage: local,
  // The step a reload interrupted is not resumed; only what is needed to finish the purchase is.
  whitelist: ['item', 'orderId', 'pendingVerification'],
  isValid: (s) =>
    (s.item === null ||
      s.item === undefined ||
      (isRecord(s.item) &&
        typeof s.item.courseId === 'string' &&
        typeof s.item.title === 'string' &&
        typeof s.item.price === 'number')) &&
    isNullableString(s.orderId) &&
    (s.pendingVerification === null ||
      s.pendingVerification === undefined ||
      (isRecord(s.pendingVerification) &&
        typeof s.pendingVerification.razorpay_order_id === 'string' &&
        typeof s.pendingVerification.razorpay_payment_id === 'string' &&
        typeof s.pendingVerification.razorpay_signature === 'string')),
});

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
  migrations: {
    // Notes joined the progress: a browser that kept progress before has none yet.
    2: (state) => (state ? { ...state, notes: {} } : state),
  },
  isValid: (s) =>
    isRecord(s.byCourse) &&
    Object.values(s.byCourse).every(
      (course) => isRecord(course) && isRecord(course.completed) && isRecord(course.positions),
    ) &&
    isRecord(s.notes) &&
    Object.values(s.notes).every((notes) => Array.isArray(notes) && notes.every(isNote)),
});

const chatPersisted = persisted<ChatState>(chatReducer, {
  key: STORAGE_KEYS.chat,
  storage: local,
  isValid: (s) =>
    Array.isArray(s.messages) &&
    s.messages.every(
      (m) => isRecord(m) && typeof m.id === 'string' && typeof m.text === 'string' && (m.sender === 'user' || m.sender === 'bot'),
    ),
});

const promoPersisted = persisted<PromoState>(promoReducer, {
  key: STORAGE_KEYS.promo,
  storage: session,
  isValid: (s) => typeof s.shown === 'boolean',
});

/** The persisted part of the root reducer; the API cache is deliberately absent. */
export const persistedReducers = {
  auth: combineReducers({ session: sessionPersisted, account: accountPersisted }),
  checkout: checkoutPersisted,
  videoProgress: videoProgressPersisted,
  chat: chatPersisted,
  promo: promoPersisted,
};
