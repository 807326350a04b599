import { type ComponentType } from 'react';
import { matchRoutes, useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { LANGUAGE_INFO, languageOfPath, type Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { hasNamespaces, loadNamespaces, suspendUntilLoaded, useI18n, type I18n, type Namespace } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { isRecordId } from '@/store/models';
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
  /** The page's code and its catalogues in `lang`, then what its module's `prefetch` asks for. */
  preload: (dispatch: AppDispatch, params: Params, i18n: I18n, lang: Language) => Promise<void>;
  /** The page's module as the bundler names it: the build's renderer links its chunks from the page. */
  module: string;
}

/**
 * A lazily loaded page (see lazyWithPreload) with the catalogues its text comes from besides
 * `common` (any other part fetches its own when it renders). Its code and catalogues load side by
 * side; once they are here it renders without suspending.
 */
function page(name: string, load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): Page {
  const Lazy = lazyWithPreload(load);
  const Page = () => {
    const i18n = useI18n();
    const lang = i18n.language as Language;
    // Failing here is the page's to show: rendering it will ask again.
    if (!hasNamespaces(i18n, lang, namespaces)) Lazy.preload().catch(() => undefined);
    suspendUntilLoaded(i18n, lang, namespaces);
    return <Lazy />;
  };
  Page.preload = async (dispatch: AppDispatch, params: Params, i18n: I18n, lang: Language) => {
    const [{ prefetch }] = await Promise.all([Lazy.preload(), loadNamespaces(i18n, lang, namespaces)]);
    await prefetch?.(dispatch, params);
  };
  Page.module = `src/app/routes/${name}.tsx`;
  return Page;
}

const HomePage = page('HomePage', () => import('./routes/HomePage'), ['home', 'courses', 'blog', 'promo', 'reviews']);
const LoginPage = page('LoginPage', () => import('./routes/LoginPage'), ['auth']);
const SignupPage = page('SignupPage', () => import('./routes/SignupPage'), ['auth']);
const OtpVerificationPage = page('OtpVerificationPage', () => import('./routes/OtpVerificationPage'), ['auth']);
const CoursesPage = page('CoursesPage', () => import('./routes/CoursesPage'), ['courses', 'checkout']);
const ViewCoursePage = page('ViewCoursePage', () => import('./routes/ViewCoursePage'), [
  'courses',
  'checkout',
  'reviews',
]);
const CoursePage = page('CoursePage', () => import('./routes/CoursePage'), ['courses', 'checkout']);
const CourseViewerPage = page('CourseViewerPage', () => import('./routes/CourseViewerPage'), [
  'learning',
  'reviews',
  'tools',
  'quiz',
]);
const SliderCoursesPage = page('SliderCoursesPage', () => import('./routes/SliderCoursesPage'), ['courses']);
const EnrolledCoursesPage = page('EnrolledCoursesPage', () => import('./routes/EnrolledCoursesPage'), [
  'courses',
  'learning',
]);
const ProfilePage = page('ProfilePage', () => import('./routes/ProfilePage'), ['profile', 'auth']);
const ChangePasswordPage = page('ChangePasswordPage', () => import('./routes/ChangePasswordPage'), ['auth']);
const NewPasswordPage = page('NewPasswordPage', () => import('./routes/NewPasswordPage'), ['auth']);
const ForgotPasswordPage = page('ForgotPasswordPage', () => import('./routes/ForgotPasswordPage'), ['auth']);
const BlogPage = page('BlogPage', () => import('./routes/BlogPage'), ['blog']);
const BlogDetailPage = page('BlogDetailPage', () => import('./routes/BlogDetailPage'), ['blog']);
const NewsPage = page('NewsPage', () => import('./routes/NewsPage'), ['news']);
const NewsDailyPage = page('NewsDailyPage', () => import('./routes/NewsDailyPage'), ['news']);
const AboutPage = page('AboutPage', () => import('./routes/AboutPage'), ['about']);
const ContactPage = page('ContactPage', () => import('./routes/ContactPage'), ['contact']);
const PrivacyPolicyPage = page('PrivacyPolicyPage', () => import('./routes/PrivacyPolicyPage'), ['policies']);
const RefundPolicyPage = page('RefundPolicyPage', () => import('./routes/RefundPolicyPage'), ['policies']);
const TermsPage = page('TermsPage', () => import('./routes/TermsPage'), ['policies']);
const CertificatePage = page('CertificatePage', () => import('./routes/CertificatePage'), ['learning']);
const CertificateVerifyPage = page('CertificateVerifyPage', () => import('./routes/CertificateVerifyPage'), [
  'learning',
]);
const PracticePage = page('PracticePage', () => import('./routes/PracticePage'), ['practice']);
const PracticeSetPage = page('PracticeSetPage', () => import('./routes/PracticeSetPage'), ['practice']);
const ToolsPage = page('ToolsPage', () => import('./routes/ToolsPage'), ['tools']);
const ToolPage = page('ToolPage', () => import('./routes/ToolPage'), ['tools']);
const ReviewPage = page('ReviewPage', () => import('./routes/ReviewPage'), ['quiz']);
const NotFoundPage = page('NotFoundPage', () => import('./routes/NotFoundPage'));

/**
 * A page whose path names a record by `param`: a value that cannot be an id shows the Not Found
 * page, and nothing is fetched for it. `accepts` lets a page keep its own word for some values.
 */
function byId(Page: Page, param: string, accepts: (value: string) => boolean = isRecordId): Page {
  const valid = (params: Params) => accepts(params[param] ?? '');
  const Checked = () => (valid(useParams()) ? <Page /> : <NotFoundPage />);
  Checked.preload = (dispatch: AppDispatch, params: Params, i18n: I18n, lang: Language) =>
    (valid(params) ? Page : NotFoundPage).preload(dispatch, params, i18n, lang);
  Checked.module = Page.module;
  return Checked;
}

/** The blog page answers a blank id with its own message. */
const blankOrRecordId = (value: string) => value.trim() === '' || isRecordId(value);

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

/** Every page, at its path in the default language. */
const pageRoutes: RouteObject[] = [
  open(paths.home, HomePage),
  open(paths.login, LoginPage),
  open(paths.signup, SignupPage),
  open(paths.otpVerification, OtpVerificationPage),
  open(paths.courses, CoursesPage),
  open(paths.viewCourse, byId(ViewCoursePage, 'courseId')),
  open(paths.course, byId(CoursePage, 'courseId')),
  guarded(paths.courseViewer, byId(CourseViewerPage, 'courseId')),
  open(paths.sliderCourses, SliderCoursesPage),
  guarded(paths.enrolledCourses, EnrolledCoursesPage),
  guarded(paths.profile, ProfilePage),
  // Not guarded: 'Forgot Password?' on the login page leads here, for learners who cannot log in.
  open(paths.changePassword, ChangePasswordPage),
  open(paths.newPassword, NewPasswordPage),
  open(paths.forgotPassword, ForgotPasswordPage),
  open(paths.blog, BlogPage),
  open(paths.blogDetail, byId(BlogDetailPage, 'blogId', blankOrRecordId)),
  open(paths.news, NewsPage),
  open(paths.newsDaily, NewsDailyPage),
  open(paths.about, AboutPage),
  open(paths.contact, ContactPage),
  open(paths.privacyPolicy, PrivacyPolicyPage),
  open(paths.refundPolicy, RefundPolicyPage),
  open(paths.terms, TermsPage),
  guarded(paths.certificate, byId(CertificatePage, 'courseId')),
  open(paths.certificateVerify, CertificateVerifyPage),
  open(paths.practice, PracticePage),
  open(paths.practiceSet, PracticeSetPage),
  open(paths.tools, ToolsPage),
  open(paths.tool, ToolPage),
  guarded(paths.review, ReviewPage),
  open('*', NotFoundPage),
];

/** The pages under a language's prefix: the same route objects, relative to it. */
const inLanguage = (prefix: string): RouteObject => ({
  path: prefix || '/',
  element: <RootLayout />,
  children: pageRoutes.map((route) =>
    route.path === paths.home
      ? { ...route, path: undefined, index: true }
      : { ...route, path: route.path?.replace(/^\//, '') },
  ) as RouteObject[],
});

/**
 * The site's route table: every page in English at its path and in Hindi under `/hi`. Paths are
 * case-insensitive, as react-router matches them. Both languages render the same elements at the
 * same depth, so a change of language keeps the page mounted, with whatever the learner typed.
 */
export const routes: RouteObject[] = [inLanguage(LANGUAGE_INFO.hi.prefix), inLanguage(LANGUAGE_INFO.en.prefix)];

/** The pages a path shows (its route's, at most one), with its parameters. */
export function pagesAt(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) =>
    route.handle ? [{ handle: route.handle as PageHandle, params }] : [],
  );
}

/**
 * Fetches the code and catalogues of the page at `pathname`, and what its first render needs, so that render is
 * the whole page: at build time before rendering it, and in the browser before hydrating it (the
 * data then comes with the page) or rendering the shell page.
 */
export async function preloadRoute(pathname: string, dispatch: AppDispatch, i18n: I18n) {
  const lang = languageOfPath(pathname);
  await Promise.all([
    loadNamespaces(i18n, lang, ['common']),
    ...pagesAt(pathname).map(({ handle, params }) => handle.preload(dispatch, params, i18n, lang)),
  ]);
}

export function AppRoutes() {
  return useRoutes(routes);
}
