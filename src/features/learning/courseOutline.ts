import { lessonKey, type LessonKey } from '@/learner';
import type { Chapter, Course, Video } from '@/store/models';

export { LESSON_PARAM, lessonOfParam, lessonParam } from './lessonParam';

export interface VideoRef {
  key: LessonKey;
  chapterIndex: number;
  videoIndex: number;
  chapter: Chapter;
  video: Video;
}

/** The video at `key` in the course, if the course still has it. */
export function findVideo(course: Course, key: LessonKey | null | undefined): VideoRef | undefined {
  const match = key ? /^(\d+)-(\d+)$/.exec(key) : null;
  if (!match) return undefined;
  const chapterIndex = Number(match[1]);
  const videoIndex = Number(match[2]);
  const chapter = course.chapters[chapterIndex];
  const video = chapter?.videos[videoIndex];
  return chapter && video
    ? { key: lessonKey(chapterIndex, videoIndex), chapterIndex, videoIndex, chapter, video }
    : undefined;
}

/** Every video of the course, in order. */
export function allVideos(course: Course): VideoRef[] {
  return course.chapters.flatMap((chapter, chapterIndex) =>
    chapter.videos.map((video, videoIndex) => ({
      key: lessonKey(chapterIndex, videoIndex),
      chapterIndex,
      videoIndex,
      chapter,
      video,
    })),
  );
}

/**
 * The video to open: the last one watched (resume where you left off), else the first video of
 * the first chapter (the first chapter that has videos, should the first be empty).
 */
export function initialVideo(course: Course, lastLesson: LessonKey | null | undefined): VideoRef | undefined {
  return findVideo(course, lastLesson) ?? allVideos(course)[0];
}

/** The lessons before and after `key`, across chapter boundaries; undefined at either end. */
export function neighbours(
  course: Course,
  key: LessonKey | null | undefined,
): { previous?: VideoRef; next?: VideoRef } {
  const videos = allVideos(course);
  const at = videos.findIndex((video) => video.key === key);
  if (at < 0) return {};
  return { previous: videos[at - 1], next: videos[at + 1] };
}
