import type { Language } from '@/config/languages';
import type { Namespace } from './resources';

/**
 * One namespace's catalogue in one language. Each file is a chunk of its own, so a page fetches the
 * catalogues it shows in its language only (jest maps this module to src/test/loadCatalogue.ts).
 */
export const loadCatalogue = (lang: Language, namespace: Namespace): Promise<Record<string, unknown>> =>
  import(`../locales/${lang}/${namespace}.json`).then((module: { default: Record<string, unknown> }) => module.default);
