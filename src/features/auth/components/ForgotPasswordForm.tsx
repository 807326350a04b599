import { forgotPasswordSchema } from '../schemas';
import { ResetRequestForm } from './ResetRequestForm';

export const FORGOT_PASSWORD_MESSAGES = {
  success: 'OTP sent to your email!',
  failed: 'Error sending OTP. Try again.',
} as const;

/**
 * /forgot-pass, the alternate reset screen, on the API host like every other call. It goes on to
 * /NewPassGenerate with the e-mail, as /Change-pass does, where the OTP just sent is entered:
 * sending it to /change-pass would only ask for the e-mail again and mail a second OTP.
 */
export function ForgotPasswordForm() {
  return (
    <ResetRequestForm
      title="Forgot Password"
      intro="Enter your email and we will send you a one-time code."
      submitLabel="Send OTP"
      busyLabel="Sending OTP..."
      schema={forgotPasswordSchema}
      successMessage={FORGOT_PASSWORD_MESSAGES.success}
      failureMessage={() => FORGOT_PASSWORD_MESSAGES.failed}
    />
  );
}
