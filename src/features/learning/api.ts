import { api } from '@/store/api';
import type { ApiEnvelope, PlaybackCredentials } from '@/store/models';

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
