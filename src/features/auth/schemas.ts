import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { OTP_LENGTH, PHONE } from '@/config/constants';
import { formatNumber } from '@/lib/format';
import { passwordProblem, PASSWORD_MIN_LENGTH } from '@/lib/passwordRule';
import { personName } from '@/lib/personName';
import { trimInvisible, trimInvisibleValue } from '@/lib/text';
import { phoneDigits, phoneNationalDigits } from './phone';

/**
 * Caps on what a field may hold: far above any real value, low enough that a pasted essay is
 * refused next to the field instead of being sent (254 is the longest valid e-mail address).
 */
export const FIELD_LIMITS = { name: 100, email: 254, password: 128 } as const;

/**
 * The rules' words in the page's language (numbers in its digits), made from the `auth` catalogue
 * by useValidationMessages: each form builds its schema from them.
 */
export function validationMessages(t: TFunction<'auth'>, locale: string) {
  const number = (value: number) => formatNumber(value, locale);
  return {
    nameRequired: t('validation.nameRequired'),
    nameTooLong: t('validation.nameTooLong', { max: number(FIELD_LIMITS.name) }),
    nameMarkup: t('validation.nameMarkup'),
    emailRequired: t('validation.emailRequired'),
    emailInvalid: t('validation.emailInvalid'),
    emailTooLong: t('validation.emailTooLong', { max: number(FIELD_LIMITS.email) }),
    passwordRequired: t('validation.passwordRequired'),
    passwordTooLong: t('validation.passwordTooLong', { max: number(FIELD_LIMITS.password) }),
    passwordShort: t('validation.passwordShort', { min: number(PASSWORD_MIN_LENGTH) }),
    passwordCommon: t('validation.passwordCommon'),
    phoneRequired: t('validation.phoneRequired'),
    phoneShort: t('validation.phoneShort', { min: number(PHONE.minDigits) }),
    phoneLong: t('validation.phoneLong', { max: number(PHONE.maxDigits) }),
    otpInvalid: t('validation.otpInvalid', { length: number(OTP_LENGTH) }),
    forgotEmailRequired: t('validation.forgotEmailRequired'),
    allRequired: t('validation.allRequired'),
  };
}

export type ValidationMessages = ReturnType<typeof validationMessages>;

/** Blank also when only invisible characters (zero-width spaces, NBSP, BOM) were typed. */
const notBlank = (value: string | undefined) => trimInvisible(value ?? '') !== '';

/**
 * A plain address: something@domain.tld, no spaces or angle brackets. Stricter than yup's
 * `email()`, which lets `a@b` through although no mail server would take it.
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

const email = (messages: ValidationMessages, required: string) =>
  yup
    .string()
    .default('')
    .transform(trimInvisibleValue)
    .required(required)
    .max(FIELD_LIMITS.email, messages.emailTooLong)
    .matches(EMAIL_PATTERN, messages.emailInvalid);

/** Spaces are kept (they may be part of a password) but a password of spaces only is blank. */
const password = (messages: ValidationMessages, required: string) =>
  yup.string().default('').test('not-blank', required, notBlank).max(FIELD_LIMITS.password, messages.passwordTooLong);

/**
 * A password being chosen (sign-up, reset): the login's checks plus the rule the server enforces.
 * Logging in never applies the rule, so an older, shorter password still opens its account.
 */
const newPassword = (messages: ValidationMessages, required: string) =>
  password(messages, required)
    .test(
      'long-enough',
      messages.passwordShort,
      (value) => !notBlank(value) || passwordProblem(value ?? '') !== 'tooShort',
    )
    .test('not-common', messages.passwordCommon, (value) => passwordProblem(value ?? '') !== 'common');

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Digits only, exactly OTP_LENGTH of them; `blank` is what an empty field says. */
const otp = (messages: ValidationMessages, blank: string) =>
  yup.string().default('').transform(trimInvisibleValue).required(blank).matches(OTP_PATTERN, messages.otpInvalid);

export const loginSchema = (messages: ValidationMessages) =>
  yup.object({
    email: email(messages, messages.emailRequired),
    password: password(messages, messages.passwordRequired),
  });

export const signupSchema = (messages: ValidationMessages) =>
  yup.object({
    username: yup
      .string()
      .default('')
      // Invisible characters go first, so a name of zero-width spaces or direction marks counts as
      // no name; the server stores names cleaned the same way.
      .transform((value: unknown) => trimInvisibleValue(typeof value === 'string' ? personName(value) : value))
      .required(messages.nameRequired)
      .max(FIELD_LIMITS.name, messages.nameTooLong)
      // A name has no use for markup; refusing it keeps stored names plain text everywhere.
      .matches(/^[^<>]*$/, messages.nameMarkup),
    number: yup
      .string()
      .default('')
      .test('required', messages.phoneRequired, (value) => phoneNationalDigits(value ?? '').length > 0)
      .test('min', messages.phoneShort, (value) => phoneNationalDigits(value ?? '').length >= PHONE.minDigits)
      .test('max', messages.phoneLong, (value) => phoneDigits(value ?? '').length <= PHONE.maxDigits),
    email: email(messages, messages.emailRequired),
    password: newPassword(messages, messages.passwordRequired),
  });

export const otpSchema = (messages: ValidationMessages) => yup.object({ otp: otp(messages, messages.otpInvalid) });

/** A reset request: the e-mail alone; `blank` is what the screen says for an empty field. */
const resetRequestSchema = (messages: ValidationMessages, blank: string) =>
  yup.object({ email: email(messages, blank) });
export type ResetRequestSchema = ReturnType<typeof resetRequestSchema>;

export const changePasswordSchema = (messages: ValidationMessages) =>
  resetRequestSchema(messages, messages.emailRequired);

export const forgotPasswordSchema = (messages: ValidationMessages) =>
  resetRequestSchema(messages, messages.forgotEmailRequired);

export const newPasswordSchema = (messages: ValidationMessages) =>
  yup.object({
    otp: otp(messages, messages.allRequired),
    newPassword: newPassword(messages, messages.allRequired),
  });

export type LoginValues = yup.InferType<ReturnType<typeof loginSchema>>;
export type SignupValues = yup.InferType<ReturnType<typeof signupSchema>>;
export type OtpValues = yup.InferType<ReturnType<typeof otpSchema>>;
export type ResetRequestValues = yup.InferType<ResetRequestSchema>;
export type NewPasswordValues = yup.InferType<ReturnType<typeof newPasswordSchema>>;
