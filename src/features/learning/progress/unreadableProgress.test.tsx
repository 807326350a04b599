import { screen } from '@testing-library/react';
import { LANGUAGES } from '@/config/languages';
import { LEARNER_DATA_STORAGE_KEY } from '@/learner/learnerDataSlice';
import { recordKey } from '@/learner/rules';
import { selectCourseRecords, selectNotes, selectUnreadableRecords } from '@/learner/selectors';
import { loggedIn } from '@/store/authSlice';
import type { LearnerRecord, User } from '@/store/models';
import type { AppStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { restoredTestStore } from '@/test/persistence';
import { renderWithProviders } from '@/test/render';
import { UnreadableProgressNotice } from '../components/UnreadableProgressNotice';

const at = '2026-03-01T10:00:00.000Z';
const goodNote: LearnerRecord = {
  kind: 'note',
  courseId: 'c1',
  id: 'n1',
  updatedAt: at,
  data: { lesson: '0-0', seconds: 12, text: 'Keep me', createdAt: at },
};
const otherLearnersNote: LearnerRecord = { ...goodNote, id: 'n2', data: { ...goodNote.data, text: 'Another learner' } };
/** A note with its moment written as text: a record that cannot be read. */
const badNote = (id: string) => ({ ...goodNote, id, data: { ...goodNote.data, seconds: '12' } });
const lesson: LearnerRecord = { kind: 'lesson', courseId: 'c1', id: '0-0', updatedAt: at, data: { completedAt: at } };
const position: LearnerRecord = { kind: 'position', courseId: 'c1', id: '0-0', updatedAt: at, data: { seconds: 40 } };
const resume: LearnerRecord = { kind: 'resume', courseId: 'c1', id: 'last', updatedAt: at, data: { lesson: '0-0' } };

/** An entity table as the slice stores it. */
const table = (...records: Pick<LearnerRecord, 'kind' | 'courseId' | 'id'>[]) => ({
  ids: records.map(recordKey),
  entities: Object.fromEntries(records.map((record) => [recordKey(record), record])),
});

/** What a browser holds after `bad` records were written wrong (by an older version, or by hand). */
function storeWithUnreadable(bad = 1) {
  localStorage.setItem(
    LEARNER_DATA_STORAGE_KEY,
    JSON.stringify({
      byOwner: JSON.stringify({
        u1: { note: table(goodNote, ...Array.from({ length: bad }, (_, i) => badNote(`bad${i}`))) },
        u2: {
          note: table(otherLearnersNote),
          lesson: table(lesson),
          position: table(position),
          resume: table(resume),
        },
      }),
      synced: JSON.stringify({}),
      cursors: JSON.stringify({}),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  );
}

const asLearner = (store: AppStore, id: string) =>
  store.dispatch(loggedIn({ token: 't', user: { _id: id, username: id } as User }));

describe('stored learner records with a malformed one', () => {
  it('keeps every record that can be read, of every learner, and counts the one left out', async () => {
    storeWithUnreadable();
    const { store } = await restoredTestStore();
    expect(selectUnreadableRecords(store.getState())).toBe(1);

    asLearner(store, 'u1');
    expect(selectNotes(store.getState())).toEqual({ c1: [expect.objectContaining({ id: 'n1', text: 'Keep me' })] });
    asLearner(store, 'u2');
    expect(selectNotes(store.getState())).toEqual({
      c1: [expect.objectContaining({ id: 'n2', text: 'Another learner' })],
    });
    expect(selectCourseRecords(store.getState()).c1).toEqual({
      completed: { '0-0': true },
      completedAt: { '0-0': at },
      positions: { '0-0': 40 },
      lastLesson: '0-0',
      quizBest: {},
    });
  });

  it('stores what could be read, and not the count', async () => {
    storeWithUnreadable();
    const { persistor } = await restoredTestStore();
    await persistor.flush();
    const raw = JSON.parse(localStorage.getItem(LEARNER_DATA_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(raw).not.toHaveProperty('unreadable');
    const byOwner = JSON.parse(raw.byOwner ?? '{}') as Record<string, { note: { entities: object } }>;
    expect(Object.keys(byOwner.u1?.note.entities ?? {})).toEqual([recordKey(goodNote)]);
    expect(Object.keys(byOwner.u2?.note.entities ?? {})).toEqual([recordKey(otherLearnersNote)]);
  });

  describe.each(LANGUAGES)('says how many were left out (%s)', (lang) => {
    const words = wordsIn(lang, 'learning');
    const say = ownWord(lang);

    it.each([
      [1, '1 record of your learning saved in this browser could not be read and was left out. The rest is kept.'],
      [2, '2 records of your learning saved in this browser could not be read and were left out. The rest is kept.'],
    ])('%i left out', async (count, english) => {
      storeWithUnreadable(count);
      const { store } = await restoredTestStore();
      renderWithProviders(<UnreadableProgressNotice />, { store, route: lang === 'hi' ? '/hi' : '/' });
      expect(screen.getByRole('status')).toHaveTextContent(say(words('unreadable.records', { count }), english));
    });
  });

  it('says nothing when everything could be read', async () => {
    storeWithUnreadable(0);
    const { store } = await restoredTestStore();
    expect(selectUnreadableRecords(store.getState())).toBe(0);
    const { container } = renderWithProviders(<UnreadableProgressNotice />, { store });
    expect(container).toBeEmptyDOMElement();
  });
});
