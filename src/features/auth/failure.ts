import type { ParseKeys, TFunction } from 'i18next';
import { LANGUAGE_INFO, type Language } from '@/config/languages';
import { formatNumber } from '@/lib/format';
import { PASSWORD_MIN_LENGTH } from '@/lib/passwordRule';
import { errorStatus, isApiError } from '@/store/apiError';

/**
 * What a failed attempt says, worked out in the page's language each time it is shown, so the
 * line kept beside a form follows a change of language like the rest of the page.
 */
export type Failure = (t: TFunction<'auth'>, lang: Language) => string;

type AuthKey = ParseKeys<'auth'>;

/** A line of the `auth` catalogue. */
export const failureLine =
  (key: AuthKey): Failure =>
  (t) =>
    t(key);

/**
 * Words the server sent, else the screen's own line. The school's API writes in English only: an
 * English page shows its words when there are any, a Hindi page the screen's line instead, or that
 * the account is locked for a while (the one answer a learner must act on differently).
 */
export const withServerWords =
  (serverWords: string | undefined, fallback: AuthKey, status?: number): Failure =>
  (t, lang) => {
    if (lang === 'en') return serverWords || t(fallback);
    return status === 429 ? t('errors.tooManyAttempts') : t(fallback);
  };

/** A failed call: the server's message when it sent one, as `withServerWords` says it. */
export const failureOf = (error: unknown, fallback: AuthKey): Failure =>
  withServerWords(isApiError(error) ? error.serverMessage : undefined, fallback, errorStatus(error));

/**
 * The server refused the new password itself (sign-up, reset): shown under the password field, in
 * the server's words on an English page and as the form's own rule otherwise.
 */
export function passwordRefusal(error: unknown): Failure | null {
  const words = isApiError(error) ? error.serverMessage : undefined;
  if (errorStatus(error) !== 400 || !words || !/password/i.test(words)) return null;
  return (t, lang) => {
    if (lang === 'en') return words;
    return /common/i.test(words)
      ? t('validation.passwordCommon')
      : t('validation.passwordShort', { min: formatNumber(PASSWORD_MIN_LENGTH, LANGUAGE_INFO[lang].locale) });
  };
}
