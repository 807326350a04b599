import { act, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { http } from 'msw/core/http';
import { API_TIMEOUT_MS } from '@/config/constants';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { authApi } from '@/features/auth/api';
import { selectIsLoggedIn } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp, startFakeClock } from '@/test/render';
import { holdEndpoint, nextAnswer, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';

const LONG = 'x'.repeat(10_000);

const form = (name: string) => screen.findByRole('form', { name });
const submitButton = (name: RegExp | string) => screen.getByRole('button', { name });

/** Counts the calls that reach the demo API, to prove invalid input sends nothing. */
function countCalls(path: string) {
  const calls: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  return calls;
}

/** The statuses the demo API answers on `path`, in order. */
function answersTo(path: string) {
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith(path)) statuses.push(response.status);
  });
  return statuses;
}

/** The message is said by a toast and kept beside the form. */
/** A call that never answers ends at the base query's time-out with the spec's fallback text. */
async function expectTimeoutFailure(message: string) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
  });
  await expectFailure(message);
}

async function expectFailure(message: string) {
  const inForm = await within(screen.getByRole('form')).findByRole('alert');
  expect(inForm).toHaveTextContent(message);
  expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('login', () => {
  it('logs in with role user, toasts, reads Processing... while busy and goes home after 1 s', async () => {
    jest.useFakeTimers();
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/user/login')) body = await request.clone().json();
    });
    const { user, router, store } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    const answered = nextAnswer('post', '/user/login');
    await user.click(submitButton('Login'));
    // The test's clock is fake; the password check is not.
    await answered;
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(body).toEqual({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password, role: 'user' });
    expect(store.getState().auth.session.token).toEqual(expect.any(String));
    expect(store.getState().auth.account.user?.username).toBe(DEMO_LEARNER.username);
    expect(submitButton(/login|processing/i)).toBeDisabled();

    act(() => jest.advanceTimersByTime(900));
    expect(router.state.location.pathname).toBe('/login');
    act(() => jest.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['a network error', 'network' as const],
    ['a malformed answer', 'malformed' as const],
  ])('falls back to the spec text on %s', async (_name, kind) => {
    withFault('post', '/user/login', kind);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    await user.click(submitButton('Login'));
    await expectFailure('Invalid email or password. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_LEARNER.email);
    expect(submitButton('Login')).toBeEnabled();
  });

  it('ends a call that never answers with the fallback text', async () => {
    startFakeClock();
    withFault('post', '/user/login', 'timeout');
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    await user.click(submitButton('Login'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expectTimeoutFailure('Invalid email or password. Please try again.');
    expect(submitButton('Login')).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_LEARNER.password);
  });
});

describe('route guards', () => {
  it('sends a guest from /profile to /login and back to /profile after logging in', async () => {
    jest.useFakeTimers();
    const { user, router } = renderApp('/profile');
    await form('Login');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    const answered = nextAnswer('post', '/user/login');
    await user.click(submitButton('Login'));
    await answered;
    await screen.findByText('Login successful!');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it.each(['/EnrollCourse', '/course-viewer/abc'])('guards %s too', async (path) => {
    const { router } = renderApp(path);
    await form('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: path }) });
  });

  it('leaves /Change-pass open to guests (Forgot Password? leads there)', async () => {
    renderApp('/Change-pass');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });
});

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

  it('falls back to the spec text on a time-out', async () => {
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

type AuthT = TFunction<'auth'>;
/** A message of the auth catalogue, and the spec's English text of it. */
type Message = readonly [(t: AuthT) => string, string];

const EMAIL_REQUIRED: Message = [(t) => t('validation.emailRequired'), 'Email is required.'];
const EMAIL_INVALID: Message = [(t) => t('validation.emailInvalid'), 'Enter a valid email address.'];
const PASSWORD_REQUIRED: Message = [(t) => t('validation.passwordRequired'), 'Password is required.'];
const PASSWORD_TOO_LONG: Message = [
  (t) => t('validation.passwordTooLong', { max: 128 }),
  'Password must be at most 128 characters.',
];

/** A country's name in the page's language, as the phone field's menu names it. */
const countryName = (isoCode: string, lang: Language) =>
  new Intl.DisplayNames(lang, { type: 'region' }).of(isoCode) ?? isoCode;

// Each language's words come from its catalogue; the English ones are also held to the spec's text.
describe.each(LANGUAGES)('login in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'auth');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  const message = ([text, english]: Message) => say(text(words), english);
  const title = () => say(words('login.title'), 'Login');
  const email = () => say(words('fields.email'), 'Email');
  const password = () => say(words('fields.password'), 'Password');

  async function fillLogin(user: ReturnType<typeof renderApp>['user'], address: string, secret: string) {
    await user.type(await screen.findByLabelText(email()), address);
    await user.type(screen.getByLabelText(password()), secret);
  }

  /** The message is said by a toast and kept beside the form. */
  async function expectFailureTwice(text: string) {
    const inForm = await within(await form(title())).findByRole('alert');
    expect(inForm).toHaveTextContent(text);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  }

  it('has a heading, email, password with a named show/hide toggle, Forgot Password? and a link to sign-up', async () => {
    const { user } = renderApp(page('/login'));
    const loginForm = await form(title());
    expect(screen.getByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(within(loginForm).getByRole('button', { name: title() })).toBeEnabled();
    const secret = screen.getByLabelText(password());
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: say(words('fields.showPassword'), 'Show password') }));
    expect(secret).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: say(words('fields.hidePassword'), 'Hide password') }));
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: say(words('login.forgotPassword'), 'Forgot Password?') })).toHaveAttribute(
      'href',
      say(page('/Change-pass'), '/Change-pass'),
    );
    const main = screen.getByRole('main');
    const prompt = say(words('login.switchPrompt').trim(), "Don't have an account?");
    expect(within(main).getByText(new RegExp(escapeRegExp(prompt)))).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: say(words('login.switchLink'), 'Sign up') })).toHaveAttribute(
      'href',
      say(page('/signup'), '/signup'),
    );
    expect(screen.queryByLabelText(words('fields.fullName'))).not.toBeInTheDocument();
  });

  it.each([
    ['empty fields', '', '', EMAIL_REQUIRED, PASSWORD_REQUIRED],
    ['whitespace only', '   ', '   ', EMAIL_REQUIRED, PASSWORD_REQUIRED],
    ['an invalid email', 'not-an-email', 'secret', EMAIL_INVALID, null],
    ['markup as email', '<script>alert(1)</script>', 'secret', EMAIL_INVALID, null],
    [
      '10,000 characters',
      `${LONG}@example.com`,
      LONG,
      [(t: AuthT) => t('validation.emailTooLong', { max: 254 }), 'Email must be at most 254 characters.'] as const,
      PASSWORD_TOO_LONG,
    ],
  ])('refuses %s next to the fields and sends nothing', async (_case, address, secret, emailError, passwordError) => {
    const calls = countCalls('/user/login');
    const { user } = renderApp(page('/login'));
    const emailField = await screen.findByLabelText(email());
    if (address) await user.click(emailField);
    if (address) await user.paste(address);
    if (secret) {
      await user.click(screen.getByLabelText(password()));
      await user.paste(secret);
    }
    await user.click(submitButton(title()));
    expect(await screen.findByText(message(emailError))).toBeInTheDocument();
    expect(emailField).toHaveAccessibleDescription(message(emailError));
    if (passwordError) expect(screen.getByLabelText(password())).toHaveAccessibleDescription(message(passwordError));
    expect(calls).toHaveLength(0);
  });

  it('shows Processing... and cannot be sent twice, toasts and goes to the home page', async () => {
    const login = holdEndpoint('post', '/user/login');
    const calls = countCalls('/user/login');
    const { user, router } = renderApp(page('/login'));
    await fillLogin(user, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await user.click(submitButton(title()));
    const processing = say(words('processing'), 'Processing...');
    expect(await screen.findByRole('button', { name: processing })).toBeDisabled();
    // Enter in a field submits the form even while the button is disabled.
    await user.type(screen.getByLabelText(password()), '{Enter}');
    expect(screen.getByRole('button', { name: processing })).toBeDisabled();
    login.release();
    expect(await screen.findByText(say(words('login.success'), 'Login successful!'))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(say(page('/'), '/')));
  });

  it("says a wrong password, in the server's words in English and the page's own in another language, and keeps what was typed", async () => {
    const { user } = renderApp(page('/login'));
    await fillLogin(user, DEMO_LEARNER.email, 'wrong-password');
    await user.click(submitButton(title()));
    await expectFailureTwice(lang === 'en' ? 'Invalid email or password' : words('login.failed'));
    if (lang !== 'en') expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(screen.getByLabelText(email())).toHaveValue(DEMO_LEARNER.email);
    expect(screen.getByLabelText(password())).toHaveValue('wrong-password');
    expect(submitButton(title())).toBeEnabled();
  });

  it('says the lock on the fifth wrong password in a row, and keeps saying it for the right one', async () => {
    const store = makeStore();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await store.dispatch(
        authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'wrong-password', role: 'user' }),
      );
    }
    const statuses = answersTo('/user/login');
    const { user, router } = renderApp(page('/login'), { store });
    await fillLogin(user, DEMO_LEARNER.email, 'wrong-password');
    await user.click(submitButton(title()));
    // The server's own words in English; the page's in another language.
    const locked =
      lang === 'en' ? 'Too many attempts. Please try again in 15 minutes.' : words('errors.tooManyAttempts');
    await expectFailureTwice(locked);
    expect(screen.getByLabelText(email())).toHaveValue(DEMO_LEARNER.email);
    expect(screen.getByLabelText(password())).toHaveValue('wrong-password');

    await user.clear(screen.getByLabelText(password()));
    await user.type(screen.getByLabelText(password()), DEMO_LEARNER.password);
    await user.click(submitButton(title()));
    await waitFor(() => expect(statuses).toEqual([429, 429]));
    await waitFor(() => expect(submitButton(title())).toBeEnabled());
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(locked);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(router.state.location.pathname).toBe(page('/login'));
  });

  it("says a 500 in the server's words in English, and in the page's own line in another language", async () => {
    withFault('post', '/user/login', 'server-error');
    const { user } = renderApp(page('/login'));
    await fillLogin(user, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await user.click(submitButton(title()));
    await expectFailureTwice(lang === 'en' ? 'Internal server error' : words('login.failed'));
    if (lang !== 'en') expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});

describe.each(LANGUAGES.filter((lang) => lang !== 'en'))(
  'login when the page switches from English (to %s)',
  (lang) => {
    const words = wordsIn(lang, 'auth');
    const en = wordsIn('en', 'auth');

    it('says field errors and the last failure again in the new language', async () => {
      const { user, router } = renderApp('/login');
      await user.type(await screen.findByLabelText('Email'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.'),
      );
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');

      await act(() => router.navigate(localizePath('/login', lang)));
      const email = await screen.findByLabelText(words('fields.email'));
      expect(email).toHaveValue('not-an-email');
      const invalid = words('validation.emailInvalid');
      expect(invalid).not.toBe(en('validation.emailInvalid'));
      await waitFor(() => expect(email).toHaveAccessibleDescription(invalid));
      expect(screen.getByLabelText(words('fields.password'))).toHaveAccessibleDescription(
        words('validation.passwordRequired'),
      );

      await user.clear(email);
      await user.type(email, DEMO_LEARNER.email);
      await user.type(screen.getByLabelText(words('fields.password')), 'wrong-password');
      await user.click(screen.getByRole('button', { name: words('login.title') }));
      const failed = words('login.failed');
      const inForm = await within(await form(words('login.title'))).findByRole('alert');
      expect(inForm).toHaveTextContent(failed);
      await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(2));

      // Back in English, the line beside the form is the server's own words again.
      await act(() => router.navigate('/login'));
      const alert = await within(await form('Login')).findByRole('alert');
      expect(alert).toHaveTextContent('Invalid email or password');
    });
  },
);

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
