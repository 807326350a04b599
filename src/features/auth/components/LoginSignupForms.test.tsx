import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_TIMEOUT_MS } from '@/config/constants';
import { authApi } from '@/features/auth/api';
import { selectIsLoggedIn } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { renderApp, startFakeClock } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';

const LONG = 'x'.repeat(10_000);

afterEach(() => server.events.removeAllListeners());

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

describe('login', () => {
  it('has email, password with a named show/hide toggle, Forgot Password? and a link to sign-up', async () => {
    const { user } = renderApp('/login');
    await form('Login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/Change-pass');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('logs in with role user, toasts, reads Processing... while busy and goes home after 1 s', async () => {
    jest.useFakeTimers();
    try {
      let body: unknown;
      server.events.on('request:start', async ({ request }) => {
        if (request.url.endsWith('/user/login')) body = await request.clone().json();
      });
      const { user, router, store } = renderApp('/login', { fakeTimers: true });
      await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
      await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
      await user.click(submitButton('Login'));
      expect(await screen.findByText('Login successful!')).toBeInTheDocument();
      expect(body).toEqual({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password, role: 'user' });
      expect(store.getState().auth.session.token).toEqual(expect.any(String));
      expect(store.getState().auth.account.user?.username).toBe(DEMO_LEARNER.username);
      expect(submitButton(/login|processing/i)).toBeDisabled();

      act(() => jest.advanceTimersByTime(900));
      expect(router.state.location.pathname).toBe('/login');
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe('/');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows Processing... and cannot be sent twice', async () => {
    const login = holdEndpoint('post', '/user/login');
    const calls = countCalls('/user/login');
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    await user.click(submitButton('Login'));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    // Enter in a field submits the form even while the button is disabled.
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    login.release();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says the server message on a wrong password and keeps what was typed', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton('Login'));
    await expectFailure('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_LEARNER.email);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(submitButton('Login')).toBeEnabled();
  });

  it('says the lock on the fifth wrong password in a row, and keeps saying it for the right one', async () => {
    const store = makeStore();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await store.dispatch(
        authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'wrong-password', role: 'user' }),
      );
    }
    const statuses = answersTo('/user/login');
    const { user, router } = renderApp('/login', { store });
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton('Login'));
    await expectFailure('Too many attempts. Please try again in 15 minutes.');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_LEARNER.email);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    await user.click(submitButton('Login'));
    await waitFor(() => expect(statuses).toEqual([429, 429]));
    await waitFor(() => expect(submitButton('Login')).toBeEnabled());
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
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

  it('shows the server message on a 500', async () => {
    withFault('post', '/user/login', 'server-error');
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
    await user.click(submitButton('Login'));
    await expectFailure('Internal server error');
  });

  it('ends a call that never answers with the fallback text', async () => {
    startFakeClock();
    try {
      withFault('post', '/user/login', 'timeout');
      const { user } = renderApp('/login', { fakeTimers: true });
      await user.type(await screen.findByLabelText('Email'), DEMO_LEARNER.email);
      await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
      await user.click(submitButton('Login'));
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      await expectTimeoutFailure('Invalid email or password. Please try again.');
      expect(submitButton('Login')).toBeEnabled();
      expect(screen.getByLabelText('Password')).toHaveValue(DEMO_LEARNER.password);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['empty fields', '', '', 'Email is required.', 'Password is required.'],
    ['whitespace only', '   ', '   ', 'Email is required.', 'Password is required.'],
    ['an invalid email', 'not-an-email', 'secret', 'Enter a valid email address.', null],
    ['markup as email', '<script>alert(1)</script>', 'secret', 'Enter a valid email address.', null],
    [
      '10,000 characters',
      `${LONG}@example.com`,
      LONG,
      'Email must be at most 254 characters.',
      'Password must be at most 128 characters.',
    ],
  ])('refuses %s next to the fields and sends nothing', async (_case, email, password, emailError, passwordError) => {
    const calls = countCalls('/user/login');
    const { user } = renderApp('/login');
    const emailField = await screen.findByLabelText('Email');
    if (email) await user.click(emailField);
    if (email) await user.paste(email);
    if (password) {
      await user.click(screen.getByLabelText('Password'));
      await user.paste(password);
    }
    await user.click(submitButton('Login'));
    expect(await screen.findByText(emailError)).toBeInTheDocument();
    expect(emailField).toHaveAccessibleDescription(emailError);
    if (passwordError) expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordError);
    expect(calls).toHaveLength(0);
  });
});

describe('route guards', () => {
  it('sends a guest from /profile to /login and back to /profile after logging in', async () => {
    jest.useFakeTimers();
    try {
      const { user, router } = renderApp('/profile', { fakeTimers: true });
      await form('Login');
      expect(router.state.location.pathname).toBe('/login');
      await user.type(screen.getByLabelText('Email'), DEMO_LEARNER.email);
      await user.type(screen.getByLabelText('Password'), DEMO_LEARNER.password);
      await user.click(submitButton('Login'));
      await screen.findByText('Login successful!');
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
      expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
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

describe('sign-up', () => {
  async function fillSignup(
    user: ReturnType<typeof renderApp>['user'],
    values: Partial<Record<'name' | 'phone' | 'email' | 'password', string>>,
  ) {
    const { name = 'Ravi Kumar', phone = '7021234567', email = 'ravi@example.com', password = 'Ravi@1234' } = values;
    if (name) {
      await user.click(await screen.findByLabelText('Full Name'));
      await user.paste(name);
    }
    if (phone) await user.type(screen.getByLabelText('Phone Number'), phone);
    if (email) {
      await user.click(screen.getByLabelText('Email'));
      await user.paste(email);
    }
    if (password) {
      await user.click(screen.getByLabelText('Password'));
      await user.paste(password);
    }
  }

  it('has Full Name, Phone Number (India by default), Email, Password and a link to login', async () => {
    renderApp('/signup');
    await form('Sign Up');
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('placeholder', '98765 43210');
    expect(screen.getByRole('button', { name: /India, Open flags menu/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends the last 10 digits, stores the email, shows the OTP step and moves to /otp-verification', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/user/signup')) body = await request.clone().json();
    });
    const { user, router, store } = renderApp('/signup');
    await fillSignup(user, {});
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 70212 34567');
    await user.click(submitButton('Sign Up'));
    expect(
      await screen.findByText("OTP sent successfully. If it's not in your inbox, please check your spam folder."),
    ).toBeInTheDocument();
    expect(body).toEqual({
      username: 'Ravi Kumar',
      number: '7021234567',
      email: 'ravi@example.com',
      password: 'Ravi@1234',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'));
    expect(store.getState().auth.account.otpEmail).toBe('ravi@example.com');
    expect(await screen.findByText('ravi@example.com')).toBeInTheDocument();
  });

  it('tells a registered learner to log in', async () => {
    const { user } = renderApp('/signup');
    await fillSignup(user, { email: DEMO_LEARNER.email });
    await user.click(submitButton('Sign Up'));
    await expectFailure('Your email is already registered. Please log in.');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Kumar');
  });

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

  it('shows the server message on a 500 and keeps the input', async () => {
    withFault('post', '/user/signup', 'server-error');
    const { user } = renderApp('/signup');
    await fillSignup(user, {});
    await user.click(submitButton('Sign Up'));
    await expectFailure('Internal server error');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 70212 34567');
  });

  it('falls back to the spec text on a time-out', async () => {
    startFakeClock();
    try {
      withFault('post', '/user/signup', 'timeout');
      const { user } = renderApp('/signup', { fakeTimers: true });
      await fillSignup(user, {});
      await user.click(submitButton('Sign Up'));
      await expectTimeoutFailure('Signup failed. Please try again.');
      expect(submitButton('Sign Up')).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says Signup failed when the answer is not the OTP message', async () => {
    server.use(http.post(apiPath('/user/signup'), () => HttpResponse.json({ message: '' })));
    const { user } = renderApp('/signup');
    await fillSignup(user, {});
    await user.click(submitButton('Sign Up'));
    await expectFailure('Signup failed. Please try again.');
  });

  it.each([
    [
      'empty fields',
      { name: '', phone: '', email: '', password: '' },
      ['Full Name is required.', 'Phone Number is required.', 'Email is required.', 'Password is required.'],
    ],
    [
      'whitespace only',
      { name: '   ', phone: '', email: '   ', password: '    ' },
      ['Full Name is required.', 'Email is required.', 'Password is required.'],
    ],
    [
      'invisible characters only (zero-width spaces, BOM, NBSP)',
      { name: '\u200B\u200B\u200B', phone: '', email: '\uFEFF\u200D', password: '\u00A0\u200B' },
      ['Full Name is required.', 'Email is required.', 'Password is required.'],
    ],
    [
      '10,000 characters',
      { name: LONG, password: LONG },
      ['Full Name must be at most 100 characters.', 'Password must be at most 128 characters.'],
    ],
    ['markup in the name', { name: '<script>alert("x")</script>' }, ['Full Name cannot contain < or >.']],
    ['a short phone', { phone: '702123456' }, ['Enter a valid phone number with at least 10 digits.']],
    ['a letter-filled phone', { phone: 'abcdefghij' }, ['Phone Number is required.']],
    ['an invalid email', { email: 'ravi@example' }, ['Enter a valid email address.']],
  ])('refuses %s next to the field and sends nothing', async (_case, values, messages) => {
    const calls = countCalls('/user/signup');
    const { user } = renderApp('/signup');
    await form('Sign Up');
    await fillSignup(user, values);
    await user.click(submitButton('Sign Up'));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a phone longer than 15 digits', async () => {
    const { user } = renderApp('/signup');
    await form('Sign Up');
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '+91 98765 43210 12345 6');
    await user.click(submitButton('Sign Up'));
    expect(await screen.findByText('A phone number has at most 15 digits.')).toBeInTheDocument();
  });
});
