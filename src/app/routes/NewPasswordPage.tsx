import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm';

// Login follows a new password: fetch its code now, so the switch is instant and nothing typed is lost.
void import('./LoginPage');

export default function NewPasswordPage() {
  return <NewPasswordForm />;
}
