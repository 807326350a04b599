import { useParams } from 'react-router-dom';
import { Certificate } from '@/features/learning/certificate/components/Certificate';

/** /certificate/{courseId}: the learner's certificate for a course, or what is left to earn it. */
export default function CertificatePage() {
  const { courseId = '' } = useParams();
  return <Certificate key={courseId} courseId={courseId} />;
}
