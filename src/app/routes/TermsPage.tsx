import { PolicyDocument } from '@/features/policies/components/PolicyDocument';
import { termsAndConditions } from '@/features/policies/content';

export default function TermsPage() {
  return <PolicyDocument policy={termsAndConditions} />;
}
