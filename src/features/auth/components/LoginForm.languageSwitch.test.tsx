import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { wordsIn } from '@/test/languages';
import { renderApp } from '@/test/render';
import { DEMO_LEARNER } from '@mocks/seed';
import { form } from './AuthForms.testSetup';

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
