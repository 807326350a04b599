/**
 * The learner's token goes only with the calls that need it: the ones docs/api.md marks as
 * bearer calls. The course list, blogs and account calls go without it, even while logged in.
 */
import { authApi } from '@/features/auth/api';
import { blogApi } from '@/features/blog/api';
import { checkoutApi } from '@/features/checkout/api';
import { coursesApi } from '@/features/courses/api';
import { certificateApi, viewerApi } from '@/features/learning/api';
import { gradingApi } from '@/features/quiz/api';
import { reviewsApi } from '@/features/reviews/api';
import { learnerDataApi } from '@/learner/api';
import { api, ENDPOINTS_WITH_TOKEN } from '@/store/api';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore, type AppStore } from '@/store/store';
import { server } from '@mocks/node';
import { DEMO_LEARNER, DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { logInDemoLearner } from './render';

/** The Authorization header of every request the demo API receives, by path. */
function recordAuthorization() {
  const seen = new Map<string, string | null>();
  const listener = ({ request }: { request: Request }) => {
    seen.set(new URL(request.url).pathname.replace(/^\/api(?=\/)/, ''), request.headers.get('authorization'));
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

async function run(store: AppStore, thunk: unknown) {
  const action = store.dispatch(thunk as Parameters<AppStore['dispatch']>[0]) as unknown as Promise<unknown> & {
    unsubscribe?: () => void;
  };
  await action;
  action.unsubscribe?.();
}

describe('the token', () => {
  let store: AppStore;
  let token: string;
  beforeEach(async () => {
    store = makeStore();
    token = (await logInDemoLearner(store)).token;
  });

  it('goes with the bearer calls of docs/api.md', async () => {
    const { seen, stop } = recordAuthorization();
    await run(store, sharedApi.endpoints.getUser.initiate(DEMO_LEARNER_ID));
    await run(store, sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID));
    await run(store, coursesApi.endpoints.getEnrolledCourses.initiate());
    await run(store, reviewsApi.endpoints.getFeedback.initiate(OWNED_COURSE_ID));
    stop();
    const bearer = `Bearer ${token}`;
    expect([...seen.entries()].filter(([path]) => !path.startsWith('/demo'))).toEqual([
      [expect.stringMatching(/\/user\/get-user\//), bearer],
      [expect.stringMatching(/\/course\/getById\//), bearer],
      [expect.stringMatching(/\/enrolled-courses$/), bearer],
      [expect.stringMatching(/\/feedback\/getAll\//), bearer],
    ]);
  });

  it('stays home for the course list, the blogs and the account calls, though the learner is logged in', async () => {
    const { seen, stop } = recordAuthorization();
    await run(store, coursesApi.endpoints.getCourses.initiate());
    await run(store, blogApi.endpoints.getBlogs.initiate());
    await run(store, blogApi.endpoints.getBlog.initiate('000000000000000000000000'));
    await run(
      store,
      authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password, role: 'user' }),
    );
    await run(store, authApi.endpoints.forgotPassword.initiate({ email: DEMO_LEARNER.email }));
    stop();
    expect(seen.size).toBe(5);
    for (const [path, authorization] of seen) expect([path, authorization]).toEqual([path, null]);
  });

  it('names only calls that exist, so a renamed call cannot silently lose its token', () => {
    // Each feature adds its calls to the one API when its module loads.
    const endpoints = new Set([
      ...Object.keys(api.endpoints),
      ...Object.keys(checkoutApi.endpoints),
      ...Object.keys(viewerApi.endpoints),
      ...Object.keys(certificateApi.endpoints),
      ...Object.keys(learnerDataApi.endpoints),
      ...Object.keys(gradingApi.endpoints),
    ]);
    for (const name of ENDPOINTS_WITH_TOKEN) expect([...endpoints]).toContain(name);
  });
});
