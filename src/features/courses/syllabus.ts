import type { Course } from '@/store/models';

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

/**
 * What a visitor may read of a course before buying: its chapters and their lessons' titles (the
 * course call sends them to everyone; only owners get the videos). Null when it has no chapters.
 */
export function syllabusOf(course: Pick<Course, 'chapters' | 'duration'>): Syllabus | null {
  const chapters = (Array.isArray(course.chapters) ? course.chapters : [])
    .map((chapter, c) => ({
      title: chapter.title?.trim() || `Chapter ${c + 1}`,
      lessons: (Array.isArray(chapter.videos) ? chapter.videos : []).map(
        (video, v) => video.title?.trim() || `Lesson ${v + 1}`,
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
