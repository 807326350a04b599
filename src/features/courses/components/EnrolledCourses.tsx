import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { certificatePath, courseViewerPath, paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { courseCompletion } from '@/learner';
import type { Course, EnrolledCourse } from '@/store/models';
import { useSession } from '@/store/session';
import { useGetCoursesQuery, useGetEnrolledCoursesQuery } from '../api';
import { durationLabel, languageLabel } from '../courseLabels';
import { courseLanguage, courseTitle } from '../courseMedia';
import { resumePoint, type ProgressSummary } from '../courseProgress';
import { CourseImage } from './CourseImage';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 3,
} as const;

/** What the card says of the learner's progress; the outline comes from the course list. */
function CourseProgressBar({
  title,
  outline,
  progress,
}: {
  title: string;
  outline?: Course;
  progress?: ProgressSummary;
}) {
  const { t } = useTranslation('courses');
  const completed = progress ? Object.keys(progress.completed).length : 0;
  const { total, done, percent } = courseCompletion(outline, progress);
  const finished = total > 0 && done >= total;
  // A finished course has nothing to resume; it says so instead.
  const resume = outline && !finished ? resumePoint(outline, progress) : null;
  return (
    <Stack spacing={1}>
      {total === 0 && completed > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('enrolled.videosDone', { count: completed })}
        </Typography>
      )}
      {/* A course never opened shows its 0 % too, rather than a gap. */}
      {total > 0 && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('enrolled.progressLabel', { title })}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('enrolled.percentDone', { percent, done: completed, total })}
          </Typography>
        </Box>
      )}
      {finished && (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main' }}>
          {t('enrolled.finished')}
        </Typography>
      )}
      {resume && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('enrolled.resume', { chapter: resume.chapter, lesson: resume.lesson })}
        </Typography>
      )}
    </Stack>
  );
}

function EnrolledCard({
  course,
  outline,
  progress,
}: {
  course: EnrolledCourse;
  outline?: Course;
  progress?: ProgressSummary;
}) {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const title = course.title?.trim() ? courseTitle(course) : t('untitled');
  const { total, done } = courseCompletion(outline, progress);
  const finished = total > 0 && done >= total;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CourseImage src={course.thumbnail} alt={t('thumbnailAlt', { title })} />
      <Stack spacing={1.5} sx={{ p: 2, flex: 1 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" label={languageLabel(t, courseLanguage(course.language))} />
          <Chip
            size="small"
            variant="outlined"
            icon={<AccessTimeIcon aria-hidden />}
            label={course.duration?.trim() ? durationLabel(t, course.duration.trim()) : t('detail.noDuration')}
          />
        </Box>
        <CourseProgressBar title={title} outline={outline} progress={progress} />
        <Box sx={{ flex: 1 }} />
        {finished && (
          <Button
            component={RouterLink}
            to={certificatePath(course._id)}
            variant="contained"
            aria-describedby={titleId}
          >
            {t('enrolled.certificate')}
          </Button>
        )}
        {/* A finished course is there to review, not to continue. Its own element, keyed: when the
            progress arrives after the card, a contained button turning outlined would animate
            through colours that fail contrast. */}
        <Button
          key={finished ? 'review' : 'continue'}
          component={RouterLink}
          to={courseViewerPath(course._id)}
          variant={finished ? 'outlined' : 'contained'}
          aria-describedby={titleId}
        >
          {t(finished ? 'enrolled.review' : 'enrolled.continue')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Empty and error states end with the promotion and 'Enroll Now', so the page always leads on. */
function Promotion({ children }: { children: ReactNode }) {
  const { t } = useTranslation('courses');
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Box sx={{ mb: 3, display: 'flex', justifyContent: 'center' }}>{children}</Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('enrolled.promotion')}
      </Typography>
      <Button component={RouterLink} to={paths.courses} variant="contained" size="large">
        {t('enrolled.enroll')}
      </Button>
    </Box>
  );
}

type Shelf = 'progress' | 'completed' | 'all';

/** The shelves in their order; each is named in the catalogue (`enrolled.<shelf>`). */
const SHELVES: readonly Shelf[] = ['progress', 'completed', 'all'];

/** What an empty shelf says; All says what the page says when the learner owns no course. */
const EMPTY_SHELF = {
  progress: 'enrolled.progress.empty',
  completed: 'enrolled.completed.empty',
  all: 'enrolled.empty',
} as const satisfies Record<Shelf, string>;

/**
 * The learner's courses on three shelves with their counts. The lessons of each course come from
 * the course list (one request for all cards); until it answers, or if it fails, a course counts
 * as in progress and its card shows what is known without it.
 */
function EnrolledTabs({ courses, progress }: { courses: EnrolledCourse[]; progress: LearnerProgress }) {
  const { t } = useTranslation('courses');
  // Until the learner picks a shelf: In progress when a course is under way, else All.
  const [picked, setPicked] = useState<Shelf | null>(null);
  const { data: list } = useGetCoursesQuery();
  const outlines = useMemo(() => new Map((list ?? []).map((course) => [course._id, course])), [list]);
  const done = (id: string) => {
    const { total, done: completed } = courseCompletion(outlines.get(id), progress[id]);
    return total > 0 && completed === total;
  };
  const on: Record<Shelf, EnrolledCourse[]> = {
    progress: courses.filter((course) => !done(course._id)),
    completed: courses.filter((course) => done(course._id)),
    all: courses,
  };
  const shelf = picked ?? (on.progress.length > 0 ? 'progress' : 'all');
  return (
    <>
      <Tabs
        value={shelf}
        onChange={(_event, value: Shelf) => setPicked(value)}
        aria-label={t('enrolled.shelves')}
        // Three tabs share the width, their words wrapping on a phone: scrolling clipped the first.
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', maxWidth: 600 }}
      >
        {SHELVES.map((option) => (
          <Tab
            key={option}
            value={option}
            label={t('enrolled.shelf', { label: t(`enrolled.${option}.label`), count: on[option].length })}
            id={`shelf-${option}`}
            aria-controls="shelf-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="shelf-panel" aria-labelledby={`shelf-${shelf}`}>
        {on[shelf].length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t(EMPTY_SHELF[shelf])}
          </Typography>
        ) : (
          <Box sx={gridSx}>
            {on[shelf].map((course) => (
              <EnrolledCard
                key={course._id}
                course={course}
                outline={outlines.get(course._id)}
                progress={progress[course._id]}
              />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}

/** The learner's progress in each course, by course id. */
export type LearnerProgress = Readonly<Record<string, ProgressSummary | undefined>>;

/**
 * /EnrollCourse: the learner's courses, with their progress once the viewer has recorded some. The
 * progress is the learning feature's, handed in by the page.
 */
export function EnrolledCourses({ progress }: { progress: LearnerProgress }) {
  const { t } = useTranslation('courses');
  const { userId } = useSession();
  const { data: courses, isLoading, isError, refetch } = useGetEnrolledCoursesQuery(userId ? undefined : skipToken);

  let body;
  if (!userId) {
    body = (
      <Promotion>
        <Typography role="alert">{t('enrolled.noUser')}</Typography>
      </Promotion>
    );
  } else if (isLoading) {
    body = (
      <Box sx={gridSx} role="status" aria-label={t('enrolled.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={360} />
        ))}
      </Box>
    );
  } else if (isError) {
    body = (
      <Promotion>
        <ErrorState message={t('enrolled.error')} onRetry={() => void refetch()} />
      </Promotion>
    );
  } else if (!courses || courses.length === 0) {
    body = (
      <Promotion>
        <Typography sx={{ fontWeight: 600 }}>{t('enrolled.empty')}</Typography>
      </Promotion>
    );
  } else {
    body = <EnrolledTabs courses={courses} progress={progress} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('enrolled.title')}
      </Typography>
      {body}
    </Container>
  );
}
