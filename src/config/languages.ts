/**
 * The site's languages. English pages live at the root (`/courses`), Hindi ones under their prefix
 * (`/hi/courses`): the path alone says which language a page is in, so every page can be rendered
 * at build time and linked to, shared and indexed in either language.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Language = 'en';

interface LanguageInfo {
  /** The language's own name, as the switch shows it. */
  name: string;
  /** The `Intl` locale for numbers and dates: Indian digit grouping in both. */
  locale: string;
  /** The first segment of its pages' paths; '' for the default language. */
  prefix: string;
  /** `<html lang>` of its pages. */
  htmlLang: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { name: 'English', locale: 'en-IN', prefix: '', htmlLang: 'en-IN' },
  hi: { name: 'हिन्दी', locale: 'hi-IN', prefix: '/hi', htmlLang: 'hi' },
};

/** Where the browser remembers the language the learner last switched to. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

const PREFIXED = /^\/(hi)(?=\/|$|\?|#)/i;

/** The language of the page at `pathname` (case-insensitive, as the router matches). */
export function languageOfPath(pathname: string): Language {
  const prefix = PREFIXED.exec(pathname)?.[1]?.toLowerCase();
  return isLanguage(prefix) ? prefix : DEFAULT_LANG;
}

/** The page's path without its language prefix: `/hi/courses` → `/courses`, `/hi` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(PREFIXED, '');
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The same page in `lang`: `/courses?sort=x` → `/hi/courses?sort=x`. A path already in a language is
 * moved to `lang`, so localising twice changes nothing. Relative paths are left alone.
 */
export function localizePath(path: string, lang: Language): string {
  if (!path.startsWith('/')) return path;
  const bare = pathWithoutLanguage(path);
  const { prefix } = LANGUAGE_INFO[lang];
  if (!prefix) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? prefix + bare.slice(1) : prefix + bare;
}

/**
 * The Devanagari font the site serves itself (public/fonts, subset to the Devanagari block). Only
 * Hindi pages declare it, so English ones never download it; its name is the site's own so that a
 * font installed on the device under the upstream name never stands in for English text.
 * `local` names the same face as a device may have it installed, by full and PostScript name (and
 * the family name, which a variable font's default face may carry as its full name): where one
 * matches, the face is used at once and its file is not fetched beside the page's scripts. Android
 * ships Noto Sans Devanagari; as a variable font its regular face matches, its bold likely not.
 */
export const DEVANAGARI_FONT = {
  family: 'TradeSchool Devanagari',
  files: [
    {
      weight: 400,
      local: ['Noto Sans Devanagari', 'Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'],
      href: '/fonts/noto-sans-devanagari-400.woff2',
    },
    {
      weight: 700,
      local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'],
      href: '/fonts/noto-sans-devanagari-700.woff2',
    },
  ],
  unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF',
} as const;
