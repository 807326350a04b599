/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/config/languages';
import { readCatalogue } from '@/test/loadCatalogue';
import { NAMESPACES } from './resources';

const LOCALES_DIR = join(__dirname, '..', 'locales');

/** Every message of a catalogue, by its dotted key. */
function messages(catalogue: Record<string, unknown>, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [inner, text] of messages(value as Record<string, unknown>, path)) found.set(inner, text);
    } else found.set(path, String(value));
  }
  return found;
}

/** The `{{name}}` placeholders of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map(([, name]) => name).sort();

/** Plural categories both languages use (Intl.PluralRules: English and Hindi have one and other). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('the message catalogues', () => {
  it('are one file per namespace in every language, and the code knows every namespace', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(LOCALES_DIR, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect([lang, files]).toEqual([lang, [...NAMESPACES].sort()]);
    }
  });

  describe.each(NAMESPACES)('%s', (namespace) => {
    const english = messages(readCatalogue('en', namespace));
    const hindi = messages(readCatalogue('hi', namespace));

    it('has the same keys in English and Hindi', () => {
      const onlyEnglish = [...english.keys()].filter((key) => !hindi.has(key));
      const onlyHindi = [...hindi.keys()].filter((key) => !english.has(key));
      expect({ onlyEnglish, onlyHindi }).toEqual({ onlyEnglish: [], onlyHindi: [] });
    });

    it('fills every message, with the same placeholders in both languages', () => {
      for (const [key, text] of english) {
        const translated = hindi.get(key);
        if (translated === undefined) continue;
        expect([key, text.trim() !== '', translated.trim() !== '']).toEqual([key, true, true]);
        // Two allowances: every plural is given its count, and an English message that only
        // repeats the API's word ("{{label}}") may be a word of its own in Hindi.
        const given = new Set([...placeholders(text), ...(PLURAL_SUFFIX.test(key) ? ['count'] : [])]);
        const passThrough = /^{{\s*\w+\s*}}$/.test(text.trim());
        const unknown = placeholders(translated).filter((name) => !given.has(name));
        const dropped = passThrough
          ? []
          : placeholders(text).filter((name) => !placeholders(translated).includes(name));
        expect({ key, unknown, dropped }).toEqual({ key, unknown: [], dropped: [] });
      }
    });

    it('gives every plural both the one and the other form', () => {
      const plurals = [...english.keys()].filter((key) => PLURAL_SUFFIX.test(key));
      for (const key of plurals) {
        const base = key.replace(PLURAL_SUFFIX, '');
        expect([base, english.has(`${base}_one`), english.has(`${base}_other`)]).toEqual([base, true, true]);
      }
    });
  });
});
