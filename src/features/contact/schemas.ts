import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { CONTACT_LIMITS } from '@/config/constants';
import { trimInvisibleValue } from '@/lib/text';

/** Text with invisible characters trimmed from its ends, so a field of zero-width spaces is empty. */
const text = () => yup.string().transform(trimInvisibleValue);

/** The contact form's rules, their messages in the page's language (the form makes it per language). */
export const makeContactSchema = (t: TFunction<'contact'>) =>
  yup.object({
    name: text()
      .required(t('fields.name.required'))
      .max(CONTACT_LIMITS.name, t('fields.name.tooLong', { max: CONTACT_LIMITS.name })),
    email: text()
      .required(t('fields.email.required'))
      .max(CONTACT_LIMITS.email, t('fields.email.tooLong', { max: CONTACT_LIMITS.email }))
      // yup's own check accepts addresses without a domain suffix; a reply needs a real one.
      .email(t('fields.email.invalid'))
      .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, t('fields.email.invalid')),
    subject: text()
      .required(t('fields.subject.required'))
      .max(CONTACT_LIMITS.subject, t('fields.subject.tooLong', { max: CONTACT_LIMITS.subject })),
    message: text()
      .required(t('fields.message.required'))
      .max(CONTACT_LIMITS.message, t('fields.message.tooLong', { max: CONTACT_LIMITS.message })),
  });

export type ContactValues = yup.InferType<ReturnType<typeof makeContactSchema>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };
