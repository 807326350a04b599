import type { Language } from '@/config/languages';

/**
 * The words that make a question a trading question: the five of the product's rule (trading,
 * stock, forex, crypto, market), the vocabulary of the school's courses and its glossary (R,
 * reward-to-risk, expectancy, lot, margin, ...). One list per language; on a Hindi page the Hindi
 * list joins the English one (see `topicsFor`). The chat checks every question against it before
 * any call.
 *
 * Each entry matches as a whole word, in any case, with its plural (`chart` → `charts`,
 * `equity` → `equities`). A space inside an entry also matches a hyphen or no space at all
 * ("stop-loss", "stoploss"). An entry ending in `*` matches any word it begins
 * (`crypto*` → "cryptocurrency"). `#R` is a capital letter on its own ("What is R?", "R-multiple",
 * "R:R") or after a number in either case ("1R", "2.5r"), never a lower-case letter alone (the
 * "r" of "how r u"). `lot !of` matches "lot" and "lots" except before "of" ("a lot of").
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
  // The school's glossary: the words its lessons, lab and calculators use.
  '#R',
  'R multiple',
  'reward to risk',
  'target',
  'expectancy',
  'win rate',
  'lot !of',
  'margin',
  'leverage',
  'position siz*',
  'draw down',
  'trailing stop',
  'spread',
  'broker*',
  'charges',
  'STT',
  'stamp duty',
  'pip',
  'expiry',
  'strike price',
  'option chain',
  'call option',
  'put option',
  'hedge',
  'hedging',
  'volatility',
  'liquidity',
  'bullish',
  'bearish',
  'limit order',
  'backtest*',
  'retracement',
  'MACD',
  'EMA',
  'VWAP',
  'Bollinger',
  'demat',
  'index fund',
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
  // The school's glossary.
  'आर मल्टीपल',
  'रिवॉर्ड',
  'रिवार्ड',
  'टारगेट',
  'एक्सपेक्टेंसी',
  'एक्सपेक्टैंसी',
  'लॉट',
  'लॉट्स',
  'मार्जिन',
  'लेवरेज',
  'लीवरेज',
  'लिवरेज',
  'पोजिशन*',
  'पोजीशन*',
  'ड्रॉ डाउन',
  'ड्रा डाउन',
  'ट्रेलिंग',
  'स्प्रेड',
  'ब्रोकर*',
  'चार्ज',
  'चार्जेज',
  'चार्जेस',
  'एसटीटी',
  'स्टांप ड्यूटी',
  'स्टाम्प ड्यूटी',
  'एक्सपायरी',
  'स्ट्राइक',
  'हेजिंग',
  'इंडेक्स',
  'डीमैट',
  'मुनाफ*',
  'प्रॉफिट',
  'लॉस',
  'घाटा',
  'घाटे',
  'निवेश*',
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
  'munafa',
  'munafe',
  'nuksan',
  'nuksaan',
  'ghata',
  'jokhim',
  'nivesh',
  'dalali',
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

// Letters, combining marks (Devanagari vowel signs) and digits make up a word; anything else ends it.
// The start is matched as "start or a non-word character" rather than a lookbehind, which older
// phone browsers cannot parse.
const NOT_WORD = '[^\\p{L}\\p{M}\\p{N}]';
const WORD_END = `(?=$|${NOT_WORD})`;

/** One entry as a pattern: its words joined loosely, then its plural or any continuation. */
function entryPattern(entry: string): string {
  const [term = '', ...exceptions] = entry.split(' !');
  const prefix = term.endsWith('*');
  const words = foldForMatching(prefix ? term.slice(0, -1) : term)
    .trim()
    .split(/\s+/)
    .map(escape);
  const last = words.pop() ?? '';
  const stem = /[^aeiou]y$/i.test(last) ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  const ending = prefix ? `${last}[\\p{L}\\p{M}\\p{N}]*` : stem;
  // "lot !of": not when the next word is "of".
  const unless = exceptions.map((word) => `(?!${NOT_WORD}+${escape(word)}${WORD_END})`).join('');
  return [...words, ending].join('[\\s-]*') + unless;
}

/** `#R`: the capital letter alone, or after a number in either case ("1R", "2.5r"). */
function letterPattern(entry: string): string {
  const letter = escape(entry.slice(1));
  return `(?:\\d+(?:[.,]\\d+)?[${letter}${letter.toLowerCase()}]|${letter})`;
}

/** Whole words of a vocabulary: `test` says whether a text has one. */
export interface TopicMatcher {
  test: (text: string) => boolean;
}

const NEVER: TopicMatcher = { test: () => false };

const wholeWords = (patterns: string[], flags: string): TopicMatcher =>
  patterns.length === 0 ? NEVER : new RegExp(`(?:^|${NOT_WORD})(?:${patterns.join('|')})${WORD_END}`, flags);

/**
 * A matcher of whole words from `vocabulary`, in any case; a `#` letter is matched as written
 * (in a second pattern of its own, as JavaScript cannot make part of a pattern case-sensitive).
 */
export function topicMatcher(vocabulary: readonly string[]): TopicMatcher {
  const letters = vocabulary.filter((entry) => entry.startsWith('#'));
  const words = wholeWords(vocabulary.filter((entry) => !entry.startsWith('#')).map(entryPattern), 'iu');
  const exact = wholeWords(letters.map(letterPattern), 'u');
  return { test: (text) => words.test(text) || exact.test(text) };
}
