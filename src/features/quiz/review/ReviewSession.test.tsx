import { screen } from '@testing-library/react';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import type { ChoiceQuestion } from '@/features/quiz/schema';
import { makeStore } from '@/store/store';
import { answerQuizzes } from '@/test/earnedOnServer';
import { wordsIn } from '@/test/languages';
import { FSRS_STATE, storeRecords } from '@/test/learnerRecords';
import { logInDemoLearner, renderApp } from '@/test/render';
import { quizFileOf } from '@mocks/quizzes';
import { OWNED_COURSE_ID } from '@mocks/seed';

/*
 * /review with a card not yet due: "Review now" practises it ahead, its answer and why coming from
 * the grader, which reveals the key of a question the learner has answered and of no other.
 */

const opening = quizFileOf(OWNED_COURSE_ID)?.chapters[0]?.questions[0];
if (!opening || opening.type === 'number') throw new Error('chapter 1 should open with a choice question');
const missed: ChoiceQuestion = opening;
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

async function learnerWithCards(questionIds: string[]) {
  const store = makeStore();
  const { token } = await logInDemoLearner(store);
  await answerQuizzes(token, OWNED_COURSE_ID, { wrong: [missed?.id ?? ''], chapters: [0] });
  const due = tomorrow();
  storeRecords(
    store,
    questionIds.map((id) => ({
      kind: 'card',
      courseId: OWNED_COURSE_ID,
      id: `q:${id}`,
      updatedAt: new Date().toISOString(),
      data: { due, fsrs: { ...FSRS_STATE, due } },
    })),
  );
  return store;
}

describe.each(['en', 'hi'] as const)('the review (%s)', (lang: Language) => {
  const t = wordsIn(lang, 'quiz');
  const route = `${lang === 'hi' ? '/hi' : ''}${paths.review}`;

  it('practises a card ahead with "Review now", showing the graded answer and why', async () => {
    const store = await learnerWithCards([missed.id]);
    const { user } = renderApp(route, { store });
    expect(await screen.findByText(t('review.nothingDue'))).toBeInTheDocument();
    expect(screen.getByText(t('review.aheadHint', { count: 1 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('review.now') }));

    expect(await screen.findByText(missed[lang].prompt)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('review.show') }));
    const right = missed.answer[0] ?? 0;
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent(missed[lang].options[right]?.text ?? 'missing');
    expect(shown).toHaveTextContent(missed[lang].options[right]?.why ?? 'missing');
    await user.click(screen.getByRole('button', { name: `3. ${t('review.good')}` }));
    expect(await screen.findByRole('heading', { name: t('review.doneHeading') })).toBeInTheDocument();
    expect(screen.getByText(t('review.reviewed', { count: 1 }))).toBeInTheDocument();
  });
});

it('leaves out a card whose question the learner has not answered: its key is not theirs to read yet', async () => {
  const t = wordsIn('en', 'quiz');
  const store = await learnerWithCards([]);
  // The learner answered chapter 1 only: a card of chapter 2's, due now, has no key to show.
  const unanswered = quizFileOf(OWNED_COURSE_ID)?.chapters[1]?.questions[0];
  if (!unanswered) throw new Error('chapter 2 has no question');
  storeRecords(store, [
    {
      kind: 'card',
      courseId: OWNED_COURSE_ID,
      id: `q:${unanswered.id}`,
      updatedAt: new Date().toISOString(),
      data: { due: FSRS_STATE.due, fsrs: FSRS_STATE },
    },
  ]);
  renderApp(paths.review, { store });
  expect(await screen.findByText(t('review.nothingDue'))).toBeInTheDocument();
  expect(screen.queryByText(unanswered.en.prompt)).not.toBeInTheDocument();
});
