import { CHAT_STORAGE_KEY } from '@/features/chat/chatSlice';
import { CHECKOUT_STORAGE_KEY } from '@/features/checkout/checkoutSlice';
import { PROMO_STORAGE_KEY } from '@/features/promo/promoSlice';
import { LEARNER_DATA_STORAGE_KEY } from '@/learner/learnerDataSlice';
import type { LearnerRecord, User } from '@/store/models';
import { STORAGE_KEYS as STORE_KEYS } from '@/store/persistence';
import { TRADE_DATA } from '@/test/learnerRecords';
import './persistedSlices';

/*
 * What the persistence tests share (persistence.*.test.ts): the keys the app stores under, a
 * learner, and one record of each kind. Importing it also joins the features' persisted slices.
 */

/** Every key the app stores under: the store's own and the features'. */
export const STORAGE_KEYS = {
  ...STORE_KEYS,
  chat: CHAT_STORAGE_KEY,
  checkout: CHECKOUT_STORAGE_KEY,
  promo: PROMO_STORAGE_KEY,
  learnerData: LEARNER_DATA_STORAGE_KEY,
};

export const user: User = {
  _id: 'u1',
  username: 'test learner',
  email: 't@example.com',
  number: '9876543210',
  role: 'user',
  enrollmentNumber: 'ENR-1',
  paymentStatus: false,
  userType: 'student',
  sessionActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  purchasedCourses: [],
};

export const stored = (storage: Storage, key: string) => storage.getItem(key) ?? '';

export const at = '2026-11-25T10:00:00.000Z';
const NO_COURSE = '-';

/** One record of each kind, of learner u1. */
export const everyKind: LearnerRecord[] = [
  { kind: 'lesson', courseId: 'c1', id: '0-1', updatedAt: at, data: { completedAt: at } },
  { kind: 'position', courseId: 'c1', id: '0-1', updatedAt: at, data: { seconds: 42 } },
  { kind: 'resume', courseId: 'c1', id: 'last', updatedAt: at, data: { lesson: '0-1' } },
  {
    kind: 'note',
    courseId: 'c1',
    id: 'n1',
    updatedAt: at,
    data: { lesson: '0-1', seconds: 12, text: 'Support held.', createdAt: at },
  },
  { kind: 'quiz', courseId: 'c1', id: '0', updatedAt: at, data: { best: 80 } },
  { kind: 'card', courseId: 'c1', id: 'q:q1', updatedAt: at, data: { due: at, fsrs: null } },
  { kind: 'day', courseId: NO_COURSE, id: '2026-11-25', updatedAt: at, data: { count: 3 } },
  { kind: 'trade', courseId: NO_COURSE, id: 't1', updatedAt: at, data: { ...TRADE_DATA, closedAt: at } },
  { kind: 'settings', courseId: NO_COURSE, id: 'lab', updatedAt: at, data: { capital: 50_000, riskPercent: 2 } },
  { kind: 'settings', courseId: NO_COURSE, id: 'review', updatedAt: at, data: { weeklyGoal: 20 } },
];
