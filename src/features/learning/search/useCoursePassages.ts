import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef } from 'react';
import { courseViewerPath } from '@/config/paths';
import type { CoursePassage } from '@/content/passage';
import { useLanguage } from '@/i18n';
import { useNotes, type Note } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import { findVideo } from '../courseOutline';
import { LESSON_PARAM, lessonParam, MOMENT_PARAM } from '../lessonParam';

/**
 * The course's passages for a question, for a tutor that answers from the school's own lessons:
 * what they say, what each is about, and the learner's notes. The search's code and the lessons'
 * captions are fetched on the first question. Null until the course (an owner's) has loaded.
 */
export function useCoursePassages(courseId: string): {
  name: string;
  find: (question: string) => Promise<CoursePassage[]>;
} | null {
  const language = useLanguage();
  const course = useGetCourseByIdQuery(courseId || skipToken).currentData;
  const { notes } = useNotes(courseId);
  const latestNotes = useRef<readonly Note[]>(notes);
  useEffect(() => {
    latestNotes.current = notes;
  }, [notes]);
  const find = useCallback(
    async (question: string): Promise<CoursePassage[]> => {
      if (!course) return [];
      const search = await import('./searchEngine').then((loaded) => loaded.courseSearch(course, language));
      const found = search.passages(question, latestNotes.current);
      return found.flatMap((result) => {
        const lesson = findVideo(course, result.lesson);
        if (!lesson) return [];
        const seconds = Math.floor(result.seconds);
        const query = new URLSearchParams({ [LESSON_PARAM]: lessonParam(lesson.key), [MOMENT_PARAM]: String(seconds) });
        return [
          {
            text: result.text,
            chapter: lesson.chapterIndex + 1,
            lesson: lesson.videoIndex + 1,
            seconds,
            href: `${courseViewerPath(course._id)}?${query.toString()}`,
            ...(result.kind === 'note' ? { fromNotes: true } : {}),
          },
        ];
      });
    },
    [course, language],
  );
  // Only an owner's course has its lessons' videos: a locked outline is no course to answer from.
  const unlocked = course?.chapters.some((chapter) => chapter.videos.some((video) => video.videoUrl));
  return course && unlocked ? { name: capitalizeWords(course.title), find } : null;
}
