import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site } from '@/config/site';
import { testI18n } from '@/test/i18n';
import { renderApp, renderWithProviders } from '@/test/render';
import { server } from '@mocks/node';
import { makeContactSchema } from '../schemas';
import { ContactForm } from './ContactForm';

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';
const KEYS = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  toEmail: 'team@tradeschool.example',
};
const TYPED = { नाम: 'रवि कुमार', ईमेल: 'ravi@example.com', विषय: 'कोर्स के बारे में', मैसेज: 'क्या Nifty कोर्स हिंदी में है?' };
const REQUIRED = ['नाम भरना ज़रूरी है।', 'ईमेल भरना ज़रूरी है।', 'विषय भरना ज़रूरी है।', 'मैसेज लिखना ज़रूरी है।'];
const FAILED = 'मैसेज नहीं भेजा जा सका, कृपया थोड़ी देर बाद फिर कोशिश करें।';

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillForm(user: User) {
  for (const [label, value] of Object.entries(TYPED)) await user.type(screen.getByLabelText(label), value);
}

const emailJsAnswers = (status: number) =>
  server.use(http.post(EMAILJS_SEND, () => new HttpResponse(status === 200 ? 'OK' : 'Refused', { status })));

describe('contact page in Hindi', () => {
  it('labels the page and the form in Hindi and says what is missing in Hindi', async () => {
    const { user } = renderApp('/hi/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हमें मैसेज भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'सीधे संपर्क करें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });

    await user.click(within(form).getByRole('button', { name: 'मैसेज भेजें' }));
    for (const message of REQUIRED) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toHaveFocus();

    await user.type(screen.getByLabelText('ईमेल'), 'ravi@example');
    await user.click(within(form).getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता डालें।')).toBeInTheDocument();
  });

  it('names the school channels in Hindi', async () => {
    renderApp('/hi/contact');
    await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'हमें फ़ॉलो करें' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Instagram (नए टैब में खुलेगा)' })).toHaveAttribute('target', '_blank');
    expect(main.getByRole('link', { name: `हमें ${site.phone} पर कॉल करें` })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('says the messages shown again in Hindi when the learner switches language', async () => {
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    for (const message of REQUIRED) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });
});

describe('contact form toasts in Hindi', () => {
  it('says in Hindi that the message went', async () => {
    emailJsAnswers(200);
    const { user } = renderWithProviders(<ContactForm config={KEYS} />, { route: '/hi/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText('आपका मैसेज भेज दिया गया है!')).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toHaveValue('');
  });

  it('says in Hindi that it failed, with the hint for the cause, and keeps the text', async () => {
    emailJsAnswers(429);
    const { user } = renderWithProviders(<ContactForm config={KEYS} />, { route: '/hi/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect((await screen.findAllByText(FAILED)).length).toBeGreaterThan(1);
    const alert = screen.getByText('कम समय में बहुत सारे मैसेज भेजे गए। कृपया कुछ मिनट रुककर भेजें।');
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('विषय')).toHaveValue(TYPED['विषय']);
  });

  it('gives the school address in the Hindi hint when the form is not set up', async () => {
    const { user } = renderWithProviders(<ContactForm />, { route: '/hi/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText(`संपर्क फ़ॉर्म अभी चालू नहीं है। कृपया ${site.email} पर ईमेल करें।`)).toBeInTheDocument();
  });
});

describe('contact schema in Hindi', () => {
  const schema = makeContactSchema(testI18n('hi').getFixedT('hi', 'contact'));

  it('caps the length of every field, in Hindi', async () => {
    const long = (n: number) => 'x'.repeat(n);
    await expect(schema.validateAt('name', { name: long(81) })).rejects.toThrow(
      'नाम में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं।',
    );
    await expect(schema.validateAt('message', { message: long(2001) })).rejects.toThrow(
      'मैसेज में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं।',
    );
    await expect(schema.validateAt('subject', { subject: '\u200D\u200C' })).rejects.toThrow('विषय भरना ज़रूरी है।');
  });
});
