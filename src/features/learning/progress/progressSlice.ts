import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MigrationManifest, PersistedState } from 'redux-persist';
import type { LearnerRecord } from '@/store/models';
import { isNullableString, isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';
import {
  applyRecord,
  CHAPTER,
  emptyProgress,
  isPercent,
  quizMeeting,
  videoKey,
  localStamp,
  stampKey,
  type CourseProgress,
  type Note,
  type StampKey,
  type VideoKey,
  type VideoProgressState,
} from './records';

export type { CourseProgress, Note, VideoKey, VideoProgressState };

const initialState: VideoProgressState = { byCourse: {}, notes: {}, stamps: {}, synced: {}, cursors: {} };

/** Records when a record changed here. */
function stamp(state: VideoProgressState, course: string, key: StampKey, at: string | undefined) {
  (state.stamps[course] ??= {})[key] = at ?? new Date(0).toISOString();
}

export { emptyProgress, videoKey };

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
    videoSelected: {
      reducer(state, { payload }: PayloadAction<VideoRef & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        if (course.lastVideo === payload.key) return;
        course.lastVideo = payload.key;
        stamp(state, payload.courseId, stampKey('resume', 'last'), payload.at);
      },
      prepare: (ref: VideoRef, at?: string) => stamped(ref, at),
    },
    videoCompleted: {
      // A video watched again keeps the date it was first completed.
      reducer(state, { payload }: PayloadAction<VideoRef & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        if (course.completed[payload.key]) return;
        course.completed[payload.key] = true;
        if (payload.at) (course.completedAt ??= {})[payload.key] = payload.at;
        stamp(state, payload.courseId, stampKey('lesson', payload.key), payload.at);
      },
      prepare: (ref: VideoRef, at?: string) => stamped(ref, at),
    },
    videoUncompleted: {
      reducer(state, { payload }: PayloadAction<VideoRef & At>) {
        if (!state.byCourse[payload.courseId]?.completed[payload.key]) return;
        delete state.byCourse[payload.courseId]?.completed[payload.key];
        delete state.byCourse[payload.courseId]?.completedAt?.[payload.key];
        stamp(state, payload.courseId, stampKey('lesson', payload.key), payload.at);
      },
      prepare: (ref: VideoRef, at?: string) => stamped(ref, at),
    },
    /** A chapter quiz's score: kept when it beats the best so far. */
    quizScored: {
      reducer(state, { payload }: PayloadAction<{ courseId: string; chapter: number; percent: number } & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        const chapter = String(payload.chapter);
        const percent = Math.min(100, Math.max(0, Math.round(payload.percent)));
        const best = course.quizBest?.[chapter];
        if (best !== undefined && best >= percent) return;
        (course.quizBest ??= {})[chapter] = percent;
        stamp(state, payload.courseId, stampKey('quiz', chapter), payload.at);
      },
      prepare: (ref: { courseId: string; chapter: number; percent: number }, at?: string) => stamped(ref, at),
    },
    certificateOpened: {
      reducer(state, { payload }: PayloadAction<{ courseId: string } & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        course.certificateOpenedAt ??= payload.at;
      },
      prepare: (ref: { courseId: string }, at?: string) => stamped(ref, at),
    },
    positionSaved: {
      reducer(state, { payload }: PayloadAction<VideoRef & { seconds: number } & At>) {
        const course = (state.byCourse[payload.courseId] ??= emptyProgress());
        const seconds = Math.max(0, Math.floor(payload.seconds));
        if (course.positions[payload.key] === seconds) return;
        course.positions[payload.key] = seconds;
        stamp(state, payload.courseId, stampKey('position', payload.key), payload.at);
      },
      prepare: (ref: VideoRef & { seconds: number }, at?: string) => stamped(ref, at),
    },
    noteAdded: {
      reducer(state, { payload }: PayloadAction<{ courseId: string; note: Note }>) {
        (state.notes[payload.courseId] ??= []).push(payload.note);
        stamp(state, payload.courseId, stampKey('note', payload.note.id), payload.note.updatedAt);
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
        stamp(state, payload.courseId, stampKey('note', payload.id), payload.updatedAt);
      },
      prepare: (edit: NoteRef & { text: string }) => ({ payload: { ...edit, updatedAt: new Date().toISOString() } }),
    },
    noteDeleted: {
      reducer(state, { payload }: PayloadAction<NoteRef & At>) {
        const notes = state.notes[payload.courseId];
        if (!notes?.some(({ id }) => id === payload.id)) return;
        state.notes[payload.courseId] = notes.filter(({ id }) => id !== payload.id);
        stamp(state, payload.courseId, stampKey('note', payload.id), payload.at);
      },
      prepare: (ref: NoteRef, at?: string) => stamped(ref, at),
    },
    /** A deleted note back (undo), unless it is there already: written again, so it wins over its deletion. */
    noteRestored: {
      reducer(state, { payload }: PayloadAction<{ courseId: string; note: Note } & At>) {
        const notes = (state.notes[payload.courseId] ??= []);
        if (notes.some(({ id }) => id === payload.note.id)) return;
        notes.push(payload.note);
        stamp(state, payload.courseId, stampKey('note', payload.note.id), payload.at);
      },
      prepare: (ref: { courseId: string; note: Note }, at?: string) => stamped(ref, at),
    },
    /**
     * Records from elsewhere (the learner's account, an imported file): each replaces the one here
     * only if it was written later (a quiz's best score: only if higher). Those from the account
     * also say which version it holds.
     */
    recordsMerged(
      state,
      { payload }: PayloadAction<{ learnerId: string; records: LearnerRecord[]; fromAccount: boolean }>,
    ) {
      for (const record of payload.records) {
        const course = `${payload.learnerId}:${record.courseId}`;
        const key = stampKey(record.kind, record.id);
        const local = localStamp(state, course, key);
        if (record.kind === 'quiz') {
          // The higher best wins, whenever it was made.
          const meeting = quizMeeting(state, course, record);
          if (meeting === 'take' || (meeting === 'same' && payload.fromAccount)) {
            applyRecord(state, course, record);
            // From a file, an older but higher score than the account holds must still reach it.
            const held = payload.fromAccount ? undefined : state.synced[course]?.[key];
            const at = held && Date.parse(held) >= Date.parse(record.updatedAt) ? Date.parse(held) + 1 : undefined;
            (state.stamps[course] ??= {})[key] = at === undefined ? record.updatedAt : new Date(at).toISOString();
          } else if (meeting === 'keep' && payload.fromAccount) {
            // The account holds a lower one: this one goes back to it, timed after both.
            const after = Math.max(Date.parse(local ?? '') || 0, Date.parse(record.updatedAt)) + 1;
            (state.stamps[course] ??= {})[key] = new Date(after).toISOString();
          }
        } else if (local === undefined || Date.parse(record.updatedAt) > Date.parse(local)) {
          applyRecord(state, course, record);
          (state.stamps[course] ??= {})[key] = record.updatedAt;
        }
        if (payload.fromAccount) (state.synced[course] ??= {})[key] = record.updatedAt;
      }
    },
    /** The records the account refused: kept here, and not offered again until they change. */
    recordsSettled(state, { payload }: PayloadAction<{ learnerId: string; records: LearnerRecord[] }>) {
      for (const record of payload.records) {
        const course = `${payload.learnerId}:${record.courseId}`;
        (state.synced[course] ??= {})[stampKey(record.kind, record.id)] = record.updatedAt;
      }
    },
    cursorSaved(state, { payload }: PayloadAction<{ learnerId: string; cursor: number }>) {
      state.cursors[payload.learnerId] = payload.cursor;
    },
  },
});

export const { videoSelected, videoCompleted, videoUncompleted, positionSaved, certificateOpened, quizScored } =
  videoProgressSlice.actions;
export const { noteAdded, noteEdited, noteDeleted, noteRestored } = videoProgressSlice.actions;
export const { recordsMerged, recordsSettled, cursorSaved } = videoProgressSlice.actions;
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
  // Version 3 times each record, so the learner's account can take them: what was here before is
  // timed by the dates it has (a completion's, a note's), else as older than anything since.
  3: (state) => {
    const stored: unknown = state;
    if (!isRecord(stored) || !isRecord(stored.byCourse) || !isRecord(stored.notes)) return state;
    const epoch = new Date(0).toISOString();
    const stamps: Record<string, Record<string, string>> = {};
    for (const [course, progress] of Object.entries(stored.byCourse)) {
      if (!isRecord(progress)) continue;
      const times: Record<string, string> = (stamps[course] = {});
      const dates = isRecord(progress.completedAt) ? progress.completedAt : {};
      for (const key of Object.keys(isRecord(progress.completed) ? progress.completed : {})) {
        times[stampKey('lesson', key)] = typeof dates[key] === 'string' ? dates[key] : epoch;
      }
      for (const key of Object.keys(isRecord(progress.positions) ? progress.positions : {})) {
        times[stampKey('position', key)] = epoch;
      }
      if (typeof progress.lastVideo === 'string') times[stampKey('resume', 'last')] = epoch;
    }
    for (const [course, notes] of Object.entries(stored.notes)) {
      if (!Array.isArray(notes)) continue;
      const times: Record<string, string> = (stamps[course] ??= {});
      for (const note of notes as unknown[]) {
        if (isRecord(note) && typeof note.id === 'string') {
          times[stampKey('note', note.id)] = typeof note.updatedAt === 'string' ? note.updatedAt : epoch;
        }
      }
    }
    return { ...state, stamps, synced: {}, cursors: {} } as PersistedState;
  },
};

const isTimes = (value: unknown) =>
  isRecord(value) &&
  Object.values(value).every((times) => isRecord(times) && Object.values(times).every((at) => typeof at === 'string'));

const isNote = (note: unknown) =>
  isRecord(note) &&
  typeof note.id === 'string' &&
  typeof note.key === 'string' &&
  typeof note.seconds === 'number' &&
  typeof note.text === 'string' &&
  typeof note.createdAt === 'string' &&
  typeof note.updatedAt === 'string';

/** The entries of `value` that `keep` accepts (and whose key `keepKey` does), and how many it did not. */
function keepEntries(
  value: unknown,
  keep: (entry: unknown) => boolean,
  keepKey: (key: string) => boolean = () => true,
): [Record<string, unknown>, number] {
  if (!isRecord(value)) return [{}, value === undefined ? 0 : 1];
  const entries = Object.entries(value);
  const kept = entries.filter(([key, entry]) => keepKey(key) && keep(entry));
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
      const [quizBest, badScores] = keepEntries(course.quizBest, isPercent, (key) => CHAPTER.test(key));
      const lastVideo = typeof course.lastVideo === 'string' ? course.lastVideo : null;
      const opened = isNullableString(course.certificateOpenedAt) ? course.certificateOpenedAt : undefined;
      progress +=
        badMarks +
        badPositions +
        badDates +
        badScores +
        (isNullableString(course.lastVideo) ? 0 : 1) +
        (isNullableString(course.certificateOpenedAt) ? 0 : 1);
      const repaired: CourseProgress = {
        completed: completed as CourseProgress['completed'],
        positions: positions as CourseProgress['positions'],
        completedAt: completedAt as CourseProgress['completedAt'],
        lastVideo,
        ...(typeof opened === 'string' ? { certificateOpenedAt: opened } : {}),
        ...(Object.keys(quizBest).length > 0 ? { quizBest: quizBest as Record<string, number> } : {}),
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
  return {
    ...stored,
    byCourse,
    notes: noteLists,
    stamps: isTimes(stored.stamps) ? stored.stamps : {},
    synced: isTimes(stored.synced) ? stored.synced : {},
    cursors: isRecord(stored.cursors) ? stored.cursors : {},
    unreadable: { notes, progress },
  };
}

const videoProgressPersisted = persisted<VideoProgressState>(videoProgressSlice.reducer, {
  key: PROGRESS_STORAGE_KEY,
  storage: webStorage.local,
  version: 3,
  // What could not be read is said once, for the page's life.
  whitelist: ['byCourse', 'notes', 'stamps', 'synced', 'cursors'],
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
        isNullableString(course.certificateOpenedAt) &&
        (course.quizBest === undefined ||
          (isRecord(course.quizBest) &&
            Object.entries(course.quizBest).every(([chapter, best]) => CHAPTER.test(chapter) && isPercent(best)))),
    ) &&
    isRecord(s.notes) &&
    Object.values(s.notes).every((notes) => Array.isArray(notes) && notes.every(isNote)) &&
    isTimes(s.stamps) &&
    isTimes(s.synced) &&
    isRecord(s.cursors) &&
    Object.values(s.cursors).every((cursor) => typeof cursor === 'number'),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    videoProgress: ReturnType<typeof videoProgressPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'videoProgress', reducer: videoProgressPersisted });

/** The whole progress state; empty until the slice is in the store. */
export const selectVideoProgress = (state: RootState): VideoProgressState => state.videoProgress ?? initialState;

const NOTHING_UNREADABLE = { notes: 0, progress: 0 };

/** What this browser had stored but could not read when the page started. */
export const selectUnreadableProgress = (state: RootState) =>
  selectVideoProgress(state).unreadable ?? NOTHING_UNREADABLE;
