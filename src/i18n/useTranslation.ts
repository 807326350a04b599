import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { LANGUAGE_INFO, type Language } from '@/config/languages';
import { suspendUntilLoaded } from './i18n';
import type { Namespace } from './resources';

/**
 * react-i18next's `useTranslation` (typed keys: `t('key')` is checked against the English
 * catalogue), which suspends until the namespace's catalogue is here and fails like a lazy part
 * when it cannot be fetched (see LoadBoundary). Pages load theirs with their code, so this only
 * waits for parts that load later (a dialog, a panel) or after a change of language.
 */
export const useTranslation = ((ns?: Namespace | readonly Namespace[], options?: object) => {
  const response = useI18nextTranslation(ns as never, options);
  const { i18n } = response;
  const lang = i18n.language as Language;
  const namespaces: readonly Namespace[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  suspendUntilLoaded(i18n, lang, namespaces);
  return response;
}) as typeof useI18nextTranslation;

/** The page's i18next instance, whether or not its catalogues are here. */
export const useI18n = () => useI18nextTranslation().i18n;

/** The language the page is shown in. */
export const useLanguage = (): Language => useI18n().language as Language;

/** The `Intl` locale for the page's numbers and dates: `en-IN` or `hi-IN`. */
export const useLocale = (): string => LANGUAGE_INFO[useLanguage()].locale;
