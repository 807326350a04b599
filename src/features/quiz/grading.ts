import type { ChoiceQuestion, NumberQuestion, Question, QuizFile, QuizLanguage, Term } from './schema';
import { isCorrect, type Response } from './scoring';

/*
 * A quiz as the browser may see it before the learner answers, and what grading reveals after.
 * The school's server keeps each question's key (its answer and every explanation) and grades;
 * the site's chunks carry only the questions (`questionsOnly`). Pure, so the build, the demo API
 * and the site share it.
 */

export interface PublicChoiceQuestion {
  id: string;
  type: ChoiceQuestion['type'];
  en: { prompt: string; options: { text: string }[] };
  hi: { prompt: string; options: { text: string }[] };
}

export interface PublicNumberQuestion {
  id: string;
  type: NumberQuestion['type'];
  en: { prompt: string };
  hi: { prompt: string };
}

export type PublicQuestion = PublicChoiceQuestion | PublicNumberQuestion;

export interface PublicChapter {
  terms: Record<QuizLanguage, Term>[];
  questions: PublicQuestion[];
}

/** A course's quiz without its keys: what the site's chunks hold. */
export interface QuizQuestions {
  chapters: PublicChapter[];
}

/** What grading a question reveals: its answer and the explanations, in both languages. */
export type QuestionKey =
  | { type: 'single' | 'multiple'; answer: number[]; why: Record<QuizLanguage, string[]> }
  | { type: 'number'; answer: number; tolerance: number; why: Record<QuizLanguage, string> };

/** The questions of a quiz file, every answer, tolerance and explanation left out. */
export function questionsOnly(file: QuizFile): QuizQuestions {
  return {
    chapters: file.chapters.map((chapter) => ({
      terms: chapter.terms,
      questions: chapter.questions.map((question): PublicQuestion => {
        if (question.type === 'number') {
          return {
            id: question.id,
            type: 'number',
            en: { prompt: question.en.prompt },
            hi: { prompt: question.hi.prompt },
          };
        }
        const side = (lang: QuizLanguage) => ({
          prompt: question[lang].prompt,
          options: question[lang].options.map(({ text }) => ({ text })),
        });
        return { id: question.id, type: question.type, en: side('en'), hi: side('hi') };
      }),
    })),
  };
}

export function keyOf(question: Question): QuestionKey {
  if (question.type === 'number') {
    return {
      type: 'number',
      answer: question.answer,
      tolerance: question.tolerance,
      why: { en: question.en.why, hi: question.hi.why },
    };
  }
  return {
    type: question.type,
    answer: question.answer,
    why: { en: question.en.options.map(({ why }) => why), hi: question.hi.options.map(({ why }) => why) },
  };
}

/** A question by id in a quiz file, with its chapter; undefined when the file has none by that id. */
export function findQuestion(file: QuizFile, questionId: string): { chapter: number; question: Question } | undefined {
  for (const [chapter, { questions }] of file.chapters.entries()) {
    const question = questions.find(({ id }) => id === questionId);
    if (question) return { chapter, question };
  }
  return undefined;
}

/**
 * A learner's response as sent, if it is one the question can take: distinct option indexes in
 * range for a choice (exactly one for a single choice), a finite number for a number question.
 */
export function validResponse(question: Question, response: unknown): Response | null {
  if (question.type === 'number') return typeof response === 'number' && Number.isFinite(response) ? response : null;
  if (!Array.isArray(response) || response.length === 0) return null;
  const count = question.en.options.length;
  const indexes = response.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < count);
  if (indexes.length !== response.length || new Set(indexes).size !== indexes.length) return null;
  if (question.type === 'single' && indexes.length !== 1) return null;
  return indexes;
}

/** The grade of a response: whether it is right, and the key it reveals. */
export function grade(question: Question, response: Response): { correct: boolean; key: QuestionKey } {
  return { correct: isCorrect(question, response), key: keyOf(question) };
}
