import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { selectRefusedRecords } from '@/learner';
import { recordsWritten } from '@/learner/learnerDataSlice';
import type { LearnerRecord } from '@/store/models';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { LEARNER_DATA_ERRORS } from '@mocks/handlers/learnerData';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { LearnerDataSync } from './LearnerDataSync';

const AT = new Date().toISOString();
const quizBest = (courseId: string): LearnerRecord => ({
  kind: 'quiz',
  courseId,
  id: '0',
  updatedAt: AT,
  data: { best: 80 },
});
const note = (courseId: string): LearnerRecord => ({
  kind: 'note',
  courseId,
  id: 'n1',
  updatedAt: AT,
  data: { lesson: '0-0', seconds: 3, text: 'Support at 62k', createdAt: AT },
});

/** The demo learner signed in, with records made in this browser and not yet in their account. */
async function learnerWith(...records: LearnerRecord[]) {
  const store = makeStore();
  await logInDemoLearner(store);
  store.dispatch(recordsWritten({ owner: DEMO_LEARNER_ID, records }));
  return store;
}

describe.each(LANGUAGES)('the notice of what the account did not take (%s)', (lang) => {
  const t = wordsIn(lang, 'common');
  const word = ownWord(lang);
  const notSaved = () => screen.queryByText(word(t('learnerData.notSaved'), 'Not saved to your account'));
  const renderIn = (store: ReturnType<typeof makeStore>) =>
    renderWithProviders(<LearnerDataSync />, { store, route: localizePath('/', lang) });

  it("says what the account did not take, with the account's reason, and sends it again on Try again", async () => {
    const store = await learnerWith(quizBest(OWNED_COURSE_ID));
    withFault('put', '/learner-data/:userId', 'forbidden', { once: true });
    const { user } = renderIn(store);

    await waitFor(() => expect(notSaved()).toBeInTheDocument());
    expect(
      screen.getByText(
        word(
          t('learnerData.keptHere', { count: 1, reason: 'Forbidden' }),
          '1 change is kept in this browser only: Forbidden.',
        ),
      ),
    ).toBeInTheDocument();
    const inAccount = () => [...db.learnerRecords.values()].some(({ record }) => record.kind === 'quiz');
    expect(inAccount()).toBe(false);

    await user.click(screen.getByRole('button', { name: word(t('learnerData.retry'), 'Try again') }));
    await waitFor(() => expect(inAccount()).toBe(true));
    expect(notSaved()).not.toBeInTheDocument();
  });

  it('leaves a note to the notes panel, and hides on request what it tells of', async () => {
    const store = await learnerWith(quizBest(UNOWNED_COURSE_ID), note(UNOWNED_COURSE_ID));
    const { user } = renderIn(store);

    await waitFor(() => expect(selectRefusedRecords(store.getState())).toHaveLength(2));
    // Two refused, one told of here: the note is told of beside it, in the notes panel.
    expect(
      screen.getByText(
        word(
          t('learnerData.keptHere', { count: 1, reason: LEARNER_DATA_ERRORS.notOwned }),
          `1 change is kept in this browser only: ${LEARNER_DATA_ERRORS.notOwned}.`,
        ),
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: word(t('learnerData.dismiss'), 'Hide this notice') }));
    expect(notSaved()).not.toBeInTheDocument();
  });
});
