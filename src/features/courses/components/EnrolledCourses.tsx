import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/ErrorState';
import { courseViewerPath, paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectLearnerProgress } from '@/store/learnerProgress';
import type { EnrolledCourse } from '@/store/models';
import { useSession } from '@/store/session';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import { useGetEnrolledCoursesQuery } from '../api';
import { courseLanguage, courseTitle } from '../courseMedia';
import { CourseImage } from './CourseImage';

export const ENROLLED_MESSAGES = {
  noUser: 'User not found.',
  empty: 'No enrolled courses found.',
  error: 'Failed to fetch courses. Please try again.',
  promotion: 'Explore our expert-led trading courses and start learning today.',
} as const;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 3,
} as const;

/** Completed videos of one course; the total comes from the course outline when it loads. */
function CourseProgressBar({ courseId, title }: { courseId: string; title: string }) {
  const progress = useAppSelector((state) => selectLearnerProgress(state, courseId));
  const completed = progress ? Object.keys(progress.completed).length : 0;
  const { data: course } = useGetCourseByIdQuery(completed > 0 ? courseId : skipToken);
  if (completed === 0) return null;
  const total = course?.chapters.reduce((sum, chapter) => sum + chapter.videos.length, 0) ?? 0;
  if (total === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {`${completed} ${completed === 1 ? 'video' : 'videos'} completed`}
      </Typography>
    );
  }
  const percent = Math.min(100, Math.round((completed / total) * 100));
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={`Progress in ${title}`} sx={{ height: 8, borderRadius: 4 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`${percent}% complete (${completed} of ${total} videos)`}
      </Typography>
    </Box>
  );
}

function EnrolledCard({ course }: { course: EnrolledCourse }) {
  const titleId = useId();
  const title = course.title?.trim() ? courseTitle(course) : 'Untitled Course';
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CourseImage src={course.thumbnail} alt={`${title} thumbnail`} />
      <Stack spacing={1.5} sx={{ p: 2, flex: 1 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" label={courseLanguage(course.language)} />
          <Chip size="small" variant="outlined" icon={<AccessTimeIcon aria-hidden />} label={course.duration?.trim() || '--'} />
        </Box>
        <CourseProgressBar courseId={course._id} title={title} />
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={courseViewerPath(course._id)} variant="contained" aria-describedby={titleId}>
          Continue Course
        </Button>
      </Stack>
    </Card>
  );
}

/** Empty and error states end with the promotion and 'Enroll Now' (spec section 2). */
function Promotion({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Box sx={{ mb: 3, display: 'flex', justifyContent: 'center' }}>{children}</Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ENROLLED_MESSAGES.promotion}
      </Typography>
      <Button component={RouterLink} to={paths.courses} variant="contained" size="large">
        Enroll Now
      </Button>
    </Box>
  );
}

/** /EnrollCourse: the learner's courses, with their progress once the viewer has recorded some. */
export function EnrolledCourses() {
  const { userId } = useSession();
  const { data: courses, isLoading, isError, refetch } = useGetEnrolledCoursesQuery(userId ? undefined : skipToken);

  let body;
  if (!userId) {
    body = (
      <Promotion>
        <Typography role="alert">{ENROLLED_MESSAGES.noUser}</Typography>
      </Promotion>
    );
  } else if (isLoading) {
    body = (
      <Box sx={gridSx} role="status" aria-label="Loading your courses">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={360} />
        ))}
      </Box>
    );
  } else if (isError) {
    body = (
      <Promotion>
        <ErrorState message={ENROLLED_MESSAGES.error} onRetry={() => void refetch()} />
      </Promotion>
    );
  } else if (!courses || courses.length === 0) {
    body = (
      <Promotion>
        <Typography sx={{ fontWeight: 600 }}>{ENROLLED_MESSAGES.empty}</Typography>
      </Promotion>
    );
  } else {
    body = (
      <Box sx={gridSx}>
        {courses.map((course) => (
          <EnrolledCard key={course._id} course={course} />
        ))}
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Enrolled Courses
      </Typography>
      {body}
    </Container>
  );
}
