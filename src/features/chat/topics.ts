import type { Language } from '@/config/languages';

/**
 * The words that make a question a trading question: the five of the product's rule (trading,
 * stock, forex, crypto, market) and the vocabulary of the school's courses. One list per language;
 * on a Hindi page the Hindi list joins the English one (see `topicsFor`).
 *
 * Each entry matches as a whole word, in any case, with its plural (`chart` → `charts`,
 * `equity` → `equities`). A space inside an entry also matches a hyphen or no space at all
 * ("stop-loss", "stoploss"). An entry ending in `*` matches any word it begins
 * (`crypto*` → "cryptocurrency").
 */
export const ENGLISH_TOPICS = [
  'trading',
  'stock*',
  'forex',
  'crypto*',
  'market*',
  'stop loss',
  'RSI',
  'candlestick',
  'chart',
  'indicator',
  'moving average',
  'support',
  'resistance',
  'breakout',
  'intraday',
  'swing',
  'Nifty',
  'Sensex',
  'options',
  'futures',
  'F&O',
  'MCX',
  'gold',
  'bitcoin',
  'share',
  'equity',
  'commodity',
  'currency',
  'portfolio',
  'risk',
  'IPO',
  'SIP',
  'mutual fund',
] as const;

/** The English page's vocabulary, as the product's rule has it. */
export const TOPIC_VOCABULARY: readonly string[] = [...ENGLISH_TOPICS];

/**
 * The same vocabulary as Hindi learners write it, in Devanagari, and in the Latin spelling of
 * Hinglish. Hindi nouns change their ending (शेयरों, कीमतें), so stems take a `*`. Hindi pages
 * also take the school's own questions (its courses, their fees, how to reach it), which the
 * model is told there to answer by pointing to the right page.
 */
export const HINDI_TOPICS = [
  // Devanagari. A nukta (बाज़ार, फ़ीस) is left out here and in the question, so either spelling matches.
  'ट्रेड*',
  'शेयर*',
  'स्टॉक*',
  'बाजार*',
  'मार्केट*',
  'फॉरेक्स',
  'फोरेक्स',
  'क्रिप्टो*',
  'बिटकॉइन*',
  'सोना',
  'सोने',
  'गोल्ड',
  'स्टॉप लॉस',
  'आरएसआई',
  'कैंडल*',
  'चार्ट*',
  'इंडिकेटर*',
  'मूविंग एवरेज',
  'सपोर्ट',
  'रेजिस्टेंस',
  'रेसिस्टेंस',
  'ब्रेक आउट',
  'इंट्राडे',
  'स्विंग',
  'निफ्टी',
  'सेंसेक्स',
  'ऑप्शंस',
  'ऑप्शन्स',
  'फ्यूचर्स',
  'एमसीएक्स',
  'कमोडिटी',
  'इक्विटी',
  'करेंसी',
  'पोर्टफोलियो',
  'रिस्क',
  'जोखिम',
  'आईपीओ',
  'एसआईपी',
  'म्यूचुअल फंड*',
  'कोर्स*',
  'कीमत*',
  'फीस',
  'शुल्क',
  'संपर्क',
  'सम्पर्क',
  // Hinglish, in Latin letters.
  'sona',
  'sone',
  'bazar*',
  'bazaar*',
  'kimat',
  'keemat',
  'course',
  'fee',
  'price',
  'contact',
  'sampark',
] as const;

/** What makes a question a trading question on a page in `lang`. */
export const topicsFor = (lang: Language): readonly string[] =>
  lang === 'hi' ? [...ENGLISH_TOPICS, ...HINDI_TOPICS] : TOPIC_VOCABULARY;

/**
 * One spelling of a text for matching: a letter with a nukta in one character (फ़ = U+095E) and
 * the same as two (फ + ़) read alike once composed, and both then lose the nukta. The joiners
 * some Hindi keyboards put inside a word would otherwise split it.
 */
export const foldForMatching = (text: string): string => text.normalize('NFC').replace(/[\u093C\u200C\u200D]/g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One entry as a pattern: its words joined loosely, then its plural or any continuation. */
function entryPattern(entry: string): string {
  const prefix = entry.endsWith('*');
  const words = foldForMatching(prefix ? entry.slice(0, -1) : entry)
    .trim()
    .split(/\s+/)
    .map(escape);
  const last = words.pop() ?? '';
  const stem = /[^aeiou]y$/i.test(last) ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  const ending = prefix ? `${last}[\\p{L}\\p{M}\\p{N}]*` : stem;
  return [...words, ending].join('[\\s-]*');
}

// Letters, combining marks (Devanagari vowel signs) and digits make up a word; anything else ends it.
// The start is matched as "start or a non-word character" rather than a lookbehind, which older
// phone browsers cannot parse.
const NOT_WORD = '[^\\p{L}\\p{M}\\p{N}]';

/** A case-insensitive matcher of whole words from `vocabulary`. */
export const topicMatcher = (vocabulary: readonly string[]): RegExp =>
  new RegExp(`(?:^|${NOT_WORD})(?:${vocabulary.map(entryPattern).join('|')})(?=$|${NOT_WORD})`, 'iu');
