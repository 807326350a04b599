import { screen } from '@testing-library/react';
import { LANGUAGES } from '@/config/languages';
import { testI18n } from '@/test/i18n';
import { restoredTestStore } from '@/test/persistence';
import { renderWithProviders } from '@/test/render';
import { UnreadableProgressNotice } from '../components/UnreadableProgressNotice';
import { PROGRESS_STORAGE_KEY, selectUnreadableProgress, selectVideoProgress } from './progressSlice';

const at = '2026-03-01T10:00:00.000Z';
const goodNote = { id: 'n1', key: '0-0', seconds: 12, text: 'Keep me', createdAt: at, updatedAt: at };
const otherLearnersNote = { ...goodNote, id: 'n2', text: 'Another learner' };
const badNote = { ...goodNote, id: 'n3', seconds: '12' };
const progress = {
  completed: { '0-0': true },
  positions: { '0-0': 40 },
  lastLesson: '0-0',
  completedAt: { '0-0': at },
};

/** What a browser holds after one note was written wrong (by an older version, or by hand). */
function storeOneMalformedNote() {
  localStorage.setItem(
    PROGRESS_STORAGE_KEY,
    JSON.stringify({
      byCourse: JSON.stringify({
        'u1:c1': progress,
        'u2:c1': { ...progress, positions: { '0-0': 'forty', '0-1': 5 } },
        'u2:c2': 'not a record',
      }),
      notes: JSON.stringify({ 'u1:c1': [goodNote, badNote], 'u2:c1': [otherLearnersNote] }),
      _persist: JSON.stringify({ version: 2, rehydrated: true }),
    }),
  );
}

describe('stored progress and notes with malformed records', () => {
  afterEach(() => localStorage.clear());

  it('keeps every note and every progress record that can be read, and counts what was left out', async () => {
    storeOneMalformedNote();
    const { store } = await restoredTestStore();
    const state = selectVideoProgress(store.getState());
    expect(state.notes).toEqual({ 'u1:c1': [goodNote], 'u2:c1': [otherLearnersNote] });
    expect(state.byCourse['u1:c1']).toEqual(progress);
    expect(state.byCourse['u2:c1']).toEqual({ ...progress, positions: { '0-1': 5 } });
    expect(state.byCourse['u2:c2']).toBeUndefined();
    expect(selectUnreadableProgress(store.getState())).toEqual({ notes: 1, progress: 2 });
  });

  it('stores the repaired state, and does not store the count', async () => {
    storeOneMalformedNote();
    const { persistor } = await restoredTestStore();
    await persistor.flush();
    const raw = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(raw).not.toHaveProperty('unreadable');
    expect(JSON.parse(raw.notes ?? '{}')).toEqual({ 'u1:c1': [goodNote], 'u2:c1': [otherLearnersNote] });
  });

  it.each(LANGUAGES)('says what was left out (%s)', async (lang) => {
    storeOneMalformedNote();
    const { store } = await restoredTestStore();
    renderWithProviders(<UnreadableProgressNotice />, { store, route: lang === 'hi' ? '/hi' : '/' });
    const t = testI18n(lang).getFixedT(lang, 'learning');
    expect(screen.getByText(t('unreadable.notes', { count: 1 }))).toBeInTheDocument();
    expect(screen.getByText(t('unreadable.progress'))).toBeInTheDocument();
  });

  it('says nothing when everything could be read', async () => {
    const { store } = await restoredTestStore();
    const { container } = renderWithProviders(<UnreadableProgressNotice />, { store });
    expect(container).toBeEmptyDOMElement();
  });
});
