import { env } from '@/config/env';
import { useCourseCompletion } from '@/features/learning/progress/learnerProgress';
import type { Course } from '@/store/models';
import { certificateNumber } from '../certificateNumber';
import { completionScreen, type QuizzesLeft } from '../certificateScreen';
import { certificateLoading } from './CertificateLoading';
import { CertificateNotYet } from './CertificateNotYet';
import { EarnedCertificate } from './EarnedCertificate';
import { IssuedCertificate } from './IssuedCertificate';

interface CourseCertificateProps {
  course: Course;
  learnerId: string;
  learnerName: string;
  quizzesLeft: QuizzesLeft;
  passPercent: number;
}

/** The loaded course: the certificate once every lesson is complete, else what is left to do. */
export function CourseCertificate({
  course,
  learnerId,
  learnerName,
  quizzesLeft,
  passPercent,
}: CourseCertificateProps) {
  const completion = useCourseCompletion(course);
  const screen = completionScreen(completion, quizzesLeft, env.learnerDataApi);
  if (screen.show === 'loading') return certificateLoading;
  if (screen.show === 'not-yet')
    return (
      <CertificateNotYet
        course={course}
        remaining={completion.remaining}
        total={completion.total}
        percent={completion.percent}
        quizzesLeft={screen.quizzesLeft}
        passPercent={passPercent}
      />
    );
  if (screen.show === 'issued') return <IssuedCertificate course={course} />;
  return (
    <EarnedCertificate
      course={course}
      learnerName={learnerName}
      completedAt={screen.completedAt}
      number={certificateNumber(learnerId, course._id)}
    />
  );
}
