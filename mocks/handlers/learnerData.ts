/**
 * The learner's own data (docs/learner-data-api.md): everything a learner makes (progress, notes,
 * quiz scores, review cards, the days reviewed, journal trades, settings) as records synced per
 * learner, each kind's conflict rule settling two versions and deletions kept as tombstones; and the
 * certificates the server issues from them, with their public check.
 */
import { http } from 'msw/core/http';
import { certificateNumberFor } from '../certificates';
import {
  db,
  getCourse,
  getUser,
  learnerCursor,
  learnerRecordCount,
  learnerRecordKey,
  learnerRecordsSince,
  liveLearnerRecord,
  now,
  ownsCourse,
  putLearnerRecord,
  type CertificateRecord,
  type UserRecord,
} from '../db';
import { authenticate, fail, forbidden, invalidBody, isNonBlankString, ok, unauthorized } from '../handlerUtils';
import { checkRecord, COURSELESS_KINDS } from '../models';
import type { Course, IssuedCertificate, LearnerRecord, VerifiedCertificate } from '../models';
import { apiPath } from '../paths';
import { quizzesLeft } from '../quizzes';

/** The largest request body, in bytes. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The most records one request may carry. */
export const MAX_RECORDS_PER_REQUEST = 500;
/** The largest `data` of one record, in bytes of JSON. */
export const MAX_RECORD_DATA_BYTES = 4 * 1024;
/** The most records (tombstones included) the server keeps for one learner. */
export const MAX_RECORDS_PER_LEARNER = 20_000;

export const LEARNER_DATA_ERRORS = {
  tooLarge: 'Request body too large',
  tooManyRecords: `At most ${MAX_RECORDS_PER_REQUEST} records per request`,
  recordTooLarge: `A record's data is at most ${MAX_RECORD_DATA_BYTES} bytes`,
  quota: 'Learner data quota reached',
  invalidRecord: 'Invalid record',
  notOwned: 'You do not own this course',
} as const;

export const CERTIFICATE_ERRORS = {
  notComplete: 'Complete every lesson of the course first',
  quizzesLeft: 'Pass every chapter quiz of the course first',
  notFound: 'Certificate not found',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Checked = { record: LearnerRecord } | { error: Response };

/**
 * A record as the contract allows it, rebuilt from the fields its kind names (nothing else is
 * kept), by the rules the site checks with too.
 */
function checkedRecord(value: unknown): Checked {
  const invalid = { error: fail(400, LEARNER_DATA_ERRORS.invalidRecord) };
  if (isObject(value) && isObject(value.data)) {
    let size: number;
    try {
      size = new TextEncoder().encode(JSON.stringify(value.data)).length;
    } catch {
      // Nested too deep to write out: no record of the contract is.
      return invalid;
    }
    if (size > MAX_RECORD_DATA_BYTES) return { error: fail(413, LEARNER_DATA_ERRORS.recordTooLarge) };
  }
  const checked = checkRecord(value, now());
  return 'record' in checked ? checked : invalid;
}

/** The body as JSON, refused with 413 past the limit before it is parsed. */
async function readLimitedJson(request: Request): Promise<{ body: unknown } | { error: Response }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { error: fail(413, LEARNER_DATA_ERRORS.tooLarge) };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { error: fail(413, LEARNER_DATA_ERRORS.tooLarge) };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { error: invalidBody() };
  }
}

/** The signed-in learner if they are the one the path names: 401 without a valid token, 403 for another. */
function learnerOf(request: Request, userId: string): UserRecord | Response {
  const auth = authenticate(request);
  if (auth.kind !== 'user') return unauthorized();
  if (userId !== auth.user._id) return forbidden();
  return auth.user;
}

const lessonKeys = (course: Course) =>
  course.chapters.flatMap((chapter, c) => chapter.videos.map((_video, v) => `${c}-${v}`));

/** When the learner completed the course on the server's records, or null while a lesson is not. */
function completedAt(user: UserRecord, course: Course): string | null {
  const keys = lessonKeys(course);
  if (keys.length === 0) return null;
  let last = '';
  for (const id of keys) {
    const record = liveLearnerRecord(user._id, { kind: 'lesson', courseId: course._id, id });
    const at = typeof record?.data?.completedAt === 'string' ? record.data.completedAt : null;
    if (!at) return null;
    if (at > last) last = at;
  }
  return last;
}

/** The learner's best score in a chapter quiz of a course, on the server's records. */
function quizBest(user: UserRecord, courseId: string, chapter: number): number | undefined {
  const best = liveLearnerRecord(user._id, { kind: 'quiz', courseId, id: String(chapter) })?.data?.best;
  return typeof best === 'number' ? best : undefined;
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

export const learnerDataHandlers = [
  http.get<{ userId: string }>(apiPath('/learner-data/:userId'), ({ request, params }) => {
    const user = learnerOf(request, params.userId);
    if (user instanceof Response) return user;
    const sinceParam = new URL(request.url).searchParams.get('since') ?? '0';
    if (!/^\d{1,15}$/.test(sinceParam)) return fail(400, 'since must be a cursor from an earlier answer');
    const cursor = learnerCursor();
    return ok({ records: learnerRecordsSince(user._id, Number(sinceParam)), cursor });
  }),

  http.put<{ userId: string }>(apiPath('/learner-data/:userId'), async ({ request, params }) => {
    const user = learnerOf(request, params.userId);
    if (user instanceof Response) return user;
    const read = await readLimitedJson(request);
    if ('error' in read) return read.error;
    const body = read.body;
    if (!isObject(body) || !Array.isArray(body.records)) return invalidBody();
    if (body.records.length > MAX_RECORDS_PER_REQUEST) return fail(413, LEARNER_DATA_ERRORS.tooManyRecords);

    // Every record is checked before any is stored: a request is applied whole or not at all.
    const records: LearnerRecord[] = [];
    for (const value of body.records) {
      const checked = checkedRecord(value);
      if ('error' in checked) return checked.error;
      records.push(checked.record);
    }
    for (const record of records) {
      if (COURSELESS_KINDS.has(record.kind)) continue;
      if (!getCourse(record.courseId) || !ownsCourse(user, record.courseId)) {
        return fail(403, LEARNER_DATA_ERRORS.notOwned);
      }
    }
    const added = new Set(
      records.map((record) => learnerRecordKey(user._id, record)).filter((key) => !db.learnerRecords.has(key)),
    );
    if (learnerRecordCount(user._id) + added.size > MAX_RECORDS_PER_LEARNER) {
      return fail(413, LEARNER_DATA_ERRORS.quota);
    }
    const kept = records.map((record) => putLearnerRecord(user._id, record));
    return ok({ records: kept, cursor: learnerCursor() });
  }),

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
    if (quizzesLeft(courseId, (chapter) => quizBest(auth.user, courseId, chapter)).length > 0) {
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
