import type { TFunction } from 'i18next';
import { MARKETS, slugOf } from './catalogQuery';

/**
 * Course fields the API writes in English words the school chose (a market, a language, a length)
 * shown in the page's language. Only the words the school uses are translated; anything else is
 * shown as the API sent it. The English catalogue repeats the API's own words (`{{label}}`), so
 * English pages show exactly what they did.
 */

type CoursesT = TFunction<'courses'>;

const LANGUAGES = ['english', 'hindi', 'hinglish'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** "Indian market" → "भारतीय मार्केट" on a Hindi page. */
export function marketLabel(t: CoursesT, label: string): string {
  const slug = slugOf(label);
  return isOneOf(MARKETS, slug) ? t(`markets.${slug}`, { label }) : label;
}

/** Other words for a market a learner may search with, in the page's language ("सोना" for gold). */
export function marketSearchWords(t: CoursesT, label: string): string {
  const slug = slugOf(label);
  return isOneOf(MARKETS, slug) ? t(`searchWords.${slug}`) : '';
}

/** "English/Hindi" → "अंग्रेज़ी/हिंदी" on a Hindi page: each language is translated in place. */
export function languageLabel(t: CoursesT, text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const slug = slugOf(word);
    return isOneOf(LANGUAGES, slug) ? t(`languages.${slug}`, { label: word }) : word;
  });
}

const LENGTH = /^(\d+)\s*(hours?|hrs?|minutes?|mins?)$/i;

/** "8 hours" → "8 घंटे" on a Hindi page; a length written any other way is shown as it is. */
export function durationLabel(t: CoursesT, text: string): string {
  const match = LENGTH.exec(text.trim());
  if (!match) return text;
  const unit = match[2]?.toLowerCase().startsWith('h') ? 'hours' : 'minutes';
  return t(`duration.${unit}`, { count: Number(match[1]), label: text });
}
