/**
 * Faults on the calls that screens read with: the time-out reaches the app as one, and each screen
 * says so and stays up (see faults.testSetup.ts for the faults and the clock).
 */
import { screen, waitFor } from '@testing-library/react';
import { API_TIMEOUT_MS } from '@/config/constants';
import { blogDetailPath, courseViewerPath, viewCoursePath } from '@/config/paths';
import { coursesApi } from '@/features/courses/api';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID, seedBlogs } from '@mocks/seed';
import { expectLoggedOut, expectNoCrash, KINDS, outlastTimeout, serverOr, type Kind } from './faults.testSetup';

const BLOG_ID = seedBlogs()[0]?._id ?? '';

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
