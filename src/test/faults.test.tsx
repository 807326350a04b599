/**
 * Faults and bad input: every API endpoint answers a 500, a network error, a time-out,
 * malformed JSON and a 401 in turn, and the screen that uses it must say so, stay up and keep what
 * was typed. A 401 on a learner's call ends the session: what they typed must be there again once
 * they have logged back in.
 *
 * The time-out is real, not a stand-in: the fault handler never answers and a fake clock runs past
 * the base query's API_TIMEOUT_MS (the reset call's own RESET_TIMEOUT_MS on /NewPassGenerate), so RTK Query's
 * AbortSignal fires, fetch rejects with its TimeoutError and the base query reports an ApiError of
 * kind 'timeout'. The clock is `startFakeClock` from @/test/render, not a bare `jest.useFakeTimers()`:
 * with `queueMicrotask` faked as well, MSW misses the abort and answers a generic 500 (why is told
 * there). The first test below checks that the app really sees kind 'timeout'.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { API_TIMEOUT_MS } from '@/config/constants';
import { blogDetailPath, courseViewerPath, viewCoursePath } from '@/config/paths';
import { coursesApi } from '@/features/courses/api';
import type { VdoPlayerApi } from '@/features/learning/vdoPlayer';
import { otpEmailChanged } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { logInDemoLearner, renderApp, startFakeClock, type TestUser } from '@/test/render';
import { withFault, type FaultKind } from '@mocks/faults';
import { DEMO_LEARNER, DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID, seedBlogs } from '@mocks/seed';

type Kind = FaultKind;

const KINDS: Kind[] = ['server-error', 'network', 'timeout', 'malformed', 'unauthorized'];
/** What the fault handlers of mocks/faults.ts say in their bodies. */
const SERVER_500 = 'Internal server error';
const SERVER_401 = 'Unauthorized';
const BLOG_ID = seedBlogs()[0]?._id ?? '';

/** Console errors that mean a render crashed or an error escaped. */
const CRASH_SIGNS = ['Uncaught', 'The above error occurred', 'Unexpected error', 'Route error'];
let consoleErrors: string[];

beforeEach(() => {
  consoleErrors = [];
  const original = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' '),
    );
    original(...args);
  });
  // The viewer's player script is a third party; a stand-in keeps the review form's page quiet.
  const player: VdoPlayerApi = {
    getInstance: () => ({
      video: {
        currentTime: 0,
        duration: Number.NaN,
        paused: true,
        playbackRate: 1,
        addEventListener() {},
        removeEventListener() {},
        play() {},
        pause() {},
      },
    }),
  };
  window.VdoPlayer = player;
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.VdoPlayer;
});

/** Once the faulted request is in flight, runs the clock past the base query's time-out. */
async function outlastTimeout(fault: HttpHandler) {
  await waitFor(() => expect(fault.isUsed).toBe(true));
  await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS + 100));
}

function expectNoCrash() {
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  expect(consoleErrors.filter((message) => CRASH_SIGNS.some((sign) => message.includes(sign)))).toEqual([]);
}

/** A 401 on a call made with the learner's token ends the session: the navbar offers LogIn again. */
async function expectLoggedOut(store: AppStore) {
  expect(await screen.findByRole('link', { name: 'LogIn' })).toBeInTheDocument();
  expect(store.getState().auth.session.token).toBeNull();
}

/** The server's words on an HTTP error, else the screen's own fallback text. */
const serverOr = (fallback: string) => (kind: Kind) =>
  kind === 'server-error' ? SERVER_500 : kind === 'unauthorized' ? SERVER_401 : fallback;

// ---- The time-out itself ------------------------------------------------------------------------

describe('the time-out fault', () => {
  it('reaches the app as a time-out once API_TIMEOUT_MS has passed, not as a 500', async () => {
    startFakeClock();
    const store = makeStore();
    const fault = withFault('get', '/course/getAll', 'timeout');
    const request = store.dispatch(coursesApi.endpoints.getCourses.initiate());
    let settled = false;
    void request.then(() => {
      settled = true;
    });
    await waitFor(() => expect(fault.isUsed).toBe(true));
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 500);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(600);
    expect((await request).error).toEqual({ kind: 'timeout' });
    request.unsubscribe();
  });
});

// ---- Screens that only read ---------------------------------------------------------------------

interface ReadRow {
  screen: string;
  path: string;
  route: string;
  /** Needs a session; its 401 then logs the learner out. */
  session: boolean;
  message: string | ((kind: Kind) => string);
}

const READ_ROWS: ReadRow[] = [
  {
    screen: 'course list',
    path: '/course/getAll',
    route: '/courses',
    session: false,
    message: 'Oops! Something went wrong',
  },
  {
    screen: 'course detail',
    path: `/course/getById/${UNOWNED_COURSE_ID}`,
    route: viewCoursePath(UNOWNED_COURSE_ID),
    session: false,
    message: 'Failed to fetch course details. Please try again later.',
  },
  { screen: 'blog list', path: '/blog/blogs', route: '/blog', session: false, message: 'Failed to fetch blogs' },
  {
    screen: 'blog detail',
    path: `/blog/blogs/${BLOG_ID}`,
    route: blogDetailPath(BLOG_ID),
    session: false,
    message: 'Failed to fetch blog. Please try again later.',
  },
  {
    screen: 'profile',
    path: `/user/get-user/${DEMO_LEARNER_ID}`,
    route: '/profile',
    session: true,
    message: 'Failed to load user data.',
  },
  {
    screen: 'enrolled courses',
    path: '/api/enrolled-courses',
    route: '/EnrollCourse',
    session: true,
    message: 'Failed to fetch courses. Please try again.',
  },
  {
    screen: 'viewer video',
    path: '/course/get-videoId/vid-crypto-1-1',
    route: courseViewerPath(OWNED_COURSE_ID),
    session: true,
    message: serverOr('Failed to load video.'),
  },
];

const readCases = READ_ROWS.flatMap((row) => KINDS.map((kind) => [row.screen, kind, row] as const));

describe('screens that read', () => {
  it.each(readCases)('%s on %s: says so and stays up', async (_screen, kind, row) => {
    const timeout = kind === 'timeout';
    if (timeout) startFakeClock();
    const store = makeStore();
    if (row.session) await logInDemoLearner(store);
    const fault = withFault('get', row.path, kind);
    renderApp(row.route, { store });
    if (timeout) await outlastTimeout(fault);

    if (row.session && kind === 'unauthorized') {
      await expectLoggedOut(store);
    } else {
      const message = typeof row.message === 'string' ? row.message : row.message(kind);
      expect((await screen.findAllByText(message))[0]).toBeVisible();
    }
    expectNoCrash();
  });
});

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

// ---- Chat ---------------------------------------------------------------------------------------

describe('chat', () => {
  // The chat floats over every page; a short page keeps each role query cheap on a busy machine.
  const PAGE = '/terms-and-conditions';

  it.each(KINDS)('on %s: says Error fetching trading data, stays up and keeps the question', async (kind) => {
    const timeout = kind === 'timeout';
    if (timeout) startFakeClock();
    const fault = withFault('post', '/demo/llm', kind);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Open trading chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trading assistant' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Message' }));
    await user.paste('What is a stock?');
    await user.keyboard('{Enter}');
    if (timeout) await outlastTimeout(fault);

    const log = within(screen.getByRole('log', { name: 'Chat messages' }));
    expect(await log.findByText('Error fetching trading data')).toBeInTheDocument();
    expect(log.getByText('What is a stock?')).toBeInTheDocument();
    expectNoCrash();
  });
});
