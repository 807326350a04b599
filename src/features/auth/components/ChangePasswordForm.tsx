import { errorMessage, errorStatus } from '@/store/apiError';
import { selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { changePasswordSchema } from '../schemas';
import { ResetRequestForm } from './ResetRequestForm';

export const CHANGE_PASSWORD_MESSAGES = {
  success: 'Password reset link sent!',
  badRequest: 'Invalid request. Please check your email and try again.',
  failed: 'Failed to reset password. Please try again.',
} as const;

const failureMessage = (error: unknown) =>
  errorStatus(error) === 400
    ? CHANGE_PASSWORD_MESSAGES.badRequest
    : errorMessage(error, CHANGE_PASSWORD_MESSAGES.failed);

/** /Change-pass: asks for a reset OTP by e-mail, then moves on to /NewPassGenerate with it. */
export function ChangePasswordForm() {
  const user = useAppSelector(selectUser);
  return (
    <ResetRequestForm
      title="Change Password"
      intro="Enter your account's email. We will send you a one-time code to set a new password."
      submitLabel="Reset Password"
      busyLabel="Processing..."
      schema={changePasswordSchema}
      // A signed-in learner is changing their own password: their address is already known.
      defaultEmail={user?.email ?? ''}
      successMessage={CHANGE_PASSWORD_MESSAGES.success}
      failureMessage={failureMessage}
    />
  );
}
