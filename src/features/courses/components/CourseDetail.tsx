import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DescriptionIcon from '@mui/icons-material/Description';
import LanguageIcon from '@mui/icons-material/Language';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { paths } from '@/config/paths';
import { Link as RouterLink, useLocale, useTranslation } from '@/i18n';
import { formatINR } from '@/lib/format';
import { errorStatus } from '@/store/apiError';
import type { Course } from '@/store/models';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import { paintWhenNear } from '@/theme/offscreen';
import { durationLabel, languageLabel } from '../courseLabels';
import { courseLanguage, givenTitle, discountOf } from '../courseMedia';
import type { LessonPracticePath } from '../syllabus';
import { CourseSyllabus } from './CourseSyllabus';
import { IntroVideo } from './IntroVideo';
import { UserLoadError } from './UserLoadError';

interface CourseStateProps {
  courseId: string;
  children: (course: Course) => ReactNode;
}

/** Loads one course and shows its loading, failure and not-found states. */
export function CourseLoader({ courseId, children }: CourseStateProps) {
  const { t } = useTranslation('courses');
  const { data: course, isLoading, isError, error, refetch } = useGetCourseByIdQuery(courseId);

  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 5 }} role="status" aria-label={t('detail.loading')}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '70%' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
          </Grid>
        </Grid>
      </Container>
    );
  }
  if (isError && errorStatus(error) !== 404) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ErrorState title={t('detail.errorTitle')} message={t('detail.error')} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!course) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <EmptyState
          title={t('detail.missing')}
          action={
            <Button component={RouterLink} to={paths.courses} variant="contained">
              {t('detail.browse')}
            </Button>
          }
        />
      </Container>
    );
  }
  return <>{children(course)}</>;
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dt" sx={{ fontWeight: 600, flex: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {value}
      </Box>
    </Box>
  );
}

/** Selling price, struck original price and 'Save ₹X (Y% off)'. */
export function CoursePrice({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const locale = useLocale();
  const discount = discountOf(course.actualPrice, course.discountPrice);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}>
          {formatINR(course.discountPrice, locale)}
        </Typography>
        {discount && (
          <>
            <VisuallyHidden>{t('originalPrice')}</VisuallyHidden>
            <Typography component="del" color="text.secondary" sx={{ fontSize: '1.1rem' }}>
              {formatINR(course.actualPrice, locale)}
            </Typography>
          </>
        )}
      </Box>
      {discount && (
        <Typography sx={{ color: 'success.main', fontWeight: 700 }}>
          {t('detail.save', { amount: formatINR(discount.amount, locale), percent: discount.percent })}
        </Typography>
      )}
    </Box>
  );
}

interface CourseDetailProps {
  course: Course;
  /** The Buy Now control (features/checkout), composed by the route. */
  purchase: ReactNode;
  /** Each lesson's practice chart, if it has one (features/practice), composed by the route. */
  practicePath?: LessonPracticePath;
  /** Average rating and count (features/reviews). */
  rating?: ReactNode;
  /** The student reviews (features/reviews). */
  reviews?: ReactNode;
}

/** /viewcourse/{id}: every field of the course around the purchase box. */
export function CourseDetail({ course, purchase, practicePath, rating, reviews }: CourseDetailProps) {
  const { t } = useTranslation('courses');
  const title = givenTitle(course) || t('untitled');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {/* On phones the price and Buy Now come right after the title; beside the text from md up. */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateAreas: {
            xs: '"head" "buy" "body" "reviews"',
            md: '"head buy" "body buy" "reviews reviews"',
          },
        }}
      >
        <Box sx={{ gridArea: 'head' }}>
          <Typography variant="h1" gutterBottom>
            {title}
          </Typography>
          {rating}
        </Box>
        <Box sx={{ gridArea: 'body' }}>
          <Typography sx={{ whiteSpace: 'pre-line', mb: 3 }}>
            {course.descriptions || course.shortDescription}
          </Typography>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('detail.facts')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact
              icon={<LanguageIcon />}
              label={t('detail.language')}
              value={languageLabel(t, courseLanguage(course.language))}
            />
            <Fact icon={<DescriptionIcon />} label={t('detail.notes')} value={t('detail.notesValue')} />
            <Fact
              icon={<WorkspacePremiumIcon />}
              label={t('detail.certificate')}
              value={t('detail.certificateValue')}
            />
            <Fact
              icon={<AccessTimeIcon />}
              label={t('detail.duration')}
              value={course.duration ? durationLabel(t, course.duration) : t('detail.noDuration')}
            />
          </Box>
          <CourseSyllabus course={course} practicePath={practicePath} />
        </Box>
        <Box sx={{ gridArea: 'buy', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 88 } }}>
          <Card sx={{ p: 2 }}>
            <Stack spacing={2}>
              <IntroVideo
                title={title}
                thumbnail={course.introThumbnail || course.thumbnail}
                videoUrl={course.introVideo}
              />
              <CoursePrice course={course} />
              <UserLoadError />
              {purchase}
            </Stack>
          </Card>
        </Box>
        {reviews && <Box sx={[{ gridArea: 'reviews' }, paintWhenNear({ xs: 900, md: 700 })]}>{reviews}</Box>}
      </Box>
    </Container>
  );
}
