import type { Language } from '@/config/languages';
import type { I18n, Namespace } from '@/i18n';
import { testI18n } from './i18n';

/**
 * `testI18n(lang)` where a key the catalogue lacks throws. The site's i18next has no fallback
 * language, so a missing key would read as the key itself, which a page shows the same way: a test
 * that reads its expected words through this fails instead.
 */
export function strictI18n(lang: Language): I18n {
  const i18n = testI18n(lang);
  i18n.options.parseMissingKeyHandler = (key: string) => {
    throw new Error(`No "${key}" in the ${lang} catalogue`);
  };
  return i18n;
}

/** `lang`'s words in `namespace`, from its catalogue, a missing key throwing (see strictI18n). */
export const wordsIn = <N extends Namespace>(lang: Language, namespace: N) =>
  strictI18n(lang).getFixedT(lang, namespace);

/**
 * Checks a word read from `lang`'s catalogue, then gives it back: on an English page it is the
 * expected English text, `english`; in another language it must differ from that, so a word that fell
 * back to English fails.
 */
export const ownWord = (lang: Language) => (word: string, english: string) => {
  if (lang === 'en') expect(word).toBe(english);
  else expect(word).not.toBe(english);
  return word;
};

/**
 * A language other than English has words of its own: the words `pick` takes from its catalogues
 * must each differ from English's, so a key copied from English fails.
 */
export function expectOwnWords<Catalogues>(
  lang: Language,
  catalogues: Record<Language, Catalogues>,
  pick: (catalogues: Catalogues) => string[],
) {
  if (lang === 'en') return;
  const english = pick(catalogues.en);
  pick(catalogues[lang]).forEach((word, i) => expect(word).not.toBe(english[i]));
}

/** A catalogue text with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_match, key: string) => String(values[key]));
