import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';
import type { VideoRef } from './courseOutline';

/** How the viewer names the playing lesson, and where the lesson sits in its chapter. */

/** A course with no chapters has only its introduction to show. */
export const isIntroOnly = (course: Pick<Course, 'chapters'>): boolean => course.chapters.length === 0;

/** The playing lesson is its chapter's last: the chapter's quiz follows it. */
export const isChapterEnd = (current: VideoRef | undefined): boolean =>
  current ? current.videoIndex === current.chapter.videos.length - 1 : false;

export interface LessonHeading {
  /** The video's title, or the introduction's. */
  title?: string;
  /** The chapter's title, while a lesson plays. */
  chapter: string | null;
  description?: string;
}

/**
 * What is written under the player: the video, its chapter and the chapter's description; for a
 * course with no chapters, its introduction, with the catalogue's words where the course has none.
 */
export function lessonHeading(
  course: Pick<Course, 'chapters' | 'introDescription'>,
  current: VideoRef | undefined,
  intro: { title: string; defaultDescription: string },
): LessonHeading {
  const isIntro = isIntroOnly(course);
  return {
    title: isIntro ? intro.title : current?.video.title,
    chapter: current ? capitalizeWords(current.chapter.title) : null,
    description: isIntro
      ? course.introDescription?.trim() || intro.defaultDescription
      : current && capitalizeWords(current.chapter.description),
  };
}
