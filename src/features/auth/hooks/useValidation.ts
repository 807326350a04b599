import { useMemo } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { validationMessages, type ValidationMessages } from '../schemas';

/** A form's rules, their messages in the page's language (`makeSchema` should be a module-level function). */
export function useValidationSchema<Schema>(makeSchema: (messages: ValidationMessages) => Schema) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const messages = useMemo(() => validationMessages(t, locale), [t, locale]);
  return useMemo(() => makeSchema(messages), [makeSchema, messages]);
}
