import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES } from '@/config/languages';
import { authApi } from '@/features/auth/api';
import { makeStore } from '@/store/store';
import { renderApp, startFakeClock } from '@/test/render';
import { nextAnswer, withFault } from '@mocks/faults';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';
import { countCalls, LONG } from './AuthForms.testSetup';
import { expectFailure, expectFailureOnce, fill, passwordScreenWords } from './PasswordScreens.testSetup';

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

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('the password screens in the page’s language (%s)', (lang) => {
  const { words, say, page, otp, newPassword } = passwordScreenWords(lang);

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
