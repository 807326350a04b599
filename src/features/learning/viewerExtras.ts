import type { ReactNode } from 'react';
import type { VideoRef } from './courseOutline';

/** What the route page adds to the viewer, and the place of the playing lesson it is given. */

/** Where a chapter's extra (its quiz) shows: in the outline, or under the player after its last lesson. */
export type ChapterExtraPlace = 'outline' | 'chapterEnd';
export type ChapterExtra = (chapterIndex: number, place: ChapterExtraPlace) => ReactNode;

/** The playing lesson, by its place in its course (0-based, as the outline counts). */
export interface LessonPlace {
  courseId: string;
  title: string;
  chapterIndex: number;
  videoIndex: number;
}

/** What the page adds under the playing lesson, from its place. */
export type LessonExtra = (lesson: LessonPlace) => ReactNode;

/** The place of the playing lesson in the course, as the page's lesson extra is given it. */
export const lessonPlace = (courseId: string, current: VideoRef): LessonPlace => ({
  courseId,
  title: current.video.title,
  chapterIndex: current.chapterIndex,
  videoIndex: current.videoIndex,
});
