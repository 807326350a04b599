import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { LANGUAGES, type Language } from '@/config/languages';
import { loadCatalogue } from '@/i18n/loadCatalogue';
import { ChunkLoadError, importUnlessOffline, renewOnRetry } from '@/lib/lazyWithPreload';
// Through the alias, which jest maps to a loader that reads the files (src/test/loadCatalogue.ts).
import type { Namespace } from './resources';

export type { I18n };

/**
 * An i18next instance for a page in `lang`, with whatever catalogues `resources` holds. It has no
 * backend: catalogues come in through `loadNamespaces`, which the routes call with a page's code
 * and `useTranslation` calls for anything else, so a catalogue that cannot be fetched fails the
 * part that needed it like its code would (see LoadBoundary) instead of showing keys.
 */
export function createI18n(lang: Language, resources: Resource = {}): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    defaultNS: 'common',
    ns: [],
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** A catalogue's load, and its failure once it failed (kept until a Retry). */
interface Load {
  promise: Promise<void>;
  failure?: ChunkLoadError;
}
/** Loads, per resource store (an instance and the wrappers react-i18next makes of it), by `lang|ns`. */
const loadsByStore = new WeakMap<object, Map<string, Load>>();

function loadsOf(i18n: I18n): Map<string, Load> {
  let loads = loadsByStore.get(i18n.store);
  if (!loads) loadsByStore.set(i18n.store, (loads = new Map()));
  return loads;
}

function loadNamespace(i18n: I18n, lang: Language, namespace: Namespace): Promise<void> {
  const loads = loadsOf(i18n);
  const key = `${lang}|${namespace}`;
  const known = loads.get(key);
  if (known) return known.promise;
  const load: Load = {
    promise: importUnlessOffline(() => loadCatalogue(lang, namespace)).then(
      (catalogue) => {
        i18n.addResourceBundle(lang, namespace, catalogue, true, true);
      },
      (error: unknown) => {
        // Failed until a Retry (see LoadBoundary): asking again on every render would loop offline.
        load.failure = new ChunkLoadError(error);
        renewOnRetry(() => loads.delete(key));
        throw load.failure;
      },
    ),
  };
  loads.set(key, load);
  return load.promise;
}

export const hasNamespaces = (i18n: I18n, lang: Language, namespaces: readonly Namespace[]) =>
  namespaces.every((namespace) => i18n.hasResourceBundle(lang, namespace));

/**
 * Fetches the catalogues of `namespaces` in `lang` that `i18n` does not hold yet; one request each,
 * shared by everyone asking at once. Rejects with a ChunkLoadError when one cannot be fetched.
 */
export async function loadNamespaces(i18n: I18n, lang: Language, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(lang, namespace))
      .map((namespace) => loadNamespace(i18n, lang, namespace)),
  );
}

/**
 * Suspends the rendering component until `namespaces` are here in `lang`. The load is thrown rather
 * than passed to `use`: a component that used `use` while loading and skips it once loaded breaks
 * its hooks' order when React replays it, while a thrown load makes React render it afresh.
 */
export function suspendUntilLoaded(i18n: I18n, lang: Language, namespaces: readonly Namespace[]): void {
  if (hasNamespaces(i18n, lang, namespaces)) return;
  // React renders a thrown load again whether it worked or not: a failed one fails the part.
  const loads = loadsOf(i18n);
  const failure = namespaces.map((namespace) => loads.get(`${lang}|${namespace}`)?.failure).find(Boolean);
  if (failure) throw failure;
  throw loadNamespaces(i18n, lang, namespaces);
}

/** The namespaces the components on screen have asked for (react-i18next keeps the list). */
export const namespacesInUse = (i18n: I18n): Namespace[] =>
  (i18n.reportNamespaces?.getUsedNamespaces() ?? []) as Namespace[];

/**
 * Fetches what is on screen in `lang`, so a change of language re-renders in one step. Never
 * rejects: a catalogue that cannot be fetched fails its own part once the language has changed.
 */
export const loadScreenIn = (i18n: I18n, lang: Language): Promise<void> =>
  loadNamespaces(i18n, lang, namespacesInUse(i18n)).catch(() => undefined);
