import { useCallback, useEffect, useState } from 'react';
import { loadCourseQuiz } from './content';
import type { QuizQuestions } from './grading';

/** Quizzes (their questions) by course id; null for a course without one. */
export type QuizFiles = Record<string, QuizQuestions | null>;

const NONE: QuizFiles = {};

interface Loaded {
  key: string;
  attempt: number;
  files?: QuizFiles;
}

/**
 * The quiz files of `courseIds`, each a chunk fetched on first use: `files` is undefined while they
 * load or when one could not be fetched (`failed`, with `retry` to ask again).
 */
export function useQuizFiles(courseIds: readonly string[]): {
  files: QuizFiles | undefined;
  failed: boolean;
  retry: () => void;
} {
  // One string, so a new array with the same ids asks for nothing again.
  const key = courseIds.join(',');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    if (!key) return;
    let live = true;
    Promise.all(key.split(',').map(async (id) => [id, await loadCourseQuiz(id)] as const)).then(
      (entries) => live && setLoaded({ key, attempt, files: Object.fromEntries(entries) }),
      () => live && setLoaded({ key, attempt }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!key) return { files: NONE, failed: false, retry };
  // What was loaded for other ids, or before a retry, is not these ids' answer.
  const current = loaded?.key === key && loaded.attempt === attempt ? loaded : undefined;
  return { files: current?.files, failed: current !== undefined && !current.files, retry };
}
