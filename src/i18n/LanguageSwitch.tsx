import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate as useRouterNavigate } from 'react-router-dom';
import { LANGUAGE_INFO, LANGUAGE_STORAGE_KEY, localizePath, type Language } from '@/config/languages';
import { loadScreenIn } from './i18n';
import { useI18n, useLanguage } from './useTranslation';

/** Remembers the learner's choice for their next visit (see the language script in the page's head). */
function remember(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be full or blocked; the choice then lasts as long as the page.
  }
}

/**
 * A link to the same page in the other language, named in that language (and marked as in it, so
 * a screen reader says it in that language). It is a real link (it
 * works before the page's code has loaded, and crawlers follow it); in the app it fetches the
 * other language's text for what is on screen first, so the page changes language in one step and
 * keeps what the learner has typed.
 */
export function LanguageSwitch(props: Omit<ButtonProps<typeof RouterLink>, 'to' | 'component'>) {
  const lang = useLanguage();
  const other: Language = lang === 'hi' ? 'en' : 'hi';
  const { pathname, search, hash } = useLocation();
  const navigate = useRouterNavigate();
  const i18n = useI18n();
  const to = localizePath(pathname, other) + search + hash;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    remember(other);
    void loadScreenIn(i18n, other).then(() => navigate(to, { preventScrollReset: true }));
  };

  return (
    <Button
      component={RouterLink}
      to={to}
      lang={LANGUAGE_INFO[other].htmlLang}
      hrefLang={LANGUAGE_INFO[other].htmlLang}
      color="inherit"
      {...props}
      onClick={onClick}
    >
      {LANGUAGE_INFO[other].name}
    </Button>
  );
}
