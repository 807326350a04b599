import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function PrivacyPolicyPage() {
  return <PagePlaceholder title="Privacy Policy" />;
}
