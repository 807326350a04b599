import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm';

export default function NewPasswordPage() {
  return <NewPasswordForm />;
}
