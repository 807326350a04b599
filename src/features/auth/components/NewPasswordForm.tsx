import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { Link as RouterLink, useLanguage, useTranslation } from '@/i18n';
import { errorStatus } from '@/store/apiError';
import { useResetPasswordMutation } from '../api';
import { failureLine, failureOf, passwordRefusal } from '../failure';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { useValidationSchema } from '../hooks/useValidation';
import { emailFromState } from '../navigationState';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { PasswordStrengthHint } from './PasswordStrengthHint';

/**
 * /NewPassGenerate: the OTP from the e-mail and the new password. The e-mail arrives in
 * navigation state from /Change-pass or /forgot-pass. A failed or timed-out call is an
 * error, never a pretended success: the learner must know the password did not change.
 */
export function NewPasswordForm() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const location = useLocation();
  const email = emailFromState(location.state);
  const navigateLater = useDelayedNavigate();
  const [resetPassword] = useResetPasswordMutation();
  // The failure is shown once, beside the form: not also as a toast.
  const { formError, succeed, fail, clear } = useFormFeedback(undefined, { toastErrors: false });
  const [done, setDone] = useState(false);
  const schema = useValidationSchema(newPasswordSchema);
  const form = useForm<NewPasswordValues>({
    defaultValues: { otp: '', newPassword: '' },
    resolver: yupResolver(schema),
  });
  useErrorsFollowLanguage(form);
  const { isSubmitting } = form.formState;

  const submit = async ({ otp, newPassword }: NewPasswordValues) => {
    if (!email) return;
    try {
      await resetPassword({ email, otp, newPassword }).unwrap();
      setDone(true);
      succeed(t('newPassword.success'));
      navigateLater(paths.login, REDIRECT_MS.password);
    } catch (error) {
      const refused = passwordRefusal(error);
      if (refused) {
        clear();
        form.setError('newPassword', { message: refused(t, lang) }, { shouldFocus: true });
        return;
      }
      fail(errorStatus(error) === 400 ? failureLine('newPassword.badRequest') : failureOf(error, 'newPassword.failed'));
    }
  };

  const submitOnce = useSingleFlight(submit);

  if (!email) {
    return (
      <AuthCard title={t('newPassword.title')}>
        <Alert severity="warning" role="alert">
          {t('newPassword.missingEmail')}
        </Alert>
        <Link component={RouterLink} to={paths.changePassword} sx={{ display: 'inline-block', mt: 3 }}>
          {t('newPassword.backToChangePassword')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('newPassword.title')}>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {/* The address is an element of its own, never part of the text Trans reads as markup. */}
        <Trans t={t} i18nKey="newPassword.intro" components={{ email: <strong>{email}</strong> }} />
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label={t('newPassword.title')}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="otp"
            label={t('fields.otp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            fullWidth
          />
          <FormTextField
            as={PasswordField}
            control={form.control}
            name="newPassword"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            fullWidth
          />
          <PasswordStrengthHint control={form.control} name="newPassword" />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? t('processing') : t('newPassword.submit')}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
      <Link component={RouterLink} to={paths.changePassword} sx={{ display: 'inline-block', mt: 3 }}>
        {t('newPassword.sendNewCode')}
      </Link>
    </AuthCard>
  );
}
