import { BlogHero } from '@/features/blog/components/BlogHero';
import { BlogList } from '@/features/blog/components/BlogList';

export default function BlogPage() {
  return (
    <>
      <BlogHero />
      <BlogList />
    </>
  );
}
