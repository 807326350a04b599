/**
 * The learner's own data (docs/learner-data-api.md): everything a learner makes (progress, notes,
 * quiz scores, review cards, the days reviewed, journal trades, settings) as records synced per
 * learner, each kind's conflict rule settling two versions and deletions kept as tombstones.
 */
import { http } from 'msw/core/http';
import {
  db,
  getCourse,
  learnerCursor,
  learnerRecordCount,
  learnerRecordKey,
  learnerRecordsSince,
  now,
  ownsCourse,
  putLearnerRecord,
  type UserRecord,
} from '../db';
import { authenticate, fail, forbidden, invalidBody, ok, unauthorized } from '../handlerUtils';
import { checkRecord, COURSELESS_KINDS } from '../models';
import type { LearnerRecord } from '../models';
import { apiPath } from '../paths';

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

export const isObject = (value: unknown): value is Record<string, unknown> =>
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
export async function readLimitedJson(request: Request): Promise<{ body: unknown } | { error: Response }> {
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
];
