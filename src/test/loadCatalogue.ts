import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@/config/languages';
import type { Namespace } from '@/i18n/resources';

/** A catalogue straight from its file. */
export const readCatalogue = (lang: Language, namespace: Namespace): Record<string, unknown> =>
  JSON.parse(readFileSync(join(__dirname, '..', 'locales', lang, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** The catalogue from its file, for jest, which has no bundler to split it into a chunk. */
export const loadCatalogue = (lang: Language, namespace: Namespace): Promise<Record<string, unknown>> =>
  Promise.resolve(readCatalogue(lang, namespace));
