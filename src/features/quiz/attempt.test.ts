import { attemptReducer, rightCount, startAttempt, underWay, type AttemptAction, type AttemptState } from './attempt';
import type { QuestionKey } from './grading';

const key: QuestionKey = { type: 'single', answer: [1], why: { en: ['a', 'b'], hi: ['क', 'ख'] } };
const run = (state: AttemptState, ...actions: AttemptAction[]) => actions.reduce(attemptReducer, state);
const graded = (questionId: string, correct: boolean): AttemptAction => ({
  type: 'graded',
  questionId,
  correct,
  key,
  response: [correct ? 1 : 0],
});

describe('a quiz attempt', () => {
  it('checks the answer on screen, then shows its verdict, then moves on with a clean slate', () => {
    const checked = run(
      startAttempt(2),
      { type: 'selected', selected: [0] },
      { type: 'checking' },
      graded('q1', false),
    );
    expect(checked).toMatchObject({ phase: 'checked', selected: [0], graded: { q1: { correct: false, key } } });
    // Nothing changes the answer once it is checked.
    expect(run(checked, { type: 'selected', selected: [1] }).selected).toEqual([0]);
    expect(run(checked, { type: 'next' })).toMatchObject({ phase: 'answering', position: 1, selected: [], typed: '' });
  });

  it('keeps what was chosen when a check fails, to check again', () => {
    const failed = run(
      startAttempt(1),
      { type: 'selected', selected: [1] },
      { type: 'checking' },
      {
        type: 'checkFailed',
        error: { kind: 'network' },
      },
    );
    expect(failed).toMatchObject({ phase: 'answering', selected: [1], failed: { kind: 'network' } });
    const again = run(failed, { type: 'checking' });
    expect(again).toMatchObject({ phase: 'checking', failed: null });
    // A second check of the same answer while one is under way starts nothing.
    expect(run(again, { type: 'checking' })).toBe(again);
  });

  it('refuses a number that is not one, until the learner types again', () => {
    const refused = run(startAttempt(1), { type: 'typed', typed: 'ten' }, { type: 'numberRefused' });
    expect(refused.numberError).toBe(true);
    expect(run(refused, { type: 'typed', typed: '10' })).toMatchObject({ typed: '10', numberError: false });
  });

  it('ends at the score after the last question, counting the right answers', () => {
    const done = run(
      startAttempt(2),
      { type: 'checking' },
      graded('q1', true),
      { type: 'next' },
      { type: 'checking' },
      graded('q2', false),
    );
    expect(underWay(done)).toBe(true);
    const scored = run(done, { type: 'next' });
    expect(scored.phase).toBe('done');
    expect(rightCount(scored)).toBe(1);
    expect(underWay(scored)).toBe(false);
  });

  it('starts a retry afresh in the order given', () => {
    const retried = run(startAttempt(3), { type: 'checking' }, graded('q1', true), {
      type: 'retried',
      order: [2, 0, 1],
    });
    expect(retried).toEqual({ ...startAttempt(3), order: [2, 0, 1] });
    expect(underWay(retried)).toBe(false);
  });
});
