import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, errorStatus } from '@/store/apiError';
import { selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useForgotPasswordMutation } from '../api';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import type { EmailState } from '../navigationState';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';

export const CHANGE_PASSWORD_MESSAGES = {
  success: 'Password reset link sent!',
  badRequest: 'Invalid request. Please check your email and try again.',
  failed: 'Failed to reset password. Please try again.',
} as const;

/** /Change-pass: asks for a reset OTP by e-mail, then moves on to /NewPassGenerate with it. */
export function ChangePasswordForm() {
  const user = useAppSelector(selectUser);
  const navigateLater = useDelayedNavigate();
  const [requestReset] = useForgotPasswordMutation();
  const { formError, succeed, fail } = useFormFeedback();
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordValues>({
    // A signed-in learner is changing their own password: their address is already known.
    defaultValues: { email: user?.email ?? '' },
    resolver: yupResolver(changePasswordSchema),
  });
  const { isSubmitting } = form.formState;

  const submit = async ({ email }: ChangePasswordValues) => {
    try {
      await requestReset({ email }).unwrap();
      setDone(true);
      succeed(CHANGE_PASSWORD_MESSAGES.success);
      const state: EmailState = { email };
      navigateLater(paths.newPassword, REDIRECT_MS.password, { state });
    } catch (error) {
      fail(errorStatus(error) === 400 ? CHANGE_PASSWORD_MESSAGES.badRequest : errorMessage(error, CHANGE_PASSWORD_MESSAGES.failed));
    }
  };

  const submitOnce = useSingleFlight(submit);

  return (
    <AuthCard title="Change Password">
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Enter your account&apos;s email. We will send you a one-time code to set a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label="Change Password">
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? 'Processing...' : 'Reset Password'}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
    </AuthCard>
  );
}
