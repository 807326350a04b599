import { act, screen, waitFor } from '@testing-library/react';
import { env } from '@/config/env';
import { certificatePath } from '@/config/paths';
import { recordsWritten } from '@/learner/learnerDataSlice';
import { LEGACY_STORAGE_KEYS } from '@/learner/legacy';
import { lessonKey, selectCourseRecords, selectOwner } from '@/learner/selectors';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { answerQuizzes, completeOnServer } from '@/test/earnedOnServer';
import { readCatalogue } from '@/test/loadCatalogue';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, renderApp } from '@/test/render';
import { quizFileOf } from '@mocks/quizzes';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses } from '@mocks/seed';
import '../persistedSlices';

const course = seedCourses().find(({ _id }) => _id === OWNED_COURSE_ID);
const chapters = course?.chapters ?? [];

/** Records of the course, as the learner signed in made them. */
function written(store: AppStore, records: Omit<LearnerRecord, 'courseId' | 'updatedAt'>[]) {
  const updatedAt = new Date().toISOString();
  store.dispatch(
    recordsWritten({
      owner: selectOwner(store.getState()),
      records: records.map((record) => ({ ...record, courseId: OWNED_COURSE_ID, updatedAt })),
    }),
  );
}

/** Every lesson complete, here and on the server. */
function completeLessons(store: AppStore) {
  const at = Date.now();
  const lessons = chapters.flatMap((chapter, c) => chapter.videos.map((_video, v) => ({ id: lessonKey(c, v), at })));
  const completedAt = new Date(at).toISOString();
  written(
    store,
    lessons.map(({ id }) => ({ kind: 'lesson' as const, id, data: { completedAt } })),
  );
  completeOnServer(OWNED_COURSE_ID, lessons);
}

function finishQuiz(store: AppStore, chapter: number, percent: number) {
  written(store, [{ kind: 'quiz', id: String(chapter), data: { best: percent } }]);
}

describe.each(['en', 'hi'] as const)('the certificate rule (%s)', (lang) => {
  const cert = readCatalogue(lang, 'learning').certificate as Record<string, string>;
  const route = `${lang === 'hi' ? '/hi' : ''}${certificatePath(OWNED_COURSE_ID)}`;
  const print = cert.print ?? '';

  it('refuses the certificate while a chapter quiz is below 70 %, naming the chapter, and issues it once passed', async () => {
    const store = makeStore();
    const { token } = await logInDemoLearner(store);
    completeLessons(store);
    // Chapter 2 answered with two of its questions wrong: below the pass mark, as the server grades it too.
    const [one, two] = quizFileOf(OWNED_COURSE_ID)?.chapters[1]?.questions ?? [];
    await answerQuizzes(token, OWNED_COURSE_ID, { wrong: [one?.id ?? '', two?.id ?? ''] });
    finishQuiz(store, 0, 100);
    finishQuiz(store, 1, 60);
    renderApp(route, { store });
    const list = await screen.findByRole('list', { name: cert.quizzesListLabel });
    const title = (chapters[1]?.title ?? '').replace(/\b\w/g, (c) => c.toUpperCase());
    expect(list).toHaveTextContent(title);
    expect(list).not.toHaveTextContent((chapters[0]?.title ?? '').replace(/\b\w/g, (c) => c.toUpperCase()));
    expect(screen.queryByRole('button', { name: print })).not.toBeInTheDocument();

    await answerQuizzes(token, OWNED_COURSE_ID);
    act(() => finishQuiz(store, 1, 100));
    expect(await screen.findByRole('button', { name: print })).toBeInTheDocument();
  });

  it('refuses it with every quiz passed but a lesson left', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    finishQuiz(store, 0, 100);
    finishQuiz(store, 1, 100);
    renderApp(route, { store });
    expect(await screen.findByText(cert.finish ?? '')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: print })).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: cert.quizzesListLabel })).not.toBeInTheDocument();
  });
});

// The server counts only quizzes it graded: a browser's own scores earn the browser's certificate.
describe('quiz scores this browser kept before they were learner data, without the learner-data contract', () => {
  beforeEach(() => {
    env.learnerDataApi = false;
  });
  afterEach(() => {
    env.learnerDataApi = true;
  });

  it('count towards the certificate once loaded, as quiz records of the course', async () => {
    const scores = { '0': 100, '1': 90 };
    // As the quizzes stored them last (version 2): each top-level value serialised on its own.
    localStorage.setItem(
      LEGACY_STORAGE_KEYS.quiz,
      JSON.stringify({
        cards: '{}',
        activity: '{}',
        weeklyGoal: '{}',
        legacyScores: JSON.stringify({ [`${DEMO_LEARNER_ID}:${OWNED_COURSE_ID}`]: scores }),
        _persist: JSON.stringify({ version: 2, rehydrated: true }),
      }),
    );
    const { store, persistor } = await restoredTestStore();
    await logInDemoLearner(store);
    completeLessons(store);
    renderApp(certificatePath(OWNED_COURSE_ID), { store });
    const print = readCatalogue('en', 'learning').certificate as Record<string, string>;
    expect(await screen.findByRole('button', { name: print.print })).toBeInTheDocument();
    expect(selectCourseRecords(store.getState())[OWNED_COURSE_ID]?.quizBest).toEqual(scores);
    // Moved once: the old place is gone once the records are stored in their one home.
    await persistor.flush();
    expect(localStorage.getItem(LEGACY_STORAGE_KEYS.quiz)).toBeNull();
  });
});
