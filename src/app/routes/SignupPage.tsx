import { AuthForm } from '@/features/auth/components/AuthForm';

export default function SignupPage() {
  return <AuthForm mode="signup" />;
}
