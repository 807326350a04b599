import { yupResolver } from '@hookform/resolvers/yup';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { OFFLINE_MESSAGE } from '@/components/feedback/OfflineNotice';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { FormTextField } from '@/components/form/FormTextField';
import { CONTACT_LIMITS } from '@/config/constants';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { useDraftForm } from '@/lib/useDraftForm';
import { contactSchema, EMPTY_CONTACT, type ContactValues } from '../schemas';
import { ContactSendError, sendContactMessage, type EmailJsConfig, type SendFailure } from '../sendContactMessage';

export const SENT_MESSAGE = 'Message sent successfully!';
export const FAILED_MESSAGE = 'Failed to send message, please try again later.';

export const FAILURE_DETAIL: Record<SendFailure, string | null> = {
  headless: 'The e-mail service does not accept messages from automated browsers.',
  blocked: 'The e-mail service refused this sender.',
  'rate-limited': 'Too many messages were sent in a short time. Please wait a few minutes.',
  'not-configured': `The contact form is not set up yet. Please write to ${site.email} instead.`,
  offline: OFFLINE_MESSAGE,
  other: null,
};

interface ContactFormProps {
  /** EmailJS ids and key; the site's configuration unless a test passes its own. */
  config?: EmailJsConfig;
}

/** What the learner has typed and not sent, kept for the tab's life (a reload loses nothing). */
const DRAFT_KEY = 'tradeschool.contactDraft';

export function ContactForm({ config = env.emailJs }: ContactFormProps) {
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const form = useDraftForm<ContactValues>({
    resolver: yupResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
    draftKey: DRAFT_KEY,
  });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: ContactValues) => {
    setFailure(null);
    try {
      await sendContactMessage(values, config);
      enqueueToast(SENT_MESSAGE, { variant: 'success' });
      form.reset(EMPTY_CONTACT);
    } catch (error) {
      // Everything typed stays in the form, ready to send again.
      const reason = error instanceof ContactSendError ? error.reason : 'other';
      setFailure(reason);
      enqueueToast(FAILED_MESSAGE, { variant: 'error' });
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

  const detail = failure ? FAILURE_DETAIL[failure] : null;

  return (
    <Box component="form" noValidate aria-label="Contact form" onSubmit={send}>
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
        />
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
        />
        <FormTextField control={form.control} name="subject" label="Subject" maxLength={CONTACT_LIMITS.subject} />
        <FormTextField
          control={form.control}
          name="message"
          label="Message"
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
                    Retry
                  </Button>
                )}
                <IconButton color="inherit" size="small" aria-label="Close" onClick={() => setFailure(null)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <AlertTitle>{FAILED_MESSAGE}</AlertTitle>
            {detail}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
