import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormTextField } from '@/components/form/FormTextField';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { Link as RouterLink } from '@/i18n';
import { errorMessage, errorStatus } from '@/store/apiError';
import { useResetPasswordMutation } from '../api';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { emailFromState } from '../navigationState';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';

export const NEW_PASSWORD_MESSAGES = {
  success: 'Password updated successfully!',
  badRequest: 'Invalid OTP or email. Please check and try again.',
  failed: 'Something went wrong. Please check your OTP and try again.',
  missingEmail: 'We do not know which account to reset. Please request a new code first.',
} as const;

/**
 * /NewPassGenerate: the OTP from the e-mail and the new password. The e-mail arrives in
 * navigation state from /Change-pass or /forgot-pass. A failed or timed-out call is an
 * error, never a pretended success: the learner must know the password did not change.
 */
export function NewPasswordForm() {
  const location = useLocation();
  const email = emailFromState(location.state);
  const navigateLater = useDelayedNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const { formError, succeed, fail } = useFormFeedback();
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordValues>({
    defaultValues: { otp: '', newPassword: '' },
    resolver: yupResolver(newPasswordSchema),
  });
  const { isSubmitting } = form.formState;

  const submit = async ({ otp, newPassword }: NewPasswordValues) => {
    if (!email) return;
    try {
      await resetPassword({ email, otp, newPassword }).unwrap();
      setDone(true);
      succeed(NEW_PASSWORD_MESSAGES.success);
      navigateLater(paths.login, REDIRECT_MS.password);
    } catch (error) {
      fail(
        errorStatus(error) === 400
          ? NEW_PASSWORD_MESSAGES.badRequest
          : errorMessage(error, NEW_PASSWORD_MESSAGES.failed),
      );
    }
  };

  const submitOnce = useSingleFlight(submit);

  if (!email) {
    return (
      <AuthCard title="Set New Password">
        <Alert severity="warning" role="alert">
          {NEW_PASSWORD_MESSAGES.missingEmail}
        </Alert>
        <Link component={RouterLink} to={paths.changePassword} sx={{ display: 'inline-block', mt: 3 }}>
          Back to Change Password
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set New Password">
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        Enter the code sent to <strong>{email}</strong> and choose a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label="Set New Password">
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="otp"
            label="OTP"
            autoComplete="one-time-code"
            inputMode="numeric"
            fullWidth
          />
          <FormTextField
            as={PasswordField}
            control={form.control}
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? 'Processing...' : 'Update Password'}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
      <Link component={RouterLink} to={paths.changePassword} sx={{ display: 'inline-block', mt: 3 }}>
        Send a new code
      </Link>
    </AuthCard>
  );
}
