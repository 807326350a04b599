import type { QuestionKey } from './grading';
import type { Response } from './scoring';

/*
 * One run through a chapter's quiz as a state machine: the learner answers the question on
 * screen, it is checked (by the grader, which may fail and be asked again), its verdict is read,
 * and the next question comes, until the score. Pure, so every step is tested without a screen.
 */

export interface GradedAnswer {
  correct: boolean;
  key: QuestionKey;
  response: Response;
}

export interface AttemptState {
  /** The questions' indexes in the order asked. */
  order: number[];
  position: number;
  /** The options chosen for the question on screen. */
  selected: number[];
  /** The number typed for it, as typed. */
  typed: string;
  numberError: boolean;
  phase: 'answering' | 'checking' | 'checked' | 'done';
  /** Why the last check failed; what was chosen is kept, to check again. */
  failed: unknown;
  /** Each question answered, by id. */
  graded: Record<string, GradedAnswer>;
}

export type AttemptAction =
  | { type: 'selected'; selected: number[] }
  | { type: 'typed'; typed: string }
  | { type: 'numberRefused' }
  | { type: 'checking' }
  | ({ type: 'graded'; questionId: string } & GradedAnswer)
  | { type: 'checkFailed'; error: unknown }
  | { type: 'next' }
  | { type: 'retried'; order: number[] };

/** What the question on screen starts with. */
const freshQuestion = () => ({ selected: [] as number[], typed: '', numberError: false, failed: null as unknown });

export const startAttempt = (questionCount: number): AttemptState => ({
  order: Array.from({ length: questionCount }, (_v, i) => i),
  position: 0,
  phase: 'answering',
  graded: {},
  ...freshQuestion(),
});

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  const answering = state.phase === 'answering';
  switch (action.type) {
    case 'selected':
      return answering ? { ...state, selected: action.selected } : state;
    case 'typed':
      return answering ? { ...state, typed: action.typed, numberError: false } : state;
    case 'numberRefused':
      return answering ? { ...state, numberError: true } : state;
    case 'checking':
      return answering ? { ...state, phase: 'checking', numberError: false, failed: null } : state;
    case 'graded': {
      if (state.phase !== 'checking') return state;
      const { correct, key, response } = action;
      return {
        ...state,
        phase: 'checked',
        graded: { ...state.graded, [action.questionId]: { correct, key, response } },
      };
    }
    case 'checkFailed':
      return state.phase === 'checking' ? { ...state, phase: 'answering', failed: action.error ?? true } : state;
    case 'next':
      if (state.phase !== 'checked') return state;
      if (state.position + 1 >= state.order.length) return { ...state, phase: 'done' };
      return { ...state, ...freshQuestion(), position: state.position + 1, phase: 'answering' };
    case 'retried':
      return { ...startAttempt(action.order.length), order: action.order };
  }
}

/** How many answers were right. */
export const rightCount = (state: AttemptState): number =>
  Object.values(state.graded).filter(({ correct }) => correct).length;

/** Whether the learner has answered something and not yet seen the score. */
export const underWay = (state: AttemptState): boolean =>
  state.phase !== 'done' && Object.keys(state.graded).length > 0;
