import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function BlogDetailPage() {
  return <PagePlaceholder title="Blog" />;
}
