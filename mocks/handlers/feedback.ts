/**
 * Course reviews: one feedback document per course, with its reviews and rating totals. Only a
 * learner who owns the course may review it, once.
 */
import { http } from 'msw/core/http';
import { addReview, feedbackFor, getCourse, hasReviewed, ownsCourse, toPublicReview } from '../db';
import {
  authenticate,
  fail,
  forbidden,
  invalidBody,
  isNonBlankString,
  ok,
  readJsonObject,
  unauthorized,
} from '../handlerUtils';
import type { FeedbackRecord } from '../models';
import { apiPath } from '../paths';

export const MAX_COMMENT_LENGTH = 2000;

export const REVIEW_ERRORS = {
  notALearner: 'Only learners of this course can review it.',
  alreadyReviewed: 'You have already reviewed this course.',
} as const;

export const feedbackHandlers = [
  http.get<{ courseId: string }>(apiPath('/feedback/getAll/:courseId'), ({ params }) => {
    if (!getCourse(params.courseId)) return fail(404, 'Course not found');
    const record = feedbackFor(params.courseId);
    // An empty list (not a record with no reviews) is how the API says "no reviews yet".
    const data: FeedbackRecord[] = record ? [record] : [];
    return ok(data);
  }),

  http.post(apiPath('/feedback/create'), async ({ request }) => {
    const auth = authenticate(request);
    if (auth.kind !== 'user') return unauthorized();
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { rating, comment, courseId, userId } = body;

    if (!isNonBlankString(courseId) || !isNonBlankString(userId)) return fail(400, 'courseId and userId are required');
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      return fail(400, 'Rating must be between 1 and 5');
    }
    if (!isNonBlankString(comment)) return fail(400, 'Comment is required');
    const text = comment.trim();
    if (text.length > MAX_COMMENT_LENGTH) return fail(400, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`);
    if (userId !== auth.user._id) return forbidden();
    if (!getCourse(courseId)) return fail(404, 'Course not found');
    // Reviews come from learners who bought the course, once each.
    if (!ownsCourse(auth.user, courseId)) return fail(403, REVIEW_ERRORS.notALearner);
    if (hasReviewed(auth.user._id, courseId)) return fail(409, REVIEW_ERRORS.alreadyReviewed);

    const review = addReview({ rating, comment: text, courseId, userId });
    return ok(toPublicReview(review), 'Review submitted successfully', 201);
  }),
];
