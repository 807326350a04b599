import * as yup from 'yup';
import { NOTE_MAX_LENGTH } from '@/learner';
import { trimInvisibleValue } from '@/lib/text';

/**
 * The schema's messages are keys of the learning catalogue, which the field says in the page's
 * language when it shows them: an error on screen follows a change of language at once.
 */
export const NOTE_ERRORS = {
  required: 'notes.errors.required',
  tooLong: 'notes.errors.tooLong',
} as const;

export type NoteError = (typeof NOTE_ERRORS)[keyof typeof NOTE_ERRORS];

export const isNoteError = (message: unknown): message is NoteError =>
  Object.values<unknown>(NOTE_ERRORS).includes(message);

export const noteSchema = yup.object({
  text: yup
    .string()
    .transform(trimInvisibleValue)
    .required(NOTE_ERRORS.required)
    .max(NOTE_MAX_LENGTH, NOTE_ERRORS.tooLong),
});

export type NoteValues = yup.InferType<typeof noteSchema>;

export const EMPTY_NOTE: NoteValues = { text: '' };

/** The counter under a note's field: what is typed of what fits. */
export const noteCounter = (length: number) => `${length}/${NOTE_MAX_LENGTH}`;
