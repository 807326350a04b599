import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { authApi } from '@/features/auth/api';
import { selectIsLoggedIn } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp, startFakeClock } from '@/test/render';
import { holdEndpoint, nextAnswer, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
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

/** The statuses the demo API answers on `path`, in order. */
function answersTo(path: string) {
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith(path)) statuses.push(response.status);
  });
  return statuses;
}

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
  ])('falls back to the screen’s own line on %s', async (_name, kind) => {
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

// Each language's words come from its catalogue; the English ones are also checked word for word.
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
