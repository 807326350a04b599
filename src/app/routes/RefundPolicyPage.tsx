import { PolicyDocument } from '@/features/policies/components/PolicyDocument';
import { refundPolicy } from '@/features/policies/content';

export default function RefundPolicyPage() {
  return <PolicyDocument policy={refundPolicy} />;
}
