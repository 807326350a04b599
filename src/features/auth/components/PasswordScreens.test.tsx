import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authApi } from '@/features/auth/api';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp, startFakeClock } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';

afterEach(() => server.events.removeAllListeners());

const LONG = 'x'.repeat(10_000);
type User = ReturnType<typeof renderApp>['user'];

function countCalls(path: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  });
  return calls;
}

async function fill(user: User, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

async function expectFailure(formName: string, message: string) {
  const alert = await within(screen.getByRole('form', { name: formName })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
}

describe('/Change-pass', () => {
  it('asks for the email with Reset Password', async () => {
    renderApp('/Change-pass');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('prefills the email of a signed-in learner', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp('/Change-pass', { store });
    expect(await screen.findByLabelText('Email')).toHaveValue(DEMO_LEARNER.email);
  });

  it.each([
    ['empty', '', 'Email is required.'],
    ['whitespace', '   ', 'Email is required.'],
    ['an invalid email', 'learner.example.com', 'Enter a valid email address.'],
    ['markup', '<img src=x onerror=alert(1)>', 'Enter a valid email address.'],
    ['10,000 characters', `${LONG}@example.com`, 'Email must be at most 254 characters.'],
  ])('refuses %s next to the field and sends nothing', async (_case, value, message) => {
    const calls = countCalls('/user/forgotPass');
    const { user } = renderApp('/Change-pass');
    await fill(user, 'Email', value);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message));
    expect(calls).toHaveLength(0);
  });

  it('toasts and moves to /NewPassGenerate with the email after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const { user, router } = renderApp('/Change-pass', { fakeTimers: true });
      await fill(user, 'Email', DEMO_LEARNER.email);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Password reset link sent!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(router.state.location.pathname).toBe('/Change-pass');
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe('/NewPassGenerate');
      expect(router.state.location.state).toEqual({ email: DEMO_LEARNER.email });
      expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [
      'a 400',
      () =>
        server.use(
          http.post(apiPath('/user/forgotPass'), () => HttpResponse.json({ message: 'Bad' }, { status: 400 })),
        ),
      'Invalid request. Please check your email and try again.',
    ],
    [
      'a 404 (server message)',
      () =>
        server.use(
          http.post(apiPath('/user/forgotPass'), () =>
            HttpResponse.json({ message: 'User not found' }, { status: 404 }),
          ),
        ),
      'User not found',
    ],
    ['a 500', () => withFault('post', '/user/forgotPass', 'server-error'), 'Internal server error'],
    [
      'a failure whose body has only data',
      () =>
        server.use(
          http.post(apiPath('/user/forgotPass'), () =>
            HttpResponse.json({ data: 'Mail could not be sent' }, { status: 500 }),
          ),
        ),
      'Mail could not be sent',
    ],
    [
      'a network error',
      () => withFault('post', '/user/forgotPass', 'network'),
      'Failed to reset password. Please try again.',
    ],
  ])('handles %s and keeps the email', async (_case, arrange, message) => {
    arrange();
    const { user } = renderApp('/Change-pass');
    await fill(user, 'Email', 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectFailure('Change Password', message);
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});

describe('/forgot-pass', () => {
  it('reads Sending OTP... while busy, toasts and moves to /NewPassGenerate with the email after 2 s', async () => {
    const forgotPass = holdEndpoint('post', '/user/forgotPass');
    const { user, router } = renderApp('/forgot-pass');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    await fill(user, 'Email', DEMO_LEARNER.email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    forgotPass.release();
    expect(await screen.findByText('OTP sent to your email!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/NewPassGenerate'));
    expect(router.state.location.state).toEqual({ email: DEMO_LEARNER.email });
  });

  it('sends an unknown email on to /NewPassGenerate like a known one, with the same toast', async () => {
    const { user, router } = renderApp('/forgot-pass');
    await fill(user, 'Email', 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/NewPassGenerate'));
    expect(router.state.location.state).toEqual({ email: 'nobody@example.com' });
  });

  it.each([
    ['empty', '', 'Please enter your email'],
    ['whitespace', '  ', 'Please enter your email'],
    ['an invalid email', 'nope', 'Enter a valid email address.'],
    ['10,000 characters', LONG, 'Email must be at most 254 characters.'],
  ])('refuses %s next to the field and sends nothing', async (_case, value, message) => {
    const calls = countCalls('/user/forgotPass');
    const { user } = renderApp('/forgot-pass');
    await fill(user, 'Email', value);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message));
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'a 404',
      () =>
        server.use(
          http.post(apiPath('/user/forgotPass'), () =>
            HttpResponse.json({ message: 'User not found' }, { status: 404 }),
          ),
        ),
    ],
    ['a 500', () => withFault('post', '/user/forgotPass', 'server-error')],
    ['a network error', () => withFault('post', '/user/forgotPass', 'network')],
  ])('says Error sending OTP. Try again. on %s', async (_case, arrange) => {
    arrange();
    const { user } = renderApp('/forgot-pass');
    await fill(user, 'Email', 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await expectFailure('Forgot Password', 'Error sending OTP. Try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});

describe('/NewPassGenerate', () => {
  async function openWithEmail(email = DEMO_LEARNER.email, fakeTimers = false) {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email }));
    const view = renderApp('/', { store, fakeTimers });
    await act(() => view.router.navigate('/NewPassGenerate', { state: { email } }));
    await screen.findByRole('form', { name: 'Set New Password' });
    return view;
  }

  it('without an email says so and links back to /Change-pass', async () => {
    renderApp('/NewPassGenerate');
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We do not know which account to reset.');
    expect(screen.getByRole('link', { name: 'Back to Change Password' })).toHaveAttribute('href', '/Change-pass');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('updates the password, toasts, goes to /login after 2 s, and the new password works', async () => {
    jest.useFakeTimers();
    try {
      const { user, router, store } = await openWithEmail(DEMO_LEARNER.email, true);
      await fill(user, 'OTP', DEMO_OTP);
      await fill(user, 'New Password', 'Fresh@789');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(router.state.location.pathname).toBe('/NewPassGenerate');
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe('/login');
      // Let the login page finish mounting inside the test.
      expect(await screen.findByRole('button', { name: /log ?in/i })).toBeInTheDocument();
      const login = await store.dispatch(
        authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'Fresh@789', role: 'user' }),
      );
      expect(login.error).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['blank fields', '', '', ['All fields are required.', 'All fields are required.']],
    ['whitespace', '   ', '   ', ['All fields are required.', 'All fields are required.']],
    ['a 5-digit OTP', '12345', 'Fresh@789', ['OTP must be exactly 6 digits.']],
    ['a 7-digit OTP', '1234567', 'Fresh@789', ['OTP must be exactly 6 digits.']],
    ['a non-numeric OTP', '12a456', 'Fresh@789', ['OTP must be exactly 6 digits.']],
    ['a 10,000-character password', DEMO_OTP, LONG, ['Password must be at most 128 characters.']],
  ])('refuses %s next to the fields and sends nothing', async (_case, otp, password, messages) => {
    const calls = countCalls('/user/resetPass');
    const { user } = await openWithEmail();
    await fill(user, 'OTP', otp);
    await fill(user, 'New Password', password);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getAllByText(messages[0] ?? '')).toHaveLength(messages.length));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a wrong OTP (400)', () => undefined, 'Invalid OTP or email. Please check and try again.'],
    ['a 500', () => withFault('post', '/user/resetPass', 'server-error'), 'Internal server error'],
    [
      'a network error',
      () => withFault('post', '/user/resetPass', 'network'),
      'Something went wrong. Please check your OTP and try again.',
    ],
  ])('handles %s without pretending success', async (_case, arrange, message) => {
    const { user, router } = await openWithEmail();
    arrange();
    await fill(user, 'OTP', '000000');
    await fill(user, 'New Password', 'Fresh@789');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await expectFailure('Set New Password', message);
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('000000');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/NewPassGenerate');
  });

  it('says the lock on the fifth wrong OTP in a row, keeping what was typed', async () => {
    const { user, store } = await openWithEmail();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await store.dispatch(
        authApi.endpoints.resetPassword.initiate({
          email: DEMO_LEARNER.email,
          otp: '000000',
          newPassword: 'Fresh@789',
        }),
      );
    }
    await fill(user, 'OTP', '000000');
    await fill(user, 'New Password', 'Fresh@789');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await expectFailure('Set New Password', 'Too many attempts. Please try again in 15 minutes.');
    expect(screen.getByLabelText('OTP')).toHaveValue('000000');
    expect(screen.getByLabelText('New Password')).toHaveValue('Fresh@789');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('gives up after 5 s with an error, never a pretended success', async () => {
    startFakeClock();
    try {
      const { user, router } = await openWithEmail(DEMO_LEARNER.email, true);
      withFault('post', '/user/resetPass', 'timeout');
      await fill(user, 'OTP', DEMO_OTP);
      await fill(user, 'New Password', 'Fresh@789');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4500);
      });
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(
        await within(screen.getByRole('form', { name: 'Set New Password' })).findByRole('alert'),
      ).toHaveTextContent('Something went wrong. Please check your OTP and try again.');
      expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(router.state.location.pathname).toBe('/NewPassGenerate');
    } finally {
      jest.useRealTimers();
    }
  });
});
