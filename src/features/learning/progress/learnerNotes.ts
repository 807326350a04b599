import { drafts } from '@/lib/webStorage';

/**
 * Where the note being written is kept until it is saved (see useDraftForm): one per learner
 * (`ownerKey`) and course, so that another learner on the same tab never sees it.
 */
export const noteDraftKey = (owner: string, courseId: string) => `tradeschool.noteDraft.${owner}.${courseId}`;

/** Where the new text of a note being edited is kept until it is saved. */
export const noteEditDraftKey = (owner: string, courseId: string, noteId: string) =>
  `tradeschool.noteEditDraft.${owner}.${courseId}.${noteId}`;

const isTextDraft = (value: unknown): value is { text: string } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

/** Whether there is unsaved text under a draft key. */
export const hasNoteDraft = (key: string | null): boolean => Boolean(key && drafts.read(key, isTextDraft)?.text);

/** Drops a draft whose text has been saved or given up. */
export const forgetNoteDraft = (key: string | null) => {
  if (key) drafts.clear(key);
};
