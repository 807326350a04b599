import type { TFunction } from 'i18next';

const SECOND = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The promo countdown's label for the time left: 'D Days Hh Mm Ss' (in the page's language) while
 * at least a day is left, otherwise 'H:MM:SS', and '0' once the offer is over. Whole seconds left
 * are shown, like a clock; the clock and the 0 read the same in every language.
 */
export function formatCountdown(msLeft: number, t: TFunction<'promo'>): string {
  if (!Number.isFinite(msLeft) || msLeft <= 0) return '0';
  const total = Math.floor(msLeft / SECOND);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = total % MINUTE;
  if (days >= 1) return t('countdown.days', { count: days, hours, minutes, seconds });
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}

/** The saving line's numbers, from the two prices. */
export function promoSaving(originalPrice: number, offerPrice: number) {
  const amount = Math.max(0, originalPrice - offerPrice);
  const percent = originalPrice > 0 ? Math.round((amount / originalPrice) * 100) : 0;
  return { amount, percent };
}
