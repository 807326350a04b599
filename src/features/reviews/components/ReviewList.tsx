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
import { capitalizeWords, formatLongDate, initials } from '@/lib/format';
import type { FeedbackRecord } from '@/store/models';
import { useGetFeedbackQuery } from '../api';

export const REVIEW_LIST_MESSAGES = {
  empty: 'No reviews yet. Be the first to review this course!',
  /** A failed review fetch is said, with a retry, never shown as "no reviews". */
  error: 'Could not load the reviews.',
} as const;

/** The API's average when it sends one, else the mean of the reviews, to one decimal. */
export function averageRating(record: FeedbackRecord): number {
  if (typeof record.ratings?.averageRating === 'number') return record.ratings.averageRating;
  if (record.reviews.length === 0) return 0;
  const sum = record.reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / record.reviews.length) * 10) / 10;
}

const totalOf = (record: FeedbackRecord) => record.ratings?.totalRatings ?? record.reviews.length;

const ratingsLabel = (total: number) => `${total} ${total === 1 ? 'rating' : 'ratings'}`;

/** Average stars and the number of ratings, for the top of a course page. */
export function RatingSummary({ courseId }: { courseId: string }) {
  const { data, isLoading, isError } = useGetFeedbackQuery(courseId);
  if (isLoading) return <Skeleton variant="text" width={200} />;
  // The reviews section below says what failed; the summary just stays out of the way.
  if (isError) return null;
  if (!data || totalOf(data) === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No ratings yet
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
        {`(${ratingsLabel(totalOf(data))})`}
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
  const headingId = useId();
  const { data, isLoading, isError, isFetching, refetch } = useGetFeedbackQuery(courseId);
  const [page, setPage] = useState(1);

  const reviews = data?.reviews ?? [];
  const pages = Math.max(1, Math.ceil(reviews.length / REVIEWS.perPage));
  // New reviews may shrink or grow the list: stay on a page that exists.
  const current = Math.min(page, pages);
  const shown = reviews.slice((current - 1) * REVIEWS.perPage, current * REVIEWS.perPage);

  let body;
  if (isLoading) {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading reviews">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  } else if (isError) {
    body = <ErrorState message={REVIEW_LIST_MESSAGES.error} onRetry={() => void refetch()} />;
  } else if (!data || reviews.length === 0) {
    body = <Typography color="text.secondary">{REVIEW_LIST_MESSAGES.empty}</Typography>;
  } else {
    const average = averageRating(data);
    body = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{`Total ratings: ${totalOf(data)}`}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StarRating value={average} max={REVIEWS.maxRating} />
            <Typography component="span">{`Average ${average.toFixed(1)} out of ${REVIEWS.maxRating}`}</Typography>
          </Box>
        </Box>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-busy={isFetching || undefined}>
          {shown.map((review) => {
            const name = capitalizeWords(review.userId?.username?.trim() || 'Student');
            return (
              <Card component="li" key={review._id} sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                  <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '0.9rem' }}>
                    {initials(name)}
                  </Avatar>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatLongDate(review.ratingDate)}
                    </Typography>
                  </Box>
                  <StarRating
                    value={review.rating}
                    max={REVIEWS.maxRating}
                    label={`${review.rating} out of ${REVIEWS.maxRating} stars`}
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
            aria-label="Review pages"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}
          >
            <Button variant="outlined" onClick={() => setPage(current - 1)} disabled={current <= 1}>
              Previous
            </Button>
            {numbered ? (
              Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <Button
                  key={n}
                  variant={n === current ? 'contained' : 'outlined'}
                  onClick={() => setPage(n)}
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  sx={{ minWidth: 44, px: 1 }}
                >
                  {n}
                </Button>
              ))
            ) : (
              <Typography aria-live="polite" sx={{ px: 1 }}>{`Page ${current} of ${pages}`}</Typography>
            )}
            <Button variant="outlined" onClick={() => setPage(current + 1)} disabled={current >= pages}>
              Next
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Student Reviews
      </Typography>
      {body}
    </Box>
  );
}
