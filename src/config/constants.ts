/** The business constants (prices, limits, delays), in one place. */

/** The navbar changes style after this much scroll, in px. */
export const NAV_SCROLL_THRESHOLD = 50;

/** How long toasts stay, in ms; one with an Undo stays long enough to reach it. */
export const TOAST_MS = { navbar: 2000, default: 3000, otp: 1000, undo: 8000 } as const;

/** Redirect delays, in ms. */
export const REDIRECT_MS = { logout: 2500, login: 1000, payment: 2000, password: 2000 } as const;

export const COURSE_LIST = {
  /** The loading state lasts at least this long after data arrives, in ms. */
  minLoadingMs: 1000,
  skeletonCount: 6,
  cardWidth: 400,
} as const;

/**
 * `freshForSeconds`: reviews older than this are asked for again when a list of them mounts, such
 * as those a page was rendered with at build time.
 */
export const REVIEWS = { perPage: 5, minRating: 1, maxRating: 5, maxCommentLength: 2000, freshForSeconds: 60 } as const;

/** A video counts as complete when it ends or is watched this far (the ended event may not fire). */
export const VIDEO_PROGRESS = { completeRatio: 0.9, saveEveryMs: 5000 } as const;

export const OTP_LENGTH = 6;
/** How long a new tab waits for an open tab to share the session before showing a guest page, in ms. */
export const SESSION_ASK_MS = 400;
/** How long the sign-up OTP screen waits before another code may be sent, in seconds. */
export const OTP_RESEND_COOLDOWN_S = 30;
/** Every API call gives up after this long, in ms (the base query's time-out). */
export const API_TIMEOUT_MS = 20_000;
/** The password reset call gives up after this long, in ms. */
export const RESET_TIMEOUT_MS = 5000;

export const BLOG = {
  refreshMs: 30_000,
  maxCards: 3,
  /** The reading time a post without one shows, in minutes. */
  defaultReadingMinutes: 8,
} as const;

export const DEFAULT_LANGUAGE = 'English/Hindi';

/** The festival promo; each value may be overridden by configuration. */
export const PROMO = {
  /** The package the offer sells; the demo API's seed lists it at the offer's prices. */
  packageName: 'Annual Trading Package',
  originalPrice: 10_000,
  offerPrice: 4_299,
  confettiPieces: 300,
  confettiMs: 6000,
  countdownTickMs: 1000,
  endsAt: '2027-10-31T23:59:59+05:30',
} as const;

export const PAYMENT = { currency: 'INR', paisePerRupee: 100, themeColor: '#0f7a4a' } as const;

export const LOGO_SLIDER = { stepMs: 3000, offsetPx: 220 } as const;

/** Partner cards per page by minimum window width (px), widest first. */
export const PARTNER_PAGES = [
  { minWidth: 1024, perPage: 4 },
  { minWidth: 768, perPage: 3 },
  { minWidth: 576, perPage: 2 },
  { minWidth: 0, perPage: 1 },
] as const;

export const SCROLL_ANIMATION = { durationMs: 800, once: true, offset: 100, videoDelay: 30, videoOffset: 320 } as const;

export const TABLET_BREAKPOINT = 768;

/** The refund policy's deadlines, in days; its words are in the policies catalogue. */
export const REFUND = { requestWithinDays: 30, processingBusinessDays: { min: 5, max: 7 } } as const;

export const PHONE = { minDigits: 10, maxDigits: 15 } as const;

/** Chat history keeps the newest messages only. */
export const CHAT_HISTORY_LIMIT = 100;
/** The longest question the chatbot takes, in characters. */
export const CHAT_MAX_LENGTH = 1000;

/** The economic calendar widget: how long it may take to draw before we say it could not load. */
export const CALENDAR = { loadTimeoutMs: 15_000, heightPx: 600 } as const;

/** Contact form field length caps (characters). */
export const CONTACT_LIMITS = { name: 80, email: 254, subject: 120, message: 2000 } as const;

/**
 * The performance mark set when the first page has committed (hydrated, on a rendered page): from
 * then on it answers taps. `npm run perf` reads it.
 */
export const PAGE_INTERACTIVE_MARK = 'tradeschool:page-interactive';
