import { screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import type { ChoiceQuestion, QuizFile } from '@/features/quiz/schema';
import { makeStore } from '@/store/store';
import { wordsIn } from '@/test/languages';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { withFault } from '@mocks/faults';
import { quizFileOf } from '@mocks/quizzes';
import { OWNED_COURSE_ID } from '@mocks/seed';
import ChapterQuiz from './ChapterQuiz';

/*
 * A chapter's quiz as the learner takes it, graded by the demo API (or, without the learner-data
 * contract, by this build): each answer checked, marked right or wrong in words, the missed ones
 * listed with why, and a quiz half done never lost to a stray Esc.
 */

const file = quizFileOf(OWNED_COURSE_ID) as QuizFile;
const questions = file.chapters[0]?.questions ?? [];
if (questions[0]?.type === 'number') throw new Error('the first question of the owned course should be a choice');
const first = questions[0] as ChoiceQuestion;
const wrongIndex = first.en.options.findIndex((_option, index) => !first.answer.includes(index));

async function openQuiz(lang: Language, onScored = jest.fn()) {
  const store = makeStore();
  await logInDemoLearner(store);
  const view = renderWithProviders(
    <ChapterQuiz courseId={OWNED_COURSE_ID} chapterIndex={0} place="chapterEnd" best={undefined} onScored={onScored} />,
    { store, route: lang === 'hi' ? '/hi/course-viewer/x' : '/course-viewer/x' },
  );
  const t = wordsIn(lang, 'quiz');
  await view.user.click(screen.getByRole('button', { name: t('check') }));
  const dialog = await screen.findByRole('dialog', { name: t('dialogTitle', { n: 1 }) });
  await within(dialog).findByText(t('questionOf', { n: 1, total: questions.length }));
  return { ...view, t, dialog, onScored };
}

/** The option's radio, by the start of its label (its number is hidden from the name). */
const option = (dialog: HTMLElement, lang: Language, index: number) =>
  within(dialog).getByRole('radio', {
    name: new RegExp(`^${escape(first[lang].options[index]?.text)}`),
  });
const escape = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(['en', 'hi'] as const)('a chapter quiz (%s)', (lang) => {
  it('marks a wrong pick wrong and the right option right, in words, with each option’s explanation', async () => {
    const { user, t, dialog } = await openQuiz(lang);
    await user.click(option(dialog, lang, wrongIndex));
    await user.click(within(dialog).getByRole('button', { name: t('confirm') }));

    const verdict = await within(dialog).findByRole('status');
    const right = first.answer.map((index) => `“${first[lang].options[index]?.text ?? ''}”`).join(', ');
    expect(verdict).toHaveTextContent(`${t('incorrect')} ${t('theAnswer', { answer: right })}`);
    const picked = option(dialog, lang, wrongIndex).closest('label') as HTMLElement;
    expect(picked).toHaveTextContent(
      `${t('yourChoice')}, ${t('wrongOption')}: ${first[lang].options[wrongIndex]?.why}`,
    );
    const correct = option(dialog, lang, first.answer[0] ?? 0).closest('label') as HTMLElement;
    expect(correct).toHaveTextContent(`${t('rightOption')}: ${first[lang].options[first.answer[0] ?? 0]?.why}`);
  });

  it('lists the missed questions with the answer and why once the quiz ends, and keeps the score', async () => {
    const { user, t, dialog, onScored } = await openQuiz(lang);
    for (const [n, question] of questions.entries()) {
      await within(dialog).findByText(t('questionOf', { n: n + 1, total: questions.length }));
      if (question.type === 'number') {
        await user.type(within(dialog).getByRole('textbox', { name: t('numberLabel') }), String(question.answer));
      } else {
        const pick = n === 0 ? [wrongIndex] : question.answer;
        for (const index of pick) await user.keyboard(String(index + 1));
      }
      await user.click(within(dialog).getByRole('button', { name: t('confirm') }));
      await within(dialog).findByRole('status');
      await user.click(
        within(dialog).getByRole('button', { name: n + 1 < questions.length ? t('next') : t('seeScore') }),
      );
    }
    const percent = Math.round(((questions.length - 1) / questions.length) * 100);
    expect(onScored).toHaveBeenCalledWith(0, percent);
    const missed = within(dialog).getByRole('heading', { name: t('missedHeading') }).nextElementSibling as HTMLElement;
    const items = within(missed).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(first[lang].prompt);
    expect(items[0]).toHaveTextContent(
      t('missedYours', { answer: `“${first[lang].options[wrongIndex]?.text ?? ''}”` }),
    );
    expect(items[0]).toHaveTextContent(first[lang].options[first.answer[0] ?? 0]?.why ?? 'missing');
  });

  it('keeps the choice when an answer cannot be checked, and checks it again', async () => {
    const { user, t, dialog } = await openQuiz(lang);
    withFault('post', '/learner-data/:userId/quiz-answers', 'network', { once: true });
    await user.click(option(dialog, lang, first.answer[0] ?? 0));
    await user.click(within(dialog).getByRole('button', { name: t('confirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('checkFailed'));
    expect(option(dialog, lang, first.answer[0] ?? 0)).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t('checkAgain') }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t('correct'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before Esc leaves a quiz half done, and keeps its answers to go on with', async () => {
    const { user, t, dialog } = await openQuiz(lang);
    await user.click(option(dialog, lang, first.answer[0] ?? 0));
    await user.click(within(dialog).getByRole('button', { name: t('confirm') }));
    await within(dialog).findByRole('status');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: t('leaveTitle') });
    await user.click(within(ask).getByRole('button', { name: t('keepGoing') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('leaveTitle') })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: t('dialogTitle', { n: 1 }) })).toBeVisible();

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: t('leaveTitle') })).getByRole('button', { name: t('leave') }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('dialogTitle', { n: 1 }) })).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('button', { name: t('check') }));
    const again = await screen.findByRole('dialog', { name: t('dialogTitle', { n: 1 }) });
    expect(within(again).getByRole('status')).toHaveTextContent(t('correct'));
  });
});

describe('a build without the learner-data contract', () => {
  it('grades in the browser, asking the server nothing', async () => {
    env.learnerDataApi = false;
    try {
      withFault('post', '/learner-data/:userId/quiz-answers', 'server-error');
      const { user, t, dialog } = await openQuiz('en');
      await user.click(option(dialog, 'en', wrongIndex));
      await user.click(within(dialog).getByRole('button', { name: t('confirm') }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(t('incorrect'));
    } finally {
      env.learnerDataApi = true;
    }
  });
});
