import { capitalizeWords } from '@/lib/format';
import { personName } from '@/lib/personName';
import type { Course } from '@/store/models';

/** The names a certificate shows: the course's and the learner's, each with its stand-in. */

/** The course's name as the API has it, or the catalogue's stand-in when it has none. */
export const courseName = (course: Pick<Course, 'title' | 'courseTitle' | 'name'>, untitled: string): string =>
  capitalizeWords(course.title?.trim() || course.courseTitle?.trim() || course.name?.trim() || untitled);

/** The learner's name as it may be shown, or the catalogue's stand-in when it has none. */
export const learnerName = (name: string | null | undefined, stranger: string): string =>
  capitalizeWords(personName(name) || stranger);
