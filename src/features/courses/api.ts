import { api } from '@/store/api';
import type { ApiEnvelope, Course, EnrolledCourse } from '@/store/models';
import { sharedApi } from '@/store/sharedEndpoints';
import type { AppDispatch } from '@/store/store';

/** The live API answers `data` or `data.data`; unwrap both here, once. */
const unwrapList = <T>(response: ApiEnvelope<T[] | { data: T[] }>): T[] =>
  Array.isArray(response.data) ? response.data : (response.data?.data ?? []);

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
