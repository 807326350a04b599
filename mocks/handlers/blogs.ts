/**
 * Blogs. Content is HTML as authored (one post is deliberately unsafe): sanitising is the
 * client's job, as it would be with the real API.
 */
import { http } from 'msw/core/http';
import { getBlog, listBlogs } from '../db';
import { fail, ok } from '../handlerUtils';
import { apiPath } from '../paths';

export const blogHandlers = [
  http.get(apiPath('/blog/blogs'), () => ok(listBlogs())),

  http.get<{ id: string }>(apiPath('/blog/blogs/:id'), ({ params }) => {
    const blog = getBlog(params.id);
    return blog ? ok(blog) : fail(404, 'Blog not found');
  }),
];
