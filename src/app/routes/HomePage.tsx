import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function HomePage() {
  return <PagePlaceholder title="Welcome to TradeSchool" />;
}
