import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { RootLayout } from './RootLayout';

type Page = LazyExoticComponent<ComponentType>;

const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

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

const open = (path: string, Page: Page): RouteObject => ({ path, element: <Page /> });

/** Ruling 9: these pages need a login; a guest goes to /login and comes back afterwards. */
const guarded = (path: string, Page: Page): RouteObject => ({
  path,
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

export function AppRoutes() {
  return useRoutes(routes);
}
