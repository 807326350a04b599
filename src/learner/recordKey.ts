import type { LearnerRecord } from '../store/models';

/** The `courseId` of a record that belongs to no course (a trade, a day, a setting). */
export const NO_COURSE = '-';

/**
 * A record's place among one learner's records. A module of its own: the store's slice needs it
 * with the page, the rules of the records (`rules.ts`) only when a record is checked or merged.
 */
export const recordKey = ({ kind, courseId, id }: Pick<LearnerRecord, 'kind' | 'courseId' | 'id'>): string =>
  `${kind}|${courseId}|${id}`;
