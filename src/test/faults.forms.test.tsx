/**
 * Faults on the calls that forms send: each form says so, stays up and keeps what was typed, there
 * again once a learner whose session a 401 ended has logged back in (see faults.testSetup.ts).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { courseViewerPath, viewCoursePath } from '@/config/paths';
import { otpEmailChanged } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { logInDemoLearner, renderApp, startFakeClock, type TestUser } from '@/test/render';
import { withFault } from '@mocks/faults';
import { DEMO_LEARNER, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { expectLoggedOut, expectNoCrash, KINDS, outlastTimeout, serverOr, type Kind } from './faults.testSetup';

// ---- Forms --------------------------------------------------------------------------------------

interface FormRow {
  screen: string;
  method: 'get' | 'post';
  path: string;
  /** Opens the screen with its store; resolves once the form is on screen. */
  open: (store: AppStore) => Promise<ReturnType<typeof renderApp>>;
  /** Fills the form; returns the value each labelled field must still hold after the failure. */
  fill: (user: TestUser) => Promise<Record<string, string>>;
  submit: string;
  message: (kind: Kind) => string;
  session?: boolean;
}

async function paste(user: TestUser, label: string, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
  return value;
}

async function openAt(route: string, store: AppStore, formName: string) {
  const view = renderApp(route, { store });
  await screen.findByRole('form', { name: formName });
  return view;
}

const FORM_ROWS: FormRow[] = [
  {
    screen: 'login',
    method: 'post',
    path: '/user/login',
    open: (store) => openAt('/login', store, 'Login'),
    fill: async (user) => ({
      Email: await paste(user, 'Email', DEMO_LEARNER.email),
      Password: await paste(user, 'Password', DEMO_LEARNER.password),
    }),
    submit: 'Login',
    message: serverOr('Invalid email or password. Please try again.'),
  },
  {
    screen: 'sign-up',
    method: 'post',
    path: '/user/signup',
    open: (store) => openAt('/signup', store, 'Sign Up'),
    fill: async (user) => {
      const name = await paste(user, 'Full Name', 'Ravi Kumar');
      await user.type(screen.getByLabelText('Phone Number'), '7021234567');
      return {
        'Full Name': name,
        'Phone Number': '+91 70212 34567',
        Email: await paste(user, 'Email', 'ravi@example.com'),
        Password: await paste(user, 'Password', 'Ravi@1234'),
      };
    },
    submit: 'Sign Up',
    message: serverOr('Signup failed. Please try again.'),
  },
  {
    screen: 'OTP verify',
    method: 'post',
    path: '/user/otpVerify',
    open: (store) => {
      store.dispatch(otpEmailChanged('new.learner@example.com'));
      return openAt('/otp-verification', store, 'Verify your email');
    },
    fill: async (user) => ({ OTP: await paste(user, 'OTP', '123456') }),
    submit: 'Verify OTP',
    // The server never answered: a generic line, for a time-out as for a network error.
    message: (kind) =>
      kind === 'network' || kind === 'timeout'
        ? 'An error occurred. Please try again later.'
        : serverOr('OTP Verification failed')(kind),
  },
  {
    screen: 'change password (/Change-pass)',
    method: 'post',
    path: '/user/forgotPass',
    open: (store) => openAt('/Change-pass', store, 'Change Password'),
    fill: async (user) => ({ Email: await paste(user, 'Email', DEMO_LEARNER.email) }),
    submit: 'Reset Password',
    message: serverOr('Failed to reset password. Please try again.'),
  },
  {
    screen: 'forgot password (/forgot-pass)',
    method: 'post',
    path: '/user/forgotPass',
    open: (store) => openAt('/forgot-pass', store, 'Forgot Password'),
    fill: async (user) => ({ Email: await paste(user, 'Email', DEMO_LEARNER.email) }),
    submit: 'Send OTP',
    message: () => 'Error sending OTP. Try again.',
  },
  {
    screen: 'reset password (/NewPassGenerate)',
    method: 'post',
    path: '/user/resetPass',
    open: async (store) => {
      const view = renderApp('/', { store });
      await act(() => view.router.navigate('/NewPassGenerate', { state: { email: DEMO_LEARNER.email } }));
      await screen.findByRole('form', { name: 'Set New Password' });
      return view;
    },
    fill: async (user) => ({
      OTP: await paste(user, 'OTP', '123456'),
      'New Password': await paste(user, 'New Password', 'Fresh@789'),
    }),
    submit: 'Update Password',
    message: serverOr('Something went wrong. Please check your OTP and try again.'),
  },
  {
    screen: 'review submit',
    method: 'post',
    path: '/feedback/create',
    session: true,
    open: async (store) => {
      const view = renderApp(courseViewerPath(OWNED_COURSE_ID), { store });
      await screen.findByRole('textbox', { name: /your review/i });
      return view;
    },
    fill: async (user) => {
      // jsdom has no layout for MUI's hover maths: pick the star's radio directly.
      fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
      await user.click(screen.getByRole('textbox', { name: /your review/i }));
      await user.paste('Worth it.');
      return { 'Your review': 'Worth it.' };
    },
    submit: 'Submit Review',
    message: serverOr('Your review could not be sent. Please try again.'),
  },
  {
    screen: 'payment (Buy Now)',
    method: 'post',
    path: '/payment/create-order/:userId',
    session: true,
    open: async (store) => {
      const view = renderApp(viewCoursePath(UNOWNED_COURSE_ID), { store });
      await screen.findByRole('button', { name: 'Buy Now' });
      return view;
    },
    // Nothing to type: the order is all the learner asked for.
    fill: () => Promise.resolve({}),
    submit: 'Buy Now',
    message: () => 'Something went wrong. Please try again.',
  },
];

/** Each labelled field still holds what the learner typed in it. */
function expectTyped(typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    const field =
      label === 'Your review' ? screen.getByRole('textbox', { name: /your review/i }) : screen.getByLabelText(label);
    expect(field).toHaveValue(value);
  }
}

const formCases = FORM_ROWS.flatMap((row) => KINDS.map((kind) => [row.screen, kind, row] as const));

describe('forms', () => {
  it.each(formCases)('%s on %s: says so, stays up and keeps the input', async (_screen, kind, row) => {
    const timeout = kind === 'timeout';
    if (timeout) startFakeClock();
    const store = makeStore();
    if (row.session) await logInDemoLearner(store);
    const { user, router } = await row.open(store);
    const fault = withFault(row.method, row.path, kind);
    const typed = await row.fill(user);
    const { pathname } = router.state.location;
    await user.click(screen.getByRole('button', { name: row.submit }));
    if (timeout) await outlastTimeout(fault);

    if (row.session && kind === 'unauthorized') {
      await expectLoggedOut(store);
      // Logged in again, the learner finds what they had typed where they left it.
      await act(() => logInDemoLearner(store));
      await act(() => router.navigate(pathname));
      await screen.findByRole('button', { name: row.submit });
      expectTyped(typed);
    } else {
      expect((await screen.findAllByText(row.message(kind)))[0]).toBeVisible();
      expectTyped(typed);
      expect(screen.getByRole('button', { name: row.submit })).toBeEnabled();
    }
    expectNoCrash();
  });
});
