import { fireEvent, screen } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { progressKey } from '../progress/learnerProgress';
import { noteAdded, selectVideoProgress } from '../progress/progressSlice';
import { EXPORT_FORMAT } from '../progress/records';
import { LearnerDataTransfer } from './LearnerDataTransfer';

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('Import data', { selector: 'input' }), {
    target: { files: [new File([text], 'learning-data.json', { type: 'application/json' })] },
  });

const noteRecord = (id: string, text: string, updatedAt: string) => ({
  kind: 'note',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt,
  data: { lesson: '0-0', seconds: 3, text, createdAt: updatedAt },
});

describe('importing the learner’s data', () => {
  async function setUp() {
    const store = makeStore();
    await logInDemoLearner(store);
    store.dispatch(
      noteAdded({ courseId: progressKey(DEMO_LEARNER_ID, OWNED_COURSE_ID), key: '0-0', seconds: 1, text: 'Here' }),
    );
    renderWithProviders(<LearnerDataTransfer />, { store });
    await screen.findByRole('heading', { name: 'Your learning data' });
    return store;
  }

  it('says what a newer file added, and what it left out', async () => {
    const store = await setUp();
    choose(
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        records: [noteRecord('phone', 'From the phone', '2026-11-01T00:00:00.000Z'), { kind: 'grades' }],
      }),
    );
    expect(
      await screen.findByText('Imported: 1 record was newer and has been added. Anything newer here was kept.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 record of the file could not be read and was left out.')).toBeInTheDocument();
    const notes = selectVideoProgress(store.getState()).notes[progressKey(DEMO_LEARNER_ID, OWNED_COURSE_ID)];
    expect(notes?.map(({ text }) => text)).toEqual(['Here', 'From the phone']);
  });

  it('says when nothing in the file is newer, and when the file is no export', async () => {
    const store = await setUp();
    const mine = selectVideoProgress(store.getState()).notes[progressKey(DEMO_LEARNER_ID, OWNED_COURSE_ID)]?.[0];
    choose(
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        records: [noteRecord(mine?.id ?? '', 'Older text', '2020-01-01T00:00:00.000Z')],
      }),
    );
    expect(
      await screen.findByText('Nothing in this file is newer than what you have: nothing was changed.'),
    ).toBeInTheDocument();
    choose('{"hello": 1}');
    expect(await screen.findByText('This file is not an export of your learning data.')).toBeInTheDocument();
  });
});
