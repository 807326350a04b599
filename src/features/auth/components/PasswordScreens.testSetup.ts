import { screen, waitFor, within } from '@testing-library/react';
import { localizePath, type Language } from '@/config/languages';
import { ownWord, wordsIn } from '@/test/languages';
import type { TestUser } from '@/test/render';

/*
 * What the tests of the password screens share (ChangePasswordForm, ForgotPasswordForm
 * and NewPasswordForm .test.tsx), beside those of every auth form (AuthForms.testSetup.ts).
 */

export async function fill(user: TestUser, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

export async function expectFailure(formName: string, message: string) {
  const alert = await within(screen.getByRole('form', { name: formName })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
}

/** The auth catalogue's words on a page in `lang`, and the labels of the fields the screens share. */
export function passwordScreenWords(lang: Language) {
  const words = wordsIn(lang, 'auth');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  const email = () => words('fields.email');
  const otp = () => words('fields.otp');
  const newPassword = () => say(words('fields.newPassword'), 'New Password');
  return { words, say, page, email, otp, newPassword };
}

/** A request screen's message is said by a toast and kept beside the form. */
export async function expectFailureTwice(formName: string, message: string) {
  const alert = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
}

/** A code's screen says its failure once, beside the form, and no toast repeats it. */
export async function expectFailureOnce(formName: string, message: string) {
  const alert = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(1);
}
