import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorState } from '@/components/feedback/ErrorState';
import { viewCoursePath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { errorMessage } from '@/store/apiError';
import { useCourseAccess } from '@/store/session';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import { learnerName } from '../certificateNames';
import { accessScreen, type QuizzesLeft } from '../certificateScreen';
import { CertificateFrame, CertificateIntro } from './CertificateFrame';
import { certificateLoading } from './CertificateLoading';
import { CourseCertificate } from './CourseCertificate';

export type { QuizzesLeft } from '../certificateScreen';

/**
 * /certificate/{courseId}: the learner's certificate of completion for a course they own. The
 * route's guard has already asked for a login.
 */
export function Certificate({
  courseId,
  quizzesLeft = [],
  passPercent = 0,
}: {
  courseId: string;
  /** The chapters whose quiz is still to pass (the page reads them from the quizzes); none by default. */
  quizzesLeft?: QuizzesLeft;
  passPercent?: number;
}) {
  const { t } = useTranslation('learning');
  const {
    access,
    retry,
    session: { user, userId },
  } = useCourseAccess(courseId, { trustStored: false });
  const course = useGetCourseByIdQuery(access === 'owner' ? courseId : skipToken);
  const screen = accessScreen({ access, courseFailed: course.isError, course: course.currentData, learnerId: userId });

  if (screen.show === 'access-unknown') {
    return (
      <CertificateFrame>
        <CertificateIntro />
        <ErrorState message={t('accessUnknown')} onRetry={retry} />
      </CertificateFrame>
    );
  }
  if (screen.show === 'not-owned') {
    return (
      <CertificateFrame>
        <CertificateIntro />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={viewCoursePath(courseId)} color="inherit" size="small">
              {t('certificate.viewCourse')}
            </Button>
          }
        >
          {t('certificate.notOwned')}
        </Alert>
      </CertificateFrame>
    );
  }
  if (screen.show === 'course-failed') {
    return (
      <CertificateFrame>
        <CertificateIntro />
        <ErrorState
          message={errorMessage(course.error, t('certificate.courseFailed'))}
          onRetry={() => void course.refetch()}
        />
      </CertificateFrame>
    );
  }
  if (screen.show === 'loading') return certificateLoading;
  return (
    <CourseCertificate
      course={screen.course}
      learnerId={screen.learnerId}
      learnerName={learnerName(user?.username, t('certificate.learner'))}
      quizzesLeft={quizzesLeft}
      passPercent={passPercent}
    />
  );
}
