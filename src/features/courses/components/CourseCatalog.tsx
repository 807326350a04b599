import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useRef } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Spinner } from '@/components/feedback/Spinner';
import { PageHero } from '@/components/layout/PageHero';
import { COURSE_LIST } from '@/config/constants';
import { useTranslation } from '@/i18n';
import { useAsServerRendered } from '@/lib/asServerRendered';
import { useSession } from '@/store/session';
import { useGetCoursesQuery } from '../api';
import { applyQuery, hasRatings, isFiltered, languageOptions, marketOptions, type ShownWords } from '../catalogQuery';
import { languageLabel, marketLabel, marketSearchWords } from '../courseLabels';
import { courseLanguage } from '../courseMedia';
import { useCatalogQuery } from '../hooks/useCatalogQuery';
import { useMinimumDelay } from '../hooks/useMinimumDelay';
import { CatalogToolbar } from './CatalogToolbar';
import { cardBlankRule, CourseCard, CourseCardBlank, CourseCardSkeleton } from './CourseCard';
import { CourseLogoSlider } from './CourseLogoSlider';
import { UserLoadError } from './UserLoadError';

const gridSx = {
  display: 'grid',
  // As many columns as fit; one full-width column on phones.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: 3,
  alignItems: 'start',
  ...cardBlankRule,
} as const;

interface CourseCatalogProps {
  title: string;
  subtitle?: string;
  /** Search, filters and sort above the cards, kept in the URL. */
  findable?: boolean;
}

/** The course list's failure is a full page: without the list there is nothing else to show. */
function CatalogError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('courses');
  return (
    <Container
      maxWidth="sm"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', py: 8 }}
    >
      <Box role="alert">
        <Typography variant="h1" gutterBottom>
          {t('catalog.errorTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('catalog.error')}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('catalog.retry')}
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
  const { t } = useTranslation('courses');
  const { data: courses, isSuccess, isError, refetch } = useGetCoursesQuery();
  const { ownedCourseIds } = useSession();
  const shown = useMinimumDelay(isSuccess, COURSE_LIST.minLoadingMs);
  const [query, setQuery] = useCatalogQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  // Arriving from another page, the list paints its heading, toolbar and blanks in the cards'
  // places first, and the cards replace the blanks in a render that yields to the browser: each
  // card is a dozen styled parts, and on a slow phone rendering them all before the first paint
  // delays the answer to the tap. The page's HTML and its hydration have the cards from the start.
  const cardsNow = useDeferredValue(true, useAsServerRendered() ? undefined : false);
  const loaded = shown ? courses : undefined;
  const visible = useMemo(() => {
    // The search also finds the market and language as this page names them, and the market by
    // the other words learners use for it ("सोना" for gold).
    const shownWords: ShownWords = (course) =>
      `${marketLabel(t, course.category ?? '')} ${marketSearchWords(t, course.category ?? '')} ${languageLabel(t, courseLanguage(course.language))}`;
    return loaded && findable ? applyQuery(loaded, query, shownWords) : loaded;
  }, [loaded, findable, query, t]);
  const filtered = findable && isFiltered(query);

  if (isError && !courses) return <CatalogError onRetry={() => void refetch()} />;

  const clearFilters = () => {
    setQuery({ q: '', market: '', lang: '' });
    searchRef.current?.focus();
  };

  const count =
    loaded && visible
      ? filtered
        ? t('catalog.matches', { shown: visible.length, count: loaded.length })
        : t('catalog.count', { count: loaded.length })
      : '';

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
              <VisuallyHidden>{t('catalog.loading')}</VisuallyHidden>
            </>
          )}
        </Box>
        {loaded && visible ? (
          loaded.length === 0 ? (
            <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
              {t('catalog.none')}
            </Typography>
          ) : visible.length === 0 ? (
            <EmptyState
              title={t('catalog.noMatchTitle')}
              action={
                <Button variant="contained" onClick={clearFilters}>
                  {t('catalog.clearFilters')}
                </Button>
              }
            >
              {t('catalog.noMatch')}
            </EmptyState>
          ) : (
            <Box sx={gridSx}>
              {visible.map((course) =>
                cardsNow ? (
                  <CourseCard key={course._id} course={course} owned={ownedCourseIds.has(course._id)} />
                ) : (
                  <CourseCardBlank key={course._id} />
                ),
              )}
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
