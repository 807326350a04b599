import * as yup from 'yup';
import { CONTACT_LIMITS } from '@/config/constants';
import { trimInvisibleValue } from '@/lib/text';

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters.`;

/** Text with invisible characters trimmed from its ends, so a field of zero-width spaces is empty. */
const text = () => yup.string().transform(trimInvisibleValue);

export const contactSchema = yup.object({
  name: text().required('Name is required.').max(CONTACT_LIMITS.name, tooLong('Name', CONTACT_LIMITS.name)),
  email: text()
    .required('Email is required.')
    .max(CONTACT_LIMITS.email, tooLong('Email', CONTACT_LIMITS.email))
    // yup's own check accepts addresses without a domain suffix; a reply needs a real one.
    .email('Please enter a valid email address.')
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Please enter a valid email address.'),
  subject: text()
    .required('Subject is required.')
    .max(CONTACT_LIMITS.subject, tooLong('Subject', CONTACT_LIMITS.subject)),
  message: text()
    .required('Message is required.')
    .max(CONTACT_LIMITS.message, tooLong('Message', CONTACT_LIMITS.message)),
});

export type ContactValues = yup.InferType<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };
