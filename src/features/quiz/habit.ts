import { DAY_MS, istDay } from '@/lib/indiaTime';

/** The learner's daily habit, counted in India's days (`istDay`) wherever the browser's clock is set. */

const previousDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * Days in a row with some learning, ending today, or yesterday while today has none yet (the
 * streak is not lost until the day is over).
 */
export function streak(days: Record<string, number> | undefined, now: Date): number {
  const active = (day: string) => (days?.[day] ?? 0) > 0;
  let day = istDay(now);
  if (!active(day)) day = previousDay(day);
  let count = 0;
  while (active(day)) {
    count += 1;
    day = previousDay(day);
  }
  return count;
}

/** What was done this week in India, Monday to Sunday. */
export function thisWeek(days: Record<string, number> | undefined, now: Date): number {
  const today = istDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday is 0
  let total = 0;
  let day = today;
  for (let i = 0; i <= weekday; i += 1) {
    total += days?.[day] ?? 0;
    day = previousDay(day);
  }
  return total;
}
