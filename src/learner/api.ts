import { api } from '@/store/api';
import type { ApiEnvelope, LearnerDataPage, PutLearnerDataRequest, PutLearnerDataResponse } from '@/store/models';

/** The learner-data contract's records (docs/learner-data-api.md): read by the sync only. */
export const learnerDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The learner's records changed after `since` (0: all), tombstones included. */
    getLearnerData: build.query<LearnerDataPage, { userId: string; since: number }>({
      query: ({ userId, since }) => `/learner-data/${encodeURIComponent(userId)}?since=${since}`,
      transformResponse: (response: ApiEnvelope<LearnerDataPage>) => response.data,
      // Read once by the sync, which keeps the records in the learner-data slice.
      keepUnusedDataFor: 0,
    }),
    putLearnerData: build.mutation<PutLearnerDataResponse, { userId: string } & PutLearnerDataRequest>({
      query: ({ userId, records }) => ({
        url: `/learner-data/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body: { records },
      }),
      transformResponse: (response: ApiEnvelope<PutLearnerDataResponse>) => response.data,
    }),
  }),
});
