import { api } from './api';
import { userRefreshed } from './authSlice';
import type { ApiEnvelope, Course, User } from './models';

/**
 * Calls whose answers several features read: the signed-in user's record (ownership, profile,
 * checkout) and one course (detail page, checkout, viewer). Feature-only calls live in features.
 */
export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, string>({
      query: (userId) => `/user/get-user/${encodeURIComponent(userId)}`,
      transformResponse: (response: ApiEnvelope<User>) => response.data,
      providesTags: (_result, _error, userId) => [{ type: 'User', id: userId }],
      // Keep the stored record (shown offline and in the navbar) in step with the server.
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data));
        } catch {
          // The screen that asked shows the failure.
        }
      },
    }),
    getCourseById: build.query<Course, string>({
      query: (courseId) => `/course/getById/${encodeURIComponent(courseId)}`,
      transformResponse: (response: ApiEnvelope<Course>) => response.data,
      providesTags: (_result, _error, courseId) => [{ type: 'Course', id: courseId }],
    }),
  }),
});

export const { useGetUserQuery, useGetCourseByIdQuery } = sharedApi;
