import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function ForgotPasswordPage() {
  return <PagePlaceholder title="Forgot Password" />;
}
