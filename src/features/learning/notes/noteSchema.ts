import * as yup from 'yup';
import { trimInvisibleValue } from '@/lib/text';
import { NOTE_MAX_LENGTH } from '../progress/learnerNotes';

export const NOTE_MESSAGES = {
  required: 'Please write a note.',
  tooLong: `A note can be at most ${NOTE_MAX_LENGTH} characters.`,
  deleted: 'Note deleted.',
  undo: 'Undo',
} as const;

export const noteSchema = yup.object({
  text: yup
    .string()
    .transform(trimInvisibleValue)
    .required(NOTE_MESSAGES.required)
    .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
});

export type NoteValues = yup.InferType<typeof noteSchema>;

export const EMPTY_NOTE: NoteValues = { text: '' };

/** The counter under a note's field: what is typed of what fits. */
export const noteCounter = (length: number) => `${length}/${NOTE_MAX_LENGTH}`;
