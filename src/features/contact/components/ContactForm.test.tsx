import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGE_INFO, LANGUAGES, localizePath, type Language } from '@/config/languages';
import { site } from '@/config/site';
import en from '@/locales/en/contact.json';
import hi from '@/locales/hi/contact.json';
import { expectOwnWords, fill, wordsIn } from '@/test/languages';
import { renderApp, renderWithProviders, type TestUser } from '@/test/render';
import { server } from '@mocks/node';
import { makeContactSchema } from '../schemas';
import type { SendFailure } from '../sendContactMessage';
import { ContactForm } from './ContactForm';

const contactSchema = makeContactSchema(wordsIn('en', 'contact'));
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

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';
const KEYS = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  toEmail: 'team@tradeschool.example',
};
const TYPED = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.com',
  Subject: 'Course question',
  Message: 'Is the Nifty course in Hindi?',
};

async function fillForm(user: TestUser) {
  for (const [label, value] of Object.entries(TYPED)) await user.type(screen.getByLabelText(label), value);
}

/** Answers EmailJS's send endpoint and records what the form sent. */
function emailJsAnswers(status: number, text = status === 200 ? 'OK' : 'Refused') {
  const bodies: unknown[] = [];
  server.use(
    http.post(EMAILJS_SEND, async ({ request }) => {
      bodies.push(await request.json());
      return new Response(text, { status });
    }),
  );
  return bodies;
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

describe('contact schema', () => {
  it('caps the length of every field', async () => {
    const long = (n: number) => 'x'.repeat(n);
    await expect(contactSchema.validateAt('name', { name: long(81) })).rejects.toThrow(
      'Name must be at most 80 characters.',
    );
    await expect(contactSchema.validateAt('subject', { subject: long(121) })).rejects.toThrow(
      'Subject must be at most 120 characters.',
    );
    await expect(contactSchema.validateAt('message', { message: long(2001) })).rejects.toThrow(
      'Message must be at most 2000 characters.',
    );
    await expect(contactSchema.validateAt('message', { message: '   ' })).rejects.toThrow('Message is required.');
  });

  it('counts a field of invisible characters as empty', async () => {
    const invisible = '\u200B\u200B\u200B';
    await expect(contactSchema.validateAt('name', { name: invisible })).rejects.toThrow('Name is required.');
    await expect(contactSchema.validateAt('email', { email: '\uFEFF\u00A0' })).rejects.toThrow('Email is required.');
    await expect(contactSchema.validateAt('subject', { subject: '\u200D\u200C' })).rejects.toThrow(
      'Subject is required.',
    );
    await expect(contactSchema.validateAt('message', { message: invisible })).rejects.toThrow('Message is required.');
    await expect(contactSchema.validateAt('name', { name: '\u200BAsha\u00A0' })).resolves.toBe('Asha');
  });
});

const CATALOGUES: Record<Language, typeof en> = { en, hi };

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** What a learner types on a page in each language. */
const TYPED_IN: Record<Language, Record<(typeof FIELDS)[number], string>> = {
  en: { name: TYPED.Name, email: TYPED.Email, subject: TYPED.Subject, message: TYPED.Message },
  hi: { name: 'रवि कुमार', email: 'ravi@example.com', subject: 'कोर्स के बारे में', message: 'क्या Nifty कोर्स हिंदी में है?' },
};

// Each language's words come from its catalogue; the English tests above hold the spec's text.
describe.each(LANGUAGES)("contact page in the page's language (%s)", (lang) => {
  const words = CATALOGUES[lang];
  const route = localizePath('/contact', lang);
  const required = FIELDS.map((field) => words.fields[field].required);

  it('labels the page and the form in the language of the page and says what is missing in it', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.title,
      c.formTitle,
      c.directTitle,
      c.form.label,
      c.form.send,
      c.fields.name.label,
      c.fields.email.label,
      c.fields.email.invalid,
      ...FIELDS.map((field) => c.fields[field].required),
    ]);
    const { user } = renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.formTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.directTitle })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: words.form.label });

    await user.click(within(form).getByRole('button', { name: words.form.send }));
    for (const message of required) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(words.fields.name.label)).toHaveFocus();

    await user.type(screen.getByLabelText(words.fields.email.label), 'ravi@example');
    await user.click(within(form).getByRole('button', { name: words.form.send }));
    expect(await screen.findByText(words.fields.email.invalid)).toBeInTheDocument();
  });

  it('names the school channels in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.title, c.details.followUs, c.details.social, c.details.call]);
    renderApp(route);
    await screen.findByRole('heading', { level: 1, name: words.title });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: words.details.followUs })).toBeInTheDocument();
    expect(main.getByRole('link', { name: fill(words.details.social, { channel: 'Instagram' }) })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(main.getByRole('link', { name: fill(words.details.call, { phone: site.phone }) })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('says the messages shown again in the language the learner switches to', async () => {
    const from: Language = lang === 'hi' ? 'en' : 'hi';
    const before = CATALOGUES[from];
    expectOwnWords(lang, CATALOGUES, (c) => FIELDS.map((field) => c.fields[field].required));
    const { user } = renderApp(localizePath('/contact', from));
    await user.click(await screen.findByRole('button', { name: before.form.send }));
    expect(await screen.findByText(before.fields.name.required)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: LANGUAGE_INFO[lang].name }));
    for (const message of required) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(before.fields.name.required)).not.toBeInTheDocument();
  });
});

describe.each(LANGUAGES)("contact form toasts in the page's language (%s)", (lang) => {
  const words = CATALOGUES[lang];
  const route = localizePath('/contact', lang);
  const typed = TYPED_IN[lang];

  async function fillFormIn(user: TestUser) {
    for (const field of FIELDS) await user.type(screen.getByLabelText(words.fields[field].label), typed[field]);
  }

  it('says in the language of the page that the message went', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.sent, c.form.send, ...FIELDS.map((field) => c.fields[field].label)]);
    emailJsAnswers(200);
    const { user } = renderWithProviders(<ContactForm config={KEYS} />, { route });
    await fillFormIn(user);
    await user.click(screen.getByRole('button', { name: words.form.send }));
    expect(await screen.findByText(words.sent)).toBeInTheDocument();
    expect(screen.getByLabelText(words.fields.name.label)).toHaveValue('');
  });

  it('says in the language of the page that it failed, with the hint for the cause, and keeps the text', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.failed, c.failure.rateLimited, c.form.close]);
    emailJsAnswers(429);
    const { user } = renderWithProviders(<ContactForm config={KEYS} />, { route });
    await fillFormIn(user);
    await user.click(screen.getByRole('button', { name: words.form.send }));
    expect((await screen.findAllByText(words.failed)).length).toBeGreaterThan(1);
    expect(screen.getByText(words.failure.rateLimited)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.form.close })).toBeInTheDocument();
    expect(screen.getByLabelText(words.fields.subject.label)).toHaveValue(typed.subject);
  });

  it('gives the school address in the hint when the form is not set up', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.failure.notConfigured]);
    const { user } = renderWithProviders(<ContactForm />, { route });
    await fillFormIn(user);
    await user.click(screen.getByRole('button', { name: words.form.send }));
    expect(await screen.findByText(fill(words.failure.notConfigured, { email: site.email }))).toBeInTheDocument();
  });
});

describe.each(LANGUAGES)("contact schema in the page's language (%s)", (lang) => {
  const schema = makeContactSchema(wordsIn(lang, 'contact'));
  const { fields } = CATALOGUES[lang];

  it('caps the length of every field, in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.fields.name.tooLong,
      c.fields.message.tooLong,
      c.fields.subject.required,
    ]);
    const long = (n: number) => 'x'.repeat(n);
    await expect(schema.validateAt('name', { name: long(81) })).rejects.toThrow(fill(fields.name.tooLong, { max: 80 }));
    await expect(schema.validateAt('message', { message: long(2001) })).rejects.toThrow(
      fill(fields.message.tooLong, { max: 2000 }),
    );
    await expect(schema.validateAt('subject', { subject: '\u200D\u200C' })).rejects.toThrow(fields.subject.required);
  });
});
