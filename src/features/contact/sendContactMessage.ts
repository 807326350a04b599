import type { Env } from '@/config/parseEnv';
import type { ContactValues } from './schemas';

export type EmailJsConfig = Env['emailJs'];

/** Why EmailJS refused a message; each cause gets its own hint under the form's one failure message. */
export type SendFailure = 'headless' | 'blocked' | 'rate-limited' | 'not-configured' | 'offline' | 'other';

export class ContactSendError extends Error {
  constructor(readonly reason: SendFailure) {
    super(`Contact message not sent: ${reason}`);
    this.name = 'ContactSendError';
  }
}

/** EmailJS rejects with `{ status, text }` (EmailJSResponseStatus), or an Error for bad keys. */
function reasonOf(error: unknown): SendFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
  // A request that got no answer at all, from a browser that knows it has no connection.
  if (status === undefined && !navigator.onLine) return 'offline';
  switch (status) {
    case 451:
      return 'headless';
    case 403:
      return 'blocked';
    case 429:
      return 'rate-limited';
    default:
      // The SDK throws plain errors (no status) when an id or key is missing or malformed.
      return error instanceof Error && /(public key|service ID|template ID)/i.test(error.message)
        ? 'not-configured'
        : 'other';
  }
}

/**
 * Sends the contact form through EmailJS. The SDK is imported here, on submit, so it costs the
 * page's first paint nothing; without keys we fail at once instead of calling the service. An SDK
 * that cannot be fetched is a failure of the connection, like a request that gets no answer.
 */
export async function sendContactMessage(values: ContactValues, config: EmailJsConfig): Promise<void> {
  if (!config.serviceId || !config.templateId || !config.publicKey) throw new ContactSendError('not-configured');
  const { send } = await import('@emailjs/browser').catch(() => {
    throw new ContactSendError('offline');
  });
  try {
    await send(
      config.serviceId,
      config.templateId,
      {
        from_name: values.name,
        from_email: values.email,
        subject: values.subject,
        message: values.message,
        to_email: config.toEmail,
      },
      { publicKey: config.publicKey },
    );
  } catch (error) {
    throw new ContactSendError(reasonOf(error));
  }
}
