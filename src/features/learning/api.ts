import { api } from '@/store/api';
import type { ApiEnvelope, IssuedCertificate, PlaybackCredentials, VerifiedCertificate } from '@/store/models';

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

/** The certificates of the learner-data contract (docs/learner-data-api.md), issued from the learner's records. */
export const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useIssueCertificateQuery, useVerifyCertificateQuery } = certificateApi;
