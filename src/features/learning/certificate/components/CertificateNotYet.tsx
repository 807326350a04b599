import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { courseViewerPath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import type { Course } from '@/store/models';
import { courseName } from '../certificateNames';
import { CertificateFrame, CertificateIntro } from './CertificateFrame';
import { QuizzesLeftList } from './QuizzesLeftList';

interface CertificateNotYetProps {
  course: Course;
  remaining: number;
  total: number;
  /** The share of lessons complete, in whole per cent. */
  percent: number;
  quizzesLeft?: readonly number[];
  passPercent?: number;
}

/** A course not yet complete: the lessons and quizzes still to do, and the way back to them. */
export function CertificateNotYet({
  course,
  remaining,
  total,
  percent,
  quizzesLeft = [],
  passPercent = 0,
}: CertificateNotYetProps) {
  const { t } = useTranslation('learning');
  const title = courseName(course, t('certificate.untitledCourse'));
  return (
    <CertificateFrame>
      <CertificateIntro course={course} />
      {total === 0 && <Typography>{t('certificate.noLessons')}</Typography>}
      {total > 0 && remaining > 0 && (
        <Box sx={{ maxWidth: 560 }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}>
            {t('certificate.toGo', { count: remaining })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('certificate.progressIn', { title })}
            aria-valuetext={t('progress.complete', { percent })}
            sx={{ height: 8, borderRadius: 4, my: 2 }}
          />
          <Typography color="text.secondary">{t('certificate.finish')}</Typography>
        </Box>
      )}
      {total > 0 && <QuizzesLeftList course={course} left={quizzesLeft} pass={passPercent} />}
      <Button component={RouterLink} to={courseViewerPath(course._id)} variant="contained" size="large" sx={{ mt: 3 }}>
        {t('certificate.continue')}
      </Button>
    </CertificateFrame>
  );
}
