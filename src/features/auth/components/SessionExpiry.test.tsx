import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loggedOut } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';

const EXPIRED = 'Your session has expired. Please log in again.';

/** The server no longer knows the learner's token (restarted, or the token expired). */
const serverForgetsTheToken = () =>
  server.use(
    http.get(apiPath('/user/get-user/:id'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
  );

async function logInAgain(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), DEMO_LEARNER.email);
  await user.type(within(form).getByLabelText('Password'), DEMO_LEARNER.password);
  await user.click(within(form).getByRole('button', { name: 'Login' }));
  await screen.findByText('Login successful!');
}

describe('a session the server refuses', () => {
  it.each([
    ['a learner-only page', '/profile', 'Profile'],
    ['an open page', '/courses', 'Explore Our Courses'],
  ])('on %s says it expired, and login brings the learner back there', async (_case, path, heading) => {
    jest.useFakeTimers();
    try {
      const store = makeStore();
      await logInDemoLearner(store);
      serverForgetsTheToken();
      const { user, router } = renderApp(path, { store, fakeTimers: true });

      expect((await screen.findByText(EXPIRED)).closest('[role="alert"]')).not.toBeNull();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({
        from: expect.objectContaining({ pathname: path }),
        sessionExpired: true,
      });
      expect(store.getState().auth.session.token).toBeNull();

      server.resetHandlers();
      await logInAgain(user);
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing of expiry to a guest sent to log in', async () => {
    const { router } = renderApp('/profile');
    await screen.findByRole('form', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it('says nothing of expiry when the learner ends the session', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { router } = renderApp('/profile', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    await screen.findByRole('form', { name: 'Login' });
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: '/profile' }) });
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it('keeps the session when a call that carries no token answers 401', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    server.use(
      http.get(apiPath('/course/getAll'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    renderApp('/courses', { store });
    expect(await screen.findByText('Error fetching course data')).toBeInTheDocument();
    expect(store.getState().auth.session.token).toEqual(expect.any(String));
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});
