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
  /** The bytes of the record's JSON, as the learner-data budgets count them. */
  bytes: number;
}

/** One run through a chapter's quiz: each question answered once, graded as it comes. */
export interface QuizAttempt {
  userId: Id;
  courseId: Id;
  chapter: number;
  /** Whether each answered question was right, by question id. */
  answers: Map<string, boolean>;
  /** Epoch milliseconds. */
  startedAt: number;
}

/** A learner's graded work: the questions graded (their keys may be shown again) and each chapter's best. */
export interface LearnerGrades {
  /** `courseId \0 questionId`. */
  questions: Set<string>;
  /** Best score in per cent, by `courseId \0 chapter`. */
  bests: Map<string, number>;
}

/** An issued certificate, keyed by its number. */
export interface CertificateRecord extends Omit<IssuedCertificate, 'courseTitle' | 'learnerName'> {
  userId: Id;
}

export interface Database {
  users: Map<Id, UserRecord>;
  /** Keyed by bearer token, oldest first. */
  sessions: Map<string, SessionRecord>;
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
  /**
   * Keyed by lower-cased email, for addresses with no account. Both tables lock alike, so a lock
   * tells nobody who has an account; this one is bounded, the accounts' one is not evicted.
   */
  attempts: Map<string, AttemptRecord>;
  /** Keyed by lower-cased email, for addresses with an account: at most one record per account. */
  accountAttempts: Map<string, AttemptRecord>;
  /** Keyed by `clientKey`: the failed attempts of one client (remote address), whatever e-mails. */
  clientAttempts: Map<string, ClientRecord>;
  /** Keyed by `learnerRecordKey`; deleted records stay as tombstones. */
  learnerRecords: Map<string, StoredLearnerRecord>;
  /** Keyed by certificate number. */
  certificates: Map<string, CertificateRecord>;
  /** Quizzes under way, keyed by `quizAttemptKey`; oldest first. */
  quizAttempts: Map<string, QuizAttempt>;
  /** What the server graded of each learner, keyed by user id. */
  quizGrades: Map<Id, LearnerGrades>;
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
  accountAttempts: new Map(),
  clientAttempts: new Map(),
  learnerRecords: new Map(),
  certificates: new Map(),
  quizAttempts: new Map(),
  quizGrades: new Map(),
};

// The learner data's counters sit above the first `resetDb()`, which sets them (resetLearnerData).
let learnerRev = 0;
let learnerStoreName = '';
/** By learner: how many records they keep and the bytes of their JSON. */
const learnerUsageByUser = new Map<Id, { records: number; bytes: number }>();
let learnerBytesTotal = 0;

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
  resetLearnerData();
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
  const at = new Date(now()).toISOString();
  const user: UserRecord = {
    _id: newObjectId(),
    username: signup.username,
    email: normalizeEmail(signup.email),
    number: signup.number,
    role: 'user',
    enrollmentNumber: nextEnrollmentNumber(),
    userType: 'student',
    sessionActive: false,
    createdAt: at,
    updatedAt: at,
    passwordHash: signup.passwordHash,
    purchases: [],
  };
  db.users.set(user._id, user);
  return user;
}

export function setPasswordHash(user: UserRecord, passwordHash: string): void {
  user.passwordHash = passwordHash;
  user.updatedAt = new Date(now()).toISOString();
}

/** A live bearer token: whose it is, and when it began and was last used (demo clock, epoch ms). */
export interface SessionRecord {
  userId: Id;
  createdAt: number;
  lastUsedAt: number;
}

/** A session unused this long ends: a token left on a shared computer does not live on. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session ends this long after the login that began it, however much it is used. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Live sessions per user (tabs, devices); a login past this ends that user's oldest. */
export const MAX_SESSIONS_PER_USER = 20;

function sessionExpired(session: SessionRecord, at: number): boolean {
  return at - session.lastUsedAt >= SESSION_IDLE_MS || at - session.createdAt >= SESSION_MAX_AGE_MS;
}

/** Keeps the user's `sessionActive` flag true exactly while they have a live session. */
function refreshSessionFlag(userId: Id): void {
  const user = db.users.get(userId);
  if (!user) return;
  const at = now();
  user.sessionActive = [...db.sessions.values()].some(
    (session) => session.userId === userId && !sessionExpired(session, at),
  );
}

/** Drops every expired session; returns how many are left. */
export function sweepSessions(): number {
  const at = now();
  const touched = new Set<Id>();
  for (const [token, session] of db.sessions) {
    if (!sessionExpired(session, at)) continue;
    db.sessions.delete(token);
    touched.add(session.userId);
  }
  for (const userId of touched) refreshSessionFlag(userId);
  return db.sessions.size;
}

/**
 * Issues a new bearer token; several sessions per user may coexist (several tabs, devices), up to
 * MAX_SESSIONS_PER_USER: past that the user's oldest ends, so logging in again and again cannot
 * keep old tokens alive or grow the table.
 */
export function createSession(userId: Id): string {
  sweepSessions();
  const own = [...db.sessions].filter(([, session]) => session.userId === userId);
  // The table is in order of creation, so the first of the user's are the oldest.
  for (const [token] of own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_USER + 1))) db.sessions.delete(token);
  const token = randomHex(32);
  const at = now();
  db.sessions.set(token, { userId, createdAt: at, lastUsedAt: at });
  const user = db.users.get(userId);
  if (user) user.sessionActive = true;
  return token;
}

/** The token's user while its session is live; a use counts against the idle limit. */
export function userForToken(token: string | null | undefined): UserRecord | undefined {
  if (!token) return undefined;
  const session = db.sessions.get(token);
  if (!session) return undefined;
  const at = now();
  if (sessionExpired(session, at)) {
    endSession(token);
    return undefined;
  }
  session.lastUsedAt = at;
  return db.users.get(session.userId);
}

/** Ends one session (logout); returns whether it was live. */
export function endSession(token: string): boolean {
  const session = db.sessions.get(token);
  if (!session) return false;
  db.sessions.delete(token);
  refreshSessionFlag(session.userId);
  return true;
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

/**
 * Where an e-mail's record is kept: an account's in a table of their own, which holds at most one
 * record per account and is never evicted, so guesses at made-up addresses cannot push a live lock
 * out; any other address's in the bounded table below.
 */
function attemptTable(key: string): Map<string, AttemptRecord> {
  return findUserByEmail(key) ? db.accountAttempts : db.attempts;
}

/** The run of failures still counting for this e-mail; an expired lock or run is dropped. */
function currentAttempts(email: string): AttemptRecord | undefined {
  const key = normalizeEmail(email);
  const table = attemptTable(key);
  const record = table.get(key);
  if (!record) return undefined;
  if (isExpired(record, now())) {
    table.delete(key);
    return undefined;
  }
  return record;
}

/**
 * The most addresses without an account the table follows at once. Guesses at made-up addresses
 * must not grow it without end; when it is full the record closest to expiry (the least recently
 * failed) goes first. Losing one costs nothing: no account stands behind it.
 */
export const MAX_ATTEMPT_RECORDS = 10_000;
/** How often expired records are swept, so addresses and clients never seen again do not stay. */
export const ATTEMPT_SWEEP_MS = 60 * 1000;

/** Drops the expired records of one table; returns how many are left. */
function sweepTable<T>(table: Map<string, T>, expired: (record: T, at: number) => boolean): number {
  const at = now();
  for (const [key, record] of table) if (expired(record, at)) table.delete(key);
  return table.size;
}

/** Drops every expired lockout and client record; returns how many are left in all. */
export function sweepAttempts(): number {
  return (
    sweepTable(db.attempts, isExpired) +
    sweepTable(db.accountAttempts, isExpired) +
    sweepTable(db.clientAttempts, clientExpired)
  );
}

function stopAttemptSweep(): void {
  if (sweepTimer !== null) clearTimeout(sweepTimer);
  sweepTimer = null;
}

/** Sweeps on a clock while a table holds anything; empty tables keep no timer. */
function scheduleAttemptSweep(): void {
  if (sweepTimer !== null) return;
  sweepTimer = setTimeout(() => {
    sweepTimer = null;
    if (sweepAttempts() > 0) scheduleAttemptSweep();
  }, ATTEMPT_SWEEP_MS);
  // The sweep must not keep a server (or a test run) alive on its own.
  if (typeof sweepTimer === 'object' && sweepTimer !== null && 'unref' in sweepTimer) sweepTimer.unref();
}

/**
 * Puts a record last in its table, so the table's order is the order of last use (oldest first);
 * a full table makes room from expired records first, then by dropping its oldest.
 */
function keepLast<T>(
  table: Map<string, T>,
  key: string,
  record: T,
  limit: number,
  expired: (record: T, at: number) => boolean,
): void {
  table.delete(key);
  if (table.size >= limit && sweepTable(table, expired) >= limit) {
    const oldest = table.keys().next();
    if (!oldest.done) table.delete(oldest.value);
  }
  table.set(key, record);
  scheduleAttemptSweep();
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
  const table = attemptTable(key);
  if (table === db.accountAttempts) {
    table.delete(key);
    table.set(key, record);
    scheduleAttemptSweep();
  } else {
    keepLast(table, key, record, MAX_ATTEMPT_RECORDS, isExpired);
  }
  return record.lockedUntil !== null;
}

/** A right password or OTP ends the run of failures. */
export function clearFailedAttempts(email: string): void {
  const key = normalizeEmail(email);
  db.attempts.delete(key);
  db.accountAttempts.delete(key);
}

/** One client's failed logins, OTPs and resets in its current window, whatever the e-mails. */
export interface ClientRecord {
  /** Failures counted in this window, logins still being checked included (see `chargeClient`). */
  failures: number;
  /** Epoch milliseconds when the window began: its first failure. */
  windowStart: number;
  /** Password checks of this client under way. */
  checking: number;
}

/**
 * Failed logins, OTPs and resets one client may make in a window, whatever the e-mails: enough
 * for people sharing an address to mistype for a while, too few to spread guesses over many
 * addresses or to keep the password hashing busy for everyone else.
 */
export const CLIENT_FAILURE_LIMIT = 50;
/** The window the client's failures are counted in; it starts at the first. */
export const CLIENT_WINDOW_MS = 15 * 60 * 1000;
/**
 * Password checks one client may have under way at once: a burst of logins sent together cannot
 * take every hashing thread from the other clients.
 */
export const CLIENT_CONCURRENT_CHECKS = 4;
/** How soon a client refused for checks under way may try again. */
export const CLIENT_BUSY_RETRY_MS = 1000;
/** The most clients followed at once; when full the least recently failed goes first. */
export const MAX_CLIENT_RECORDS = 10_000;

function clientExpired(record: ClientRecord, at: number): boolean {
  return record.checking === 0 && at - record.windowStart >= CLIENT_WINDOW_MS;
}

/** The client's record, its window started afresh once the last one is over. */
function currentClient(client: string): ClientRecord | undefined {
  const record = db.clientAttempts.get(client);
  if (!record) return undefined;
  const at = now();
  if (at - record.windowStart >= CLIENT_WINDOW_MS) {
    if (record.checking === 0) {
      db.clientAttempts.delete(client);
      return undefined;
    }
    record.failures = 0;
    record.windowStart = at;
  }
  return record;
}

/**
 * Epoch milliseconds until which the client is refused, or null: past its limit of failures in
 * the window, or with as many password checks under way as it may have. Asked before any hashing.
 */
export function clientRefusedUntil(client: string): number | null {
  const record = currentClient(client);
  if (!record) return null;
  if (record.failures >= CLIENT_FAILURE_LIMIT) return record.windowStart + CLIENT_WINDOW_MS;
  if (record.checking >= CLIENT_CONCURRENT_CHECKS) return now() + CLIENT_BUSY_RETRY_MS;
  return null;
}

/**
 * Counts a failure against the client. A login is counted before its password is checked, so
 * guesses sent all at once are held to the limit too; `refundClient` takes it back when it succeeds.
 */
export function chargeClient(client: string): void {
  const record = currentClient(client) ?? { failures: 0, windowStart: now(), checking: 0 };
  record.failures += 1;
  keepLast(db.clientAttempts, client, record, MAX_CLIENT_RECORDS, clientExpired);
}

/** A login that succeeded does not count against its client. */
export function refundClient(client: string): void {
  const record = db.clientAttempts.get(client);
  if (record && record.failures > 0) record.failures -= 1;
}

/** Runs a password check for the client, counted among its checks under way meanwhile. */
export async function checkingFor<T>(client: string, check: () => Promise<T>): Promise<T> {
  const record = currentClient(client) ?? { failures: 0, windowStart: now(), checking: 0 };
  record.checking += 1;
  if (!db.clientAttempts.has(client)) keepLast(db.clientAttempts, client, record, MAX_CLIENT_RECORDS, clientExpired);
  try {
    return await check();
  } finally {
    record.checking = Math.max(0, record.checking - 1);
  }
}

/** The pending OTP every sign-up and reset gets: the demo never sends e-mail. */
export function startSignup(input: Omit<PendingSignup, 'otp' | 'createdAt'>): PendingSignup {
  const pending: PendingSignup = {
    ...input,
    email: normalizeEmail(input.email),
    otp: DEMO_OTP,
    createdAt: new Date(now()).toISOString(),
  };
  db.pendingSignups.set(pending.email, pending);
  return pending;
}

export function startReset(email: string): PendingReset {
  const pending: PendingReset = {
    email: normalizeEmail(email),
    otp: DEMO_OTP,
    createdAt: new Date(now()).toISOString(),
  };
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
  const at = new Date(now()).toISOString();
  user.purchases.push({ courseId, purchasedAt: at });
  user.updatedAt = at;
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
  const review: ReviewRecord = { ...input, _id: newObjectId(), ratingDate: new Date(now()).toISOString() };
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
    createdAt: new Date(now()).toISOString(),
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

/** Empties the learner data's counters and names the store afresh: it starts empty (see `learnerEpoch`). */
function resetLearnerData(): void {
  learnerRev = 0;
  learnerStoreName = randomHex(8);
  learnerUsageByUser.clear();
  learnerBytesTotal = 0;
}

/**
 * Names this store of learner records, drawn whenever it starts empty (a restart of the demo API):
 * a device that learnt another name has cursors and versions of a store that is gone, and sends
 * everything again.
 */
export function learnerEpoch(): string {
  return learnerStoreName;
}

/** The bytes of a record's JSON, as kept: what the budgets count. */
export const learnerRecordBytes = (record: LearnerRecord): number =>
  new TextEncoder().encode(JSON.stringify(record)).length;

/** How many records a learner keeps (tombstones included), and their bytes. */
export function learnerUsage(userId: Id): { records: number; bytes: number } {
  return { ...(learnerUsageByUser.get(userId) ?? { records: 0, bytes: 0 }) };
}

/** The bytes of every learner's records. */
export function learnerBytesStored(): number {
  return learnerBytesTotal;
}

/**
 * A lesson's completion time is the server's own: the moment it first holds the lesson complete,
 * kept while the lesson stays complete, whatever a device says; never before the learner bought the
 * course, nor later than now.
 */
function withServerCompletion(userId: Id, kept: LearnerRecord, held: LearnerRecord | undefined, at: number) {
  if (kept.kind !== 'lesson' || kept.deleted) return kept;
  const stamp = held && !held.deleted ? held.data?.completedAt : undefined;
  const bought = getUser(userId)?.purchases.find((purchase) => purchase.courseId === kept.courseId)?.purchasedAt;
  let time = typeof stamp === 'string' ? Date.parse(stamp) : at;
  if (bought !== undefined) time = Math.max(time, Date.parse(bought));
  time = Math.min(time, at);
  return { ...kept, data: { completedAt: new Date(time).toISOString() } };
}

/** A write of records worked out before anything is stored, so its budget is checked first. */
export interface LearnerWrite {
  /** The version kept of each record, in the order sent. */
  kept: LearnerRecord[];
  /** Records the learner would keep that they do not yet. */
  added: number;
  /** By how many bytes the learner's records would grow (below 0: shrink). */
  grows: number;
  /** Stores it, as worked out. */
  commit: () => void;
}

/**
 * What storing the records would keep, each by its kind's conflict rule (the site's too) against
 * the version held: the later write, a quiz's higher best, a day's higher count, a card's later
 * review, a trade's fixed result. Every version is stamped `receivedAt` with the server's clock
 * (`at`), which caps the time it counts at; a lesson's completion is the server's own. A tie keeps
 * what is stored, so a record sent twice changes nothing.
 */
export function planLearnerWrite(userId: Id, records: readonly LearnerRecord[], at = now()): LearnerWrite {
  const receivedAt = new Date(at).toISOString();
  const next = new Map<string, { kept: LearnerRecord; bytes: number }>();
  let added = 0;
  let grows = 0;
  for (const record of records) {
    const key = learnerRecordKey(userId, record);
    const stored = db.learnerRecords.get(key);
    const pending = next.get(key);
    const held = pending?.kept ?? stored?.record;
    const resolved = resolveRecord(held, { ...record, receivedAt });
    if (resolved === held) continue;
    const kept = withServerCompletion(userId, resolved, held, at);
    const bytes = learnerRecordBytes(kept);
    if (!held) added += 1;
    grows += bytes - (pending?.bytes ?? stored?.bytes ?? 0);
    next.set(key, { kept, bytes });
  }
  const keptOf = (record: LearnerRecord) => {
    const key = learnerRecordKey(userId, record);
    return next.get(key)?.kept ?? (db.learnerRecords.get(key)?.record as LearnerRecord);
  };
  return {
    kept: records.map(keptOf),
    added,
    grows,
    commit: () => {
      const usage = learnerUsageByUser.get(userId) ?? { records: 0, bytes: 0 };
      for (const [key, { kept, bytes }] of next) {
        const stored = db.learnerRecords.get(key);
        learnerRev += 1;
        db.learnerRecords.set(key, { userId, record: kept, rev: learnerRev, bytes });
        if (!stored) usage.records += 1;
        usage.bytes += bytes - (stored?.bytes ?? 0);
        learnerBytesTotal += bytes - (stored?.bytes ?? 0);
      }
      learnerUsageByUser.set(userId, usage);
    },
  };
}

/** Stores one record as `planLearnerWrite` works it out, unchecked (for tests); returns the version kept. */
export function putLearnerRecord(userId: Id, record: LearnerRecord, at = now()): LearnerRecord {
  const write = planLearnerWrite(userId, [record], at);
  write.commit();
  return write.kept[0] as LearnerRecord;
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

// ---- Quiz grading -------------------------------------------------------------------------------

/** An attempt is forgotten this long after it started: a quiz takes minutes, not days. */
export const QUIZ_ATTEMPT_MS = 24 * 60 * 60 * 1000;
/** Attempts one learner may have under way; a new one ends the oldest. */
export const MAX_ATTEMPTS_PER_LEARNER = 10;
/** Attempts under way across all learners; past it the oldest ends. */
export const MAX_QUIZ_ATTEMPTS = 20_000;

const quizAttemptKey = (userId: Id, attemptId: string) => `${userId}\u0000${attemptId}`;
const gradedKey = (courseId: Id, part: string | number) => `${courseId}\u0000${part}`;

/**
 * The learner's attempt by its id, started when first answered. Null when the id already names an
 * attempt at another quiz. Memory stays bounded: attempts expire, and each learner and the server
 * as a whole keep a fixed number, the oldest ending first.
 */
export function quizAttempt(userId: Id, attemptId: string, courseId: Id, chapter: number): QuizAttempt | null {
  const at = now();
  const key = quizAttemptKey(userId, attemptId);
  const existing = db.quizAttempts.get(key);
  if (existing && at - existing.startedAt < QUIZ_ATTEMPT_MS) {
    return existing.courseId === courseId && existing.chapter === chapter ? existing : null;
  }
  db.quizAttempts.delete(key);
  let own = 0;
  for (const [other, attempt] of db.quizAttempts) {
    if (at - attempt.startedAt >= QUIZ_ATTEMPT_MS) db.quizAttempts.delete(other);
    else if (attempt.userId === userId) own += 1;
  }
  if (own >= MAX_ATTEMPTS_PER_LEARNER) {
    for (const [other, attempt] of db.quizAttempts) {
      if (attempt.userId !== userId) continue;
      db.quizAttempts.delete(other);
      break;
    }
  }
  if (db.quizAttempts.size >= MAX_QUIZ_ATTEMPTS) {
    const oldest = db.quizAttempts.keys().next();
    if (!oldest.done) db.quizAttempts.delete(oldest.value);
  }
  const attempt: QuizAttempt = { userId, courseId, chapter, answers: new Map(), startedAt: at };
  db.quizAttempts.set(key, attempt);
  return attempt;
}

function gradesOf(userId: Id): LearnerGrades {
  let grades = db.quizGrades.get(userId);
  if (!grades) {
    grades = { questions: new Set(), bests: new Map() };
    db.quizGrades.set(userId, grades);
  }
  return grades;
}

/** Remembers that the learner's answer to a question was graded: its key may be shown to them again. */
export function markGraded(userId: Id, courseId: Id, questionId: string): void {
  gradesOf(userId).questions.add(gradedKey(courseId, questionId));
}

export function wasGraded(userId: Id, courseId: Id, questionId: string): boolean {
  return db.quizGrades.get(userId)?.questions.has(gradedKey(courseId, questionId)) ?? false;
}

/** Keeps a finished attempt's score as the chapter's best if it beats it; returns the best. */
export function recordQuizScore(userId: Id, courseId: Id, chapter: number, percent: number): number {
  const bests = gradesOf(userId).bests;
  const key = gradedKey(courseId, chapter);
  const best = Math.max(percent, bests.get(key) ?? 0);
  bests.set(key, best);
  return best;
}

/** The learner's best graded score in a chapter's quiz, undefined before one is finished. */
export function gradedBest(userId: Id, courseId: Id, chapter: number): number | undefined {
  return db.quizGrades.get(userId)?.bests.get(gradedKey(courseId, chapter));
}
