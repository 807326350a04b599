/**
 * The school API's wire models. Shared by the app and by the demo API in
 * `mocks/`, so the two can never drift apart.
 */

export type Id = string;

/**
 * Whether text can be a record's id: the API's ids are 24 hexadecimal digits (MongoDB's). Anything
 * else names no record, and is never sent or used as a cache key (`constructor` would collide with
 * the prototype of the cache's bookkeeping objects).
 */
export const isRecordId = (text: string): boolean => /^[\da-f]{24}$/i.test(text);

export interface Video {
  title: string;
  /** An id used to request playback credentials, not a playable URL. Empty when locked. */
  videoUrl: string;
  pdfUrl?: string;
}

export interface Chapter {
  title: string;
  description: string;
  pdfUrl?: string;
  videos: Video[];
}

export interface Course {
  _id: Id;
  name: string;
  courseTitle: string;
  title: string;
  descriptions: string;
  shortDescription: string;
  introDescription: string;
  language: string;
  duration: string;
  featured: boolean;
  introThumbnail: string;
  thumbnail: string;
  introVideo: string;
  /** Original price in rupees. */
  actualPrice: number;
  /** Selling price in rupees. */
  discountPrice: number;
  chapters: Chapter[];
  /** The mentor who teaches the course; the API may leave it out. */
  mentor?: string;
  /** The market the course teaches ('Crypto', 'Gold', ...); the course list may leave it out. */
  category?: string;
  /** The course list's summary of its reviews; absent when the API sends none. */
  averageRating?: number;
  ratingCount?: number;
}

export interface PlaybackCredentials {
  otp: string;
  playbackInfo: string;
}

export interface PurchasedCourse {
  /** Null once the course has been deleted: the database's lookup finds nothing to fill in. */
  courseId: { _id: Id; title?: string } | null;
  purchasedAt?: string;
}

export interface User {
  _id: Id;
  username: string;
  email: string;
  number: string;
  role: string;
  enrollmentNumber: string;
  paymentStatus: boolean;
  userType: string;
  sessionActive: boolean;
  createdAt: string;
  updatedAt: string;
  purchasedCourses: PurchasedCourse[];
}

export interface Review {
  _id: Id;
  rating: number;
  comment: string;
  ratingDate: string;
  userId: { _id: Id; username: string };
  courseId: Id;
}

export interface FeedbackRecord {
  reviews: Review[];
  ratings: { totalRatings: number; averageRating?: number };
  createdAt: string;
}

export interface Blog {
  _id: Id;
  title: string;
  images: string[];
  duration?: string;
  content: string;
}

/** The envelope every school API answer uses. */
export interface ApiEnvelope<T> {
  message?: string;
  data: T;
}

/** An error answer from the school API. */
export interface ApiErrorBody {
  message: string;
}

// ---- Requests -------------------------------------------------------------------------------

export interface SignupRequest {
  username: string;
  number: string;
  email: string;
  password: string;
}

export interface OtpVerifyRequest {
  otp: string;
  paymentStatus: true;
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  role: 'user';
}

export interface LoginResponseData {
  token: string;
  user: User;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  email: string;
  otp: string;
  newPassword: string;
}

export interface CreateFeedbackRequest {
  rating: number;
  comment: string;
  courseId: Id;
  userId: Id;
}

export interface CreateOrderRequest {
  userId: Id;
  courseId: Id;
}

export interface PaymentOrder {
  orderId: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
}

export interface CreateOrderResponseData {
  payment: PaymentOrder;
}

export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A card on /EnrollCourse; the real API does not show its shape, so any field may be missing. */
export interface EnrolledCourse {
  _id: Id;
  title?: string;
  thumbnail?: string;
  language?: string;
  duration?: string;
}

// ---- Third parties ---------------------------------------------------------------------------

export interface GenerateContentRequest {
  contents: { role?: 'user' | 'model'; parts: { text: string }[] }[];
  systemInstruction?: { parts: { text: string }[] };
}

export interface GenerateContentResponse {
  candidates?: { content?: { parts?: { text?: string }[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
}

/** An answer that carries only a message. */
export interface MessageResponse {
  message: string;
}

// ---- Learner data (docs/learner-data-api.md) ----------------------------------------------------

/**
 * The kinds of learner record the contract knows; what each may hold and which version of it wins
 * is `src/learner/rules.ts`, shared by the site and the demo API.
 */
export type LearnerRecordKind =
  'lesson' | 'position' | 'resume' | 'note' | 'quiz' | 'card' | 'day' | 'trade' | 'settings' | 'session';

/** One of a learner's records: the unit of sync, of conflict and of deletion. */
export interface LearnerRecord {
  kind: LearnerRecordKind;
  /** The course the record belongs to (the learner must own it), or "-" for a kind of no course. */
  courseId: string;
  /**
   * Unique within the kind and course: a lesson key ("0-1"), a note's or trade's id, "last" for
   * the resume point, a chapter's index for its quiz, a card's question or term, a day.
   */
  id: string;
  /** When the learner made this version (ISO 8601), by the clock of the device that made it. */
  updatedAt: string;
  /**
   * When the server received this version (ISO 8601), by its own clock: set on every version it
   * keeps and answers with; whatever a device sends here is replaced.
   */
  receivedAt?: string;
  /** A tombstone: the record was deleted at `updatedAt`; `data` is absent. */
  deleted?: true;
  data?: Record<string, unknown>;
}

export interface LearnerDataPage {
  records: LearnerRecord[];
  /** Pass back as `since` to get only what changed after this answer. */
  cursor: number;
  /**
   * Names the server's store of learner records: a new one (the store started empty again) means
   * the cursors and versions a device learnt from the old one no longer hold.
   */
  epoch: string;
}

export interface PutLearnerDataRequest {
  records: LearnerRecord[];
}

export interface PutLearnerDataResponse {
  /**
   * The version the server keeps of every record sent, as it keeps it (with its `receivedAt`, and a
   * lesson's completion time by its own clock): the one sent, or the one it had, by the kind's rule.
   */
  records: LearnerRecord[];
  cursor: number;
  /** As in `LearnerDataPage`. */
  epoch: string;
}

/** A certificate the school's server issued: what its public page confirms. */
export interface IssuedCertificate {
  number: string;
  courseId: string;
  courseTitle: string;
  learnerName: string;
  /** When the course was completed (ISO 8601). */
  completedAt: string;
  issuedAt: string;
}

export type VerifiedCertificate = Omit<IssuedCertificate, 'courseId'>;
