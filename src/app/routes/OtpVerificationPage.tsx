import { OtpVerificationScreen } from '@/features/auth/components/OtpVerificationScreen';

export default function OtpVerificationPage() {
  return <OtpVerificationScreen />;
}
