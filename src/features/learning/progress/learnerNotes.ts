import { useCallback, useMemo } from 'react';
import { drafts } from '@/lib/webStorage';
import { selectUserId } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { progressKey } from './learnerProgress';
import {
  noteAdded,
  noteDeleted,
  noteEdited,
  noteRestored,
  selectVideoProgress,
  type Note,
  type VideoKey,
} from './progressSlice';

/**
 * A learner's notes on a course, each at a moment of a lesson's video. The school's API has no
 * call for them, so they live in this browser (the persisted video progress slice), one list per
 * learner and course, under the same key as their progress. Everything reads and writes notes
 * through this module, so a server copy can take its place here.
 */

export type { Note };

/** The longest note, in characters. */
export const NOTE_MAX_LENGTH = 1000;

const NO_NOTES: readonly Note[] = [];

/** A course's notes of the learner logged in, as stored (oldest first). */
export const selectLearnerNotes = (state: RootState, courseId: string): readonly Note[] =>
  selectVideoProgress(state).notes[progressKey(selectUserId(state), courseId)] ?? NO_NOTES;

/** Newest first; the order the notes are written in settles a tie. */
export const newestFirst = (notes: readonly Note[]): Note[] =>
  notes
    .map((note, index) => ({ note, index }))
    .sort((a, b) => b.note.createdAt.localeCompare(a.note.createdAt) || b.index - a.index)
    .map(({ note }) => note);

/**
 * Where the note being written is kept until it is saved (see useDraftForm): one per learner and
 * course, so that another learner on the same tab never sees it.
 */
export const noteDraftKey = (learnerId: string, courseId: string) => `tradeschool.noteDraft.${learnerId}.${courseId}`;

/** Where the new text of a note being edited is kept until it is saved. */
export const noteEditDraftKey = (learnerId: string, courseId: string, noteId: string) =>
  `tradeschool.noteEditDraft.${learnerId}.${courseId}.${noteId}`;

const isTextDraft = (value: unknown): value is { text: string } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

/** Whether there is unsaved text under a draft key. */
export const hasNoteDraft = (key: string | null): boolean => Boolean(key && drafts.read(key, isTextDraft)?.text);

/** Drops a draft whose text has been saved or given up. */
export const forgetNoteDraft = (key: string | null) => {
  if (key) drafts.clear(key);
};

export function useLearnerNotes(courseId: string) {
  const dispatch = useAppDispatch();
  const learnerId = useAppSelector(selectUserId);
  const stored = useAppSelector((state) => selectLearnerNotes(state, courseId));
  const notes = useMemo(() => newestFirst(stored), [stored]);
  const record = progressKey(learnerId, courseId);

  const add = useCallback(
    (key: VideoKey, seconds: number, text: string) =>
      dispatch(noteAdded({ courseId: record, key, seconds, text })).payload.note,
    [dispatch, record],
  );
  const edit = useCallback(
    (id: string, text: string) => dispatch(noteEdited({ courseId: record, id, text })),
    [dispatch, record],
  );
  const remove = useCallback((id: string) => dispatch(noteDeleted({ courseId: record, id })), [dispatch, record]);
  const restore = useCallback((note: Note) => dispatch(noteRestored({ courseId: record, note })), [dispatch, record]);

  return { learnerId, notes, add, edit, remove, restore };
}
