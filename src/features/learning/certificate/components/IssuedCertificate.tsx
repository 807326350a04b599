import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorState } from '@/components/feedback/ErrorState';
import { env } from '@/config/env';
import { certificateVerifyPath } from '@/config/paths';
import { useIssueCertificateQuery } from '@/features/learning/api';
import { useTranslation } from '@/i18n';
import { selectCourseUnsynced } from '@/learner';
import { errorMessage, type ApiError } from '@/store/apiError';
import { useAppSelector } from '@/store/hooks';
import type { Course } from '@/store/models';
import { learnerName } from '../certificateNames';
import { issuedScreen } from '../certificateScreen';
import { CertificateFrame, CertificateIntro } from './CertificateFrame';
import { certificateLoading } from './CertificateLoading';
import { EarnedCertificate } from './EarnedCertificate';

/**
 * The certificate the school's server issues: it checks ownership and the completion it holds,
 * and numbers it. Asked for once this browser's progress in the course has reached the account.
 */
export function IssuedCertificate({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const pending = useAppSelector((state) => selectCourseUnsynced(state, course._id));
  const issued = useIssueCertificateQuery(pending ? skipToken : course._id);
  const screen = issuedScreen({
    pending,
    failed: issued.isError,
    status: issued.isError ? (issued.error as ApiError).status : undefined,
    certificate: issued.currentData,
  });
  if (screen.show === 'syncing') {
    return (
      <CertificateFrame>
        <CertificateIntro course={course} />
        <Alert
          severity="info"
          action={
            screen.retry ? (
              <Button color="inherit" size="small" onClick={() => void issued.refetch()}>
                {t('player.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('certificate.syncing')}
        </Alert>
      </CertificateFrame>
    );
  }
  if (screen.show === 'failed') {
    return (
      <CertificateFrame>
        <CertificateIntro course={course} />
        <ErrorState
          message={errorMessage(issued.error, t('certificate.issueFailed'))}
          onRetry={() => void issued.refetch()}
        />
      </CertificateFrame>
    );
  }
  if (screen.show === 'loading') return certificateLoading;
  const { certificate } = screen;
  return (
    <EarnedCertificate
      course={course}
      learnerName={learnerName(certificate.learnerName, t('certificate.learner'))}
      completedAt={certificate.completedAt}
      number={certificate.number}
      verifyUrl={`${env.siteUrl}${certificateVerifyPath(certificate.number)}`}
    />
  );
}
