import { refundPolicy } from '@/features/policies/content';
import { PolicyDocument } from '@/features/policies/components/PolicyDocument';

export default function RefundPolicyPage() {
  return <PolicyDocument policy={refundPolicy} />;
}
