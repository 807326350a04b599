import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES } from '@/config/languages';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';
import { countCalls, LONG } from './AuthForms.testSetup';
import { expectFailure, expectFailureTwice, fill, passwordScreenWords } from './PasswordScreens.testSetup';

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

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('the password screens in the page’s language (%s)', (lang) => {
  const { words, say, page, email } = passwordScreenWords(lang);

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
});
