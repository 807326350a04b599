import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { useForgotPasswordMutation } from '../api';
import type { Failure } from '../failure';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { useValidationSchema } from '../hooks/useValidation';
import type { EmailState } from '../navigationState';
import type { ResetRequestSchema, ResetRequestValues, ValidationMessages } from '../schemas';
import { AuthCard } from './AuthCard';
import { EMAIL_FIELD } from './AuthFormLayout';
import { FormError } from './FormError';

export interface ResetRequestFormProps {
  /** The card's heading, which also names the form. */
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  /** The e-mail rules, with the screen's own words for a blank field (a module-level function). */
  makeSchema: (messages: ValidationMessages) => ResetRequestSchema;
  defaultEmail?: string;
  successMessage: string;
  /** What a failed request says, from the error the API gave. */
  failure: (error: unknown) => Failure;
}

/**
 * Asks for a reset OTP by e-mail, then moves on to /NewPassGenerate with the address, where the
 * OTP is entered. The screens that request a reset differ only in their words and rules.
 */
export function ResetRequestForm({
  title,
  intro,
  submitLabel,
  busyLabel,
  makeSchema,
  defaultEmail = '',
  successMessage,
  failure,
}: ResetRequestFormProps) {
  const { t } = useTranslation('auth');
  const navigateLater = useDelayedNavigate();
  const [requestReset] = useForgotPasswordMutation();
  const { formError, succeed, fail } = useFormFeedback();
  const [done, setDone] = useState(false);
  const schema = useValidationSchema(makeSchema);
  const form = useForm<ResetRequestValues>({ defaultValues: { email: defaultEmail }, resolver: yupResolver(schema) });
  useErrorsFollowLanguage(form);
  const { isSubmitting } = form.formState;

  const submit = async ({ email }: ResetRequestValues) => {
    try {
      await requestReset({ email }).unwrap();
      setDone(true);
      succeed(successMessage);
      const state: EmailState = { email };
      navigateLater(paths.newPassword, REDIRECT_MS.password, { state });
    } catch (error) {
      fail(failure(error));
    }
  };

  const submitOnce = useSingleFlight(submit);

  return (
    <AuthCard title={title}>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {intro}
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label={title}>
        <Stack spacing={2.5}>
          <FormTextField {...EMAIL_FIELD} control={form.control} label={t('fields.email')} />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
    </AuthCard>
  );
}
