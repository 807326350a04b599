/**
 * The learner's own data (docs/learner-data-api.md): everything a learner makes (progress, notes,
 * quiz scores, review cards, the days reviewed, journal trades, settings) as records synced per
 * learner, each kind's conflict rule settling two versions and deletions kept as tombstones.
 */
import { http } from 'msw/core/http';
import {
  getCourse,
  learnerBytesStored,
  learnerCursor,
  learnerEpoch,
  learnerRecordsSince,
  learnerUsage,
  now,
  ownsCourse,
  planLearnerWrite,
  type UserRecord,
} from '../db';
import { authenticate, fail, forbidden, invalidBody, ok, unauthorized } from '../handlerUtils';
import { checkRecord, COURSELESS_KINDS } from '../models';
import type { LearnerRecord } from '../models';
import { apiPath } from '../paths';

/** The largest request body, in bytes. */
export const MAX_BODY_BYTES = 256 * 1024;
/**
 * The deepest a request body may nest: a write is an object of a list of records, whose data holds
 * a card's FSRS state, five levels in all; nothing of the contract needs more.
 */
export const MAX_BODY_DEPTH = 8;
/** The most records one request may carry. */
export const MAX_RECORDS_PER_REQUEST = 500;
/** The largest `data` of one record, in bytes of JSON. */
export const MAX_RECORD_DATA_BYTES = 4 * 1024;
/** The most records (tombstones included) the server keeps for one learner. */
export const MAX_RECORDS_PER_LEARNER = 20_000;
/**
 * The most bytes of JSON one learner's records may take (tombstones included), and so the most a
 * full read answers. A learner of years who finished every course, with a note on most lessons, a
 * review card for every question and a trade most days, keeps under half of it.
 */
export const MAX_BYTES_PER_LEARNER = 4 * 1024 * 1024;
/** The most bytes of JSON the records of all learners may take: the demo API's memory stays bounded. */
export const MAX_BYTES_STORED = 64 * 1024 * 1024;

export const LEARNER_DATA_ERRORS = {
  tooLarge: 'Request body too large',
  tooDeep: `Request body nested deeper than ${MAX_BODY_DEPTH} levels`,
  tooManyRecords: `At most ${MAX_RECORDS_PER_REQUEST} records per request`,
  recordTooLarge: `A record's data is at most ${MAX_RECORD_DATA_BYTES} bytes`,
  quota: 'Learner data quota reached',
  learnerBudget: `A learner's records may take at most ${MAX_BYTES_PER_LEARNER / 1024 / 1024} MB; delete some to make room`,
  serverBudget: 'The server cannot keep more learner data now; try again later',
  invalidRecord: 'Invalid record',
  clockAhead: "The record is timed more than a day ahead of the server's clock: check this device's date and time",
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
  if (isObject(value) && isObject(value.data)) {
    const size = new TextEncoder().encode(JSON.stringify(value.data)).length;
    if (size > MAX_RECORD_DATA_BYTES) return { error: fail(413, LEARNER_DATA_ERRORS.recordTooLarge) };
  }
  const checked = checkRecord(value, now());
  if ('record' in checked) return checked;
  return {
    error: fail(400, checked.problem === 'future' ? LEARNER_DATA_ERRORS.clockAhead : LEARNER_DATA_ERRORS.invalidRecord),
  };
}

/**
 * Whether JSON text nests deeper than `max` objects and lists, read without parsing it (brackets
 * inside strings do not count): parsing, and every walk of the parsed value, costs in proportion to
 * the depth, and enough of it exhausts the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The body as JSON: refused with 413 past the size limit and with 400 past the depth limit, both
 * before it is parsed.
 */
export async function readLimitedJson(
  request: Request,
  maxDepth = MAX_BODY_DEPTH,
): Promise<{ body: unknown } | { error: Response }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { error: fail(413, LEARNER_DATA_ERRORS.tooLarge) };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { error: fail(413, LEARNER_DATA_ERRORS.tooLarge) };
  if (nestsDeeperThan(text, maxDepth)) return { error: fail(400, LEARNER_DATA_ERRORS.tooDeep) };
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
    return ok({ records: learnerRecordsSince(user._id, Number(sinceParam)), cursor, epoch: learnerEpoch() });
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
    const write = planLearnerWrite(user._id, records);
    const usage = learnerUsage(user._id);
    if (usage.records + write.added > MAX_RECORDS_PER_LEARNER) return fail(413, LEARNER_DATA_ERRORS.quota);
    // A write that frees room, or takes none, always goes through: a learner at the budget can delete.
    if (write.grows > 0 && usage.bytes + write.grows > MAX_BYTES_PER_LEARNER) {
      return fail(413, LEARNER_DATA_ERRORS.learnerBudget);
    }
    if (write.grows > 0 && learnerBytesStored() + write.grows > MAX_BYTES_STORED) {
      return fail(413, LEARNER_DATA_ERRORS.serverBudget);
    }
    write.commit();
    return ok({ records: write.kept, cursor: learnerCursor(), epoch: learnerEpoch() });
  }),
];
