import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID } from '@mocks/seed';

const FAILED = 'Failed to load user data.';

describe("the learner's record failing to load", () => {
  it.each([
    ['/courses', '/courses'],
    ['/viewcourse', `/viewcourse/${OWNED_COURSE_ID}`],
  ])('is said on %s, with a Retry that fetches it again', async (_page, path) => {
    withFault('get', '/user/get-user/:id', 'server-error', { once: true });
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderApp(path, { store });
    const alert = (await screen.findByText(FAILED)).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(FAILED)).not.toBeInTheDocument());
    expect(store.getState().api.queries[`getUser("${store.getState().auth.account.userId}")`]?.status).toBe(
      'fulfilled',
    );
  });

  it('is not said to a guest, who has no record to load', async () => {
    renderApp('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Our Courses' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
