/**
 * Courses and playback credentials. Paid content (video ids, notes) is only sent to owners.
 */
import { http } from 'msw/core/http';
import { randomHex, toBase64 } from '../crypto';
import { courseForViewer, feedbackFor, findCourseByVideoId, getCourse, listCourses, ownsCourse } from '../db';
import { authenticate, fail, forbidden, ok, unauthorized } from '../handlerUtils';
import { demoPlaybackInfo } from '../lessonCaptions';
import type { PlaybackCredentials } from '../models';
import { apiPath } from '../paths';

export const courseHandlers = [
  // Nested `data.data` on purpose: the real API answers this way and the client copes with both.
  // Each course carries its reviews' summary (from the reviews as they are now), so the catalog
  // shows ratings without a request per card; a course nobody reviewed has none.
  http.get(apiPath('/course/getAll'), () =>
    ok({
      data: listCourses().map((course) => {
        const ratings = feedbackFor(course._id)?.ratings;
        return {
          ...courseForViewer(course, false),
          ...(ratings?.averageRating !== undefined
            ? { averageRating: ratings.averageRating, ratingCount: ratings.totalRatings }
            : {}),
        };
      }),
    }),
  ),

  http.get<{ id: string }>(apiPath('/course/getById/:id'), ({ request, params }) => {
    const course = getCourse(params.id);
    if (!course) return fail(404, 'Course not found');
    // The token is optional here: guests and non-owners get the locked outline.
    const auth = authenticate(request);
    const unlocked = auth.kind === 'user' && ownsCourse(auth.user, course._id);
    return ok(courseForViewer(course, unlocked));
  }),

  http.get<{ videoUrl: string }>(apiPath('/course/get-videoId/:videoUrl'), ({ request, params }) => {
    const auth = authenticate(request);
    if (auth.kind !== 'user') return unauthorized();
    const course = findCourseByVideoId(params.videoUrl);
    if (!course) return fail(404, 'Video not found');
    if (!ownsCourse(auth.user, course._id)) return forbidden();

    // Shaped like the video host's credentials; the demo player decodes playbackInfo.
    const credentials: PlaybackCredentials = {
      otp: randomHex(32),
      playbackInfo: toBase64(JSON.stringify(demoPlaybackInfo(params.videoUrl))),
    };
    return ok(credentials);
  }),
];
