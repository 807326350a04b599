import { useParams } from 'react-router-dom';
import { CertificateVerification } from '@/features/learning/certificate/components/CertificateVerification';

/** /certificate/verify/{number}: the public check of a certificate the school's server issued. */
export default function CertificateVerifyPage() {
  const { number = '' } = useParams();
  return <CertificateVerification key={number} number={number} />;
}
