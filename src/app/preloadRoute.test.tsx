import { screen, within } from '@testing-library/react';
import { courseViewerPath, viewCoursePath } from '@/config/paths';
import { coursesApi } from '@/features/courses/api';
import { reviewsApi } from '@/features/reviews/api';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { logInDemoLearner, renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { preloadRoute } from './routes';

/** Whether `promise` has settled yet, read as the fake clock moves. */
function settled(promise: Promise<unknown>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

// The build awaits preloadRoute before rendering a page, and the browser before hydrating it.
describe("a page's first render", () => {
  it('shows the blog list at once: its data came with the code, so there is no loading state', async () => {
    const store = makeStore();
    await preloadRoute('/blog', store.dispatch, testI18n());
    renderApp('/blog', { store });
    expect(screen.queryByRole('status', { name: 'Loading blogs' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Blogs' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows the whole home page at once, the sections below the first screen included', async () => {
    const store = makeStore();
    await preloadRoute('/', store.dispatch, testI18n());
    renderApp('/', { store });
    // By text: the promo dialog hides the page from the accessibility tree.
    expect(screen.getByText('Frequently Asked Questions')).toBeInTheDocument();
  });

  it('shows a course page at once, with the course from the URL and its reviews', async () => {
    const store = makeStore();
    await preloadRoute(viewCoursePath(OWNED_COURSE_ID), store.dispatch, testI18n());
    renderApp(viewCoursePath(OWNED_COURSE_ID), { store });
    expect(screen.queryByRole('status', { name: 'Loading course' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    expect(screen.getByText('Total ratings: 2')).toBeInTheDocument();
  });

  it('renders the page loading when its data failed to come (a build with an API down still has a page)', async () => {
    withFault('get', '/blog/blogs', 'server-error');
    const store = makeStore();
    await preloadRoute('/blog', store.dispatch, testI18n());
    renderApp('/blog', { store });
    expect(await screen.findByText('Failed to fetch blogs')).toBeInTheDocument();
  });

  it("starts the course list's request with the code, without waiting for the answer", async () => {
    startFakeClock();
    withFault('get', '/course/getAll', 'timeout');
    const store = makeStore();
    const preload = settled(preloadRoute('/courses', store.dispatch, testI18n()));
    await jest.advanceTimersByTimeAsync(0);
    expect(preload.done).toBe(true);
    expect(coursesApi.endpoints.getCourses.select()(store.getState()).status).toBe('pending');
  });

  it("asks for a viewed course's reviews with the page's code, without waiting for them", async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    startFakeClock();
    withFault('get', `/feedback/getAll/${OWNED_COURSE_ID}`, 'timeout');
    const preload = settled(preloadRoute(courseViewerPath(OWNED_COURSE_ID), store.dispatch, testI18n()));
    await jest.advanceTimersByTimeAsync(0);
    expect(preload.done).toBe(true);
    expect(reviewsApi.endpoints.getFeedback.select(OWNED_COURSE_ID)(store.getState()).status).toBe('pending');
  });

  it("asks a guest's visit to the viewer for nothing: the guard sends them to log in", async () => {
    const store = makeStore();
    await preloadRoute(courseViewerPath(OWNED_COURSE_ID), store.dispatch, testI18n());
    expect(reviewsApi.endpoints.getFeedback.select(OWNED_COURSE_ID)(store.getState()).status).toBe('uninitialized');
  });

  it('does not wait on pages without data of their own', async () => {
    startFakeClock();
    const preload = settled(preloadRoute('/about', makeStore().dispatch, testI18n()));
    await jest.advanceTimersByTimeAsync(0);
    expect(preload.done).toBe(true);
  });
});
