import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath } from '@/config/languages';
import { authApi } from '@/features/auth/api';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderApp, startFakeClock, type TestUser } from '@/test/render';
import { holdEndpoint, nextAnswer, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';

const LONG = 'x'.repeat(10_000);

function countCalls(path: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  });
  return calls;
}

async function fill(user: TestUser, label: string, value: string) {
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

  it.each([
    ['a 500', () => withFault('post', '/user/forgotPass', 'server-error'), 'Internal server error'],
    [
      'a failure whose body has only data',
      () =>
        server.use(
          http.post(apiPath('/user/forgotPass'), () =>
            Response.json({ data: 'Mail could not be sent' }, { status: 500 }),
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
  it('sends an unknown email on to /NewPassGenerate like a known one, with the same toast', async () => {
    startFakeClock();
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
          http.post(apiPath('/user/forgotPass'), () => Response.json({ message: 'User not found' }, { status: 404 })),
        ),
    ],
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
  async function openWithEmail(email = DEMO_LEARNER.email) {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email }));
    const view = renderApp('/', { store });
    await act(() => view.router.navigate('/NewPassGenerate', { state: { email } }));
    await screen.findByRole('form', { name: 'Set New Password' });
    return view;
  }

  it.each([
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
    const { user, router } = await openWithEmail();
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
    expect(await within(screen.getByRole('form', { name: 'Set New Password' })).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please check your OTP and try again.',
    );
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(router.state.location.pathname).toBe('/NewPassGenerate');
  });
});

// Each language's words come from its catalogue; the English ones are also held to the spec's text.
describe.each(LANGUAGES)('the password screens in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'auth');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  const email = () => words('fields.email');
  const otp = () => words('fields.otp');
  const newPassword = () => say(words('fields.newPassword'), 'New Password');

  /** A request screen's message is said by a toast and kept beside the form. */
  async function expectFailureTwice(formName: string, message: string) {
    const alert = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  }

  /** A code's screen says its failure once, beside the form, and no toast repeats it. */
  async function expectFailureOnce(formName: string, message: string) {
    const alert = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  }

  describe('/Change-pass', () => {
    const title = () => say(words('changePassword.title'), 'Change Password');
    const reset = () => say(words('changePassword.submit'), 'Reset Password');

    it('asks for the email with Reset Password, and refuses a blank or invalid one next to the field, sending nothing', async () => {
      const calls = countCalls('/user/forgotPass');
      const { user } = renderApp(page('/Change-pass'));
      expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
      expect(
        screen.getByText(
          say(
            words('changePassword.intro'),
            "Enter your account's email. We will send you a one-time code to set a new password.",
          ),
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(say(email(), 'Email'))).toHaveValue('');
      expect(screen.getByRole('button', { name: reset() })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: reset() }));
      await waitFor(() =>
        expect(screen.getByLabelText(email())).toHaveAccessibleDescription(
          say(words('validation.emailRequired'), 'Email is required.'),
        ),
      );
      await fill(user, email(), 'learner.example.com');
      await user.click(screen.getByRole('button', { name: reset() }));
      await waitFor(() =>
        expect(screen.getByLabelText(email())).toHaveAccessibleDescription(
          say(words('validation.emailInvalid'), 'Enter a valid email address.'),
        ),
      );
      expect(calls).toHaveLength(0);
    });

    it('toasts and moves to /NewPassGenerate with the email after 2 s', async () => {
      jest.useFakeTimers();
      const { user, router } = renderApp(page('/Change-pass'));
      await fill(user, email(), DEMO_LEARNER.email);
      await user.click(screen.getByRole('button', { name: reset() }));
      expect(
        await screen.findByText(say(words('changePassword.success'), 'Password reset link sent!')),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(router.state.location.pathname).toBe(page('/Change-pass'));
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe(say(page('/NewPassGenerate'), '/NewPassGenerate'));
      expect(router.state.location.state).toEqual({ email: DEMO_LEARNER.email });
      expect(
        await screen.findByRole('heading', { level: 1, name: say(words('newPassword.title'), 'Set New Password') }),
      ).toBeInTheDocument();
    });

    it('says a 400 beside the form and in a toast, and keeps the email', async () => {
      server.use(http.post(apiPath('/user/forgotPass'), () => Response.json({ message: 'Bad' }, { status: 400 })));
      const { user } = renderApp(page('/Change-pass'));
      await fill(user, email(), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: reset() }));
      await expectFailureTwice(
        title(),
        say(words('changePassword.badRequest'), 'Invalid request. Please check your email and try again.'),
      );
      expect(screen.getByLabelText(email())).toHaveValue('nobody@example.com');
      expect(screen.getByRole('button', { name: reset() })).toBeEnabled();
    });

    it("says a 404 in the server's words in English, in the page's own line in another language", async () => {
      server.use(
        http.post(apiPath('/user/forgotPass'), () => Response.json({ message: 'User not found' }, { status: 404 })),
      );
      const { user } = renderApp(page('/Change-pass'));
      await fill(user, email(), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: reset() }));
      await expectFailureTwice(title(), lang === 'en' ? 'User not found' : words('changePassword.failed'));
      if (lang !== 'en') expect(screen.queryByText('User not found')).not.toBeInTheDocument();
      expect(screen.getByLabelText(email())).toHaveValue('nobody@example.com');
      expect(screen.getByRole('button', { name: reset() })).toBeEnabled();
    });
  });

  describe('/forgot-pass', () => {
    const title = () => say(words('forgotPassword.title'), 'Forgot Password');
    const send = () => say(words('forgotPassword.submit'), 'Send OTP');

    it('asks for the email, reads Sending OTP... while busy, toasts and moves to /NewPassGenerate with the email', async () => {
      startFakeClock();
      const forgotPass = holdEndpoint('post', '/user/forgotPass');
      const { user, router } = renderApp(page('/forgot-pass'));
      expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
      expect(
        screen.getByText(say(words('forgotPassword.intro'), 'Enter your email and we will send you a one-time code.')),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: send() }));
      await waitFor(() =>
        expect(screen.getByLabelText(email())).toHaveAccessibleDescription(
          say(words('validation.forgotEmailRequired'), 'Please enter your email'),
        ),
      );
      await fill(user, email(), DEMO_LEARNER.email);
      await user.click(screen.getByRole('button', { name: send() }));
      expect(
        await screen.findByRole('button', { name: say(words('forgotPassword.busy'), 'Sending OTP...') }),
      ).toBeDisabled();
      forgotPass.release();
      expect(
        await screen.findByText(say(words('forgotPassword.success'), 'OTP sent to your email!')),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(page('/NewPassGenerate')));
      expect(router.state.location.state).toEqual({ email: DEMO_LEARNER.email });
    });

    it('says Error sending OTP. Try again. on a 500, beside the form and in a toast, and keeps the email', async () => {
      withFault('post', '/user/forgotPass', 'server-error');
      const { user } = renderApp(page('/forgot-pass'));
      await fill(user, email(), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: send() }));
      await expectFailureTwice(title(), say(words('forgotPassword.failed'), 'Error sending OTP. Try again.'));
      expect(screen.getByLabelText(email())).toHaveValue('nobody@example.com');
      expect(screen.getByRole('button', { name: send() })).toBeEnabled();
    });
  });

  describe('/NewPassGenerate', () => {
    const title = () => say(words('newPassword.title'), 'Set New Password');
    const update = () => say(words('newPassword.submit'), 'Update Password');

    async function openWithEmail(address = DEMO_LEARNER.email) {
      const store = makeStore();
      await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: address }));
      const view = renderApp(page('/'), { store });
      await act(() => view.router.navigate(page('/NewPassGenerate'), { state: { email: address } }));
      await screen.findByRole('form', { name: title() });
      return view;
    }

    it('without an email says so and links back to /Change-pass', async () => {
      renderApp(page('/NewPassGenerate'));
      expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        say(
          words('newPassword.missingEmail'),
          'We do not know which account to reset. Please request a new code first.',
        ),
      );
      expect(
        screen.getByRole('link', { name: say(words('newPassword.backToChangePassword'), 'Back to Change Password') }),
      ).toHaveAttribute('href', say(page('/Change-pass'), '/Change-pass'));
      expect(screen.queryByLabelText(otp())).not.toBeInTheDocument();
    });

    it('names the address, offers a new code, and refuses blank fields next to them, sending nothing', async () => {
      const calls = countCalls('/user/resetPass');
      const { user } = await openWithEmail();
      expect(screen.getByText(DEMO_LEARNER.email).parentElement).toHaveTextContent(
        say(
          words('newPassword.intro').replace('<email/>', DEMO_LEARNER.email),
          `Enter the code sent to ${DEMO_LEARNER.email} and choose a new password.`,
        ),
      );
      expect(
        screen.getByRole('link', { name: say(words('newPassword.sendNewCode'), 'Send a new code') }),
      ).toHaveAttribute('href', page('/Change-pass'));
      await user.click(screen.getByRole('button', { name: update() }));
      const allRequired = say(words('validation.allRequired'), 'All fields are required.');
      await waitFor(() => expect(screen.getByLabelText(otp())).toHaveAccessibleDescription(allRequired));
      expect(screen.getByLabelText(newPassword())).toHaveAccessibleDescription(allRequired);
      expect(screen.getAllByText(allRequired)).toHaveLength(2);
      expect(calls).toHaveLength(0);
    });

    it('says a wrong OTP once beside the form, without pretending success', async () => {
      const { user, router } = await openWithEmail();
      await fill(user, otp(), '000000');
      await fill(user, newPassword(), 'Fresh@789');
      await user.click(screen.getByRole('button', { name: update() }));
      await expectFailureOnce(
        title(),
        say(words('newPassword.badRequest'), 'Invalid OTP or email. Please check and try again.'),
      );
      expect(screen.queryByText(words('newPassword.success'))).not.toBeInTheDocument();
      expect(screen.getByLabelText(otp())).toHaveValue('000000');
      expect(screen.getByRole('button', { name: update() })).toBeEnabled();
      expect(router.state.location.pathname).toBe(page('/NewPassGenerate'));
    });

    it('updates the password, toasts, goes to the login page after 2 s, and the new password works', async () => {
      jest.useFakeTimers();
      const { user, router, store } = await openWithEmail();
      await fill(user, otp(), DEMO_OTP);
      await fill(user, newPassword(), 'Fresh@789');
      const answered = nextAnswer('post', '/user/resetPass');
      await user.click(screen.getByRole('button', { name: update() }));
      // The test's clock is fake; the password hashing is not.
      await answered;
      expect(
        await screen.findByText(say(words('newPassword.success'), 'Password updated successfully!')),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(router.state.location.pathname).toBe(page('/NewPassGenerate'));
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe(say(page('/login'), '/login'));
      // Let the login page finish mounting inside the test.
      expect(await screen.findByRole('button', { name: say(words('login.title'), 'Login') })).toBeInTheDocument();
      const login = await store.dispatch(
        authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'Fresh@789', role: 'user' }),
      );
      expect(login.error).toBeUndefined();
    });
  });
});
