import type { ReviewCard } from '@/learner';
import type { QuestionKey, QuizQuestions } from '../grading';
import type { QuizLanguage } from '../schema';

export interface CardText {
  prompt: string;
  /** Above the prompt: what kind of card it is. */
  kind: string | null;
  answer: string;
  why: string[];
}

/**
 * A card's words in the page's language, from its course's quiz and, for a question, the key its
 * grading revealed; null if the quiz no longer has it, or its key is not the learner's to see yet.
 */
export function cardText(
  card: ReviewCard,
  file: QuizQuestions | null | undefined,
  keys: Record<string, QuestionKey> | undefined,
  lang: QuizLanguage,
  termPrompt: string,
): CardText | null {
  if (!file) return null;
  if (card.ref.kind === 'term') {
    const term = file.chapters[card.ref.chapter]?.terms[card.ref.term]?.[lang];
    return term ? { prompt: term.term, kind: termPrompt, answer: term.meaning, why: [] } : null;
  }
  const { questionId } = card.ref;
  const question = file.chapters.flatMap(({ questions }) => questions).find(({ id }) => id === questionId);
  const key = keys?.[questionId];
  if (!question || !key) return null;
  if (key.type === 'number') {
    return { prompt: question[lang].prompt, kind: null, answer: String(key.answer), why: [key.why[lang]] };
  }
  const options = question.type === 'number' ? [] : question[lang].options;
  return {
    prompt: question[lang].prompt,
    kind: null,
    answer: key.answer.map((index) => options[index]?.text ?? '').join(' · '),
    why: key.answer.map((index) => key.why[lang][index] ?? ''),
  };
}
