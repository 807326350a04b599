// Formatters are made once per locale: each new Intl object loads its locale data again. Every
// formatter takes the page's `Intl` locale (`useLocale()`), English (India) when none is given.

const DEFAULT_LOCALE = 'en-IN';

/** One formatter per locale, made on first use. */
export function perLocale<Formatter>(make: (locale: string) => Formatter): (locale: string) => Formatter {
  const made = new Map<string, Formatter>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

/** No minus sign on an amount that rounds to nothing: "₹0", never "-₹0". */
const rupeeFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    }),
);

/** Whole rupees with Indian digit grouping: 100000 → "₹1,00,000"; halves round away from zero. */
export const formatINR = (rupees: number, locale = DEFAULT_LOCALE): string => rupeeFormat(locale).format(rupees);

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));

/** A count with the locale's (Indian) digit grouping: 125000 → "1,25,000". */
export const formatNumber = (value: number, locale = DEFAULT_LOCALE): string => numberFormat(locale).format(value);

const paiseFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

/** Rupees and paise with Indian digit grouping: 118.26 → "₹118.26", 250000.5 → "₹2,50,000.50". */
export const formatINRPaise = (rupees: number, locale = DEFAULT_LOCALE): string => paiseFormat(locale).format(rupees);

const decimalFormats = perLocale(() => new Map<number, Intl.NumberFormat>());

/** A number with at most `digits` decimals and Indian digit grouping: 1234567.891 → "12,34,567.89". */
export const formatDecimal = (value: number, locale = DEFAULT_LOCALE, digits = 2): string => {
  const made = decimalFormats(locale);
  let format = made.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, signDisplay: 'negative' });
    made.set(digits, format);
  }
  return format.format(value);
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

/**
 * The review date: "long month, day and year", which the English pages write the American way
 * ("March 5, 2026") and Hindi ones the Indian way ("5 मार्च 2026").
 */
const longDate = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-US' : locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
);
/** India's medium date and short time. */
const dateTime = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));

/** The date, or null when it cannot be read. */
const readDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-03-05T…" → "March 5, 2026" in the learner's time zone; '' for an unreadable date. */
export const formatLongDate = (iso: string | null | undefined, locale = DEFAULT_LOCALE): string => {
  const date = readDate(iso);
  return date ? longDate(locale).format(date) : '';
};

/** "2026-03-05T15:04…" → "5 Mar 2026, 3:04 pm" in the learner's time zone; '' if unreadable. */
export const formatDateTime = (iso: string | null | undefined, locale = DEFAULT_LOCALE): string => {
  const date = readDate(iso);
  return date ? dateTime(locale).format(date) : '';
};

/** India's long date. */
const indianDate = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** "2026-11-25T…" → "25 November 2026" in the learner's time zone; '' for an unreadable date. */
export const formatIndianDate = (iso: string | null | undefined, locale = DEFAULT_LOCALE): string => {
  const date = readDate(iso);
  return date ? indianDate(locale).format(date) : '';
};
