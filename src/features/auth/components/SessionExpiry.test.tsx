import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { loggedOut } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderApp } from '@/test/render';
import { nextAnswer } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';

const EXPIRED = 'Your session has expired. Please log in again.';

/** The server no longer knows the learner's token (restarted, or the token expired). */
const serverForgetsTheToken = () =>
  server.use(
    http.get(apiPath('/user/get-user/:id'), () => Response.json({ message: 'Unauthorized' }, { status: 401 })),
  );

async function logInAgain(user: ReturnType<typeof renderApp>['user'], lang: Language) {
  const words = wordsIn(lang, 'auth');
  const form = await screen.findByRole('form', { name: words('login.title') });
  await user.type(within(form).getByLabelText(words('fields.email')), DEMO_LEARNER.email);
  await user.type(within(form).getByLabelText(words('fields.password')), DEMO_LEARNER.password);
  const answered = nextAnswer('post', '/user/login');
  await user.click(within(form).getByRole('button', { name: words('login.title') }));
  // The test's clock is fake; the password check is not.
  await answered;
  await screen.findByText(words('login.success'));
}

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('a session the server refuses, in the page’s language (%s)', (lang) => {
  const say = ownWord(lang);
  const i18n = testI18n(lang);
  const expired = () => say(i18n.getFixedT(lang, 'auth')('login.sessionExpired'), EXPIRED);

  it.each([
    ['a learner-only page', '/profile', () => say(i18n.getFixedT(lang, 'profile')('title'), 'Profile')],
    [
      'an open page',
      '/courses',
      () => say(i18n.getFixedT(lang, 'courses')('pages.courses.title'), 'Explore Our Courses'),
    ],
  ])('on %s says it expired, and login brings the learner back there', async (_case, bare, heading) => {
    const path = localizePath(bare, lang);
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    serverForgetsTheToken();
    const { user, router } = renderApp(path, { store });

    expect((await screen.findByText(expired())).closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe(say(localizePath('/login', lang), '/login'));
    expect(router.state.location.state).toEqual({
      from: expect.objectContaining({ pathname: path }),
      sessionExpired: true,
    });
    expect(store.getState().auth.session.token).toBeNull();

    server.resetHandlers();
    await logInAgain(user, lang);
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('heading', { level: 1, name: heading() })).toBeInTheDocument();
    expect(screen.queryByText(expired())).not.toBeInTheDocument();
  });
});

describe('a session the server refuses', () => {
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
    server.use(http.get(apiPath('/course/getAll'), () => Response.json({ message: 'Unauthorized' }, { status: 401 })));
    renderApp('/courses', { store });
    expect(await screen.findByText('Error fetching course data')).toBeInTheDocument();
    expect(store.getState().auth.session.token).toEqual(expect.any(String));
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});
