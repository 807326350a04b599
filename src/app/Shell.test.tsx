import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';

/** A page without popups, so the shell itself is what the test sees. */
const QUIET_PAGE = '/terms-and-conditions';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navbar for a guest', () => {
  it('shows the main links, SignUp and LogIn, and marks the current page', async () => {
    renderApp('/about');
    const bar = nav();
    for (const label of ['Home', 'Courses', 'Blog', 'About', 'Contact', 'News']) {
      expect(within(bar).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(bar).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signup');
    expect(within(bar).getByRole('link', { name: 'LogIn' })).toHaveAttribute('href', '/login');
    expect(within(bar).queryByRole('link', { name: 'Enrolled Courses' })).not.toBeInTheDocument();
  });

  it.each([
    ['/news', 'News'],
    ['/newsDaily', 'News'],
    ['/courses', 'Courses'],
  ])('marks the section of %s current: %s', (path, label) => {
    renderApp(path);
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
    expect(current[0]).toHaveClass('active');
  });

  it('changes style after 50 px of scrolling', async () => {
    renderApp(QUIET_PAGE);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.pageYOffset = 40;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.pageYOffset = 51;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    window.pageYOffset = 0;
  });

  it('collapses the links behind a toggle on small screens', async () => {
    window.innerWidth = 360;
    const { user } = renderApp(QUIET_PAGE);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    // The menu closes on the new page, once the blog page's code has loaded.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument());
  });
});

describe('navbar for a learner', () => {
  // The toaster loads on the first toast; loading it here keeps that out of the fake clock below.
  beforeAll(() => import('@/components/feedback/toasts/Toaster'));

  async function renderLoggedIn(route = QUIET_PAGE) {
    const store = makeStore();
    await logInDemoLearner(store);
    return renderApp(route, { store });
  }

  it('shows Enrolled Courses and an avatar with the initials of the first two words', async () => {
    await renderLoggedIn();
    const bar = nav();
    expect(within(bar).getByRole('link', { name: 'Enrolled Courses' })).toHaveAttribute('href', '/EnrollCourse');
    expect(within(bar).queryByRole('link', { name: 'LogIn' })).not.toBeInTheDocument();
    const avatar = within(bar).getByRole('button', { name: 'Account menu for Asha Verma' });
    expect(avatar).toHaveTextContent('AV');
  });

  it('opens a menu with the capitalised username, Change Password and Logout', async () => {
    const { user } = await renderLoggedIn();
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    // The menu's code loads on first open.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute('href', '/Change-pass');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out with a toast, then goes to /signup after about 2.5 s', async () => {
    jest.useFakeTimers();
    try {
      const store = makeStore();
      await logInDemoLearner(store);
      const { user, router } = renderApp('/about', { store, fakeTimers: true });
      await user.click(screen.getByRole('button', { name: /account menu/i }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

      // One second on, in small steps: the toaster's code arrives between them.
      for (let step = 0; step < 10; step += 1) {
        await act(async () => {
          jest.advanceTimersByTime(100);
        });
      }
      expect(screen.getByText('Logged out successfully!')).toBeInTheDocument();
      expect(store.getState().auth.session.token).toBeNull();
      expect(within(nav()).getByRole('link', { name: 'LogIn' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1400));
      expect(router.state.location.pathname).toBe('/about');
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe('/signup');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('routes', () => {
  it('shows a Not Found page with links home and to the courses for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('serves /Courses and /courses alike', async () => {
    const { router } = renderApp('/Courses');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.path).toBe('courses');
  });

  it('scrolls to the top on every path change, not on the page a visit opens on', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderApp(QUIET_PAGE);
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(nav()).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it.each(['/EnrollCourse', '/profile', '/course-viewer/abc', '/certificate/abc'])(
    'sends a guest from %s to /login',
    async (route) => {
      const { router } = renderApp(route);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: route }) });
    },
  );
});
