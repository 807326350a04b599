import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import * as yup from 'yup';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { plainTextarea } from '@/components/form/FormTextField';
import { StarRating } from '@/components/rating/StarRating';
import { REVIEWS } from '@/config/constants';
import { useLocale, useTranslation } from '@/i18n';
import { formatLongDate } from '@/lib/format';
import { trimInvisibleValue } from '@/lib/text';
import { useDraftForm } from '@/lib/useDraftForm';
import { errorMessage, errorStatus } from '@/store/apiError';
import { selectUserId } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useCourseFeedback, useCreateFeedbackMutation } from '../api';

/** The review's rules, with their messages in the page's language. */
export const makeReviewSchema = (t: TFunction<'reviews'>) =>
  yup.object({
    // A review needs 1 to 5 stars; the rating's starting value of 0 means "not chosen".
    rating: yup
      .number()
      .required(t('form.errors.rating'))
      .min(REVIEWS.minRating, t('form.errors.rating'))
      .max(REVIEWS.maxRating, t('form.errors.rating')),
    comment: yup
      .string()
      .transform(trimInvisibleValue)
      .required(t('form.errors.comment'))
      .max(REVIEWS.maxCommentLength, t('form.errors.tooLong', { max: REVIEWS.maxCommentLength })),
  });

type ReviewValues = yup.InferType<ReturnType<typeof makeReviewSchema>>;

/** Answers that sending the same review again cannot change: not a learner of it, or reviewed it. */
const FINAL_STATUSES = new Set([403, 409]);

const EMPTY: ReviewValues = { rating: 0, comment: '' };

/** One draft per learner and course, so another learner on the same tab never sees it. */
const draftKey = (userId: string, courseId: string) => `tradeschool.reviewDraft.${userId}.${courseId}`;

/** A stored draft is the learner's own typing, but storage can hold anything: check its shape. */
const isReviewDraft = (value: unknown): value is ReviewValues => {
  const { rating, comment } = (value ?? {}) as Partial<Record<keyof ReviewValues, unknown>>;
  return (
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= 0 &&
    rating <= REVIEWS.maxRating &&
    typeof comment === 'string'
  );
};

interface FieldProps {
  control: Control<ReviewValues>;
}

/** The stars, with their error. Memoised, like the comment: see ReviewForm. */
const RatingField = memo(function RatingField({ control }: FieldProps) {
  const { t } = useTranslation('reviews');
  const { errors } = useFormState({ control, name: 'rating', exact: true });
  return (
    <Box
      component="fieldset"
      aria-describedby={errors.rating ? 'review-rating-error' : undefined}
      sx={{ border: 0, p: 0, m: 0, mb: 2 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('form.rating')}
      </Typography>
      <Controller
        name="rating"
        control={control}
        render={({ field }) => (
          <Rating
            name="review-rating"
            value={field.value || null}
            max={REVIEWS.maxRating}
            size="large"
            getLabelText={(value: number) => t('form.stars', { count: value })}
            emptyLabelText={t('form.noStars')}
            onChange={(_event, value) => field.onChange(value && Number.isFinite(value) ? value : 0)}
            onBlur={field.onBlur}
            // Lets the form focus the stars when they are missing.
            ref={(element: HTMLSpanElement | null) =>
              field.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null)
            }
          />
        )}
      />
      {errors.rating && (
        <FormHelperText id="review-rating-error" error>
          {errors.rating.message}
        </FormHelperText>
      )}
    </Box>
  );
});

/** The review's text, with its error or its length as the hint: a keystroke re-renders it alone. */
const CommentField = memo(function CommentField({ control }: FieldProps) {
  const { t } = useTranslation('reviews');
  const { errors } = useFormState({ control, name: 'comment', exact: true });
  const length = useWatch({ control, name: 'comment' }).length;
  return (
    <TextField
      {...control.register('comment')}
      label={t('form.comment')}
      required
      multiline
      rows={5}
      slotProps={{ input: plainTextarea }}
      error={Boolean(errors.comment)}
      helperText={errors.comment?.message ?? `${length}/${REVIEWS.maxCommentLength}`}
      sx={{ mb: 2 }}
    />
  );
});

/**
 * 'Course Reviews': stars and text, sent for the signed-in learner. On success the form clears
 * and the course's reviews reload (the mutation invalidates them); on failure everything the
 * learner entered stays, with the server's message and, where sending again could help, a retry.
 * What is typed is kept as a draft for the tab's life: a 401 logs the learner out mid-review,
 * and after logging in again they come back to their stars and text.
 *
 * The fields read their own state and are memoised: react-hook-form renders the form once more
 * as it mounts, at once and in the same task, and that pass no longer renders the fields again.
 */
export function ReviewForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const userId = useAppSelector(selectUserId);
  // A learner reviews a course once: once theirs is among its reviews, it shows in the form's place
  // (unless sending just failed: the form keeps what was typed, with the reason).
  const { data: feedback } = useCourseFeedback(courseId);
  const own = userId ? feedback?.reviews?.find((review) => review?.userId?._id === userId) : undefined;
  const [createFeedback, { isLoading, isError, error }] = useCreateFeedbackMutation();
  const resolver = useMemo(() => yupResolver(makeReviewSchema(t)), [t]);
  const { control, handleSubmit, reset } = useDraftForm<ReviewValues>({
    resolver,
    defaultValues: EMPTY,
    draftKey: userId ? draftKey(userId, courseId) : null,
    isDraft: isReviewDraft,
  });

  const submit = handleSubmit(async ({ rating, comment }) => {
    if (!userId) return;
    try {
      await createFeedback({ rating, comment, courseId, userId }).unwrap();
      reset(EMPTY);
      enqueueToast(t('form.sent'), { variant: 'success' });
    } catch {
      // Shown inline below, with the learner's text and stars kept.
    }
  });

  return (
    <Paper component="section" aria-labelledby="course-reviews-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="course-reviews-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
        {t('form.title')}
      </Typography>
      {own && !isError ? (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('form.yours')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', my: 1 }}>
            <StarRating
              value={own.rating}
              max={REVIEWS.maxRating}
              label={t('list.stars', { rating: own.rating, max: REVIEWS.maxRating })}
            />
            <Typography variant="body2" color="text.secondary">
              {formatLongDate(own.ratingDate, locale)}
            </Typography>
          </Box>
          {/* Plain text: a review is never rendered as HTML. */}
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{own.comment}</Typography>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <RatingField control={control} />
          <CommentField control={control} />
          {isError && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                FINAL_STATUSES.has(errorStatus(error) ?? 0) ? undefined : (
                  <Button color="inherit" size="small" onClick={() => void submit()} disabled={isLoading}>
                    {t('form.retry')}
                  </Button>
                )
              }
            >
              {errorMessage(error, t('form.failed'))}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('form.submitting') : t('form.submit')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
