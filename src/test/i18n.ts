import { LANGUAGES, type Language } from '@/config/languages';
import { createI18n, NAMESPACES, type I18n } from '@/i18n';
import { readCatalogue } from './loadCatalogue';

/** Every catalogue in every language, read once. */
const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readCatalogue(lang, namespace)])),
  ]),
);

/** An i18next instance in `lang` holding every catalogue, as a page has them once they have loaded. */
export const testI18n = (lang: Language = 'en'): I18n => createI18n(lang, resources);
