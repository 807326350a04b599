import { api } from '@/store/api';
import type { ApiEnvelope, Course, EnrolledCourse } from '@/store/models';
import { sharedApi } from '@/store/sharedEndpoints';
import type { AppDispatch } from '@/store/store';

/** An entry that names a record: a deleted one can come back as null, or without its id. */
const hasId = (entry: unknown): boolean =>
  typeof entry === 'object' && entry !== null && typeof (entry as { _id?: unknown })._id === 'string';

/** The live API answers `data` or `data.data`; unwrap both here, once, keeping the entries that name a record. */
const unwrapList = <T>(response: ApiEnvelope<T[] | { data: T[] }>): T[] => {
  const list: unknown = Array.isArray(response.data) ? response.data : response.data?.data;
  return Array.isArray(list) ? (list.filter(hasId) as T[]) : [];
};

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Course[], void>({
      query: () => '/course/getAll',
      transformResponse: unwrapList<Course>,
      providesTags: ['Courses'],
    }),
    getEnrolledCourses: build.query<EnrolledCourse[], void>({
      query: () => '/api/enrolled-courses',
      transformResponse: unwrapList<EnrolledCourse>,
      providesTags: ['EnrolledCourses'],
    }),
  }),
});

export const { useGetCoursesQuery, useGetEnrolledCoursesQuery } = coursesApi;

/** Puts one course in the cache ahead of its page; resolves once it is there or has failed. */
export const prefetchCourse = (dispatch: AppDispatch, courseId: string) =>
  dispatch(sharedApi.endpoints.getCourseById.initiate(courseId, { subscribe: false }));

/** Puts the course list in the cache ahead of its page; resolves once it is there or has failed. */
export const prefetchCourses = (dispatch: AppDispatch) =>
  dispatch(coursesApi.endpoints.getCourses.initiate(undefined, { subscribe: false }));
