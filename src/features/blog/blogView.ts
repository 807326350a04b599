import type { TFunction } from 'i18next';
import { BLOG } from '@/config/constants';
import type { Blog } from '@/store/models';

export const DEFAULT_BLOG_IMAGE = '/media/blog/default.webp';
/** The title of an untitled post where no page language is at hand (the page head); pages say `noTitle`. */
export const NO_TITLE = 'No Title';
/** The demo's blog art is 800 x 420; img width/height keep that ratio so nothing shifts on load. */
export const BLOG_IMAGE_SIZE = { width: 800, height: 420 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const blogImage = (blog: Pick<Blog, 'images'>): string =>
  (Array.isArray(blog.images) ? blog.images.map(text).find(Boolean) : undefined) ?? DEFAULT_BLOG_IMAGE;

export const blogTitle = (blog: Pick<Blog, 'title'>, untitled: string = NO_TITLE): string =>
  text(blog.title) || untitled;

/** How the API writes a reading time: a count of minutes in a fixed English phrase. */
const API_READING_TIME = /^(\d+) min Reading Time$/;

/** Words a reader gets through in a minute, for a post whose reading time the API does not send. */
const WORDS_PER_MINUTE = 200;

/** The minutes a post's text takes to read, or undefined when it has no text to count. */
function estimatedMinutes(content: unknown): number | undefined {
  const words = text(content)
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return words === 0 ? undefined : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The post's reading time in the page's language. The API's usual phrase is read as its minutes and
 * said again in our words; any other wording is the author's and shows as it came. Without one it
 * is estimated from the post's words, and only a post with no text gets the default.
 */
export function readingTime(
  blog: Pick<Blog, 'duration'> & Partial<Pick<Blog, 'content'>>,
  t: TFunction<'blog'>,
): string {
  const duration = text(blog.duration);
  if (!duration) return t('readingTime', { count: estimatedMinutes(blog.content) ?? BLOG.defaultReadingMinutes });
  const minutes = API_READING_TIME.exec(duration)?.[1];
  return minutes === undefined ? duration : t('readingTime', { count: Number(minutes) });
}

/** The list's search: the posts whose title holds the search text, in any case; the title alone is searched. */
export function matchingBlogs(blogs: readonly Blog[], search: string): readonly Blog[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? blogs.filter((blog) => text(blog.title).toLocaleLowerCase().includes(needle)) : blogs;
}
