import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function NewPasswordPage() {
  return <PagePlaceholder title="Set New Password" />;
}
