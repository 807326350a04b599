import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function RefundPolicyPage() {
  return <PagePlaceholder title="Cancellation and Refund Policy" />;
}
