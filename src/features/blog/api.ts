import { api } from '@/store/api';
import type { ApiEnvelope, Blog } from '@/store/models';
import type { AppDispatch } from '@/store/store';

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => '/blog/blogs',
      transformResponse: (response: ApiEnvelope<Blog[]>) => (Array.isArray(response.data) ? response.data : []),
      providesTags: ['Blog'],
    }),
    getBlog: build.query<Blog, string>({
      query: (blogId) => `/blog/blogs/${encodeURIComponent(blogId)}`,
      transformResponse: (response: ApiEnvelope<Blog>) => response.data,
      providesTags: (_result, _error, blogId) => [{ type: 'Blog', id: blogId }],
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery } = blogApi;

/** Puts the blog list in the cache ahead of its page; resolves once it is there or has failed. */
export const prefetchBlogs = (dispatch: AppDispatch) =>
  dispatch(blogApi.endpoints.getBlogs.initiate(undefined, { subscribe: false }));

/** Puts one post in the cache ahead of its page; resolves once it is there or has failed. */
export const prefetchBlog = (dispatch: AppDispatch, blogId: string) =>
  dispatch(blogApi.endpoints.getBlog.initiate(blogId, { subscribe: false }));
