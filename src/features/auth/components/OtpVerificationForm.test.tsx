import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { API_TIMEOUT_MS } from '@/config/constants';
import { LANGUAGES, localizePath } from '@/config/languages';
import { authApi } from '@/features/auth/api';
import { otpEmailChanged } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_OTP } from '@mocks/seed';

const EMAIL = 'new.learner@example.com';
const BANNER = "OTP sent successfully. If it's not in your inbox, please check your spam folder.";

/** A pending sign-up in the demo API, its address stored as the sign-up screen leaves it. */
async function pendingSignup(store: AppStore = makeStore()) {
  await store.dispatch(
    authApi.endpoints.signup.initiate({
      username: 'New Learner',
      number: '7021234567',
      email: EMAIL,
      password: 'Secret@123',
    }),
  );
  store.dispatch(otpEmailChanged(EMAIL));
  return store;
}

function recordBodies(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function submitOtp(user: ReturnType<typeof renderApp>['user'], otp: string) {
  const field = await screen.findByLabelText('OTP');
  await user.clear(field);
  if (otp) {
    await user.click(field);
    await user.paste(otp);
  }
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

async function expectFailure(message: string) {
  const alert = await within(screen.getByRole('form', { name: 'Verify your email' })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
}

describe('/otp-verification', () => {
  it('takes the email from navigation state when storage has none', async () => {
    const store = await pendingSignup();
    store.dispatch(otpEmailChanged(null));
    const { user, router } = renderApp('/', { store });
    await act(() => router.navigate('/otp-verification', { state: { email: EMAIL } }));
    await submitOtp(user, DEMO_OTP);
    expect(await screen.findByText('OTP Verified Successfully!')).toBeInTheDocument();
  });

  it.each([
    ['empty', ''],
    ['whitespace', '      '],
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['letters', 'abcdef'],
    ['markup', '<b>1</b>'],
    ['10,000 characters', '1'.repeat(10_000)],
  ])('refuses %s with the OTP’s message next to the field', async (_case, otp) => {
    const bodies = recordBodies('/user/otpVerify');
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, otp);
    const field = screen.getByLabelText('OTP');
    await waitFor(() => expect(field).toHaveAccessibleDescription('OTP must be exactly 6 digits.'));
    expect(bodies).toHaveLength(0);
  });

  it('says the lock on the fifth wrong OTP in a row, keeping it typed', async () => {
    const store = await pendingSignup();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await store.dispatch(authApi.endpoints.verifyOtp.initiate({ otp: '000000', paymentStatus: true, email: EMAIL }));
    }
    const { user } = renderApp('/otp-verification', { store });
    await submitOtp(user, '654321');
    await expectFailure('Too many attempts. Please try again in 15 minutes.');
    expect(screen.getAllByText('Too many attempts. Please try again in 15 minutes.')).toHaveLength(1);
    expect(screen.getByLabelText('OTP')).toHaveValue('654321');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it.each([
    ['a 500', 'server-error' as const, 'Internal server error'],
    ['a non-JSON answer', 'malformed' as const, 'OTP Verification failed'],
  ])('handles %s', async (_case, kind, message) => {
    withFault('post', '/user/otpVerify', kind);
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, DEMO_OTP);
    await expectFailure(message);
    expect(screen.getByLabelText('OTP')).toHaveValue(DEMO_OTP);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('falls back to OTP Verification failed when the error has no message', async () => {
    server.use(http.post(apiPath('/user/otpVerify'), () => Response.json({}, { status: 400 })));
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, DEMO_OTP);
    await expectFailure('OTP Verification failed');
  });

  it('shows an error when the call never answers', async () => {
    startFakeClock();
    withFault('post', '/user/otpVerify', 'timeout');
    const { user, router } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, DEMO_OTP);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    });
    // The server never answered: the generic line, as for a network error.
    expect(await within(screen.getByRole('form', { name: 'Verify your email' })).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    expect(router.state.location.pathname).toBe('/otp-verification');
  });
});

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('/otp-verification in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'auth');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  const title = () => say(words('otp.title'), 'Verify your email');
  const verify = () => say(words('otp.submit'), 'Verify OTP');
  const codeField = () => screen.getByLabelText(words('fields.otp'));
  const codeSentTo = (email: string) => words('otp.codeSentTo', { length: 6 }).replace('<email/>', email);

  async function submitIn(user: ReturnType<typeof renderApp>['user'], otp: string) {
    const field = await screen.findByLabelText(words('fields.otp'));
    await user.clear(field);
    if (otp) {
      await user.click(field);
      await user.paste(otp);
    }
    await user.click(screen.getByRole('button', { name: verify() }));
  }

  /** Said once, beside the code: no toast repeats it. */
  async function expectFailureOnce(message: string) {
    const alert = await within(await screen.findByRole('form', { name: title() })).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  }

  it('shows the heading, the banner, a numeric one-time-code field, Verify OTP and the address in its words', async () => {
    renderApp(page('/otp-verification'), { store: await pendingSignup() });
    expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(screen.getByText(say(words('otp.banner'), BANNER))).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: verify() })).toBeEnabled();
    expect(screen.getByText(EMAIL).parentElement).toHaveTextContent(
      say(codeSentTo(EMAIL), `Enter the 6-digit code sent to ${EMAIL}.`),
    );
  });

  it('shows an address with markup as text', async () => {
    const { router } = renderApp(page('/'));
    await act(() => router.navigate(page('/otp-verification'), { state: { email: '<b>x</b>@example.com' } }));
    const address = await screen.findByText('<b>x</b>@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent(
      say(codeSentTo('<b>x</b>@example.com'), 'Enter the 6-digit code sent to <b>x</b>@example.com.'),
    );
    expect(document.querySelector('main b')).toBeNull();
  });

  it('refuses a short code, then verifies with the stored email, sends the OTP as text with paymentStatus true, clears the email and goes to the login page', async () => {
    jest.useFakeTimers();
    const bodies = recordBodies('/user/otpVerify');
    const store = await pendingSignup();
    const { user, router } = renderApp(page('/otp-verification'), { store });
    await submitIn(user, '12345');
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        say(words('validation.otpInvalid', { length: 6 }), 'OTP must be exactly 6 digits.'),
      ),
    );
    expect(bodies).toHaveLength(0);

    await submitIn(user, DEMO_OTP);
    const success = say(words('otp.success'), 'OTP Verified Successfully!');
    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(bodies).toEqual([{ otp: '123456', paymentStatus: true, email: EMAIL }]);
    expect(store.getState().auth.account.otpEmail).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(say(page('/login'), '/login')));
    // Past the OTP screen's short toast (TOAST_MS.otp).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1600);
    });
    await waitFor(() => expect(screen.queryByText(success)).not.toBeInTheDocument());
  });

  it('opened with no sign-up under way, says so and links to sign-up; without an email it sends nothing, saying why', async () => {
    const bodies = recordBodies('/user/otpVerify');
    const { user } = renderApp(page('/otp-verification'));
    const note = (
      await screen.findByText(say(words('otp.noSignup'), 'No sign-up is in progress. Please sign up first.'))
    ).closest('[role="alert"]') as HTMLElement;
    const signup = say(page('/signup'), '/signup');
    expect(within(note).getByRole('link', { name: say(words('otp.signUp'), 'Sign up') })).toHaveAttribute(
      'href',
      signup,
    );
    expect(screen.queryByText(words('otp.banner'))).not.toBeInTheDocument();

    await submitIn(user, DEMO_OTP);
    await expectFailureOnce(say(words('validation.emailRequired'), 'Email is required.'));
    expect(
      screen.getByText(
        new RegExp(
          say(words('otp.unknownAddress'), 'We do not know which address to verify.').replace(/[.?()]/g, '\\$&'),
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: say(words('otp.signUpAgain'), 'Sign up again') })).toHaveAttribute(
      'href',
      signup,
    );
    expect(bodies).toHaveLength(0);
  });

  it("says a wrong OTP once beside the code and keeps it typed: the server's message in English, the page's own words in another language", async () => {
    const { user } = renderApp(page('/otp-verification'), { store: await pendingSignup() });
    await submitIn(user, '654321');
    const message = lang === 'en' ? 'Invalid OTP' : words('otp.failed');
    await expectFailureOnce(message);
    if (lang !== 'en') expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('654321');
    expect(screen.getByRole('button', { name: verify() })).toBeEnabled();
  });

  it('says a network error once beside the code and keeps it typed', async () => {
    withFault('post', '/user/otpVerify', 'network');
    const { user } = renderApp(page('/otp-verification'), { store: await pendingSignup() });
    await submitIn(user, DEMO_OTP);
    await expectFailureOnce(say(words('otp.network'), 'An error occurred. Please try again later.'));
    expect(codeField()).toHaveValue(DEMO_OTP);
    expect(screen.getByRole('button', { name: verify() })).toBeEnabled();
  });
});
