import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COURSE_LIST } from '@/config/constants';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { Spinner } from '@/components/feedback/Spinner';
import { PageHero } from '@/components/layout/PageHero';
import { useSession } from '@/store/session';
import { useGetCoursesQuery } from '../api';
import { useMinimumDelay } from '../hooks/useMinimumDelay';
import { CourseCard, CourseCardSkeleton } from './CourseCard';
import { CourseLogoSlider } from './CourseLogoSlider';
import { UserLoadError } from './UserLoadError';

const gridSx = {
  display: 'grid',
  // 400 px cards; one full-width column on phones.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: 3,
  alignItems: 'start',
} as const;

interface CourseCatalogProps {
  title: string;
  subtitle?: string;
}

/** Spec 8: the course list's failure is a full page. */
function CatalogError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', py: 8 }}>
      <Box role="alert">
        <Typography variant="h1" gutterBottom>
          Oops! Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Error fetching course data
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </Box>
    </Container>
  );
}

/**
 * The course listing: hero, logo slider and the card grid. The loading state (a spinner and six
 * skeleton cards the size of real ones) lasts at least COURSE_LIST.minLoadingMs after the data
 * arrives (spec section 4).
 */
export function CourseCatalog({ title, subtitle }: CourseCatalogProps) {
  const { data: courses, isSuccess, isError, refetch } = useGetCoursesQuery();
  const { ownedCourseIds } = useSession();
  const shown = useMinimumDelay(isSuccess, COURSE_LIST.minLoadingMs);

  if (isError && !courses) return <CatalogError onRetry={() => void refetch()} />;

  return (
    <>
      <PageHero title={title} subtitle={subtitle} backdrop />
      <Container maxWidth="xl" sx={{ py: 4 }}>
        <UserLoadError spacing={2} />
        <CourseLogoSlider courses={shown ? courses : undefined} />
        <Box sx={{ height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', my: 1 }} role="status">
          {shown ? (
            <VisuallyHidden>{`${courses?.length ?? 0} courses`}</VisuallyHidden>
          ) : (
            <>
              <Spinner size={28} />
              <VisuallyHidden>Loading courses</VisuallyHidden>
            </>
          )}
        </Box>
        {shown && courses ? (
          courses.length === 0 ? (
            <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
              No courses are available yet. Please check back soon.
            </Typography>
          ) : (
            <Box sx={gridSx}>
              {courses.map((course, i) => (
                <CourseCard key={course._id} course={course} owned={ownedCourseIds.has(course._id)} eager={i < 3} />
              ))}
            </Box>
          )
        ) : (
          <Box sx={gridSx} data-testid="course-skeletons">
            {Array.from({ length: COURSE_LIST.skeletonCount }, (_, i) => (
              <CourseCardSkeleton key={i} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
