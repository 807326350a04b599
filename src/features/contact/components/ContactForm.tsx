import { yupResolver } from '@hookform/resolvers/yup';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { CONTACT_LIMITS } from '@/config/constants';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { useTranslation } from '@/i18n';
import { useDraftForm } from '@/lib/useDraftForm';
import { EMPTY_CONTACT, makeContactSchema, type ContactValues } from '../schemas';
import { ContactSendError, sendContactMessage, type EmailJsConfig, type SendFailure } from '../sendContactMessage';

/** The hint under the failure message for each cause, by its key in the catalogue; none for an unknown one. */
const FAILURE_DETAIL = {
  headless: 'failure.headless',
  blocked: 'failure.blocked',
  'rate-limited': 'failure.rateLimited',
  'not-configured': 'failure.notConfigured',
  offline: 'failure.offline',
  other: null,
} as const satisfies Record<SendFailure, string | null>;

interface ContactFormProps {
  /** EmailJS ids and key; the site's configuration unless a test passes its own. */
  config?: EmailJsConfig;
}

/** What the learner has typed and not sent, kept for the tab's life (a reload loses nothing). */
const DRAFT_KEY = 'tradeschool.contactDraft';

export function ContactForm({ config = env.emailJs }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const schema = useMemo(() => makeContactSchema(t), [t]);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const form = useDraftForm<ContactValues>({
    resolver: yupResolver(schema),
    defaultValues: EMPTY_CONTACT,
    draftKey: DRAFT_KEY,
  });
  const { isSubmitting } = form.formState;
  useErrorsFollowLanguage(form);

  const onSubmit = async (values: ContactValues) => {
    setFailure(null);
    try {
      await sendContactMessage(values, config);
      enqueueToast(t('sent'), { variant: 'success' });
      form.reset(EMPTY_CONTACT);
    } catch (error) {
      // Everything typed stays in the form, ready to send again.
      const reason = error instanceof ContactSendError ? error.reason : 'other';
      setFailure(reason);
      enqueueToast(t('failed'), { variant: 'error' });
    }
  };

  const send = form.handleSubmit(onSubmit);

  // A message that failed for want of a connection goes again as soon as the connection is back.
  const offline = failure === 'offline';
  useEffect(() => {
    if (!offline) return undefined;
    const resend = () => void send();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [offline, send]);

  const detailKey = failure ? FAILURE_DETAIL[failure] : null;
  const detail = detailKey ? t(detailKey, { email: site.email }) : null;

  return (
    <Box component="form" noValidate aria-label={t('form.label')} onSubmit={send}>
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('fields.name.label')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
        />
        <FormTextField
          control={form.control}
          name="subject"
          label={t('fields.subject.label')}
          maxLength={CONTACT_LIMITS.subject}
        />
        <FormTextField
          control={form.control}
          name="message"
          label={t('fields.message.label')}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
        />
        {failure && (
          <Alert
            severity="error"
            action={
              <>
                {offline && (
                  <Button color="inherit" size="small" onClick={() => void send()} disabled={isSubmitting}>
                    {t('form.retry')}
                  </Button>
                )}
                <IconButton color="inherit" size="small" aria-label={t('form.close')} onClick={() => setFailure(null)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <AlertTitle>{t('failed')}</AlertTitle>
            {detail}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={isSubmitting}>
            {isSubmitting ? t('form.sending') : t('form.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
