import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function ChangePasswordPage() {
  return <PagePlaceholder title="Change Password" />;
}
