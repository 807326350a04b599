import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES } from '@/config/languages';
import { renderApp, startFakeClock } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';
import { countCalls, LONG } from './AuthForms.testSetup';
import { expectFailure, expectFailureTwice, fill, passwordScreenWords } from './PasswordScreens.testSetup';

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

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('the password screens in the page’s language (%s)', (lang) => {
  const { words, say, page, email } = passwordScreenWords(lang);

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
});
