import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { OTP_RESEND_COOLDOWN_S } from '@/config/constants';
import { selectOtpEmail } from '@/store/authSlice';
import { readCatalogue } from '@/test/loadCatalogue';
import { renderApp, startFakeClock, type TestUser } from '@/test/render';
import { nextAnswer } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';

type Lang = 'en' | 'hi';

/** The auth catalogue's line at a dotted key, its placeholders filled in. */
function line(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], readCatalogue(lang, 'auth'));
  return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
}

const prefix = (lang: Lang) => (lang === 'hi' ? '/hi' : '');

function countCalls(path: string) {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  });
  return calls;
}

async function paste(user: TestUser, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
  return field;
}

async function fillSignup(user: TestUser, lang: Lang, { email = 'ravi@example.com', password = 'Ravi#2468' } = {}) {
  await paste(user, line(lang, 'fields.fullName'), 'Ravi Kumar');
  await user.type(screen.getByLabelText(line(lang, 'fields.phone')), '7021234567');
  await paste(user, line(lang, 'fields.email'), email);
  await paste(user, line(lang, 'fields.password'), password);
}

const submitSignup = (user: TestUser, lang: Lang) =>
  user.click(
    within(screen.getByRole('form', { name: line(lang, 'signup.title') })).getByRole('button', {
      name: line(lang, 'signup.title'),
    }),
  );

describe.each<Lang>(['en', 'hi'])('the password rule (%s)', (lang) => {
  it('refuses a short and a common password beside the field on sign-up, and sends nothing', async () => {
    const calls = countCalls('/user/signup');
    const { user } = renderApp(`${prefix(lang)}/signup`);
    await fillSignup(user, lang, { password: 'Ab@1234' });
    await submitSignup(user, lang);
    const password = screen.getByLabelText(line(lang, 'fields.password'));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(line(lang, 'validation.passwordShort', { min: 8 })),
    );

    await paste(user, line(lang, 'fields.password'), 'Password123');
    await submitSignup(user, lang);
    await waitFor(() => expect(password).toHaveAccessibleDescription(line(lang, 'validation.passwordCommon')));
    expect(calls).toHaveLength(0);
  });

  it('gives the rule before typing, then a strength hint as the learner types', async () => {
    const { user } = renderApp(`${prefix(lang)}/signup`);
    expect(await screen.findByText(line(lang, 'passwordHint.rule', { min: 8 }))).toBeInTheDocument();
    const strength = (level: string) =>
      line(lang, 'passwordHint.strength', { level: line(lang, `passwordHint.${level}`) });
    await paste(user, line(lang, 'fields.password'), 'password1');
    expect(screen.getByText(strength('weak'))).toBeInTheDocument();
    await paste(user, line(lang, 'fields.password'), 'Abcdefgh12');
    expect(screen.getByText(strength('fair'))).toBeInTheDocument();
    await paste(user, line(lang, 'fields.password'), 'Abcdefgh12#x');
    expect(screen.getByText(strength('strong'))).toBeInTheDocument();
  });

  it("shows the server's refusal of a password under the field, not as a failed sign-up", async () => {
    // A school's server whose list is longer than the one shipped with the site.
    server.use(
      http.post(apiPath('/user/signup'), () =>
        Response.json({ message: 'This password is too common. Please choose another.' }, { status: 400 }),
      ),
    );
    const { user } = renderApp(`${prefix(lang)}/signup`);
    await fillSignup(user, lang);
    await submitSignup(user, lang);
    const password = screen.getByLabelText(line(lang, 'fields.password'));
    await waitFor(() => expect(password).toHaveAccessibleDescription(line(lang, 'validation.passwordCommon')));
    expect(screen.queryByText(line(lang, 'signup.failed'))).not.toBeInTheDocument();
    expect(password).toHaveValue('Ravi#2468');
  });

  it('refuses a short new password on the reset screen, and sends nothing', async () => {
    const calls = countCalls('/user/resetPass');
    const { user, router } = renderApp(`${prefix(lang)}/`);
    await act(() => router.navigate(`${prefix(lang)}/NewPassGenerate`, { state: { email: DEMO_LEARNER.email } }));
    await paste(user, 'OTP', DEMO_OTP);
    const field = await paste(user, line(lang, 'fields.newPassword'), 'x');
    await user.click(screen.getByRole('button', { name: line(lang, 'newPassword.submit') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(line(lang, 'validation.passwordShort', { min: 8 })));
    expect(calls).toHaveLength(0);
  });
});

describe.each<Lang>(['en', 'hi'])('the sign-up code screen (%s)', (lang) => {
  it('sends a new code after a cooldown, and waits again', async () => {
    startFakeClock();
    const calls = countCalls('/user/signup');
    const { user, router } = renderApp(`${prefix(lang)}/signup`);
    await fillSignup(user, lang, { email: `resend.${lang}@example.com` });
    const signedUp = nextAnswer('post', '/user/signup');
    await submitSignup(user, lang);
    // The test's clock is fake; the password hashing is not.
    await signedUp;
    await waitFor(() => expect(router.state.location.pathname).toBe(`${prefix(lang)}/otp-verification`));
    const waiting = await screen.findByRole('button', {
      name: line(lang, 'otp.resendIn', { seconds: OTP_RESEND_COOLDOWN_S }),
    });
    expect(waiting).toBeDisabled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(OTP_RESEND_COOLDOWN_S * 1000);
    });
    const resent = nextAnswer('post', '/user/signup');
    await user.click(screen.getByRole('button', { name: line(lang, 'otp.resend') }));
    await resent;
    // The new countdown shows from the same render as the line, before its first second can pass.
    expect(await screen.findByRole('status')).toHaveTextContent(line(lang, 'otp.resent'));
    expect(calls).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: line(lang, 'otp.resendIn', { seconds: OTP_RESEND_COOLDOWN_S }) }),
    ).toBeDisabled();
  });

  it('goes back to the filled-in form to change the address', async () => {
    const { user, router, store } = renderApp(`${prefix(lang)}/signup`);
    await fillSignup(user, lang, { email: `typo.${lang}@example.con` });
    await submitSignup(user, lang);
    await user.click(await screen.findByRole('button', { name: line(lang, 'otp.changeEmail') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${prefix(lang)}/signup`));
    expect(await screen.findByLabelText(line(lang, 'fields.fullName'))).toHaveValue('Ravi Kumar');
    const email = screen.getByLabelText(line(lang, 'fields.email'));
    expect(email).toHaveValue(`typo.${lang}@example.con`);
    await waitFor(() => expect(email).toHaveFocus());
    expect(selectOtpEmail(store.getState())).toBeNull();
  });
});

describe('after the code', () => {
  it('fills the verified address in on /login', async () => {
    const { user, router } = renderApp('/signup');
    await fillSignup(user, 'en', { email: 'verified@example.com' });
    await submitSignup(user, 'en');
    await paste(user, 'OTP', DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toHaveValue('verified@example.com');
  });

  it('after a reload, without the form to send again, "Send a new code" leads back to sign-up', async () => {
    startFakeClock();
    const { user, router, store } = renderApp('/');
    await act(() => router.navigate('/otp-verification', { state: { email: 'reloaded@example.com' } }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OTP_RESEND_COOLDOWN_S * 1000);
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(selectOtpEmail(store.getState())).toBeNull();
  });
});
