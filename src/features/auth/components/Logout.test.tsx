import { screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { SESSION_IDLE_MS, setClock } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID } from '@mocks/seed';

const EXPIRED = 'Your session has expired. Please log in again.';

/** The Authorization header of every logout call the demo API receives. */
function recordLogouts() {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/user/logout'))
      seen.push(request.headers.get('authorization'));
  });
  return seen;
}

/** Whether the demo API still reads the learner with `token`. */
const tokenReadsUser = async (token: string) =>
  (
    await fetch(`http://localhost/api/user/get-user/${DEMO_LEARNER_ID}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

async function logOutFromMenu(path = '/about') {
  const store = makeStore();
  const { token } = await logInDemoLearner(store);
  const { user } = renderApp(path, { store });
  await user.click(screen.getByRole('button', { name: 'Account menu for Asha Verma' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  return { store, token };
}

describe('logging out', () => {
  const learnerDataApi = env.learnerDataApi;
  afterEach(() => {
    env.learnerDataApi = learnerDataApi;
  });

  it('ends the session on the server too: the token it held reads nothing after', async () => {
    env.learnerDataApi = true;
    const logouts = recordLogouts();
    const { store, token } = await logOutFromMenu();
    expect(store.getState().auth.session.token).toBeNull();
    await waitFor(() => expect(logouts).toEqual([`Bearer ${token}`]));
    await waitFor(async () => expect(await tokenReadsUser(token)).toBe(401));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it.each([
    ['does not answer', 'timeout'],
    ['fails', 'server-error'],
  ] as const)('is at once, and says nothing of it, when the server %s', async (_case, fault) => {
    env.learnerDataApi = true;
    withFault('post', '/user/logout', fault);
    const { store } = await logOutFromMenu();
    expect(store.getState().auth.session.token).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /error/i })).not.toBeInTheDocument();
  });

  it('makes no call to a school API without the learner-data contract', async () => {
    env.learnerDataApi = false;
    const logouts = recordLogouts();
    const { store, token } = await logOutFromMenu();
    expect(store.getState().auth.session.token).toBeNull();
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(logouts).toEqual([]);
    expect(await tokenReadsUser(token)).toBe(200);
  });
});

describe('a session the server has ended', () => {
  it('is an expired session to the site: the learner is told and sent to log in', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    // A week unused, on the demo API's clock.
    const later = Date.now() + SESSION_IDLE_MS;
    setClock(() => later);
    const { router } = renderApp('/profile', { store });
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.session.token).toBeNull();
  });
});
