/**
 * The words that make a question a trading question: the five of the product's rule (trading,
 * stock, forex, crypto, market) and the vocabulary of the school's courses. One list per language;
 * a Hindi list joins `TOPIC_VOCABULARY` when the site speaks Hindi.
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

export const TOPIC_VOCABULARY: readonly string[] = [...ENGLISH_TOPICS];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One entry as a pattern: its words joined loosely, then its plural or any continuation. */
function entryPattern(entry: string): string {
  const prefix = entry.endsWith('*');
  const words = (prefix ? entry.slice(0, -1) : entry).trim().split(/\s+/).map(escape);
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
