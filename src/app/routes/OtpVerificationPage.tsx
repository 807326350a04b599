import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function OtpVerificationPage() {
  return <PagePlaceholder title="Verify OTP" />;
}
