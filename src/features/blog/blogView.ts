import { BLOG } from '@/config/constants';
import type { Blog } from '@/store/models';

export const DEFAULT_BLOG_IMAGE = '/media/blog/default.webp';
export const NO_TITLE = 'No Title';
/** The demo's blog art is 800 x 420; img width/height keep that ratio so nothing shifts on load. */
export const BLOG_IMAGE_SIZE = { width: 800, height: 420 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const blogImage = (blog: Pick<Blog, 'images'>): string =>
  (Array.isArray(blog.images) ? blog.images.map(text).find(Boolean) : undefined) ?? DEFAULT_BLOG_IMAGE;

export const blogTitle = (blog: Pick<Blog, 'title'>): string => text(blog.title) || NO_TITLE;

export const readingTime = (blog: Pick<Blog, 'duration'>): string => text(blog.duration) || BLOG.defaultReadingTime;

/** The spec's title filter (case-insensitive, by substring), then at most BLOG.maxCards cards. */
export function visibleBlogs(blogs: readonly Blog[], search: string): Blog[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = needle ? blogs.filter((blog) => text(blog.title).toLocaleLowerCase().includes(needle)) : blogs;
  return matches.slice(0, BLOG.maxCards);
}
