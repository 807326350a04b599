import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MigrationManifest, PersistedState } from 'redux-persist';
import { isNullableString, isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';

/** A video's place in a course: `${chapterIndex}-${videoIndex}`. */
export type VideoKey = string;

export const videoKey = (chapterIndex: number, videoIndex: number): VideoKey => `${chapterIndex}-${videoIndex}`;

export interface CourseProgress {
  completed: Record<VideoKey, true>;
  /** Last watched position of each video, in seconds. */
  positions: Record<VideoKey, number>;
  lastVideo: VideoKey | null;
  /** When each completed video was completed (ISO 8601); absent for those completed before dates were kept. */
  completedAt: Record<VideoKey, string>;
  /**
   * When the learner first opened the course's certificate (ISO 8601): its date when no lesson
   * says when it was completed, so that date does not change from one day to the next.
   */
  certificateOpenedAt?: string;
}

/** A learner's note at a moment of a lesson's video. */
export interface Note {
  id: string;
  /** The lesson the note was written on. */
  key: VideoKey;
  /** Where in that lesson's video, in whole seconds. */
  seconds: number;
  text: string;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}

/** Keyed by course first, so videos of different courses never collide. */
export interface VideoProgressState {
  byCourse: Record<string, CourseProgress>;
  /** Each record's notes, under the same keys as `byCourse`. */
  notes: Record<string, Note[]>;
  /**
   * What this browser had stored but could not read, and left out when the page started: notes,
   * and parts of progress (a lesson's mark, position or date, or a whole course's record). Not stored.
   */
  unreadable?: { notes: number; progress: number };
}

const initialState: VideoProgressState = { byCourse: {}, notes: {} };

export const emptyProgress = (): CourseProgress => ({ completed: {}, positions: {}, lastVideo: null, completedAt: {} });

type VideoRef = { courseId: string; key: VideoKey };
/** Something that happened at a moment, stamped when the action is made so the reducer stays pure. */
type At = { at?: string };
const stamped = <P extends object>(payload: P, at = new Date().toISOString()) => ({ payload: { ...payload, at } });
type NoteRef = { courseId: string; id: string };

let noteCount = 0;
/** Unique within a browser: the time, and a counter for notes written in the same millisecond. */
const newNoteId = () => `${Date.now().toString(36)}-${(noteCount += 1).toString(36)}`;

const videoProgressSlice = createSlice({
  name: 'videoProgress',
  initialState,
  reducers: {
    videoSelected(state, { payload }: PayloadAction<VideoRef>) {
      const course = (state.byCourse[payload.courseId] ??= emptyProgress());
      course.lastVideo = payload.key;
    },
    videoCompleted: {
      // A video watched again keeps the date it was first completed.
      reducer(state, { payload }: PayloadAction<VideoRef & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        if (course.completed[payload.key]) return;
        course.completed[payload.key] = true;
        if (payload.at) (course.completedAt ??= {})[payload.key] = payload.at;
      },
      prepare: (ref: VideoRef, at?: string) => stamped(ref, at),
    },
    videoUncompleted(state, { payload }: PayloadAction<VideoRef>) {
      delete state.byCourse[payload.courseId]?.completed[payload.key];
      delete state.byCourse[payload.courseId]?.completedAt?.[payload.key];
    },
    certificateOpened: {
      reducer(state, { payload }: PayloadAction<{ courseId: string } & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        course.certificateOpenedAt ??= payload.at;
      },
      prepare: (ref: { courseId: string }, at?: string) => stamped(ref, at),
    },
    positionSaved(state, { payload }: PayloadAction<VideoRef & { seconds: number }>) {
      const course = (state.byCourse[payload.courseId] ??= emptyProgress());
      course.positions[payload.key] = Math.max(0, Math.floor(payload.seconds));
    },
    noteAdded: {
      reducer(state, { payload }: PayloadAction<{ courseId: string; note: Note }>) {
        (state.notes[payload.courseId] ??= []).push(payload.note);
      },
      prepare: ({ courseId, key, seconds, text }: VideoRef & { seconds: number; text: string }) => {
        const now = new Date().toISOString();
        const note: Note = {
          id: newNoteId(),
          key,
          seconds: Math.max(0, Math.floor(seconds)),
          text,
          createdAt: now,
          updatedAt: now,
        };
        return { payload: { courseId, note } };
      },
    },
    noteEdited: {
      reducer(state, { payload }: PayloadAction<NoteRef & { text: string; updatedAt: string }>) {
        const note = state.notes[payload.courseId]?.find(({ id }) => id === payload.id);
        if (!note) return;
        note.text = payload.text;
        note.updatedAt = payload.updatedAt;
      },
      prepare: (edit: NoteRef & { text: string }) => ({ payload: { ...edit, updatedAt: new Date().toISOString() } }),
    },
    noteDeleted(state, { payload }: PayloadAction<NoteRef>) {
      const notes = state.notes[payload.courseId];
      if (notes) state.notes[payload.courseId] = notes.filter(({ id }) => id !== payload.id);
    },
    /** A deleted note back (undo), unless it is there already. */
    noteRestored(state, { payload }: PayloadAction<{ courseId: string; note: Note }>) {
      const notes = (state.notes[payload.courseId] ??= []);
      if (!notes.some(({ id }) => id === payload.note.id)) notes.push(payload.note);
    },
  },
});

export const { videoSelected, videoCompleted, videoUncompleted, positionSaved, certificateOpened } =
  videoProgressSlice.actions;
export const { noteAdded, noteEdited, noteDeleted, noteRestored } = videoProgressSlice.actions;
/** The storage key the school's existing site uses for it. */
export const PROGRESS_STORAGE_KEY = 'videoCompletionStatus';

/**
 * Version 2 records when each lesson was completed, and keeps the learner's notes. Lessons
 * completed before have no date (the certificate then uses the day the learner first opened it),
 * and a browser that kept progress before has no notes yet.
 */
const migrations: MigrationManifest = {
  2: (state) => {
    const stored: unknown = state;
    if (!isRecord(stored) || !isRecord(stored.byCourse)) return state;
    const byCourse = Object.fromEntries(
      Object.entries(stored.byCourse).map(([key, course]) => [
        key,
        isRecord(course) && !isRecord(course.completedAt) ? { ...course, completedAt: {} } : course,
      ]),
    );
    return { ...state, byCourse, notes: isRecord(stored.notes) ? stored.notes : {} } as PersistedState;
  },
};

const isNote = (note: unknown) =>
  isRecord(note) &&
  typeof note.id === 'string' &&
  typeof note.key === 'string' &&
  typeof note.seconds === 'number' &&
  typeof note.text === 'string' &&
  typeof note.createdAt === 'string' &&
  typeof note.updatedAt === 'string';

/** The entries of `value` that `keep` accepts, and how many it did not. */
function keepEntries(value: unknown, keep: (entry: unknown) => boolean): [Record<string, unknown>, number] {
  if (!isRecord(value)) return [{}, value === undefined ? 0 : 1];
  const entries = Object.entries(value);
  const kept = entries.filter(([, entry]) => keep(entry));
  return [Object.fromEntries(kept), entries.length - kept.length];
}

/**
 * Stored progress and notes with what cannot be read left out record by record (a note, a lesson's
 * mark, position or date, a course's record), and how much that was: one bad note no longer costs
 * every learner's notes and progress in this browser.
 */
export function repairStoredProgress(stored: Record<string, unknown>): Record<string, unknown> {
  let progress = 0;
  let notes = 0;
  const [courses, badCourses] = keepEntries(stored.byCourse, isRecord);
  progress += badCourses;
  const byCourse = Object.fromEntries(
    Object.entries(courses).map(([key, value]) => {
      const course = value as Record<string, unknown>;
      const [completed, badMarks] = keepEntries(course.completed, (entry) => entry === true);
      const [positions, badPositions] = keepEntries(
        course.positions,
        (entry) => typeof entry === 'number' && Number.isFinite(entry) && entry >= 0,
      );
      const [completedAt, badDates] = keepEntries(course.completedAt, (entry) => typeof entry === 'string');
      const lastVideo = typeof course.lastVideo === 'string' ? course.lastVideo : null;
      const opened = isNullableString(course.certificateOpenedAt) ? course.certificateOpenedAt : undefined;
      progress +=
        badMarks +
        badPositions +
        badDates +
        (isNullableString(course.lastVideo) ? 0 : 1) +
        (isNullableString(course.certificateOpenedAt) ? 0 : 1);
      const repaired: CourseProgress = {
        completed: completed as CourseProgress['completed'],
        positions: positions as CourseProgress['positions'],
        completedAt: completedAt as CourseProgress['completedAt'],
        lastVideo,
        ...(typeof opened === 'string' ? { certificateOpenedAt: opened } : {}),
      };
      return [key, repaired];
    }),
  );
  const [lists, badLists] = keepEntries(stored.notes, Array.isArray);
  notes += badLists;
  const noteLists = Object.fromEntries(
    Object.entries(lists).map(([key, list]) => {
      const kept = (list as unknown[]).filter(isNote);
      notes += (list as unknown[]).length - kept.length;
      return [key, kept];
    }),
  );
  return { ...stored, byCourse, notes: noteLists, unreadable: { notes, progress } };
}

const videoProgressPersisted = persisted<VideoProgressState>(videoProgressSlice.reducer, {
  key: PROGRESS_STORAGE_KEY,
  storage: webStorage.local,
  version: 2,
  // What could not be read is said once, for the page's life.
  whitelist: ['byCourse', 'notes'],
  migrations,
  repair: repairStoredProgress,
  isValid: (s) =>
    isRecord(s.byCourse) &&
    Object.values(s.byCourse).every(
      (course) =>
        isRecord(course) &&
        isRecord(course.completed) &&
        isRecord(course.positions) &&
        isRecord(course.completedAt) &&
        Object.values(course.completedAt).every((at) => typeof at === 'string') &&
        isNullableString(course.certificateOpenedAt),
    ) &&
    isRecord(s.notes) &&
    Object.values(s.notes).every((notes) => Array.isArray(notes) && notes.every(isNote)),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    videoProgress: ReturnType<typeof videoProgressPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'videoProgress', reducer: videoProgressPersisted });

const NOTHING_UNREADABLE = { notes: 0, progress: 0 };

/** What this browser had stored but could not read when the page started. */
export const selectUnreadableProgress = (state: RootState) =>
  selectVideoProgress(state).unreadable ?? NOTHING_UNREADABLE;

/** The whole progress state; empty until the slice is in the store. */
export const selectVideoProgress = (state: RootState): VideoProgressState => state.videoProgress ?? initialState;
