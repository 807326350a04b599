import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';
import {
  countCalls,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  escapeRegExp,
  expectFailure,
  expectTimeoutFailure,
  form,
  LONG,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  submitButton,
  type AuthT,
  type Message,
} from './AuthForms.testSetup';

/** The sign-up form's field labels, in English unless a test reads them from another catalogue. */
interface SignupLabels {
  fullName: string;
  phone: string;
  email: string;
  password: string;
}

const ENGLISH_SIGNUP_LABELS: SignupLabels = {
  fullName: 'Full Name',
  phone: 'Phone Number',
  email: 'Email',
  password: 'Password',
};

/** Fills the sign-up form: a learner's usual values, each overridden or left empty by `values`. */
async function fillSignup(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<Record<'name' | 'phone' | 'email' | 'password', string>>,
  labels: SignupLabels = ENGLISH_SIGNUP_LABELS,
) {
  const { name = 'Ravi Kumar', phone = '7021234567', email = 'ravi@example.com', password = 'Ravi@1234' } = values;
  if (name) {
    await user.click(await screen.findByLabelText(labels.fullName));
    await user.paste(name);
  }
  if (phone) await user.type(screen.getByLabelText(labels.phone), phone);
  if (email) {
    await user.click(screen.getByLabelText(labels.email));
    await user.paste(email);
  }
  if (password) {
    await user.click(screen.getByLabelText(labels.password));
    await user.paste(password);
  }
}

/** A country's name in the page's language, as the phone field's menu names it. */
const countryName = (isoCode: string, lang: Language) =>
  new Intl.DisplayNames(lang, { type: 'region' }).of(isoCode) ?? isoCode;

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('sign-up in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'auth');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  const message = ([text, english]: Message) => say(text(words), english);
  const title = () => say(words('signup.title'), 'Sign Up');
  const fullName = () => say(words('fields.fullName'), 'Full Name');
  const phone = () => say(words('fields.phone'), 'Phone Number');
  const email = () => say(words('fields.email'), 'Email');
  const password = () => say(words('fields.password'), 'Password');
  const labels = () => ({ fullName: fullName(), phone: phone(), email: email(), password: password() });

  /** The message is said by a toast and kept beside the form. */
  async function expectFailureTwice(text: string) {
    const inForm = await within(await form(title())).findByRole('alert');
    expect(inForm).toHaveTextContent(text);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  }

  it('has a heading, Full Name, Phone Number (India by default), Email, Password and a link to login', async () => {
    renderApp(page('/signup'));
    const signupForm = await form(title());
    expect(screen.getByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(within(signupForm).getByRole('button', { name: title() })).toBeEnabled();
    expect(screen.getByLabelText(fullName())).toBeInTheDocument();
    expect(screen.getByLabelText(phone())).toHaveAttribute('placeholder', '98765 43210');
    expect(
      screen.getByRole('button', {
        name: say(words('phone.countryButton', { country: countryName('IN', lang) }), 'India, Open flags menu'),
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(email())).toBeInTheDocument();
    expect(screen.getByLabelText(password())).toHaveAttribute('type', 'password');
    const main = screen.getByRole('main');
    const prompt = say(words('signup.switchPrompt').trim(), 'Already have an account?');
    expect(within(main).getByText(new RegExp(escapeRegExp(prompt)))).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: say(words('signup.switchLink'), 'Log in') })).toHaveAttribute(
      'href',
      say(page('/login'), '/login'),
    );
  });

  const NAME_REQUIRED: Message = [(t) => t('validation.nameRequired'), 'Full Name is required.'];
  const PHONE_REQUIRED: Message = [(t) => t('validation.phoneRequired'), 'Phone Number is required.'];

  it.each([
    [
      'empty fields',
      { name: '', phone: '', email: '', password: '' },
      [NAME_REQUIRED, PHONE_REQUIRED, EMAIL_REQUIRED, PASSWORD_REQUIRED],
    ],
    [
      'whitespace only',
      { name: '   ', phone: '', email: '   ', password: '    ' },
      [NAME_REQUIRED, EMAIL_REQUIRED, PASSWORD_REQUIRED],
    ],
    [
      'invisible characters only (zero-width spaces, BOM, NBSP)',
      { name: '\u200B\u200B\u200B', phone: '', email: '\uFEFF\u200D', password: '\u00A0\u200B' },
      [NAME_REQUIRED, EMAIL_REQUIRED, PASSWORD_REQUIRED],
    ],
    [
      '10,000 characters',
      { name: LONG, password: LONG },
      [
        [(t: AuthT) => t('validation.nameTooLong', { max: 100 }), 'Full Name must be at most 100 characters.'] as const,
        PASSWORD_TOO_LONG,
      ],
    ],
    [
      'markup in the name',
      { name: '<script>alert("x")</script>' },
      [[(t: AuthT) => t('validation.nameMarkup'), 'Full Name cannot contain < or >.'] as const],
    ],
    [
      'a short phone',
      { phone: '702123456' },
      [
        [
          (t: AuthT) => t('validation.phoneShort', { min: 10 }),
          'Enter a valid phone number with at least 10 digits.',
        ] as const,
      ],
    ],
    ['a letter-filled phone', { phone: 'abcdefghij' }, [PHONE_REQUIRED]],
    [
      'a phone longer than 15 digits',
      { phone: '+91 98765 43210 12345 6' },
      [[(t: AuthT) => t('validation.phoneLong', { max: 15 }), 'A phone number has at most 15 digits.'] as const],
    ],
    ['an invalid email', { email: 'ravi@example' }, [EMAIL_INVALID]],
  ])('refuses %s next to the field and sends nothing', async (_case, values, messages: readonly Message[]) => {
    const calls = countCalls('/user/signup');
    const { user } = renderApp(page('/signup'));
    await form(title());
    await fillSignup(user, values, labels());
    await user.click(submitButton(title()));
    for (const each of messages) expect(await screen.findByText(message(each))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the last 10 digits, stores the email, shows the OTP step and moves to the code screen, which names the address and the code length', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/user/signup')) body = await request.clone().json();
    });
    const { user, router, store } = renderApp(page('/signup'));
    await fillSignup(user, {}, labels());
    expect(screen.getByLabelText(phone())).toHaveValue('+91 70212 34567');
    await user.click(submitButton(title()));
    expect(
      await screen.findByText(
        say(words('otp.banner'), "OTP sent successfully. If it's not in your inbox, please check your spam folder."),
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({
      username: 'Ravi Kumar',
      number: '7021234567',
      email: 'ravi@example.com',
      password: 'Ravi@1234',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(say(page('/otp-verification'), '/otp-verification')),
    );
    expect(store.getState().auth.account.otpEmail).toBe('ravi@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: say(words('otp.title'), 'Verify your email') }),
    ).toBeInTheDocument();
    const address = await screen.findByText('ravi@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent(
      say(
        words('otp.codeSentTo', { length: 6 }).replace('<email/>', 'ravi@example.com'),
        'Enter the 6-digit code sent to ravi@example.com.',
      ),
    );
  });

  it('tells a registered learner to log in', async () => {
    const { user } = renderApp(page('/signup'));
    await fillSignup(user, { email: DEMO_LEARNER.email }, labels());
    await user.click(submitButton(title()));
    await expectFailureTwice(say(words('signup.duplicate'), 'Your email is already registered. Please log in.'));
    expect(screen.getByLabelText(fullName())).toHaveValue('Ravi Kumar');
  });

  it("says a 500 in the server's words in English, in the page's own line in another language, and keeps the input", async () => {
    withFault('post', '/user/signup', 'server-error');
    const { user } = renderApp(page('/signup'));
    await fillSignup(user, {}, labels());
    await user.click(submitButton(title()));
    await expectFailureTwice(lang === 'en' ? 'Internal server error' : words('signup.failed'));
    if (lang !== 'en') expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    expect(screen.getByLabelText(phone())).toHaveValue('+91 70212 34567');
  });
});

describe('sign-up', () => {
  it('does not call a network error a duplicate', async () => {
    withFault('post', '/user/signup', 'network');
    const { user } = renderApp('/signup');
    await fillSignup(user, {});
    await user.click(submitButton('Sign Up'));
    await expectFailure('Signup failed. Please try again.');
    expect(screen.queryByText('Your email is already registered. Please log in.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
    expect(submitButton('Sign Up')).toBeEnabled();
  });

  it('falls back to the screen’s own line on a time-out', async () => {
    startFakeClock();
    withFault('post', '/user/signup', 'timeout');
    const { user } = renderApp('/signup');
    await fillSignup(user, {});
    await user.click(submitButton('Sign Up'));
    await expectTimeoutFailure('Signup failed. Please try again.');
    expect(submitButton('Sign Up')).toBeEnabled();
  });

  it('says Signup failed when the answer is not the OTP message', async () => {
    server.use(http.post(apiPath('/user/signup'), () => Response.json({ message: '' })));
    const { user } = renderApp('/signup');
    await fillSignup(user, {});
    await user.click(submitButton('Sign Up'));
    await expectFailure('Signup failed. Please try again.');
  });
});
