import * as yup from 'yup';
import { OTP_LENGTH, PHONE } from '@/config/constants';
import { trimInvisible, trimInvisibleValue } from '@/lib/text';
import { phoneDigits, phoneNationalDigits } from './phone';

/**
 * Caps on what a field may hold: far above any real value, low enough that a pasted essay is
 * refused next to the field instead of being sent (254 is the longest valid e-mail address).
 */
export const FIELD_LIMITS = { name: 100, email: 254, password: 128 } as const;

export const MESSAGES = {
  nameRequired: 'Full Name is required.',
  nameTooLong: `Full Name must be at most ${FIELD_LIMITS.name} characters.`,
  nameMarkup: 'Full Name cannot contain < or >.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  emailTooLong: `Email must be at most ${FIELD_LIMITS.email} characters.`,
  passwordRequired: 'Password is required.',
  passwordTooLong: `Password must be at most ${FIELD_LIMITS.password} characters.`,
  phoneRequired: 'Phone Number is required.',
  phoneShort: `Enter a valid phone number with at least ${PHONE.minDigits} digits.`,
  phoneLong: `A phone number has at most ${PHONE.maxDigits} digits.`,
  otpInvalid: 'OTP must be exactly 6 digits.',
  forgotEmailRequired: 'Please enter your email',
  allRequired: 'All fields are required.',
} as const;

/** Blank also when only invisible characters (zero-width spaces, NBSP, BOM) were typed. */
const notBlank = (value: string | undefined) => trimInvisible(value ?? '') !== '';

/**
 * A plain address: something@domain.tld, no spaces or angle brackets. Stricter than yup's
 * `email()`, which lets `a@b` through although no mail server would take it.
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

const email = (required: string) =>
  yup
    .string()
    .default('')
    .transform(trimInvisibleValue)
    .required(required)
    .max(FIELD_LIMITS.email, MESSAGES.emailTooLong)
    .matches(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** Spaces are kept (they may be part of a password) but a password of spaces only is blank. */
const password = (required: string) =>
  yup.string().default('').test('not-blank', required, notBlank).max(FIELD_LIMITS.password, MESSAGES.passwordTooLong);

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Digits only, exactly OTP_LENGTH of them; `blank` is what an empty field says. */
const otp = (blank: string) =>
  yup.string().default('').transform(trimInvisibleValue).required(blank).matches(OTP_PATTERN, MESSAGES.otpInvalid);

export const loginSchema = yup.object({
  email: email(MESSAGES.emailRequired),
  password: password(MESSAGES.passwordRequired),
});

export const signupSchema = yup.object({
  username: yup
    .string()
    .default('')
    // Invisible characters go first, so a name of zero-width spaces counts as no name.
    .transform(trimInvisibleValue)
    .required(MESSAGES.nameRequired)
    .max(FIELD_LIMITS.name, MESSAGES.nameTooLong)
    // A name has no use for markup; refusing it keeps stored names plain text everywhere.
    .matches(/^[^<>]*$/, MESSAGES.nameMarkup),
  number: yup
    .string()
    .default('')
    .test('required', MESSAGES.phoneRequired, (value) => phoneNationalDigits(value ?? '').length > 0)
    .test('min', MESSAGES.phoneShort, (value) => phoneNationalDigits(value ?? '').length >= PHONE.minDigits)
    .test('max', MESSAGES.phoneLong, (value) => phoneDigits(value ?? '').length <= PHONE.maxDigits),
  email: email(MESSAGES.emailRequired),
  password: password(MESSAGES.passwordRequired),
});

export const otpSchema = yup.object({ otp: otp(MESSAGES.otpInvalid) });

/** A reset request: the e-mail alone; `blank` is what the screen says for an empty field. */
const resetRequestSchema = (blank: string) => yup.object({ email: email(blank) });
export type ResetRequestSchema = ReturnType<typeof resetRequestSchema>;

export const changePasswordSchema = resetRequestSchema(MESSAGES.emailRequired);

export const forgotPasswordSchema = resetRequestSchema(MESSAGES.forgotEmailRequired);

export const newPasswordSchema = yup.object({
  otp: otp(MESSAGES.allRequired),
  newPassword: password(MESSAGES.allRequired),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type SignupValues = yup.InferType<typeof signupSchema>;
export type OtpValues = yup.InferType<typeof otpSchema>;
export type ResetRequestValues = yup.InferType<ResetRequestSchema>;
export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;
