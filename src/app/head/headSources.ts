import { blogApi } from '@/features/blog/api';
import { coursesApi } from '@/features/courses/api';
import { lessonPlaceOfParam, LESSON_PARAM } from '@/features/learning/lessonParam';
import { reviewsApi, type CourseFeedback } from '@/features/reviews/api';
import { errorStatus } from '@/store/apiError';
import type { Blog, Course } from '@/store/models';
import { sharedApi } from '@/store/sharedEndpoints';
import type { AppDispatch, RootState } from '@/store/store';
import { headQuery, routeOf, type RouteHead } from './headRoute';

/** What the head of a page is built from: the route, and the API data the cache holds for it. */
export interface HeadSources {
  route: RouteHead;
  /** The `:courseId` or `:blogId` of the path. */
  id?: string;
  course?: Course;
  feedback?: CourseFeedback;
  blog?: Blog;
  /** On the course viewer: the lesson its URL names. */
  lessonTitle?: string;
  /** The API said there is no such course or post. */
  missing: boolean;
}

const findById = <T extends { _id: string }>(list: readonly T[] | undefined, id: string) =>
  list?.find((item) => item._id === id);

/**
 * What the cache holds for the page at `pathname`: the course (its own query, else its entry in the
 * list), its reviews, or the post. Each piece is the cache's own object, so a caller can compare
 * them by reference to tell whether the head changed.
 */
export function headSources(pathname: string, state: RootState, search = ''): HeadSources {
  const { route, id = '' } = routeOf(pathname);
  if (route.kind === 'lesson') {
    const course = sharedApi.endpoints.getCourseById.select(id)(state).data;
    const place = lessonPlaceOfParam(new URLSearchParams(search).get(LESSON_PARAM));
    const lesson = place && course?.chapters[place.chapterIndex]?.videos[place.videoIndex];
    const lessonTitle = lesson?.title?.trim() || undefined;
    return { route, id, course, lessonTitle, missing: false };
  }
  if (route.kind === 'course') {
    const own = sharedApi.endpoints.getCourseById.select(id)(state);
    const course = own.data ?? findById(coursesApi.endpoints.getCourses.select()(state).data, id);
    const feedback = reviewsApi.endpoints.getFeedback.select(id)(state).data;
    return { route, id, course, feedback, missing: !course && errorStatus(own.error) === 404 };
  }
  if (route.kind === 'blogPost') {
    const own = blogApi.endpoints.getBlog.select(id)(state);
    const blog = own.data ?? findById(blogApi.endpoints.getBlogs.select()(state).data, id);
    return { route, id, blog, missing: !blog && errorStatus(own.error) === 404 };
  }
  return { route, id, missing: false };
}

/**
 * Fetches what the head of the page at `pathname` reads from the API (the course and its reviews,
 * or the post) into the store; resolves once each has arrived or failed. For the build's renderer,
 * which renders once: on the client DocumentHead subscribes to the same queries.
 */
export async function fetchHeadData(pathname: string, dispatch: AppDispatch): Promise<void> {
  const { courseId, blogId } = headQuery(pathname);
  const once = { subscribe: false } as const;
  if (courseId !== undefined) {
    await Promise.all([
      dispatch(sharedApi.endpoints.getCourseById.initiate(courseId, once)),
      dispatch(reviewsApi.endpoints.getFeedback.initiate(courseId, once)),
    ]);
  }
  if (blogId !== undefined) await dispatch(blogApi.endpoints.getBlog.initiate(blogId, once));
}
