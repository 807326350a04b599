import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguage, useLocale, useTranslation } from '@/i18n';
import { validationMessages, type ValidationMessages } from '../schemas';

/** A form's rules, their messages in the page's language (`makeSchema` should be a module-level function). */
export function useValidationSchema<Schema>(makeSchema: (messages: ValidationMessages) => Schema) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const messages = useMemo(() => validationMessages(t, locale), [t, locale]);
  return useMemo(() => makeSchema(messages), [makeSchema, messages]);
}

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
