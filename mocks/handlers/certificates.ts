/**
 * The certificates of the learner-data contract (docs/learner-data-api.md): issued from what the
 * server itself has judged of a learner's course (lessons it dated by its own clock, quizzes it
 * graded), never from scores a browser reports, with a public check by number.
 */
import { http } from 'msw/core/http';
import { certificateNumberFor } from '../certificates';
import {
  db,
  getCourse,
  getUser,
  gradedBest,
  liveLearnerRecord,
  now,
  ownsCourse,
  type CertificateRecord,
  type UserRecord,
} from '../db';
import { authenticate, fail, isNonBlankString, ok, unauthorized } from '../handlerUtils';
import type { Course, IssuedCertificate, VerifiedCertificate } from '../models';
import { apiPath } from '../paths';
import { quizzesLeft } from '../quizzes';
import { isObject, LEARNER_DATA_ERRORS, readLimitedJson } from './learnerData';

export const CERTIFICATE_ERRORS = {
  notComplete: 'Complete every lesson of the course first',
  quizzesLeft: 'Pass every chapter quiz of the course first',
  notFound: 'Certificate not found',
} as const;

const lessonKeys = (course: Course) =>
  course.chapters.flatMap((chapter, c) => chapter.videos.map((_video, v) => `${c}-${v}`));

/**
 * When the learner completed the course on the server's records (the latest lesson, compared as
 * instants), or null while a lesson is not complete. The server dates a lesson by its own clock as
 * it stores it; a date it could not have written (before the purchase, or ahead of now) counts as
 * no date at all.
 */
function completedAt(user: UserRecord, course: Course): string | null {
  const keys = lessonKeys(course);
  const purchasedAt = Date.parse(user.purchases.find(({ courseId }) => courseId === course._id)?.purchasedAt ?? '');
  if (keys.length === 0 || Number.isNaN(purchasedAt)) return null;
  let last = -Infinity;
  for (const id of keys) {
    const record = liveLearnerRecord(user._id, { kind: 'lesson', courseId: course._id, id });
    const at = typeof record?.data?.completedAt === 'string' ? Date.parse(record.data.completedAt) : NaN;
    if (Number.isNaN(at) || at < purchasedAt || at > now()) return null;
    last = Math.max(last, at);
  }
  return new Date(last).toISOString();
}

function toIssued(certificate: CertificateRecord): IssuedCertificate {
  return {
    number: certificate.number,
    courseId: certificate.courseId,
    courseTitle: getCourse(certificate.courseId)?.title ?? '',
    learnerName: getUser(certificate.userId)?.username ?? '',
    completedAt: certificate.completedAt,
    issuedAt: certificate.issuedAt,
  };
}

export const certificateHandlers = [
  http.post(apiPath('/certificates'), async ({ request }) => {
    const auth = authenticate(request);
    if (auth.kind !== 'user') return unauthorized();
    const read = await readLimitedJson(request);
    if ('error' in read) return read.error;
    const courseId = isObject(read.body) ? read.body.courseId : undefined;
    if (!isNonBlankString(courseId)) return fail(400, 'courseId is required');
    const course = getCourse(courseId);
    if (!course) return fail(404, 'Course not found');
    if (!ownsCourse(auth.user, courseId)) return fail(403, LEARNER_DATA_ERRORS.notOwned);

    const number = certificateNumberFor(auth.user._id, courseId);
    const issued = db.certificates.get(number);
    // Issued once: the number, date and holder never change afterwards.
    if (issued) return ok(toIssued(issued));
    const at = completedAt(auth.user, course);
    if (!at) return fail(409, CERTIFICATE_ERRORS.notComplete);
    // The quizzes as the server graded them: a score a browser reports proves nothing.
    if (quizzesLeft(courseId, (chapter) => gradedBest(auth.user._id, courseId, chapter)).length > 0) {
      return fail(409, CERTIFICATE_ERRORS.quizzesLeft);
    }
    const certificate: CertificateRecord = {
      number,
      userId: auth.user._id,
      courseId,
      completedAt: at,
      issuedAt: new Date(now()).toISOString(),
    };
    db.certificates.set(number, certificate);
    return ok(toIssued(certificate), 'Certificate issued', 201);
  }),

  // Public: whoever holds a number (an employer) may check it; it tells nothing else.
  http.get<{ number: string }>(apiPath('/certificates/verify/:number'), ({ params }) => {
    const certificate = db.certificates.get(params.number.trim().toUpperCase());
    if (!certificate) return fail(404, CERTIFICATE_ERRORS.notFound);
    const { courseTitle, learnerName, completedAt: at, issuedAt, number } = toIssued(certificate);
    const data: VerifiedCertificate = { number, courseTitle, learnerName, completedAt: at, issuedAt };
    return ok(data);
  }),
];
