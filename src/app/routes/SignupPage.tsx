import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function SignupPage() {
  return <PagePlaceholder title="Sign up" />;
}
