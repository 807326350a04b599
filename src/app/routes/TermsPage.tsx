import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function TermsPage() {
  return <PagePlaceholder title="Terms and Conditions" />;
}
