import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguage } from '@/i18n';

/**
 * Checks the fields that show an error again once the page changes language (the form stays
 * mounted and keeps what was typed), so their messages are said in the new one.
 */
export function useErrorsFollowLanguage<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const lang = useLanguage();
  const shownIn = useRef(lang);
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    const withErrors = Object.keys(form.formState.errors) as Path<Values>[];
    if (withErrors.length > 0) void form.trigger(withErrors);
  }, [form, lang]);
}
