import type { Course } from '@/store/models';

/**
 * The path of a lesson's practice chart, by the lesson's place (0-based chapter and lesson), or
 * undefined when it has none: the trading lab's, composed in by the route.
 */
export type LessonPracticePath = (chapterIndex: number, lessonIndex: number) => string | undefined;

export interface SyllabusChapter {
  title: string;
  lessons: string[];
}

export interface Syllabus {
  chapters: SyllabusChapter[];
  lessonCount: number;
  /** The course's stated length ('8 hours'); empty when the course gives none. */
  length: string;
}

/** The names of chapters and lessons without a title, by their number (from 1), in the page's language. */
export interface UntitledNames {
  chapter: (number: number) => string;
  lesson: (number: number) => string;
}

/**
 * What a visitor may read of a course before buying: its chapters and their lessons' titles (the
 * course call sends them to everyone; only owners get the videos). Null when it has no chapters.
 */
export function syllabusOf(course: Pick<Course, 'chapters' | 'duration'>, untitled: UntitledNames): Syllabus | null {
  const chapters = (Array.isArray(course.chapters) ? course.chapters : [])
    .map((chapter, c) => ({
      title: chapter.title?.trim() || untitled.chapter(c + 1),
      lessons: (Array.isArray(chapter.videos) ? chapter.videos : []).map(
        (video, v) => video.title?.trim() || untitled.lesson(v + 1),
      ),
    }))
    .filter((chapter) => chapter.lessons.length > 0);
  if (chapters.length === 0) return null;
  return {
    chapters,
    lessonCount: chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0),
    length: course.duration?.trim() ?? '',
  };
}
