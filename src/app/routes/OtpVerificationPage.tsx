import { OtpVerificationScreen } from '@/features/auth/components/OtpVerificationScreen';

// Login follows a verified OTP: fetch its code now, so the switch is instant and nothing typed is lost.
void import('./LoginPage');

export default function OtpVerificationPage() {
  return <OtpVerificationScreen />;
}
