import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { loadQuizKeys } from '@/content/quizKeys';
import { selectUserId } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { gradingApi } from './api';
import { findQuestion, grade, keyOf, type QuestionKey } from './grading';
import type { QuizFile } from './schema';
import type { Response } from './scoring';

/**
 * Who grades a quiz. With the learner-data contract the school's server does: it keeps the keys,
 * and its scores are what a certificate counts. Without it (a school API that has no such call)
 * the build carries the keys and the browser grades, as its certificate is the browser's too.
 */
const serverGrades = (): boolean => env.learnerDataApi;

export interface Graded {
  correct: boolean;
  key: QuestionKey;
}

/** The whole quiz file of a course, loaded once per page, for a build that grades in the browser. */
const keyFiles = new Map<string, Promise<QuizFile | null>>();
function keysOf(courseId: string): Promise<QuizFile | null> {
  let file = keyFiles.get(courseId);
  if (!file) {
    file = loadQuizKeys(courseId).then((loaded) => (loaded as QuizFile | null) ?? null);
    // A chunk that failed to arrive is asked for again next time.
    file.catch(() => keyFiles.delete(courseId));
    keyFiles.set(courseId, file);
  }
  return file;
}

async function gradeInBrowser(courseId: string, questionId: string, response: Response): Promise<Graded> {
  const found = (await keysOf(courseId)) ?? null;
  const question = found ? findQuestion(found, questionId)?.question : undefined;
  if (!question) throw new Error(`no key for ${questionId}`);
  return grade(question, response);
}

/**
 * Grades the answers of one chapter's quiz, one attempt at a time: `check` sends an answer (the
 * same question answered again in an attempt keeps its first grade), `restart` begins a new
 * attempt for a retry.
 */
export function useGrader(courseId: string, chapter: number) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const attempt = useRef(nanoid());

  const check = useCallback(
    async (questionId: string, response: Response): Promise<Graded & { percent?: number }> => {
      if (!serverGrades() || !userId) return gradeInBrowser(courseId, questionId, response);
      const graded = await dispatch(
        gradingApi.endpoints.answerQuestion.initiate({
          userId,
          courseId,
          chapter,
          attempt: attempt.current,
          questionId,
          response,
        }),
      ).unwrap();
      return { correct: graded.correct, key: graded.key, percent: graded.attempt.percent };
    },
    [chapter, courseId, dispatch, userId],
  );

  const restart = useCallback(() => {
    attempt.current = nanoid();
  }, []);

  return { check, restart };
}

/** The keys of some questions of some courses, by course and question id. */
export type KeysByCourse = Record<string, Record<string, QuestionKey>>;

async function keysFor(
  wanted: Record<string, string[]>,
  fromServer: (courseId: string, questionIds: string[]) => Promise<Record<string, QuestionKey>>,
): Promise<KeysByCourse> {
  const entries = await Promise.all(
    Object.entries(wanted).map(async ([courseId, questionIds]) => {
      if (questionIds.length === 0) return [courseId, {}] as const;
      if (serverGrades()) return [courseId, await fromServer(courseId, questionIds)] as const;
      const file = await keysOf(courseId);
      const keys = Object.fromEntries(
        questionIds.flatMap((id) => {
          const question = file ? findQuestion(file, id)?.question : undefined;
          return question ? [[id, keyOf(question)] as const] : [];
        }),
      );
      return [courseId, keys] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The keys of the questions the review shows, for those the learner has been graded on: undefined
 * while they load or when they could not be fetched (`failed`, with `retry`).
 */
export function useQuestionKeys(wanted: Record<string, string[]>): {
  keys: KeysByCourse | undefined;
  failed: boolean;
  retry: () => void;
} {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  // One string, so an equal request asks for nothing again.
  const request = JSON.stringify(wanted);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ request: string; attempt: number; keys?: KeysByCourse }>();
  useEffect(() => {
    let live = true;
    const fromServer = async (courseId: string, questionIds: string[]) => {
      if (!userId) return {};
      return dispatch(
        gradingApi.endpoints.questionKeys.initiate({ userId, courseId, questionIds }, { subscribe: false }),
      ).unwrap();
    };
    keysFor(JSON.parse(request) as Record<string, string[]>, fromServer).then(
      (keys) => live && setLoaded({ request, attempt, keys }),
      () => live && setLoaded({ request, attempt }),
    );
    return () => {
      live = false;
    };
  }, [request, attempt, dispatch, userId]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = loaded?.request === request && loaded.attempt === attempt ? loaded : undefined;
  return { keys: current?.keys, failed: current !== undefined && !current.keys, retry };
}
