import { SignupForm } from '@/features/auth/components/SignupForm';

// The OTP step follows a sign-up: fetch its code now, so the switch is instant and nothing typed is lost.
void import('./OtpVerificationPage');

export default function SignupPage() {
  return <SignupForm />;
}
