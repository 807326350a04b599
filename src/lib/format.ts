const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Rupees with Indian digit grouping: 100000 → "₹1,00,000". */
export const formatINR = (rupees: number): string => inr.format(rupees);

/** "march 5th lesson" → "March 5th Lesson". */
export const capitalizeWords = (text: string): string =>
  text.replace(/(^|\s)(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());

/** Title case: each word capitalised, the rest lower case. */
export const titleCase = (text: string): string => capitalizeWords(text.toLowerCase());

/** Initials of the first two words, upper case; 'U' when there is no name. */
export const initials = (name: string | null | undefined): string => {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters || 'U';
};

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "2026-03-05T…" → "March 5, 2026"; '' for an unreadable date. */
export const formatLongDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};
