import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { ROUTE_DATA_WAIT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { nextTask } from '@/lib/nextTask';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import type { AppDispatch } from '@/store/store';
import { RootLayout } from './RootLayout';

/** A route module: its page, and optionally how to fetch what its first screen shows. */
interface PageModule {
  default: ComponentType;
  /**
   * Starts fetching what the page's first screen shows: its data (into the store) or the code of
   * its parts. The first render waits for the promise it returns (until that has settled); a page
   * whose first screen shows its loading state anyway returns nothing.
   */
  prefetch?: (dispatch: AppDispatch, params: Params) => Promise<unknown> | void;
}

interface Page {
  (): React.JSX.Element;
  /**
   * Fetches the page's code, then its data if it names any (waiting at most ROUTE_DATA_WAIT_MS
   * for that); once the code is here the page renders without suspending.
   */
  preload: (dispatch: AppDispatch, params: Params) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A lazily loaded page (see lazyWithPreload): a first visit's preload brings its data too. */
function page(load: () => Promise<PageModule>): Page {
  const Lazy = lazyWithPreload(load);
  const Page = () => <Lazy />;
  Page.preload = async (dispatch: AppDispatch, params: Params) => {
    const { prefetch } = await Lazy.preload();
    if (!prefetch) return;
    // The page's code was evaluated in this task; asking for its data starts in the next (the
    // first requests run much of the store's code for the first time: 30 ms on a slow phone).
    await nextTask();
    const data = prefetch(dispatch, params);
    if (data) await Promise.race([data, pause(ROUTE_DATA_WAIT_MS)]);
  };
  return Page;
}

const HomePage = page(() => import('./routes/HomePage'));
const LoginPage = page(() => import('./routes/LoginPage'));
const SignupPage = page(() => import('./routes/SignupPage'));
const OtpVerificationPage = page(() => import('./routes/OtpVerificationPage'));
const CoursesPage = page(() => import('./routes/CoursesPage'));
const ViewCoursePage = page(() => import('./routes/ViewCoursePage'));
const CoursePage = page(() => import('./routes/CoursePage'));
const CourseViewerPage = page(() => import('./routes/CourseViewerPage'));
const SliderCoursesPage = page(() => import('./routes/SliderCoursesPage'));
const EnrolledCoursesPage = page(() => import('./routes/EnrolledCoursesPage'));
const ProfilePage = page(() => import('./routes/ProfilePage'));
const ChangePasswordPage = page(() => import('./routes/ChangePasswordPage'));
const NewPasswordPage = page(() => import('./routes/NewPasswordPage'));
const ForgotPasswordPage = page(() => import('./routes/ForgotPasswordPage'));
const BlogPage = page(() => import('./routes/BlogPage'));
const BlogDetailPage = page(() => import('./routes/BlogDetailPage'));
const NewsPage = page(() => import('./routes/NewsPage'));
const NewsDailyPage = page(() => import('./routes/NewsDailyPage'));
const AboutPage = page(() => import('./routes/AboutPage'));
const ContactPage = page(() => import('./routes/ContactPage'));
const PrivacyPolicyPage = page(() => import('./routes/PrivacyPolicyPage'));
const RefundPolicyPage = page(() => import('./routes/RefundPolicyPage'));
const TermsPage = page(() => import('./routes/TermsPage'));
const NotFoundPage = page(() => import('./routes/NotFoundPage'));

/** What a route carries besides its element: how to fetch its page's code in advance. */
type PageHandle = Pick<Page, 'preload'>;

const handle = (Page: Page): PageHandle => ({ preload: Page.preload });

const open = (path: string, Page: Page): RouteObject => ({ path, handle: handle(Page), element: <Page /> });

/** Ruling 9: these pages need a login; a guest goes to /login and comes back afterwards. */
const guarded = (path: string, Page: Page): RouteObject => ({
  path,
  handle: handle(Page),
  element: (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ),
});

/** The route table of spec section 2. Paths are case-insensitive, as react-router matches them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      open(paths.home, HomePage),
      open(paths.login, LoginPage),
      open(paths.signup, SignupPage),
      open(paths.otpVerification, OtpVerificationPage),
      open(paths.courses, CoursesPage),
      open(paths.viewCourse, ViewCoursePage),
      open(paths.course, CoursePage),
      guarded(paths.courseViewer, CourseViewerPage),
      open(paths.sliderCourses, SliderCoursesPage),
      guarded(paths.enrolledCourses, EnrolledCoursesPage),
      guarded(paths.profile, ProfilePage),
      // Not guarded: 'Forgot Password?' on the login page leads here, for learners who cannot log in.
      open(paths.changePassword, ChangePasswordPage),
      open(paths.newPassword, NewPasswordPage),
      open(paths.forgotPassword, ForgotPasswordPage),
      open(paths.blog, BlogPage),
      open(paths.blogDetail, BlogDetailPage),
      open(paths.news, NewsPage),
      open(paths.newsDaily, NewsDailyPage),
      open(paths.about, AboutPage),
      open(paths.contact, ContactPage),
      open(paths.privacyPolicy, PrivacyPolicyPage),
      open(paths.refundPolicy, RefundPolicyPage),
      open(paths.terms, TermsPage),
      open('*', NotFoundPage),
    ],
  },
];

/**
 * Fetches the code of the page at `pathname`, and the data of its first screen where it names
 * any, so the first render is the whole page: no loading fallback, no skeleton over a snapshot
 * that already showed the content.
 */
export async function preloadRoute(pathname: string, dispatch: AppDispatch) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route, params }) => (route.handle as PageHandle | undefined)?.preload(dispatch, params)));
}

export function AppRoutes() {
  return useRoutes(routes);
}
