import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Button from '@mui/material/Button';
import { certificatePath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { courseCompletion, type CourseRecords } from '@/learner';
import type { Course } from '@/store/models';

/** Once every lesson is complete, the way to the course's certificate. */
export function CertificateLink({ course, progress }: { course: Course; progress: CourseRecords | undefined }) {
  const { t } = useTranslation('learning');
  if (!courseCompletion(course, progress).complete) return null;
  return (
    <Button
      component={RouterLink}
      to={certificatePath(course._id)}
      variant="contained"
      color="secondary"
      fullWidth
      startIcon={<WorkspacePremiumIcon aria-hidden />}
      sx={{ mb: 2 }}
    >
      {t('viewer.getCertificate')}
    </Button>
  );
}
