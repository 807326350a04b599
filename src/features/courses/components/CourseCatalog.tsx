import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Spinner } from '@/components/feedback/Spinner';
import { PageHero } from '@/components/layout/PageHero';
import { COURSE_LIST } from '@/config/constants';
import { useSession } from '@/store/session';
import { useGetCoursesQuery } from '../api';
import { applyQuery, hasRatings, isFiltered, languageOptions, marketOptions } from '../catalogQuery';
import { useCatalogQuery } from '../hooks/useCatalogQuery';
import { useMinimumDelay } from '../hooks/useMinimumDelay';
import { CatalogToolbar } from './CatalogToolbar';
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
  /** Search, filters and sort above the cards, kept in the URL. */
  findable?: boolean;
}

const plural = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`;

/** The course list's failure is a full page: without the list there is nothing else to show. */
function CatalogError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container
      maxWidth="sm"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', py: 8 }}
    >
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
 * arrives, so the page does not flash.
 */
export function CourseCatalog({ title, subtitle, findable = false }: CourseCatalogProps) {
  const { data: courses, isSuccess, isError, refetch } = useGetCoursesQuery();
  const { ownedCourseIds } = useSession();
  const shown = useMinimumDelay(isSuccess, COURSE_LIST.minLoadingMs);
  const [query, setQuery] = useCatalogQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  const loaded = shown ? courses : undefined;
  const visible = useMemo(() => (loaded && findable ? applyQuery(loaded, query) : loaded), [loaded, findable, query]);
  const filtered = findable && isFiltered(query);

  if (isError && !courses) return <CatalogError onRetry={() => void refetch()} />;

  const clearFilters = () => {
    setQuery({ q: '', market: '', lang: '' });
    searchRef.current?.focus();
  };

  const count =
    loaded && visible ? (filtered ? `${visible.length} of ${plural(loaded.length)} match` : plural(loaded.length)) : '';

  return (
    <>
      <PageHero title={title} subtitle={subtitle} backdrop />
      <Container maxWidth="xl" sx={{ py: 4 }}>
        <UserLoadError spacing={2} />
        <CourseLogoSlider courses={loaded} />
        {findable && (
          <CatalogToolbar
            query={query}
            onChange={setQuery}
            markets={loaded && marketOptions(loaded)}
            languages={loaded && languageOptions(loaded)}
            ratings={loaded ? hasRatings(loaded) : false}
            searchRef={searchRef}
          />
        )}
        <Box sx={{ height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', my: 1 }} role="status">
          {loaded ? (
            findable ? (
              <Typography color="text.secondary">{count}</Typography>
            ) : (
              <VisuallyHidden>{count}</VisuallyHidden>
            )
          ) : (
            <>
              <Spinner size={28} />
              <VisuallyHidden>Loading courses</VisuallyHidden>
            </>
          )}
        </Box>
        {loaded && visible ? (
          loaded.length === 0 ? (
            <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
              No courses are available yet. Please check back soon.
            </Typography>
          ) : visible.length === 0 ? (
            <EmptyState
              title="No courses match"
              action={
                <Button variant="contained" onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            >
              Try another word, market or language.
            </EmptyState>
          ) : (
            <Box sx={gridSx}>
              {visible.map((course, i) => (
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
