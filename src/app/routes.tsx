import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import type { AppDispatch } from '@/store/store';
import { RootLayout } from './RootLayout';

/** A route module: its page, and optionally what its first render needs. */
interface PageModule {
  default: ComponentType;
  /**
   * Asks for what the page's first render shows: its data (into the store), or the code of parts
   * it renders lazily. A page rendered at build time waits for every request it started; the
   * promise, if any, is what `preloadRoute` waits for besides.
   */
  prefetch?: (dispatch: AppDispatch, params: Params) => Promise<unknown> | void;
}

interface Page {
  (): React.JSX.Element;
  /** The page's code, then what its module's `prefetch` asks for. */
  preload: (dispatch: AppDispatch, params: Params) => Promise<void>;
  /** The page's module as the bundler names it: the build's renderer links its chunks from the page. */
  module: string;
}

/** A lazily loaded page (see lazyWithPreload): once its code is here it renders without suspending. */
function page(name: string, load: () => Promise<PageModule>): Page {
  const Lazy = lazyWithPreload(load);
  const Page = () => <Lazy />;
  Page.preload = async (dispatch: AppDispatch, params: Params) => {
    const { prefetch } = await Lazy.preload();
    await prefetch?.(dispatch, params);
  };
  Page.module = `src/app/routes/${name}.tsx`;
  return Page;
}

const HomePage = page('HomePage', () => import('./routes/HomePage'));
const LoginPage = page('LoginPage', () => import('./routes/LoginPage'));
const SignupPage = page('SignupPage', () => import('./routes/SignupPage'));
const OtpVerificationPage = page('OtpVerificationPage', () => import('./routes/OtpVerificationPage'));
const CoursesPage = page('CoursesPage', () => import('./routes/CoursesPage'));
const ViewCoursePage = page('ViewCoursePage', () => import('./routes/ViewCoursePage'));
const CoursePage = page('CoursePage', () => import('./routes/CoursePage'));
const CourseViewerPage = page('CourseViewerPage', () => import('./routes/CourseViewerPage'));
const SliderCoursesPage = page('SliderCoursesPage', () => import('./routes/SliderCoursesPage'));
const EnrolledCoursesPage = page('EnrolledCoursesPage', () => import('./routes/EnrolledCoursesPage'));
const ProfilePage = page('ProfilePage', () => import('./routes/ProfilePage'));
const ChangePasswordPage = page('ChangePasswordPage', () => import('./routes/ChangePasswordPage'));
const NewPasswordPage = page('NewPasswordPage', () => import('./routes/NewPasswordPage'));
const ForgotPasswordPage = page('ForgotPasswordPage', () => import('./routes/ForgotPasswordPage'));
const BlogPage = page('BlogPage', () => import('./routes/BlogPage'));
const BlogDetailPage = page('BlogDetailPage', () => import('./routes/BlogDetailPage'));
const NewsPage = page('NewsPage', () => import('./routes/NewsPage'));
const NewsDailyPage = page('NewsDailyPage', () => import('./routes/NewsDailyPage'));
const AboutPage = page('AboutPage', () => import('./routes/AboutPage'));
const ContactPage = page('ContactPage', () => import('./routes/ContactPage'));
const PrivacyPolicyPage = page('PrivacyPolicyPage', () => import('./routes/PrivacyPolicyPage'));
const RefundPolicyPage = page('RefundPolicyPage', () => import('./routes/RefundPolicyPage'));
const TermsPage = page('TermsPage', () => import('./routes/TermsPage'));
const CertificatePage = page('CertificatePage', () => import('./routes/CertificatePage'));
const NotFoundPage = page('NotFoundPage', () => import('./routes/NotFoundPage'));

/** What a route carries besides its element: its page's code and data, and its module's name. */
export type PageHandle = Pick<Page, 'preload' | 'module'>;

const handle = (Page: Page): PageHandle => ({ preload: Page.preload, module: Page.module });

const open = (path: string, Page: Page): RouteObject => ({ path, handle: handle(Page), element: <Page /> });

/** These pages need a login; a guest goes to /login and comes back afterwards. */
const guarded = (path: string, Page: Page): RouteObject => ({
  path,
  handle: handle(Page),
  element: (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ),
});

/** The site's route table. Paths are case-insensitive, as react-router matches them. */
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
      guarded(paths.certificate, CertificatePage),
      open('*', NotFoundPage),
    ],
  },
];

/** The pages a path shows (its route's, at most one), with its parameters. */
export function pagesAt(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) =>
    route.handle ? [{ handle: route.handle as PageHandle, params }] : [],
  );
}

/**
 * Fetches the code of the page at `pathname`, and what its first render needs, so that render is
 * the whole page: at build time before rendering it, and in the browser before hydrating it (the
 * data then comes with the page) or rendering the shell page.
 */
export async function preloadRoute(pathname: string, dispatch: AppDispatch) {
  await Promise.all(pagesAt(pathname).map(({ handle, params }) => handle.preload(dispatch, params)));
}

export function AppRoutes() {
  return useRoutes(routes);
}
