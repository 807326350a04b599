/*
 * Hindi in the Latin letters a learner types it in ("nuksan", "bazar", "stop loss"): a plain
 * reading of Devanagari without diacritics, dropping the unspoken vowel at a word's end and between
 * syllables, and a key that forgives the spellings learners differ on (aa/a, ee/i, oo/u, w/v). Cheap
 * by design: a search compares keys, and its fuzziness covers the rest.
 */

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
};
/** A consonant with the nukta below it: the sounds borrowed from Persian and English. */
const NUKTA: Record<string, string> = { k: 'q', kh: 'kh', g: 'g', j: 'z', d: 'r', dh: 'rh', ph: 'f' };
const NUKTA_SIGN = '\u093c';
const VIRAMA = '\u094d';
const NASAL: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

interface Syllable {
  consonants: string;
  vowel: string;
  /** The vowel is the consonant's own unwritten "a", which speech often drops. */
  inherent: boolean;
  coda: string;
}

function romanizeWord(word: string): string {
  const syllables: Syllable[] = [];
  const chars = [...word.normalize('NFD')];
  let cluster = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] ?? '';
    let consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA_SIGN) {
        consonant = NUKTA[consonant] ?? consonant;
        i += 1;
      }
      const next = chars[i + 1] ?? '';
      if (next === VIRAMA) {
        cluster += consonant;
        i += 1;
      } else if (SIGNS[next] !== undefined) {
        syllables.push({ consonants: cluster + consonant, vowel: SIGNS[next], inherent: false, coda: '' });
        cluster = '';
        i += 1;
      } else {
        syllables.push({ consonants: cluster + consonant, vowel: 'a', inherent: true, coda: '' });
        cluster = '';
      }
    } else if (VOWELS[char] !== undefined) {
      syllables.push({ consonants: cluster, vowel: VOWELS[char], inherent: false, coda: '' });
      cluster = '';
    } else if (NASAL[char] !== undefined) {
      const last = syllables[syllables.length - 1];
      if (last) last.coda += NASAL[char];
    } else if (/[\p{L}\p{N}]/u.test(char)) {
      syllables.push({ consonants: cluster + char, vowel: '', inherent: false, coda: '' });
      cluster = '';
    }
  }
  // The unspoken "a": at the end of a word of more than one syllable, and between two spoken ones.
  const last = syllables[syllables.length - 1];
  if (syllables.length > 1 && last?.inherent && !last.coda) last.vowel = '';
  for (let i = syllables.length - 2; i >= 1; i -= 1) {
    const syllable = syllables[i];
    const after = syllables[i + 1];
    const before = syllables[i - 1];
    if (syllable?.inherent && !syllable.coda && after?.vowel && before?.vowel) syllable.vowel = '';
  }
  return syllables.map((s) => s.consonants + s.vowel + s.coda).join('') + cluster;
}

/** Devanagari in plain Latin letters, word for word; other text as it is, in lower case. */
export function romanize(text: string): string {
  return text
    .split(/([^\p{L}\p{M}\p{N}]+)/u)
    .map((part) => (/[\u0900-\u097f]/.test(part) ? romanizeWord(part) : part.toLowerCase()))
    .join('');
}

/** A Latin word as a search compares it: spellings learners differ on made the same. */
export const latinKey = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/([a-z])\1+/g, '$1');

/** Whether the text has Devanagari in it. */
export const hasDevanagari = (text: string): boolean => /[\u0900-\u097f]/.test(text);
