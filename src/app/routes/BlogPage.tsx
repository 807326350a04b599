import { prefetchBlogs } from '@/features/blog/api';
import { BlogHero } from '@/features/blog/components/BlogHero';
import { BlogList } from '@/features/blog/components/BlogList';

/** The list comes with the page's code (see preloadRoute). */
export const prefetch = prefetchBlogs;

export default function BlogPage() {
  return (
    <>
      <BlogHero />
      <BlogList />
    </>
  );
}
