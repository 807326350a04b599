import { ChangePasswordForm } from '@/features/auth/components/ChangePasswordForm';

export default function ChangePasswordPage() {
  return <ChangePasswordForm />;
}
