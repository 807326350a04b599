/**
 * The demo API's in-memory database: module state, one per process (jest worker or Vite server).
 * Tests call `resetDb()` before each test. Records are internal shapes; the `to*` helpers turn
 * them into the wire models of `src/store/models.ts`.
 */
import { hashPasswordSync, newObjectId, randomAlnum, randomHex } from './crypto';
import type {
  Blog,
  Course,
  EnrolledCourse,
  FeedbackRecord,
  Id,
  IssuedCertificate,
  LearnerRecord,
  Review,
  User,
} from './models';
import { resolveRecord } from './models';
import {
  DEMO_OTP,
  seedBlogs,
  seedCourses,
  seedReviews,
  seedUsers,
  type PurchaseRecord,
  type SeedReview,
  type StoredUser,
} from './seed';

// ---- Records ------------------------------------------------------------------------------------

export type { PurchaseRecord };

/** Emails are stored lower-cased: they are compared case-insensitively. */
export interface UserRecord extends StoredUser {
  /** `scrypt$<salt>$<key>`; never the password itself. */
  passwordHash: string;
}

/** A review as the database keeps it: the seed's shape, with the user as an id. */
export type ReviewRecord = SeedReview;

/** The feedback document of one course. */
export interface FeedbackStore {
  createdAt: string;
  reviews: ReviewRecord[];
}

export interface PendingSignup {
  username: string;
  number: string;
  email: string;
  passwordHash: string;
  otp: string;
  createdAt: string;
}

export interface PendingReset {
  email: string;
  otp: string;
  createdAt: string;
}

export interface OrderRecord {
  orderId: string;
  userId: Id;
  courseId: Id;
  /** In paise. */
  amount: number;
  currency: 'INR';
  status: 'created' | 'paid';
  paymentId?: string;
  /** The payment the provider took for this order, before the school's server has verified it. */
  capturedPaymentId?: string;
  createdAt: string;
  paidAt?: string;
}

/** A payment taken for a course the learner already owned: it is owed back, never a second enrolment. */
export interface RefundRecord {
  paymentId: string;
  orderId: string;
  userId: Id;
  courseId: Id;
  /** In paise. */
  amount: number;
  reason: 'alreadyOwned';
  createdAt: string;
}

/** Consecutive wrong passwords and OTPs for one e-mail, and the lock they led to. */
export interface AttemptRecord {
  failures: number;
  /** Epoch milliseconds of the last wrong attempt. */
  lastFailureAt: number;
  /** Epoch milliseconds until which the e-mail is locked; null while it is not. */
  lockedUntil: number | null;
}

/** A learner record as kept: the learner's version and the change number it was stored under. */
export interface StoredLearnerRecord {
  userId: Id;
  record: LearnerRecord;
  /** Increases with every write to any learner's data: the cursor of `GET /learner-data`. */
  rev: number;
}

/** An issued certificate, keyed by its number. */
export interface CertificateRecord extends Omit<IssuedCertificate, 'courseTitle' | 'learnerName'> {
  userId: Id;
}

export interface Database {
  users: Map<Id, UserRecord>;
  /** Bearer token to user id. */
  sessions: Map<string, Id>;
  /** Keyed by lower-cased email. */
  pendingSignups: Map<string, PendingSignup>;
  /** Keyed by lower-cased email. */
  pendingResets: Map<string, PendingReset>;
  courses: Map<Id, Course>;
  /** Keyed by course id; a course without reviews has no entry. */
  feedback: Map<Id, FeedbackStore>;
  blogs: Map<Id, Blog>;
  orders: Map<string, OrderRecord>;
  /** Keyed by the provider's payment id. */
  refunds: Map<string, RefundRecord>;
  /** Keyed by lower-cased email, known or not: a lock must not tell who has an account. */
  attempts: Map<string, AttemptRecord>;
  /** Keyed by `learnerRecordKey`; deleted records stay as tombstones. */
  learnerRecords: Map<string, StoredLearnerRecord>;
  /** Keyed by certificate number. */
  certificates: Map<string, CertificateRecord>;
}

/** The maps are never replaced, only cleared and refilled, so references stay valid. */
export const db: Database = {
  users: new Map(),
  sessions: new Map(),
  pendingSignups: new Map(),
  pendingResets: new Map(),
  courses: new Map(),
  feedback: new Map(),
  blogs: new Map(),
  orders: new Map(),
  refunds: new Map(),
  attempts: new Map(),
  learnerRecords: new Map(),
  certificates: new Map(),
};

let learnerRev = 0;

// ---- Clock --------------------------------------------------------------------------------------

let currentTime: () => number = () => Date.now();
/** The pending sweep of expired lockout records (declared before the first `resetDb()` runs). */
let sweepTimer: ReturnType<typeof setTimeout> | null = null;

/** The demo API's idea of now, in epoch milliseconds. */
export function now(): number {
  return currentTime();
}

/** Lets a test move the demo API's clock (locks expire by it); `resetDb()` restores the real one. */
export function setClock(clock: () => number): void {
  currentTime = clock;
}

/**
 * The seed's passwords hashed ahead (scrypt, as `hashPasswordSync` makes them), so loading the demo
 * API hashes nothing: hashing is deliberately slow, and each jest test file loads this module
 * afresh. A password not listed here is hashed once per module load.
 */
export const SEED_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'Learner@123':
    'scrypt$abd5b0d61f3d2b718215576ca23d5ca2$78cd239826d9ae55d52dfef19a4f8b9d1f4682e70f9328dc51d57a1a4d9c5ab0',
  'Reviewer@123':
    'scrypt$21ab9a4d43bdce292e0be8a3cbee0379$235514a073aebcbbfce7c8a9f0cd57b27b88f6488fbf37333d9a066360316886',
};
const seedHashCache = new Map<string, string>(Object.entries(SEED_PASSWORD_HASHES));

function seedPasswordHash(password: string): string {
  let hash = seedHashCache.get(password);
  if (hash === undefined) {
    hash = hashPasswordSync(password);
    seedHashCache.set(password, hash);
  }
  return hash;
}

/** Reseeds everything: users, sessions, OTPs, courses, reviews, blogs and orders. */
export function resetDb(): void {
  currentTime = () => Date.now();
  stopAttemptSweep();
  learnerRev = 0;
  for (const table of Object.values(db) as Map<string, unknown>[]) table.clear();

  for (const course of seedCourses()) db.courses.set(course._id, course);
  for (const blog of seedBlogs()) db.blogs.set(blog._id, blog);
  for (const { password, ...user } of seedUsers()) {
    const email = normalizeEmail(user.email);
    db.users.set(user._id, { ...user, email, passwordHash: seedPasswordHash(password) });
  }
  for (const review of seedReviews()) {
    const store = db.feedback.get(review.courseId);
    if (store) store.reviews.push(review);
    else db.feedback.set(review.courseId, { createdAt: review.ratingDate, reviews: [review] });
  }
}

resetDb();

// ---- Users and sessions -------------------------------------------------------------------------

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  for (const user of db.users.values()) if (user.email === wanted) return user;
  return undefined;
}

export function getUser(id: Id): UserRecord | undefined {
  return db.users.get(id);
}

function nextEnrollmentNumber(): string {
  let max = 0;
  for (const user of db.users.values()) {
    const n = Number(/^TS\d{4}-(\d+)$/.exec(user.enrollmentNumber)?.[1] ?? 0);
    if (n > max) max = n;
  }
  return `TS2026-${String(max + 1).padStart(4, '0')}`;
}

/** Turns a verified sign-up into a user, who owns nothing yet. */
export function createUser(signup: PendingSignup): UserRecord {
  const now = new Date().toISOString();
  const user: UserRecord = {
    _id: newObjectId(),
    username: signup.username,
    email: normalizeEmail(signup.email),
    number: signup.number,
    role: 'user',
    enrollmentNumber: nextEnrollmentNumber(),
    userType: 'student',
    sessionActive: false,
    createdAt: now,
    updatedAt: now,
    passwordHash: signup.passwordHash,
    purchases: [],
  };
  db.users.set(user._id, user);
  return user;
}

export function setPasswordHash(user: UserRecord, passwordHash: string): void {
  user.passwordHash = passwordHash;
  user.updatedAt = new Date().toISOString();
}

/** Issues a new bearer token; several sessions per user may coexist (several tabs, devices). */
export function createSession(userId: Id): string {
  const token = randomHex(32);
  db.sessions.set(token, userId);
  const user = db.users.get(userId);
  if (user) user.sessionActive = true;
  return token;
}

export function userForToken(token: string | null | undefined): UserRecord | undefined {
  if (!token) return undefined;
  const userId = db.sessions.get(token);
  return userId === undefined ? undefined : db.users.get(userId);
}

// ---- Attempts -----------------------------------------------------------------------------------

/** Wrong passwords and OTPs in a row that lock an e-mail. */
export const MAX_FAILED_ATTEMPTS = 5;
/** How long a lock lasts; a run of failures is also forgotten this long after its last one. */
export const LOCK_MS = 15 * 60 * 1000;

/** Whether a record no longer counts: its lock is over, or its run of failures is forgotten. */
function isExpired(record: AttemptRecord, at: number): boolean {
  return record.lockedUntil !== null ? at >= record.lockedUntil : at - record.lastFailureAt >= LOCK_MS;
}

/** The run of failures still counting for this e-mail; an expired lock or run is dropped. */
function currentAttempts(email: string): AttemptRecord | undefined {
  const key = normalizeEmail(email);
  const record = db.attempts.get(key);
  if (!record) return undefined;
  if (isExpired(record, now())) {
    db.attempts.delete(key);
    return undefined;
  }
  return record;
}

/**
 * The most e-mails the table follows at once. Guesses at made-up addresses must not grow it without
 * end; when it is full the record closest to expiry (the least recently failed) goes first.
 */
export const MAX_ATTEMPT_RECORDS = 10_000;
/** How often expired records are swept, so addresses never tried again do not stay. */
export const ATTEMPT_SWEEP_MS = 60 * 1000;

/** Drops every expired record; returns how many are left. */
export function sweepAttempts(): number {
  const at = now();
  for (const [key, record] of db.attempts) if (isExpired(record, at)) db.attempts.delete(key);
  return db.attempts.size;
}

function stopAttemptSweep(): void {
  if (sweepTimer !== null) clearTimeout(sweepTimer);
  sweepTimer = null;
}

/** Sweeps on a clock while the table holds anything; an empty table keeps no timer. */
function scheduleAttemptSweep(): void {
  if (sweepTimer !== null) return;
  sweepTimer = setTimeout(() => {
    sweepTimer = null;
    if (sweepAttempts() > 0) scheduleAttemptSweep();
  }, ATTEMPT_SWEEP_MS);
  // The sweep must not keep a server (or a test run) alive on its own.
  if (typeof sweepTimer === 'object' && sweepTimer !== null && 'unref' in sweepTimer) sweepTimer.unref();
}

/** Epoch milliseconds until which the e-mail is locked, or null when it is not. */
export function lockedUntil(email: string): number | null {
  return currentAttempts(email)?.lockedUntil ?? null;
}

/** Counts a wrong password or OTP; the fifth in a row locks the e-mail. Returns whether it is locked. */
export function recordFailedAttempt(email: string): boolean {
  const key = normalizeEmail(email);
  const record = currentAttempts(key) ?? { failures: 0, lastFailureAt: 0, lockedUntil: null };
  record.failures += 1;
  record.lastFailureAt = now();
  if (record.failures >= MAX_FAILED_ATTEMPTS) record.lockedUntil = record.lastFailureAt + LOCK_MS;
  // Re-inserted, so the table's order is the order of last failures (oldest first).
  db.attempts.delete(key);
  if (db.attempts.size >= MAX_ATTEMPT_RECORDS && sweepAttempts() >= MAX_ATTEMPT_RECORDS) {
    const oldest = db.attempts.keys().next();
    if (!oldest.done) db.attempts.delete(oldest.value);
  }
  db.attempts.set(key, record);
  scheduleAttemptSweep();
  return record.lockedUntil !== null;
}

/** A right password or OTP ends the run of failures. */
export function clearFailedAttempts(email: string): void {
  db.attempts.delete(normalizeEmail(email));
}

/** The pending OTP every sign-up and reset gets: the demo never sends e-mail. */
export function startSignup(input: Omit<PendingSignup, 'otp' | 'createdAt'>): PendingSignup {
  const pending: PendingSignup = {
    ...input,
    email: normalizeEmail(input.email),
    otp: DEMO_OTP,
    createdAt: new Date().toISOString(),
  };
  db.pendingSignups.set(pending.email, pending);
  return pending;
}

export function startReset(email: string): PendingReset {
  const pending: PendingReset = { email: normalizeEmail(email), otp: DEMO_OTP, createdAt: new Date().toISOString() };
  db.pendingResets.set(pending.email, pending);
  return pending;
}

export function toPublicUser(user: UserRecord): User {
  // Field by field, so the password hash (or any future private field) cannot slip out.
  return {
    _id: user._id,
    username: user.username,
    email: user.email,
    number: user.number,
    role: user.role,
    enrollmentNumber: user.enrollmentNumber,
    // Paid means owning a course: derived here, never taken from what a client sent.
    paymentStatus: user.purchases.length > 0,
    userType: user.userType,
    sessionActive: user.sessionActive,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    // As the database's lookup answers: a course deleted since the purchase fills in as null.
    purchasedCourses: user.purchases.map((purchase) => {
      const course = db.courses.get(purchase.courseId);
      return { courseId: course ? { _id: course._id, title: course.title } : null, purchasedAt: purchase.purchasedAt };
    }),
  };
}

// ---- Courses ------------------------------------------------------------------------------------

export function listCourses(): Course[] {
  return [...db.courses.values()];
}

export function getCourse(id: Id): Course | undefined {
  return db.courses.get(id);
}

export function ownsCourse(user: UserRecord, courseId: Id): boolean {
  return user.purchases.some((purchase) => purchase.courseId === courseId);
}

/** Adds a purchase unless the user already has it; returns whether it was added. */
export function addPurchase(user: UserRecord, courseId: Id): boolean {
  if (ownsCourse(user, courseId)) return false;
  const now = new Date().toISOString();
  user.purchases.push({ courseId, purchasedAt: now });
  user.updatedAt = now;
  return true;
}

export function findCourseByVideoId(videoUrl: string): Course | undefined {
  if (!videoUrl) return undefined;
  for (const course of db.courses.values()) {
    if (course.chapters.some((chapter) => chapter.videos.some((video) => video.videoUrl === videoUrl))) return course;
  }
  return undefined;
}

/**
 * A copy of the course for one viewer. Non-owners see the chapter and video titles but not the
 * video ids or notes, which are what the paid content is.
 */
export function courseForViewer(course: Course, unlocked: boolean): Course {
  return {
    ...course,
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      ...(chapter.pdfUrl !== undefined ? { pdfUrl: unlocked ? chapter.pdfUrl : '' } : {}),
      videos: chapter.videos.map((video) => ({
        ...video,
        videoUrl: unlocked ? video.videoUrl : '',
        ...(video.pdfUrl !== undefined ? { pdfUrl: unlocked ? video.pdfUrl : '' } : {}),
      })),
    })),
  };
}

export function enrolledCourses(user: UserRecord): EnrolledCourse[] {
  const out: EnrolledCourse[] = [];
  for (const purchase of user.purchases) {
    const course = db.courses.get(purchase.courseId);
    if (!course) continue;
    out.push({
      _id: course._id,
      title: course.title,
      thumbnail: course.thumbnail,
      language: course.language,
      duration: course.duration,
    });
  }
  return out;
}

// ---- Feedback -----------------------------------------------------------------------------------

export function toPublicReview(review: ReviewRecord): Review {
  return {
    ...review,
    userId: { _id: review.userId, username: db.users.get(review.userId)?.username ?? 'Former student' },
  };
}

/** The course's feedback document, reviews newest first; undefined when it has no reviews. */
export function feedbackFor(courseId: Id): FeedbackRecord | undefined {
  const store = db.feedback.get(courseId);
  if (!store || store.reviews.length === 0) return undefined;
  const reviews = [...store.reviews].sort((a, b) => b.ratingDate.localeCompare(a.ratingDate));
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    reviews: reviews.map(toPublicReview),
    ratings: { totalRatings: reviews.length, averageRating: Math.round((sum / reviews.length) * 10) / 10 },
    createdAt: store.createdAt,
  };
}

export function hasReviewed(userId: Id, courseId: Id): boolean {
  return db.feedback.get(courseId)?.reviews.some((review) => review.userId === userId) ?? false;
}

export function addReview(input: Omit<ReviewRecord, '_id' | 'ratingDate'>): ReviewRecord {
  const review: ReviewRecord = { ...input, _id: newObjectId(), ratingDate: new Date().toISOString() };
  const store = db.feedback.get(review.courseId);
  if (store) store.reviews.push(review);
  else db.feedback.set(review.courseId, { createdAt: review.ratingDate, reviews: [review] });
  return review;
}

// ---- Blogs --------------------------------------------------------------------------------------

export function listBlogs(): Blog[] {
  return [...db.blogs.values()];
}

export function getBlog(id: Id): Blog | undefined {
  return db.blogs.get(id);
}

// ---- Orders -------------------------------------------------------------------------------------

export function createOrder(user: UserRecord, course: Course): OrderRecord {
  const order: OrderRecord = {
    // Same shape as the provider's ids: 'order_' and 14 letters or digits.
    orderId: `order_${randomAlnum(14)}`,
    userId: user._id,
    courseId: course._id,
    amount: Math.round(course.discountPrice * 100),
    currency: 'INR',
    status: 'created',
    createdAt: new Date().toISOString(),
  };
  db.orders.set(order.orderId, order);
  return order;
}

export function getOrder(orderId: string): OrderRecord | undefined {
  return db.orders.get(orderId);
}

/**
 * The learner's unpaid order for the course at its current price, if there is one: a second
 * Buy Now (another tab, another browser) pays that order instead of opening another.
 */
export function openOrderFor(user: UserRecord, course: Course): OrderRecord | undefined {
  const amount = Math.round(course.discountPrice * 100);
  for (const order of db.orders.values()) {
    if (
      order.userId === user._id &&
      order.courseId === course._id &&
      order.status === 'created' &&
      order.amount === amount
    )
      return order;
  }
  return undefined;
}

/** Records a payment owed back (once per payment, however often it is reported). */
export function recordRefund(order: OrderRecord, paymentId: string): RefundRecord {
  const existing = db.refunds.get(paymentId);
  if (existing) return existing;
  const refund: RefundRecord = {
    paymentId,
    orderId: order.orderId,
    userId: order.userId,
    courseId: order.courseId,
    amount: order.amount,
    reason: 'alreadyOwned',
    createdAt: new Date(now()).toISOString(),
  };
  db.refunds.set(paymentId, refund);
  return refund;
}

// ---- Learner data -------------------------------------------------------------------------------

export const learnerRecordKey = (userId: Id, record: Pick<LearnerRecord, 'kind' | 'courseId' | 'id'>): string =>
  [userId, record.kind, record.courseId, record.id].join('\u0000');

export function learnerRecordCount(userId: Id): number {
  let count = 0;
  for (const stored of db.learnerRecords.values()) if (stored.userId === userId) count += 1;
  return count;
}

/**
 * Stores the record unless the server's version wins over it, by its kind's conflict rule (the
 * site's too): the later write, a quiz's higher best, a day's higher count, a card's later review,
 * a trade's fixed result. A tie keeps what is stored, so a record sent twice changes nothing.
 * Returns the version kept.
 */
export function putLearnerRecord(userId: Id, record: LearnerRecord): LearnerRecord {
  const key = learnerRecordKey(userId, record);
  const stored = db.learnerRecords.get(key);
  const kept = resolveRecord(stored?.record, record);
  if (stored && kept === stored.record) return stored.record;
  learnerRev += 1;
  db.learnerRecords.set(key, { userId, record: kept, rev: learnerRev });
  return kept;
}

/** The learner's records (tombstones included) written after the cursor, oldest change first. */
export function learnerRecordsSince(userId: Id, since: number): LearnerRecord[] {
  return [...db.learnerRecords.values()]
    .filter((stored) => stored.userId === userId && stored.rev > since)
    .sort((a, b) => a.rev - b.rev)
    .map((stored) => stored.record);
}

export function learnerCursor(): number {
  return learnerRev;
}

export function liveLearnerRecord(
  userId: Id,
  ref: Pick<LearnerRecord, 'kind' | 'courseId' | 'id'>,
): LearnerRecord | undefined {
  const record = db.learnerRecords.get(learnerRecordKey(userId, ref))?.record;
  return record && !record.deleted ? record : undefined;
}
