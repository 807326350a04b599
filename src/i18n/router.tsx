/**
 * react-router's links and navigation, in the page's language: a path such as `paths.courses` is
 * `/courses` on an English page and `/hi/courses` on a Hindi one. Code links and navigates through
 * these (lint enforces it), so no screen needs to know which language it is shown in.
 */
import { useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { localizePath, pathWithoutLanguage, type Language } from '@/config/languages';
import { useLanguage } from './useTranslation';

export const localizeTo = (to: To, lang: Language): To =>
  typeof to === 'string'
    ? localizePath(to, lang)
    : to.pathname === undefined
      ? to
      : { ...to, pathname: localizePath(to.pathname, lang) };

/** A path in the page's language. */
export function useLocalizePath(): (path: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLanguage())} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useLanguage())} {...props} />;
}

/** react-router's `navigate`, in the page's language (a number still goes back or forward). */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const lang = useLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, lang), options),
    [navigate, lang],
  );
}

/** The page's path without its language prefix, as `paths` name it: `/hi/courses` → `/courses`. */
export const usePagePath = (): string => pathWithoutLanguage(useLocation().pathname);
