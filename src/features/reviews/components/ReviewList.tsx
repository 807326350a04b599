import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { StarRating } from '@/components/rating/StarRating';
import { REVIEWS } from '@/config/constants';
import { useLocale, useTranslation } from '@/i18n';
import { capitalizeWords, formatLongDate, initials } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCourseFeedback } from '../api';
import { averageRating, ratingCount } from '../rating';

/** Average stars and the number of ratings, for the top of a course page. */
export function RatingSummary({ courseId }: { courseId: string }) {
  const { t } = useTranslation('reviews');
  const { data, isLoading, isError } = useCourseFeedback(courseId);
  if (isLoading) return <Skeleton variant="text" width={200} />;
  // The reviews section below says what failed; the summary just stays out of the way.
  if (isError) return null;
  if (!data || ratingCount(data) === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('summary.none')}
      </Typography>
    );
  }
  const average = averageRating(data);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 800 }}>
        {average.toFixed(1)}
      </Typography>
      <StarRating value={average} max={REVIEWS.maxRating} />
      <Typography component="span" variant="body2" color="text.secondary">
        {t('summary.count', { count: ratingCount(data) })}
      </Typography>
    </Box>
  );
}

interface ReviewListProps {
  courseId: string;
  /** Numbered page buttons between Previous and Next (the course viewer). */
  numbered?: boolean;
}

/** 'Student Reviews': total ratings, average, REVIEWS.perPage per page, Previous and Next. */
export function ReviewList({ courseId, numbered = false }: ReviewListProps) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const headingId = useId();
  const { data, isLoading, isError, isFetching, refetch } = useCourseFeedback(courseId);
  const [page, setPage] = useState(1);

  const reviews = data?.reviews ?? [];
  const pages = Math.max(1, Math.ceil(reviews.length / REVIEWS.perPage));
  // New reviews may shrink or grow the list: stay on a page that exists.
  const current = Math.min(page, pages);
  const shown = reviews.slice((current - 1) * REVIEWS.perPage, current * REVIEWS.perPage);

  let body;
  if (isLoading) {
    body = (
      <Stack spacing={2} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  } else if (isError) {
    // A failed fetch is said, with a retry, never shown as "no reviews".
    body = <ErrorState message={t('list.error')} onRetry={() => void refetch()} />;
  } else if (!data || reviews.length === 0) {
    body = <Typography color="text.secondary">{t('list.empty')}</Typography>;
  } else {
    const average = averageRating(data);
    body = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('list.total', { total: ratingCount(data) })}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StarRating value={average} max={REVIEWS.maxRating} />
            <Typography component="span">
              {t('list.average', { average: average.toFixed(1), max: REVIEWS.maxRating })}
            </Typography>
          </Box>
        </Box>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-busy={isFetching || undefined}>
          {shown.map((review) => {
            const name = capitalizeWords(personName(review.userId?.username) || t('list.student'));
            return (
              <Card component="li" key={review._id} sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                  <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '0.9rem' }}>
                    {initials(name)}
                  </Avatar>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatLongDate(review.ratingDate, locale)}
                    </Typography>
                  </Box>
                  <StarRating
                    value={review.rating}
                    max={REVIEWS.maxRating}
                    label={t('list.stars', { rating: review.rating, max: REVIEWS.maxRating })}
                  />
                </Box>
                {/* Plain text: a review is never rendered as HTML. */}
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>
              </Card>
            );
          })}
        </Stack>
        {pages > 1 && (
          <Box
            component="nav"
            aria-label={t('list.pages')}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}
          >
            <Button variant="outlined" onClick={() => setPage(current - 1)} disabled={current <= 1}>
              {t('list.previous')}
            </Button>
            {numbered ? (
              Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <Button
                  key={n}
                  variant={n === current ? 'contained' : 'outlined'}
                  onClick={() => setPage(n)}
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={t('list.page', { number: n })}
                  sx={{ minWidth: 44, px: 1 }}
                >
                  {n}
                </Button>
              ))
            ) : (
              <Typography aria-live="polite" sx={{ px: 1 }}>
                {t('list.pageOf', { current, pages })}
              </Typography>
            )}
            <Button variant="outlined" onClick={() => setPage(current + 1)} disabled={current >= pages}>
              {t('list.next')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {t('list.title')}
      </Typography>
      {body}
    </Box>
  );
}
