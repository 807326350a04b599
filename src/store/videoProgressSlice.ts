import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A video's place in a course: `${chapterIndex}-${videoIndex}`. */
export type VideoKey = string;

export const videoKey = (chapterIndex: number, videoIndex: number): VideoKey =>
  `${chapterIndex}-${videoIndex}`;

export interface CourseProgress {
  completed: Record<VideoKey, true>;
  /** Last watched position of each video, in seconds. */
  positions: Record<VideoKey, number>;
  lastVideo: VideoKey | null;
}

/** Keyed by course first, so videos of different courses never collide. */
export interface VideoProgressState {
  byCourse: Record<string, CourseProgress>;
}

const initialState: VideoProgressState = { byCourse: {} };

const emptyProgress = (): CourseProgress => ({ completed: {}, positions: {}, lastVideo: null });

type VideoRef = { courseId: string; key: VideoKey };

const videoProgressSlice = createSlice({
  name: 'videoProgress',
  initialState,
  reducers: {
    videoSelected(state, { payload }: PayloadAction<VideoRef>) {
      const course = (state.byCourse[payload.courseId] ??= emptyProgress());
      course.lastVideo = payload.key;
    },
    videoCompleted(state, { payload }: PayloadAction<VideoRef>) {
      const course = (state.byCourse[payload.courseId] ??= emptyProgress());
      course.completed[payload.key] = true;
    },
    videoUncompleted(state, { payload }: PayloadAction<VideoRef>) {
      delete state.byCourse[payload.courseId]?.completed[payload.key];
    },
    positionSaved(state, { payload }: PayloadAction<VideoRef & { seconds: number }>) {
      const course = (state.byCourse[payload.courseId] ??= emptyProgress());
      course.positions[payload.key] = Math.max(0, Math.floor(payload.seconds));
    },
  },
});

export const { videoSelected, videoCompleted, videoUncompleted, positionSaved } = videoProgressSlice.actions;
export const videoProgressReducer = videoProgressSlice.reducer;

type WithProgress = { videoProgress: VideoProgressState };
export const selectCourseProgress = (state: WithProgress, courseId: string): CourseProgress | undefined =>
  state.videoProgress.byCourse[courseId];
export const selectAllProgress = (state: WithProgress) => state.videoProgress.byCourse;
