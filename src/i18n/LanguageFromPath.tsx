import GlobalStyles from '@mui/material/GlobalStyles';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_INFO, languageOfPath } from '@/config/languages';
import { declareDevanagariFont } from './devanagariFont';
import { loadScreenIn } from './i18n';
import { useI18n } from './useTranslation';

/**
 * Letter spacing breaks the headline bar that joins Devanagari letters, so Hindi pages set text
 * without it (eyebrows and overlines space their Latin capitals).
 */
const devanagariText = { ':lang(hi) .MuiTypography-root': { letterSpacing: 'normal' } };

/**
 * Keeps the page's language in step with its path: the text, `<html lang>`, and the Devanagari
 * font, declared once a page is Hindi (a page loaded in English never downloads it). A change of
 * path into the other language (the switch, Back) fetches the catalogues on screen before the text
 * changes.
 */
export function LanguageFromPath() {
  const lang = languageOfPath(useLocation().pathname);
  const i18n = useI18n();

  useLayoutEffect(() => {
    document.documentElement.lang = LANGUAGE_INFO[lang].htmlLang;
    if (lang === 'hi') declareDevanagariFont(document);
    if (i18n.language === lang) return;
    let current = true;
    void loadScreenIn(i18n, lang).then(() => {
      if (current) void i18n.changeLanguage(lang);
    });
    return () => {
      current = false;
    };
  }, [i18n, lang]);

  return lang === 'hi' ? <GlobalStyles styles={devanagariText} /> : null;
}
