import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_TIMEOUT_MS } from '@/config/constants';
import { authApi } from '@/features/auth/api';
import { otpEmailChanged } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_OTP } from '@mocks/seed';

afterEach(() => server.events.removeAllListeners());

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
  it('shows the banner, a numeric one-time-code field and Verify OTP', async () => {
    renderApp('/otp-verification', { store: await pendingSignup() });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    const field = screen.getByLabelText('OTP');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
  });

  it('verifies with the stored email, sends the OTP as text with paymentStatus true, clears the email and goes to /login', async () => {
    jest.useFakeTimers();
    try {
      const bodies = recordBodies('/user/otpVerify');
      const store = await pendingSignup();
      const { user, router } = renderApp('/otp-verification', { store, fakeTimers: true });
      await submitOtp(user, DEMO_OTP);
      expect(await screen.findByText('OTP Verified Successfully!')).toBeInTheDocument();
      expect(bodies).toEqual([{ otp: '123456', paymentStatus: true, email: EMAIL }]);
      expect(store.getState().auth.account.otpEmail).toBeNull();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      // Past the OTP screen's short toast (TOAST_MS.otp).
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1600);
      });
      await waitFor(() => expect(screen.queryByText('OTP Verified Successfully!')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the email from navigation state when storage has none', async () => {
    const store = await pendingSignup();
    store.dispatch(otpEmailChanged(null));
    const { user, router } = renderApp('/', { store });
    await act(() => router.navigate('/otp-verification', { state: { email: EMAIL } }));
    await submitOtp(user, DEMO_OTP);
    expect(await screen.findByText('OTP Verified Successfully!')).toBeInTheDocument();
  });

  it('opened with no sign-up under way, says so and links to sign-up instead of claiming an OTP was sent', async () => {
    renderApp('/otp-verification');
    const note = (await screen.findByText('No sign-up is in progress. Please sign up first.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(note).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it("says 'Email is required.' and sends nothing without an email", async () => {
    const bodies = recordBodies('/user/otpVerify');
    const { user } = renderApp('/otp-verification');
    await submitOtp(user, DEMO_OTP);
    await expectFailure('Email is required.');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
    expect(bodies).toHaveLength(0);
  });

  it.each([
    ['empty', ''],
    ['whitespace', '      '],
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['letters', 'abcdef'],
    ['markup', '<b>1</b>'],
    ['10,000 characters', '1'.repeat(10_000)],
  ])('refuses %s with the spec message next to the field', async (_case, otp) => {
    const bodies = recordBodies('/user/otpVerify');
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, otp);
    const field = screen.getByLabelText('OTP');
    await waitFor(() => expect(field).toHaveAccessibleDescription('OTP must be exactly 6 digits.'));
    expect(bodies).toHaveLength(0);
  });

  it('shows the server message for a wrong OTP and keeps it typed', async () => {
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, '654321');
    await expectFailure('Invalid OTP');
    // Said once, beside the code: no toast repeats it.
    expect(screen.getAllByText('Invalid OTP')).toHaveLength(1);
    expect(screen.getByLabelText('OTP')).toHaveValue('654321');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
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
    ['a network error', 'network' as const, 'An error occurred. Please try again later.'],
  ])('handles %s', async (_case, kind, message) => {
    withFault('post', '/user/otpVerify', kind);
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, DEMO_OTP);
    await expectFailure(message);
    expect(screen.getByLabelText('OTP')).toHaveValue(DEMO_OTP);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('falls back to OTP Verification failed when the error has no message', async () => {
    server.use(http.post(apiPath('/user/otpVerify'), () => HttpResponse.json({}, { status: 400 })));
    const { user } = renderApp('/otp-verification', { store: await pendingSignup() });
    await submitOtp(user, DEMO_OTP);
    await expectFailure('OTP Verification failed');
  });

  it('shows an error when the call never answers', async () => {
    startFakeClock();
    try {
      withFault('post', '/user/otpVerify', 'timeout');
      const { user, router } = renderApp('/otp-verification', { store: await pendingSignup(), fakeTimers: true });
      await submitOtp(user, DEMO_OTP);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      });
      // The server never answered: the generic line, as for a network error.
      expect(
        await within(screen.getByRole('form', { name: 'Verify your email' })).findByRole('alert'),
      ).toHaveTextContent('An error occurred. Please try again later.');
      expect(router.state.location.pathname).toBe('/otp-verification');
    } finally {
      jest.useRealTimers();
    }
  });
});
