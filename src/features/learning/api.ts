import { api } from '@/store/api';
import type {
  ApiEnvelope,
  IssuedCertificate,
  LearnerDataPage,
  PlaybackCredentials,
  PutLearnerDataRequest,
  PutLearnerDataResponse,
  VerifiedCertificate,
} from '@/store/models';

export const viewerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVideoCredentials: build.query<PlaybackCredentials, string>({
      query: (videoUrl) => `/course/get-videoId/${encodeURIComponent(videoUrl)}`,
      transformResponse: (response: ApiEnvelope<PlaybackCredentials>) => response.data,
      providesTags: (_result, _error, videoUrl) => [{ type: 'VideoCredentials', id: videoUrl }],
      // Playback credentials are short-lived: never reuse old ones.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetVideoCredentialsQuery } = viewerApi;

/** The learner-data contract (docs/learner-data-api.md): the learner's records and certificates. */
export const learnerDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The learner's records changed after `since` (0: all), tombstones included. */
    getLearnerData: build.query<LearnerDataPage, { userId: string; since: number }>({
      query: ({ userId, since }) => `/learner-data/${encodeURIComponent(userId)}?since=${since}`,
      transformResponse: (response: ApiEnvelope<LearnerDataPage>) => response.data,
      // Read once by the sync, which keeps the records in the progress slice.
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
    /** Issues the learner's certificate for a course they completed (the same one every time). */
    issueCertificate: build.query<IssuedCertificate, string>({
      query: (courseId) => ({ url: '/certificates', method: 'POST', body: { courseId } }),
      transformResponse: (response: ApiEnvelope<IssuedCertificate>) => response.data,
      providesTags: (_result, _error, courseId) => [{ type: 'Certificate', id: courseId }],
    }),
    /** Public: what the school's server confirms of a certificate number. */
    verifyCertificate: build.query<VerifiedCertificate, string>({
      query: (number) => `/certificates/verify/${encodeURIComponent(number)}`,
      transformResponse: (response: ApiEnvelope<VerifiedCertificate>) => response.data,
    }),
  }),
});

export const { useIssueCertificateQuery, useVerifyCertificateQuery } = learnerDataApi;
