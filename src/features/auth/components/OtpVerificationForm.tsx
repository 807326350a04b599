import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { OTP_LENGTH, TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { Link as RouterLink, useNavigate } from '@/i18n';
import { errorMessage, isApiError } from '@/store/apiError';
import { otpEmailChanged } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { useVerifyOtpMutation } from '../api';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { MESSAGES, otpSchema, type OtpValues } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';

export const OTP_MESSAGES = {
  banner: "OTP sent successfully. If it's not in your inbox, please check your spam folder.",
  success: 'OTP Verified Successfully!',
  failed: 'OTP Verification failed',
  network: 'An error occurred. Please try again later.',
  noSignup: 'No sign-up is in progress. Please sign up first.',
} as const;

/** The server's words on an HTTP error; a generic line when it never answered. */
function otpErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return OTP_MESSAGES.network;
  // A non-JSON answer carries no message to show.
  return errorMessage(error, OTP_MESSAGES.failed);
}

/**
 * The sign-up OTP step: shown inline after sign-up and on /otp-verification. `email` comes from
 * navigation state or storage; without it the learner is told and pointed back to sign-up.
 */
export function OtpVerificationForm({ email }: { email: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verifyOtp] = useVerifyOtpMutation();
  const { formError, succeed, fail } = useFormFeedback(TOAST_MS.otp);
  const [missingEmail, setMissingEmail] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<OtpValues>({ defaultValues: { otp: '' }, resolver: yupResolver(otpSchema) });
  const { isSubmitting } = form.formState;

  const verify = async ({ otp }: OtpValues) => {
    if (!email) {
      setMissingEmail(true);
      fail(MESSAGES.emailRequired);
      return;
    }
    try {
      await verifyOtp({ otp, paymentStatus: true, email }).unwrap();
      setDone(true);
      succeed(OTP_MESSAGES.success);
      dispatch(otpEmailChanged(null));
      void navigate(paths.login);
    } catch (error) {
      fail(otpErrorMessage(error));
    }
  };

  const submitOnce = useSingleFlight(verify);

  return (
    <AuthCard title="Verify your email">
      {email ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {OTP_MESSAGES.banner}
        </Alert>
      ) : (
        // Opened directly, with no sign-up under way: no code was sent, so say what to do instead.
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={paths.signup} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Sign up
            </Button>
          }
        >
          {OTP_MESSAGES.noSignup}
        </Alert>
      )}
      {email && (
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          Enter the {OTP_LENGTH}-digit code sent to <strong>{email}</strong>.
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label="Verify your email">
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="otp"
            label="OTP"
            autoComplete="one-time-code"
            inputMode="numeric"
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? 'Verifying...' : 'Verify OTP'}
          </Button>
        </Stack>
        <FormError message={formError} />
        {missingEmail && (
          <Typography sx={{ mt: 2 }}>
            We do not know which address to verify.{' '}
            <Link component={RouterLink} to={paths.signup}>
              Sign up again
            </Link>
          </Typography>
        )}
      </Box>
    </AuthCard>
  );
}
