import type { SignupValues } from './schemas';

/**
 * The sign-up form's values while its code is awaited, so that "Send a new code" can ask again
 * and "Change e-mail" brings the form back filled in. In memory only, never stored: they hold
 * the password. After a reload the learner fills the form in again.
 */
let draft: SignupValues | null = null;

export const rememberSignup = (values: SignupValues) => {
  draft = { ...values };
};

/** The values sent for this address, if this page sent them. */
export const signupDraftFor = (email: string | null): SignupValues | null =>
  draft && email && draft.email.toLowerCase() === email.toLowerCase() ? draft : null;

/** The values of the last sign-up, to fill the form in again. */
export const lastSignupDraft = (): SignupValues | null => draft;

export const forgetSignup = () => {
  draft = null;
};
