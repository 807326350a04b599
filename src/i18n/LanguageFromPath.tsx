import GlobalStyles from '@mui/material/GlobalStyles';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_INFO, languageOfPath } from '@/config/languages';
import { loadNamespaces } from './i18n';
import type { Namespace } from './resources';
import { useI18n } from './useTranslation';

/** The Devanagari subset the site serves (public/fonts), declared on Hindi pages only. */
export const DEVANAGARI_FONTS = [
  { weight: 400, href: '/fonts/noto-sans-devanagari-400.woff2' },
  { weight: 700, href: '/fonts/noto-sans-devanagari-700.woff2' },
] as const;

export const DEVANAGARI_FAMILY = '"Noto Sans Devanagari"';

const devanagariFontFaces = DEVANAGARI_FONTS.map(({ weight, href }) => ({
  '@font-face': {
    fontFamily: DEVANAGARI_FAMILY,
    fontStyle: 'normal',
    fontWeight: weight,
    fontDisplay: 'swap',
    src: `url(${href}) format('woff2')`,
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF',
  },
}));

/**
 * Keeps the page's language in step with its path: the text, `<html lang>`, and the Devanagari
 * font, which only Hindi pages declare so English ones never download it. A change of path into
 * the other language (the switch, Back) fetches the catalogues on screen before the text changes.
 */
export function LanguageFromPath() {
  const lang = languageOfPath(useLocation().pathname);
  const i18n = useI18n();

  useLayoutEffect(() => {
    document.documentElement.lang = LANGUAGE_INFO[lang].htmlLang;
    if (i18n.language === lang) return;
    let current = true;
    const onScreen = (i18n.reportNamespaces?.getUsedNamespaces() ?? []) as Namespace[];
    // A catalogue that cannot be fetched fails its part once the language has changed.
    void loadNamespaces(i18n, lang, onScreen)
      .catch(() => undefined)
      .then(() => {
        if (current) void i18n.changeLanguage(lang);
      });
    return () => {
      current = false;
    };
  }, [i18n, lang]);

  return lang === 'hi' ? <GlobalStyles styles={devanagariFontFaces} /> : null;
}
