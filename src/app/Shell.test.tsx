import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderApp } from '@/test/render';

/** A page without popups, so the shell itself is what the test sees. */
const QUIET_PAGE = '/terms-and-conditions';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** `lang`'s words for the shell, from its catalogue. */

/** The navigation, named in the page's language. */
const navIn = (lang: Language) =>
  screen.getByRole('navigation', { name: ownWord(lang)(wordsIn(lang, 'common')('nav.label'), 'Main') });

describe('navbar for a guest', () => {
  it.each(LANGUAGES)(
    'shows the main links, SignUp and LogIn to the pages of its language, and marks the current page (%s)',
    async (lang) => {
      const t = wordsIn(lang, 'common');
      const word = ownWord(lang);
      renderApp(localizePath('/about', lang));
      const bar = navIn(lang);
      const home = word(t('nav.home'), 'Home');
      const about = word(t('nav.about'), 'About');
      const links = [home, word(t('nav.courses'), 'Courses'), word(t('nav.blog'), 'Blog'), about];
      for (const label of [...links, word(t('nav.contact'), 'Contact'), word(t('nav.news'), 'News')]) {
        expect(within(bar).getByRole('link', { name: label })).toBeInTheDocument();
      }
      expect(within(bar).getByRole('link', { name: about })).toHaveAttribute('aria-current', 'page');
      expect(within(bar).getByRole('link', { name: home })).not.toHaveAttribute('aria-current');
      expect(within(bar).getByRole('link', { name: word(t('account.signUp'), 'SignUp') })).toHaveAttribute(
        'href',
        localizePath('/signup', lang),
      );
      expect(within(bar).getByRole('link', { name: word(t('account.logIn'), 'LogIn') })).toHaveAttribute(
        'href',
        localizePath('/login', lang),
      );
      expect(
        within(bar).queryByRole('link', { name: word(t('account.enrolledCourses'), 'Enrolled Courses') }),
      ).not.toBeInTheDocument();
    },
  );

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
    window.pageYOffset = 40;
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    window.pageYOffset = 51;
    fireEvent.scroll(window);
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

  it.each(LANGUAGES)(
    'shows Enrolled Courses to the page of its language and an avatar with the initials of the first two words (%s)',
    async (lang) => {
      const t = wordsIn(lang, 'common');
      const word = ownWord(lang);
      await renderLoggedIn(localizePath(QUIET_PAGE, lang));
      const bar = navIn(lang);
      expect(
        within(bar).getByRole('link', { name: word(t('account.enrolledCourses'), 'Enrolled Courses') }),
      ).toHaveAttribute('href', localizePath('/EnrollCourse', lang));
      expect(within(bar).queryByRole('link', { name: word(t('account.logIn'), 'LogIn') })).not.toBeInTheDocument();
      const avatar = within(bar).getByRole('button', {
        name: word(t('account.menuFor', { name: 'Asha Verma' }), 'Account menu for Asha Verma'),
      });
      expect(avatar).toHaveTextContent('AV');
    },
  );

  it.each(LANGUAGES)(
    'opens a menu with the capitalised username, Profile, Change Password and Logout, to the pages of its language (%s)',
    async (lang) => {
      const t = wordsIn(lang, 'common');
      const word = ownWord(lang);
      const { user } = await renderLoggedIn(localizePath(QUIET_PAGE, lang));
      await user.click(screen.getByRole('button', { name: t('account.menuFor', { name: 'Asha Verma' }) }));
      // The menu's code loads on first open.
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: word(t('account.profile'), 'Profile') })).toHaveAttribute(
        'href',
        localizePath('/profile', lang),
      );
      expect(
        within(menu).getByRole('menuitem', { name: word(t('account.changePassword'), 'Change Password') }),
      ).toHaveAttribute('href', localizePath('/Change-pass', lang));
      expect(within(menu).getByRole('menuitem', { name: word(t('account.logout'), 'Logout') })).toBeInTheDocument();
    },
  );

  it.each(LANGUAGES)(
    "logs out with a toast in the page's language, then goes to its sign-up page after about 2.5 s (%s)",
    async (lang) => {
      const t = wordsIn(lang, 'common');
      const word = ownWord(lang);
      jest.useFakeTimers();
      const store = makeStore();
      await logInDemoLearner(store);
      const { user, router } = renderApp(localizePath('/about', lang), { store });
      await user.click(screen.getByRole('button', { name: t('account.menuFor', { name: 'Asha Verma' }) }));
      await user.click(await screen.findByRole('menuitem', { name: t('account.logout') }));

      // One second on, in small steps: the toaster's code arrives between them.
      for (let step = 0; step < 10; step += 1) {
        await act(async () => {
          jest.advanceTimersByTime(100);
        });
      }
      expect(screen.getByText(word(t('account.loggedOut'), 'Logged out successfully!'))).toBeInTheDocument();
      expect(store.getState().auth.session.token).toBeNull();
      expect(within(navIn(lang)).getByRole('link', { name: t('account.logIn') })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1400));
      expect(router.state.location.pathname).toBe(localizePath('/about', lang));
      act(() => jest.advanceTimersByTime(200));
      expect(router.state.location.pathname).toBe(localizePath('/signup', lang));
    },
  );
});

describe('logging out from a page only a learner sees', () => {
  it.each(LANGUAGES)('says so there, and lands on sign-up, never on the login page (%s)', async (lang) => {
    const t = wordsIn(lang, 'common');
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const { user, router } = renderApp(localizePath(paths.enrolledCourses, lang), { store });
    const visited: string[] = [];
    await user.click(await screen.findByRole('button', { name: t('account.menuFor', { name: 'Asha Verma' }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('account.logout') }));
    for (let step = 0; step < 30; step += 1) {
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      visited.push(router.state.location.pathname);
    }
    expect(router.state.location.pathname).toBe(localizePath('/signup', lang));
    expect(visited).not.toContain(localizePath('/login', lang));
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
