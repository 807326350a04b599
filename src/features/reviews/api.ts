import { REVIEWS } from '@/config/constants';
import { api } from '@/store/api';
import type { ApiEnvelope, CreateFeedbackRequest, FeedbackRecord, Review } from '@/store/models';
import type { AppDispatch } from '@/store/store';

/** A course's reviews; `null` when nobody has reviewed it yet. */
export type CourseFeedback = FeedbackRecord | null;

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeedback: build.query<CourseFeedback, string>({
      query: (courseId) => `/feedback/getAll/${encodeURIComponent(courseId)}`,
      transformResponse: (response: ApiEnvelope<FeedbackRecord[]>) => response.data?.[0] ?? null,
      providesTags: (_result, _error, courseId) => [{ type: 'Feedback', id: courseId }],
    }),
    createFeedback: build.mutation<Review, CreateFeedbackRequest>({
      query: (body) => ({ url: '/feedback/create', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<Review>) => response.data,
      invalidatesTags: (_result, _error, { courseId }) => [{ type: 'Feedback', id: courseId }],
    }),
  }),
});

export const { useGetFeedbackQuery, useCreateFeedbackMutation } = reviewsApi;

/**
 * A course's reviews for a list on screen: fetched again when what the cache holds is older than
 * REVIEWS.freshForSeconds, so a page rendered at build time shows the reviews written since.
 */
export const useCourseFeedback = (courseId: string) =>
  useGetFeedbackQuery(courseId, { refetchOnMountOrArgChange: REVIEWS.freshForSeconds });

/** Puts a course's reviews in the cache ahead of its page; resolves once they are there or failed. */
export const prefetchFeedback = (dispatch: AppDispatch, courseId: string) =>
  dispatch(reviewsApi.endpoints.getFeedback.initiate(courseId, { subscribe: false }));
