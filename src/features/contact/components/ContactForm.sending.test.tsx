import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { site } from '@/config/site';
import { renderApp, renderWithProviders, type TestUser } from '@/test/render';
import { server } from '@mocks/node';
import type { SendFailure } from '../sendContactMessage';
import { ContactForm } from './ContactForm';
import { EMAILJS_SEND, emailJsAnswers, KEYS, TYPED } from './ContactForm.testSetup';

const SENT_MESSAGE = 'Message sent successfully!';
const FAILED_MESSAGE = 'Failed to send message, please try again later.';
const FAILURE_DETAIL: Record<SendFailure, string | null> = {
  headless: 'The e-mail service does not accept messages from automated browsers.',
  blocked: 'The e-mail service refused this sender.',
  'rate-limited': 'Too many messages were sent in a short time. Please wait a few minutes.',
  'not-configured': `The contact form is not set up yet. Please write to ${site.email} instead.`,
  offline: 'You seem to be offline.',
  other: null,
};

async function fillForm(user: TestUser) {
  for (const [label, value] of Object.entries(TYPED)) await user.type(screen.getByLabelText(label), value);
}

const expectKeptAsTyped = () => {
  for (const [label, value] of Object.entries(TYPED)) expect(screen.getByLabelText(label)).toHaveValue(value);
};

describe('contact page', () => {
  it('shows the four required messages on an empty submit, and fixes them as the learner types', async () => {
    const { user } = renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of ['Name is required.', 'Email is required.', 'Subject is required.', 'Message is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'ravi@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('lists the school e-mail, phone, address and social channels', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+919876543210');
    expect(main.getByText(site.address)).toBeInTheDocument();
    for (const label of ['Instagram', 'Facebook', 'LinkedIn', 'Telegram', 'YouTube']) {
      const link = main.getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(main.getByRole('link', { name: `Call us on ${site.phone}` })).toBeInTheDocument();
  });

  it('fails at once without EmailJS keys, makes no call, and keeps what was typed', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findAllByText(FAILED_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByText(FAILURE_DETAIL['not-configured'] ?? '')).toBeInTheDocument();
    expect(requests.filter((url) => url.includes('emailjs'))).toEqual([]);
    expectKeptAsTyped();
  });
});

describe('contact form with EmailJS', () => {
  it('sends the message, says so, and clears the form', async () => {
    const bodies = emailJsAnswers(200);
    const { user } = renderWithProviders(<ContactForm config={KEYS} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    for (const label of Object.keys(TYPED)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(bodies).toEqual([
      expect.objectContaining({
        service_id: KEYS.serviceId,
        template_id: KEYS.templateId,
        user_id: KEYS.publicKey,
        template_params: {
          from_name: TYPED.Name,
          from_email: TYPED.Email,
          subject: TYPED.Subject,
          message: TYPED.Message,
          to_email: KEYS.toEmail,
        },
      }),
    ]);
  });

  it.each([
    [451, 'headless'],
    [403, 'blocked'],
    [429, 'rate-limited'],
    [500, 'other'],
  ] as const)('maps an EmailJS %i to the failure message and keeps everything typed', async (status, reason) => {
    emailJsAnswers(status);
    const { user } = renderWithProviders(<ContactForm config={KEYS} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(screen.getAllByText(FAILED_MESSAGE).length).toBeGreaterThan(0));
    const detail = FAILURE_DETAIL[reason];
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.queryByText(SENT_MESSAGE)).not.toBeInTheDocument();
    expectKeptAsTyped();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('contact form offline', () => {
  /** The browser says it has no connection, and EmailJS's request gets no answer. */
  function goOffline() {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post(EMAILJS_SEND, () => Response.error()));
    return () => {
      onLine.mockReturnValue(true);
      emailJsAnswers(200);
    };
  }

  it('says the learner seems to be offline, keeps the text, and sends once the connection is back', async () => {
    const backOnline = goOffline();
    const { user } = renderWithProviders(<ContactForm config={KEYS} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(FAILURE_DETAIL.offline ?? '')).toBeInTheDocument();
    expect(FAILURE_DETAIL.offline).toBe('You seem to be offline.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expectKeptAsTyped();

    backOnline();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    for (const label of Object.keys(TYPED)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('sends again on Retry', async () => {
    const backOnline = goOffline();
    const { user } = renderWithProviders(<ContactForm config={KEYS} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Retry' });

    backOnline();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('contact form draft', () => {
  it('comes back when the page is opened again in the tab: a reload or a stray link loses nothing typed', async () => {
    const first = renderWithProviders(<ContactForm config={KEYS} />);
    await fillForm(first.user);
    first.unmount();

    renderWithProviders(<ContactForm config={KEYS} />);
    expectKeptAsTyped();
  });

  it('is gone once the message is sent', async () => {
    emailJsAnswers(200);
    const first = renderWithProviders(<ContactForm config={KEYS} />);
    await fillForm(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<ContactForm config={KEYS} />);
    for (const label of Object.keys(TYPED)) expect(screen.getByLabelText(label)).toHaveValue('');
  });
});
