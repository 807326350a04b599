import { fireEvent, screen } from '@testing-library/react';
import { recordsWritten } from '@/learner/learnerDataSlice';
import {
  ownerKey,
  selectCourseRecords,
  selectDays,
  selectJournal,
  selectLabSettings,
  selectNotes,
  selectReviewCards,
  selectWeeklyGoal,
} from '@/learner/selectors';
import { EXPORT_FORMAT } from '@/learner/transfer';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { captureDownloads } from '@/test/downloads';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { LearnerDataTransfer } from './LearnerDataTransfer';

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('Import data', { selector: 'input' }), {
    target: { files: [new File([text], 'learning-data.json', { type: 'application/json' })] },
  });

const exportFile = (records: unknown[]) => JSON.stringify({ format: EXPORT_FORMAT, version: 1, records });

const noteRecord = (id: string, text: string, updatedAt: string): LearnerRecord => ({
  kind: 'note',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt,
  data: { lesson: '0-0', seconds: 3, text, createdAt: updatedAt },
});

/** The demo learner signed in on a browser of their own, holding `records`, with the data section open. */
async function browserWith(records: LearnerRecord[]) {
  const store = makeStore();
  await logInDemoLearner(store);
  store.dispatch(recordsWritten({ owner: ownerKey(DEMO_LEARNER_ID), records }));
  const view = renderWithProviders(<LearnerDataTransfer />, { store });
  await screen.findByRole('heading', { name: 'Your learning data' });
  return { ...view, store };
}

const notesOf = (store: AppStore) => selectNotes(store.getState())[OWNED_COURSE_ID] ?? [];

describe('importing the learner’s data', () => {
  const here = noteRecord('here', 'Here', '2026-11-05T00:00:00.000Z');

  it('says what a newer file added, and what it left out', async () => {
    const { store } = await browserWith([here]);
    choose(exportFile([noteRecord('phone', 'From the phone', '2026-11-01T00:00:00.000Z'), { kind: 'grades' }]));
    expect(
      await screen.findByText('Imported: 1 record was newer and has been added. Anything newer here was kept.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 record of the file could not be read and was left out.')).toBeInTheDocument();
    expect(notesOf(store).map(({ text }) => text)).toEqual(['Here', 'From the phone']);
  });

  it('says when nothing in the file is newer, and when the file is no export', async () => {
    const { store } = await browserWith([here]);
    choose(exportFile([noteRecord('here', 'Older text', '2020-01-01T00:00:00.000Z')]));
    expect(
      await screen.findByText('Nothing in this file is newer than what you have: nothing was changed.'),
    ).toBeInTheDocument();
    expect(notesOf(store).map(({ text }) => text)).toEqual(['Here']);
    choose('{"hello": 1}');
    expect(await screen.findByText('This file is not an export of your learning data.')).toBeInTheDocument();
  });

  it('overwrites nothing newer: each record is kept by its kind’s rule', async () => {
    const at = '2026-11-10T00:00:00.000Z';
    const earlier = '2026-11-01T00:00:00.000Z';
    const later = '2026-11-20T00:00:00.000Z';
    const quiz = (best: number, updatedAt: string): LearnerRecord => ({
      kind: 'quiz',
      courseId: OWNED_COURSE_ID,
      id: '0',
      updatedAt,
      data: { best },
    });
    const day = (count: number, updatedAt: string): LearnerRecord => ({
      kind: 'day',
      courseId: '-',
      id: '2026-11-09',
      updatedAt,
      data: { count },
    });
    const { store } = await browserWith([
      noteRecord('here', 'Edited here', at),
      quiz(90, earlier),
      day(4, at),
      { kind: 'lesson', courseId: OWNED_COURSE_ID, id: '0-0', updatedAt: at, data: { completedAt: at } },
    ]);
    choose(
      exportFile([
        // Older than the version here.
        noteRecord('here', 'As it was', earlier),
        { kind: 'lesson', courseId: OWNED_COURSE_ID, id: '0-0', updatedAt: earlier, deleted: true },
        // Later, but a best score never goes down.
        quiz(70, later),
        // Older, but a day's count is the higher one: the one thing the file adds.
        day(9, earlier),
      ]),
    );
    expect(
      await screen.findByText('Imported: 1 record was newer and has been added. Anything newer here was kept.'),
    ).toBeInTheDocument();
    expect(notesOf(store).map(({ text }) => text)).toEqual(['Edited here']);
    expect(selectCourseRecords(store.getState())[OWNED_COURSE_ID]).toMatchObject({
      completed: { '0-0': true },
      quizBest: { '0': 90 },
    });
    expect(selectDays(store.getState())).toEqual({ '2026-11-09': 9 });
  });
});

describe('exporting the learner’s data', () => {
  const at = '2026-11-10T08:00:00.000Z';
  /** A record of every kind, and a deleted note. */
  const everyKind: LearnerRecord[] = [
    { kind: 'lesson', courseId: OWNED_COURSE_ID, id: '0-0', updatedAt: at, data: { completedAt: at } },
    { kind: 'position', courseId: OWNED_COURSE_ID, id: '0-1', updatedAt: at, data: { seconds: 42 } },
    { kind: 'resume', courseId: OWNED_COURSE_ID, id: 'last', updatedAt: at, data: { lesson: '0-1' } },
    noteRecord('n1', 'A ledger everyone keeps.', at),
    { kind: 'note', courseId: OWNED_COURSE_ID, id: 'gone', updatedAt: at, deleted: true },
    { kind: 'quiz', courseId: OWNED_COURSE_ID, id: '0', updatedAt: at, data: { best: 80 } },
    { kind: 'card', courseId: OWNED_COURSE_ID, id: 't:0:1', updatedAt: at, data: { due: at, fsrs: null } },
    {
      kind: 'card',
      courseId: OWNED_COURSE_ID,
      id: 'q:crypto-1',
      updatedAt: at,
      data: {
        due: '2026-11-12T08:00:00.000Z',
        fsrs: {
          due: '2026-11-12T08:00:00.000Z',
          stability: 2.3,
          difficulty: 5.1,
          elapsed_days: 0,
          scheduled_days: 2,
          learning_steps: 0,
          reps: 1,
          lapses: 0,
          state: 2,
          last_review: at,
        },
      },
    },
    { kind: 'day', courseId: '-', id: '2026-11-10', updatedAt: at, data: { count: 6 } },
    {
      kind: 'trade',
      courseId: '-',
      id: 'trade-1',
      updatedAt: at,
      data: {
        setId: 'nifty-1',
        instrument: 'NIFTY 50',
        side: 'buy',
        entry: 100,
        exit: 110,
        stop: 95,
        target: 110,
        quantity: 10,
        reason: 'target',
        bothTouched: false,
        gross: 100,
        charges: 4.5,
        net: 95.5,
        r: 1.91,
        closedAt: at,
        setup: 'Breakout',
        note: 'Waited for the close.',
        feeling: 'calm',
      },
    },
    { kind: 'settings', courseId: '-', id: 'lab', updatedAt: at, data: { capital: 250_000, riskPercent: 2 } },
    { kind: 'settings', courseId: '-', id: 'review', updatedAt: at, data: { weeklyGoal: 50 } },
  ];

  /** What the screens read of the learner's records. */
  const seen = (store: AppStore) => {
    const state = store.getState();
    return {
      courses: selectCourseRecords(state),
      notes: selectNotes(state),
      cards: selectReviewCards(state),
      days: selectDays(state),
      journal: selectJournal(state),
      lab: selectLabSettings(state),
      weeklyGoal: selectWeeklyGoal(state),
    };
  };

  it('writes every kind to a file that brings all of it into a fresh browser', async () => {
    const first = await browserWith(everyKind);
    const downloads = captureDownloads();
    await first.user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(downloads.names).toEqual([expect.stringMatching(/^learning-data-\d{4}-\d{2}-\d{2}\.json$/)]);
    const text = await downloads.text();
    const file = JSON.parse(text) as { format: string; records: LearnerRecord[] };
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.records).toHaveLength(everyKind.length);
    expect(file.records).toEqual(expect.arrayContaining(everyKind));
    const before = seen(first.store);
    first.unmount();

    // Another browser: nothing of the learner's there yet.
    const { store } = await browserWith([]);
    expect(seen(store).journal).toEqual([]);
    choose(text);
    expect(
      await screen.findByText(
        `Imported: ${everyKind.length} records were newer and have been added. Anything newer here was kept.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
    expect(seen(store)).toEqual(before);
    expect(before.journal).toHaveLength(1);
    expect(before.cards).toHaveLength(2);
    expect(before.weeklyGoal).toBe(50);
  });
});
