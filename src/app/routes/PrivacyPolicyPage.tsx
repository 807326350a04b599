import { privacyPolicy } from '@/features/policies/content';
import { PolicyDocument } from '@/features/policies/components/PolicyDocument';

export default function PrivacyPolicyPage() {
  return <PolicyDocument policy={privacyPolicy} />;
}
