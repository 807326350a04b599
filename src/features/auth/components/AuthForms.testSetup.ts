import { act, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { API_TIMEOUT_MS } from '@/config/constants';
import { server } from '@mocks/node';

/*
 * What the tests of the auth forms share: the login and sign-up forms, the route guards and the
 * password screens.
 */

export const LONG = 'x'.repeat(10_000);

export const form = (name: string) => screen.findByRole('form', { name });
export const submitButton = (name: RegExp | string) => screen.getByRole('button', { name });

/** Counts the calls that reach the demo API, to prove invalid input sends nothing. */
export function countCalls(path: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  return calls;
}

/** A call that never answers ends at the base query's time-out with the screen's own line for a failed call. */
export async function expectTimeoutFailure(message: string) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
  });
  await expectFailure(message);
}

/** The message is said by a toast and kept beside the form. */
export async function expectFailure(message: string) {
  const inForm = await within(screen.getByRole('form')).findByRole('alert');
  expect(inForm).toHaveTextContent(message);
  // The toaster is a lazy part: it may say the message a moment after the form does.
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type AuthT = TFunction<'auth'>;
/** A message of the auth catalogue, and its exact English wording. */
export type Message = readonly [(t: AuthT) => string, string];

export const EMAIL_REQUIRED: Message = [(t) => t('validation.emailRequired'), 'Email is required.'];
export const EMAIL_INVALID: Message = [(t) => t('validation.emailInvalid'), 'Enter a valid email address.'];
export const PASSWORD_REQUIRED: Message = [(t) => t('validation.passwordRequired'), 'Password is required.'];
export const PASSWORD_TOO_LONG: Message = [
  (t) => t('validation.passwordTooLong', { max: 128 }),
  'Password must be at most 128 characters.',
];
