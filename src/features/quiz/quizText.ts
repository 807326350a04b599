import { formatNumber } from '@/lib/format';
import type { PublicQuestion, QuestionKey } from './grading';
import type { QuizLanguage } from './schema';
import type { Response } from './scoring';

/* The words of an answer, the learner's or the key's, as the quiz and its result show them. */

/** A response in words: the options chosen, quoted, or the number typed. */
export function responseText(question: PublicQuestion, response: Response, lang: QuizLanguage, locale: string): string {
  if (typeof response === 'number') return formatNumber(response, locale);
  const options = question.type === 'number' ? [] : question[lang].options;
  return response.map((index) => `“${options[index]?.text ?? ''}”`).join(', ');
}

/** The key's answer in words, and why it is right. */
export function keyText(question: PublicQuestion, key: QuestionKey, lang: QuizLanguage, locale: string) {
  if (key.type === 'number') return { answer: formatNumber(key.answer, locale), why: [key.why[lang]] };
  return {
    answer: responseText(question, key.answer, lang, locale),
    why: key.answer.map((index) => key.why[lang][index] ?? ''),
  };
}
