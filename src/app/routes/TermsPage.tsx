import { termsAndConditions } from '@/features/policies/content';
import { PolicyDocument } from '@/features/policies/components/PolicyDocument';

export default function TermsPage() {
  return <PolicyDocument policy={termsAndConditions} />;
}
