import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate as useRouterNavigate } from 'react-router-dom';
import { LANGUAGE_INFO, LANGUAGE_STORAGE_KEY, localizePath, type Language } from '@/config/languages';
import { retryFailedLoads } from '@/lib/lazyWithPreload';
import { loadNamespaces, namespacesInUse } from './i18n';
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
 * keeps what the learner has typed; if that text cannot be fetched, the page stays as it is.
 */
export function LanguageSwitch({
  onUnavailable,
  ...props
}: Omit<ButtonProps<typeof RouterLink>, 'to' | 'component'> & {
  /** The other language's text for the screen could not be fetched: the page stays as it is. */
  onUnavailable: () => void;
}) {
  const lang = useLanguage();
  const other: Language = lang === 'hi' ? 'en' : 'hi';
  const { pathname, search, hash } = useLocation();
  const navigate = useRouterNavigate();
  const i18n = useI18n();
  const to = localizePath(pathname, other) + search + hash;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A click is the learner's retry: a catalogue that failed earlier is asked for again.
    retryFailedLoads();
    loadNamespaces(i18n, other, namespacesInUse(i18n)).then(() => {
      remember(other);
      void navigate(to, { preventScrollReset: true });
    }, onUnavailable);
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
