import { PolicyDocument } from '@/features/policies/components/PolicyDocument';
import { privacyPolicy } from '@/features/policies/content';

export default function PrivacyPolicyPage() {
  return <PolicyDocument policy={privacyPolicy} />;
}
