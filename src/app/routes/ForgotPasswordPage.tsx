import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';

// Setting the new password follows the request: fetch its code now, so the switch is instant and nothing typed is lost.
void import('./NewPasswordPage');

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
