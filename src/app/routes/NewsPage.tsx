import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function NewsPage() {
  return <PagePlaceholder title="News" />;
}
