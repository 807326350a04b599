import { screen, within } from '@testing-library/react';
import { LANGUAGE_INFO, LANGUAGES, localizePath, type Language } from '@/config/languages';
import { site } from '@/config/site';
import { expectOwnWords, fill } from '@/test/languages';
import { renderApp, renderWithProviders, type TestUser } from '@/test/render';
import { ContactForm } from './ContactForm';
import { CATALOGUES, emailJsAnswers, KEYS, TYPED } from './ContactForm.testSetup';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** What a learner types on a page in each language. */
const TYPED_IN: Record<Language, Record<(typeof FIELDS)[number], string>> = {
  en: { name: TYPED.Name, email: TYPED.Email, subject: TYPED.Subject, message: TYPED.Message },
  hi: { name: 'रवि कुमार', email: 'ravi@example.com', subject: 'कोर्स के बारे में', message: 'क्या Nifty कोर्स हिंदी में है?' },
};

// Each language's words come from its catalogue; the English tests (ContactForm.sending.test.tsx) check the
// exact English wording.
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
