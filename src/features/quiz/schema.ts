import * as yup from 'yup';
import type { Language } from '@/config/languages';

/**
 * The quiz files' shape: one file per course, a list of chapters in the course's order, each
 * with its questions and key terms, every text in English and Hindi side by side. The build and
 * the tests check every file against it; a broken file names its path and field.
 */

/** A quiz file has a text in each of the site's languages. */
export type QuizLanguage = Language;

export interface Option {
  text: string;
  /** Why this option is right or wrong, shown after the answer. */
  why: string;
}

export interface ChoiceText {
  prompt: string;
  options: Option[];
}

export interface NumberText {
  prompt: string;
  /** The working, shown after the answer. */
  why: string;
}

export interface ChoiceQuestion {
  id: string;
  type: 'single' | 'multiple';
  /** Indexes of the correct options; exactly one for a single choice. */
  answer: number[];
  en: ChoiceText;
  hi: ChoiceText;
}

export interface NumberQuestion {
  id: string;
  type: 'number';
  answer: number;
  /** An answer within this distance of `answer` is right. */
  tolerance: number;
  en: NumberText;
  hi: NumberText;
}

export type Question = ChoiceQuestion | NumberQuestion;

export interface Term {
  term: string;
  meaning: string;
}

export interface ChapterQuiz {
  terms: Record<QuizLanguage, Term>[];
  questions: Question[];
}

/** A course's quiz file (its course is the one whose content folder holds it). */
export interface QuizFile {
  chapters: ChapterQuiz[];
}

const text = yup.string().trim().required();

const option = yup.object({ text, why: text }).noUnknown().strict();

const choiceText = yup
  .object({ prompt: text, options: yup.array(option).min(2).max(6).required() })
  .noUnknown()
  .strict();

const numberText = yup.object({ prompt: text, why: text }).noUnknown().strict();

const choiceQuestion = yup
  .object({
    id: text,
    type: yup.string().oneOf(['single', 'multiple']).required(),
    answer: yup
      .array(yup.number().integer().min(0).required())
      .min(1)
      .required()
      .test('one-for-single', 'a single-choice question has exactly one answer', function (answer) {
        return this.parent.type !== 'single' || answer.length === 1;
      })
      .test('within-options', 'an answer names an option that does not exist', function (answer) {
        const count = (this.parent as { en?: { options?: unknown[] } }).en?.options?.length ?? 0;
        return answer.every((index) => index < count) && new Set(answer).size === answer.length;
      }),
    en: choiceText,
    hi: choiceText.test('parity', 'Hindi has a different number of options than English', function (hi) {
      return hi.options.length === (this.parent as { en: { options: unknown[] } }).en.options.length;
    }),
  })
  .noUnknown()
  .strict();

const numberQuestion = yup
  .object({
    id: text,
    type: yup.string().oneOf(['number']).required(),
    answer: yup.number().required(),
    tolerance: yup.number().min(0).required(),
    en: numberText,
    hi: numberText,
  })
  .noUnknown()
  .strict();

const question = yup.lazy((value: unknown) =>
  (value as { type?: unknown } | null)?.type === 'number' ? numberQuestion : choiceQuestion,
);

const term = yup.object({ term: text, meaning: text }).noUnknown().strict();

const chapter = yup
  .object({
    terms: yup.array(yup.object({ en: term, hi: term }).noUnknown().strict()).required(),
    questions: yup.array(question).min(1).required(),
  })
  .noUnknown()
  .strict();

export const quizFileSchema = yup
  .object({
    chapters: yup.array(chapter).min(1).required(),
  })
  .noUnknown()
  .strict();

/** A problem in a quiz file: the field's path (`chapters[0].questions[2].hi.prompt`) and what is wrong. */
export interface QuizProblem {
  path: string;
  message: string;
}

/** Every problem of a quiz file, empty when it is valid; question ids must be unique in the file. */
export function checkQuizFile(data: unknown): QuizProblem[] {
  try {
    quizFileSchema.validateSync(data, { abortEarly: false });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      return (error.inner.length ? error.inner : [error]).map(({ path, message }) => ({
        path: path ?? '',
        message,
      }));
    }
    throw error;
  }
  const file = data as QuizFile;
  const seen = new Set<string>();
  const problems: QuizProblem[] = [];
  file.chapters.forEach((chapter, c) =>
    chapter.questions.forEach((q, i) => {
      if (seen.has(q.id)) problems.push({ path: `chapters[${c}].questions[${i}].id`, message: `duplicate id ${q.id}` });
      seen.add(q.id);
    }),
  );
  return problems;
}

/** The file, typed, or an error naming the file, the field and the fault. */
export function parseQuizFile(data: unknown, name: string): QuizFile {
  const problems = checkQuizFile(data);
  if (problems.length) {
    throw new Error(
      `${name}: invalid quiz file\n${problems.map(({ path, message }) => `  ${path || '(root)'}: ${message}`).join('\n')}`,
    );
  }
  return data as QuizFile;
}
