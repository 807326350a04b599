// Formatters are made once: each new Intl object loads its locale data again.

/** No minus sign on an amount that rounds to nothing: "₹0", never "-₹0". */
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

/** Whole rupees with Indian digit grouping: 100000 → "₹1,00,000"; halves round away from zero. */
export const formatINR = (rupees: number): string => rupeeFormat.format(rupees);

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

/** The spec's review date, "long month, day and year in English". */
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
/** India's medium date and short time. */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The date, or null when it cannot be read. */
const readDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-03-05T…" → "March 5, 2026" in the learner's time zone; '' for an unreadable date. */
export const formatLongDate = (iso: string | null | undefined): string => {
  const date = readDate(iso);
  return date ? longDate.format(date) : '';
};

/** "2026-03-05T15:04…" → "5 Mar 2026, 3:04 pm" in the learner's time zone; '' if unreadable. */
export const formatDateTime = (iso: string | null | undefined): string => {
  const date = readDate(iso);
  return date ? dateTime.format(date) : '';
};

/** India's long date. */
const indianDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "2026-11-25T…" → "25 November 2026" in the learner's time zone; '' for an unreadable date. */
export const formatIndianDate = (iso: string | null | undefined): string => {
  const date = readDate(iso);
  return date ? indianDate.format(date) : '';
};
