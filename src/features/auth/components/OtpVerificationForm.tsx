import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_S, TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { Link as RouterLink, useLocale, useNavigate, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { isApiError } from '@/store/apiError';
import { otpEmailChanged } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { useSignupMutation, useVerifyOtpMutation } from '../api';
import { failureLine, failureOf, type Failure } from '../failure';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { useValidationSchema } from '../hooks/useValidation';
import { phoneToSend } from '../phone';
import { otpSchema, type OtpValues } from '../schemas';
import { forgetSignup, signupDraftFor } from '../signupDraft';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';

/** The server's words on an HTTP error; a generic line when it never answered. */
function otpFailure(error: unknown): Failure {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return failureLine('otp.network');
  // A non-JSON answer carries no message to show.
  return failureOf(error, 'otp.failed');
}

/** Seconds until another code may be sent; starts full, since a code was just sent. */
function useCooldown() {
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_COOLDOWN_S);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return { secondsLeft, restart: () => setSecondsLeft(OTP_RESEND_COOLDOWN_S) };
}

/**
 * The sign-up OTP step: shown inline after sign-up and on /otp-verification. `email` comes from
 * navigation state or storage; without it the learner is told and pointed back to sign-up.
 */
export function OtpVerificationForm({ email }: { email: string | null }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verifyOtp] = useVerifyOtpMutation();
  const [signup] = useSignupMutation();
  // A failure is said once, beside the code: a one-second toast would only repeat it.
  const { formError, succeed, fail, clear } = useFormFeedback(TOAST_MS.otp, { toastErrors: false });
  const cooldown = useCooldown();
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const [missingEmail, setMissingEmail] = useState(false);
  const [done, setDone] = useState(false);
  const schema = useValidationSchema(otpSchema);
  const form = useForm<OtpValues>({ defaultValues: { otp: '' }, resolver: yupResolver(schema) });
  useErrorsFollowLanguage(form);
  const { isSubmitting } = form.formState;

  const verify = async ({ otp }: OtpValues) => {
    if (!email) {
      setMissingEmail(true);
      fail(failureLine('validation.emailRequired'));
      return;
    }
    try {
      await verifyOtp({ otp, paymentStatus: true, email }).unwrap();
      setDone(true);
      succeed(t('otp.success'));
      dispatch(otpEmailChanged(null));
      forgetSignup();
      // The address just verified is the one to log in with.
      void navigate(paths.login, { state: { email } });
    } catch (error) {
      fail(otpFailure(error));
    }
  };

  const submitOnce = useSingleFlight(verify);

  const changeEmail = () => {
    dispatch(otpEmailChanged(null));
    void navigate(paths.signup, { state: { changeEmail: true } });
  };

  // Signing up again replaces the pending sign-up with a new code. Without the form's values
  // (the page was reloaded), the form is where to send them from.
  const resend = async () => {
    const draft = signupDraftFor(email);
    if (!draft) {
      changeEmail();
      return;
    }
    setResending(true);
    setResent(false);
    clear();
    try {
      await signup({ ...draft, number: phoneToSend(draft.number) }).unwrap();
      setResent(true);
      cooldown.restart();
    } catch (error) {
      fail(failureOf(error, 'otp.resendFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard title={t('otp.title')}>
      {email ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('otp.banner')}
        </Alert>
      ) : (
        // Opened directly, with no sign-up under way: no code was sent, so say what to do instead.
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={paths.signup} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              {t('otp.signUp')}
            </Button>
          }
        >
          {t('otp.noSignup')}
        </Alert>
      )}
      {email && (
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {/* The address is an element of its own, never part of the text Trans reads as markup. */}
          <Trans
            t={t}
            i18nKey="otp.codeSentTo"
            values={{ length: formatNumber(OTP_LENGTH, locale) }}
            components={{ email: <strong>{email}</strong> }}
          />
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label={t('otp.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="otp"
            label={t('fields.otp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? t('otp.busy') : t('otp.submit')}
          </Button>
        </Stack>
        <FormError message={formError} />
        {resent && !formError && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {t('otp.resent')}
          </Alert>
        )}
        {email && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button
              variant="text"
              onClick={() => void resend()}
              disabled={cooldown.secondsLeft > 0 || resending || done}
            >
              {cooldown.secondsLeft > 0
                ? t('otp.resendIn', { seconds: formatNumber(cooldown.secondsLeft, locale) })
                : t('otp.resend')}
            </Button>
            <Button variant="text" onClick={changeEmail} disabled={done}>
              {t('otp.changeEmail')}
            </Button>
          </Stack>
        )}
        {missingEmail && (
          <Typography sx={{ mt: 2 }}>
            {t('otp.unknownAddress')}{' '}
            <Link component={RouterLink} to={paths.signup}>
              {t('otp.signUpAgain')}
            </Link>
          </Typography>
        )}
      </Box>
    </AuthCard>
  );
}
