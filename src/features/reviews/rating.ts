import type { FeedbackRecord } from '@/store/models';

/** The API's average when it sends one, else the mean of the reviews, to one decimal; 0 with no reviews. */
export function averageRating(record: FeedbackRecord): number {
  if (typeof record.ratings?.averageRating === 'number') return record.ratings.averageRating;
  if (record.reviews.length === 0) return 0;
  const sum = record.reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / record.reviews.length) * 10) / 10;
}

/** How many learners rated the course: the API's count when it sends one, else the reviews listed. */
export const ratingCount = (record: FeedbackRecord) => record.ratings?.totalRatings ?? record.reviews.length;

/** A course's rating for its structured data: its average to one decimal and its count, or null when unrated. */
export function courseRating(record: FeedbackRecord | null | undefined): { value: number; count: number } | null {
  const count = record ? ratingCount(record) || record.reviews.length : 0;
  if (!record || count <= 0) return null;
  const value = averageRating(record);
  return value > 0 ? { value: Math.round(value * 10) / 10, count } : null;
}
