export { createI18n, hasNamespaces, loadNamespaces, namespacesInUse, suspendUntilLoaded, type I18n } from './i18n';
export { LanguageFromPath } from './LanguageFromPath';
export { LanguageSwitch } from './LanguageSwitch';
export { NAMESPACES, type Namespace, type Resources } from './resources';
export { Link, localizeTo, Navigate, NavLink, useLocalizePath, useNavigate, usePagePath } from './router';
export { useI18n, useLanguage, useLocale, useTranslation } from './useTranslation';
