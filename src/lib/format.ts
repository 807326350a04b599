// These formats are written out instead of using Intl: the first Intl object a page creates costs
// about 40 ms of main thread on this machine (ICU starting up), 160 ms on a throttled phone, and
// the shell would pay it at load. format.test.ts holds them to Intl's output.

/** Indian grouping: the last three digits, then pairs (12345678 → "1,23,45,678"). */
const groupIndian = (digits: string): string => {
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
};

/** Whole rupees with Indian digit grouping: 100000 → "₹1,00,000"; halves round away from zero, and
 * an amount that rounds to nothing is "₹0" whatever its sign. */
export const formatINR = (rupees: number): string => {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const whole = Math.round(Math.abs(rupees));
  return `${rupees < 0 && whole > 0 ? '-' : ''}₹${groupIndian(String(whole))}`;
};

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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// India's short forms (CLDR en-IN): four letters for September.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The date in the learner's time zone, or null when it cannot be read. */
const readDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-03-05T…" → "March 5, 2026"; '' for an unreadable date. */
export const formatLongDate = (iso: string | null | undefined): string => {
  const date = readDate(iso);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '';
};

/** "2026-03-05T15:04…" → "5 Mar 2026, 3:04 pm" (India's medium date, short time); '' if unreadable. */
export const formatDateTime = (iso: string | null | undefined): string => {
  const date = readDate(iso);
  if (!date) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const month = SHORT_MONTHS[date.getMonth()];
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
};
