import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { LANGUAGES, type Language } from '@/config/languages';
import { loadCatalogue } from '@/i18n/loadCatalogue';
import { ChunkLoadError, renewOnRetry } from '@/lib/lazyWithPreload';
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

/** Loads in flight, per resource store (an instance and the wrappers react-i18next makes of it). */
const inFlight = new WeakMap<object, Map<string, Promise<void>>>();
/** Loads that failed, per resource store, until a Retry: a suspended part rethrows them. */
const failedLoads = new WeakMap<object, Map<string, ChunkLoadError>>();

function failuresOf(i18n: I18n): Map<string, ChunkLoadError> {
  let failures = failedLoads.get(i18n.store);
  if (!failures) failedLoads.set(i18n.store, (failures = new Map()));
  return failures;
}

function loadNamespace(i18n: I18n, lang: Language, namespace: Namespace): Promise<void> {
  let loads = inFlight.get(i18n.store);
  if (!loads) inFlight.set(i18n.store, (loads = new Map()));
  const key = `${lang}|${namespace}`;
  let load = loads.get(key);
  if (!load) {
    load = loadCatalogue(lang, namespace).then(
      (catalogue) => {
        i18n.addResourceBundle(lang, namespace, catalogue, true, true);
      },
      (error: unknown) => {
        // Failed until a Retry (see LoadBoundary): asking again on every render would loop offline.
        const failure = new ChunkLoadError(error);
        failuresOf(i18n).set(key, failure);
        renewOnRetry(() => {
          loads.delete(key);
          failuresOf(i18n).delete(key);
        });
        throw failure;
      },
    );
    loads.set(key, load);
  }
  return load;
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
  const failures = failuresOf(i18n);
  const failure = namespaces.map((namespace) => failures.get(`${lang}|${namespace}`)).find(Boolean);
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
