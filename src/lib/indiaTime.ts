/*
 * India's time: the school's days (the review habit) and the exchanges' candles are counted in it,
 * wherever the browser's clock is set. IST is UTC+05:30 all year, with no daylight saving.
 */

export const INDIA_ZONE = 'Asia/Kolkata';
/** India's offset from UTC, as an ISO 8601 time writes it. */
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The day in India (YYYY-MM-DD) at an instant. */
export const istDay = (at: Date): string => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Whether an instant is midnight in India, the start of its day there. */
export const isMidnightInIndia = (at: Date): boolean => (at.getTime() + INDIA_OFFSET_MS) % DAY_MS === 0;
