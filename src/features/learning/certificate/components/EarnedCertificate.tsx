import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { env } from '@/config/env';
import { certificatePath, courseViewerPath } from '@/config/paths';
import { site } from '@/config/site';
import { Link as RouterLink, useLocale, useTranslation } from '@/i18n';
import { formatIndianDate } from '@/lib/format';
import type { Course } from '@/store/models';
import { courseName } from '../certificateNames';
import { linkedInAddUrl } from '../linkedIn';
import { CertificateDocument } from './CertificateDocument';
import { CertificateFrame } from './CertificateFrame';
import { CertificatePrintStyles, SCREEN_ONLY } from './CertificatePrintStyles';
import { CheckAddress } from './CheckAddress';

interface EarnedCertificateProps {
  course: Course;
  learnerName: string;
  completedAt: string;
  number: string;
  /** The public page that confirms it, when the school's server issued it. */
  verifyUrl?: string;
}

/** The certificate earned: the document, where it can be checked, and printing and sharing it. */
export function EarnedCertificate({ course, learnerName, completedAt, number, verifyUrl }: EarnedCertificateProps) {
  const { t } = useTranslation('learning');
  const locale = useLocale();
  const title = courseName(course, t('certificate.untitledCourse'));
  const linkedIn = linkedInAddUrl({
    name: title,
    organizationName: site.name,
    issued: new Date(completedAt),
    certId: number,
    certUrl: verifyUrl ?? `${env.siteUrl}${certificatePath(course._id)}`,
  });
  return (
    <CertificateFrame>
      <CertificatePrintStyles />
      <CertificateDocument
        learnerName={learnerName}
        courseTitle={title}
        completedOn={formatIndianDate(completedAt, locale)}
        mentorName={course.mentor?.trim() || undefined}
        schoolName={site.name}
        number={number}
      />
      {verifyUrl ? (
        <Typography sx={{ mt: 2 }}>
          <Trans
            t={t}
            i18nKey="certificate.verifyAt"
            values={{ url: verifyUrl }}
            components={{ link: <CheckAddress href={verifyUrl} /> }}
          />
        </Typography>
      ) : (
        // A note to the learner about this browser's record: the paper is the certificate alone.
        <Alert {...SCREEN_ONLY} severity="info" sx={{ mt: 2 }}>
          {t('certificate.browserRecord')}
        </Alert>
      )}
      <Stack
        {...SCREEN_ONLY}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, alignItems: { sm: 'center' } }}
      >
        <Button variant="contained" size="large" startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
          {t('certificate.print')}
        </Button>
        <Button
          component="a"
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="large"
          startIcon={<LinkedInIcon aria-hidden />}
        >
          {t('certificate.linkedIn')}
          <VisuallyHidden>{t('certificate.newTab')}</VisuallyHidden>
        </Button>
        <Button component={RouterLink} to={courseViewerPath(course._id)} size="large">
          {t('certificate.back')}
        </Button>
      </Stack>
    </CertificateFrame>
  );
}
