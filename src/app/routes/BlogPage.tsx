import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function BlogPage() {
  return <PagePlaceholder title="Learn how to do Trading by yourself" />;
}
