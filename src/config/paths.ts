import { pathWithoutLanguage } from './languages';

/** Every route of the site and builders for the ones with parameters. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  otpVerification: '/otp-verification',
  courses: '/courses',
  coursesAlias: '/Courses',
  viewCourse: '/viewcourse/:courseId',
  course: '/course/:courseId',
  courseViewer: '/course-viewer/:courseId',
  sliderCourses: '/SliderCourses',
  enrolledCourses: '/EnrollCourse',
  profile: '/profile',
  changePassword: '/Change-pass',
  newPassword: '/NewPassGenerate',
  forgotPassword: '/forgot-pass',
  blog: '/blog',
  blogDetail: '/blog/blogs/:blogId',
  news: '/news',
  newsDaily: '/newsDaily',
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/cancellation-and-refund',
  terms: '/terms-and-conditions',
  certificate: '/certificate/:courseId',
  certificateVerify: '/certificate/verify/:number',
  practice: '/practice',
  practiceSet: '/practice/:setId',
  tools: '/tools',
  tool: '/tools/:toolId',
  review: '/review',
  glossary: '/trading-terms',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route as an expression's source, without its leading slash: a `:param` is one segment. */
export const routePatternSource = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');

/**
 * The pages `sources` describe (`routePatternSource` of each), as one expression over a path without
 * its language prefix, matched as the router matches (case-insensitive, a trailing slash allowed). It
 * matches a path that starts with a single `/` only, never `//host` or `/\\host`.
 */
export function pagePathPattern(sources: readonly string[]): RegExp {
  const pages = `(?:${sources.filter(Boolean).join('|')})/?`;
  return new RegExp(sources.includes('') ? `^/(?:${pages})?$` : `^/${pages}$`, 'i');
}

/** Whether a path is one of the pages `sources` describe, in either language (see `pagePathPattern`). */
export function pagePathMatcher(sources: readonly string[]): (pathname: string) => boolean {
  const pattern = pagePathPattern(sources);
  return (pathname) => pathname.startsWith('/') && pattern.test(pathWithoutLanguage(pathname));
}

/** A route's path with its parameters filled in, URL-encoded. */
export const pathWithParams = (path: string, params: Readonly<Record<string, string | undefined>>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const withId = (path: string, id: string) => path.replace(/:\w+$/, () => encodeURIComponent(id));

export const viewCoursePath = (courseId: string) => withId(paths.viewCourse, courseId);
export const courseViewerPath = (courseId: string) => withId(paths.courseViewer, courseId);
export const blogDetailPath = (blogId: string) => withId(paths.blogDetail, blogId);
export const certificatePath = (courseId: string) => withId(paths.certificate, courseId);
export const certificateVerifyPath = (number: string) => withId(paths.certificateVerify, number);
export const practiceSetPath = (setId: string) => withId(paths.practiceSet, setId);
export const toolPath = (toolSlug: string) => withId(paths.tool, toolSlug);
/** A lesson in the course viewer, by its place in the syllabus counted from 1 (`?lesson=2-3`). */
export const lessonViewerPath = (courseId: string, chapter: number, lesson: number) =>
  `${courseViewerPath(courseId)}?lesson=${chapter}-${lesson}`;
