import { PageHero } from '@/components/layout/PageHero';

export function BlogHero() {
  return <PageHero title="Learn how to do Trading by yourself" subtitle="Step-by-Step Guide to Learning Trading" />;
}
