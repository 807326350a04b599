import { screen } from '@testing-library/react';
import { viewCoursePath } from '@/config/paths';
import { serverStateLoaded } from '@/store/api';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { renderApp } from '@/test/render';
import { addReview } from '@mocks/db';
import { DEMO_LEARNER_ID, UNREVIEWED_COURSE_ID } from '@mocks/seed';
import { preloadRoute } from './routes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The API cache a page carries when the build rendered it `ageMs` ago. */
async function builtState(path: string, ageMs: number) {
  const build = makeStore();
  await preloadRoute(path, build.dispatch, testI18n());
  const { api } = build.getState();
  const queries = Object.fromEntries(
    Object.entries(api.queries).map(([key, query]) => [
      key,
      { ...query, fulfilledTimeStamp: (query?.fulfilledTimeStamp ?? Date.now()) - ageMs },
    ]),
  );
  return { ...api, queries };
}

describe('a course page rendered at build time', () => {
  it('shows the reviews written since the build, once it is in the browser', async () => {
    const path = viewCoursePath(UNREVIEWED_COURSE_ID);
    const api = await builtState(path, DAY_MS);
    addReview({
      courseId: UNREVIEWED_COURSE_ID,
      userId: DEMO_LEARNER_ID,
      rating: 4,
      comment: 'Written after the build.',
    });

    const store = makeStore();
    store.dispatch(serverStateLoaded({ api }));
    renderApp(path, { store });

    // First what the page was rendered with, then the reviews as they are now.
    expect(screen.getByText('No reviews yet. Be the first to review this course!')).toBeInTheDocument();
    expect(await screen.findByText('Written after the build.')).toBeInTheDocument();
    expect(screen.getByText('Total ratings: 1')).toBeInTheDocument();
  });
});
