import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function NewsDailyPage() {
  return <PagePlaceholder title="News" />;
}
