import { BlogHero } from '@/features/blog/components/BlogHero';
import { BlogList } from '@/features/blog/components/BlogList';
import { prefetchBlogs } from '@/features/blog/api';

/** The list is fetched with the page's code on a first visit (see preloadRoute). */
export const prefetch = prefetchBlogs;

export default function BlogPage() {
  return (
    <>
      <BlogHero />
      <BlogList />
    </>
  );
}
