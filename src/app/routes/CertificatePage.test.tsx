import { act, screen, waitFor } from '@testing-library/react';
import { certificatePath } from '@/config/paths';
import { progressKey } from '@/features/learning/progress/learnerProgress';
import { quizScored, selectVideoProgress, videoCompleted, lessonKey } from '@/features/learning/progress/progressSlice';
import { QUIZ_STORAGE_KEY, selectLearnerQuiz } from '@/features/quiz/quizSlice';
import { selectUserId } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { readCatalogue } from '@/test/loadCatalogue';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, renderApp } from '@/test/render';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses } from '@mocks/seed';
import '../persistedSlices';

const course = seedCourses().find(({ _id }) => _id === OWNED_COURSE_ID);
const chapters = course?.chapters ?? [];

function completeLessons(store: AppStore) {
  const courseId = progressKey(selectUserId(store.getState()), OWNED_COURSE_ID);
  chapters.forEach((chapter, c) =>
    chapter.videos.forEach((_video, v) => store.dispatch(videoCompleted({ courseId, key: lessonKey(c, v) }))),
  );
}

function finishQuiz(store: AppStore, chapter: number, percent: number) {
  store.dispatch(
    quizScored({ courseId: progressKey(selectUserId(store.getState()), OWNED_COURSE_ID), chapter, percent }),
  );
}

describe.each(['en', 'hi'] as const)('the certificate rule (%s)', (lang) => {
  const cert = readCatalogue(lang, 'learning').certificate as Record<string, string>;
  const route = `${lang === 'hi' ? '/hi' : ''}${certificatePath(OWNED_COURSE_ID)}`;
  const print = cert.print ?? '';

  it('refuses the certificate while a chapter quiz is below 70 %, naming the chapter, and issues it at 70 %', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    completeLessons(store);
    finishQuiz(store, 0, 100);
    finishQuiz(store, 1, 60);
    renderApp(route, { store });
    const list = await screen.findByRole('list', { name: cert.quizzesListLabel });
    const title = (chapters[1]?.title ?? '').replace(/\b\w/g, (c) => c.toUpperCase());
    expect(list).toHaveTextContent(title);
    expect(list).not.toHaveTextContent((chapters[0]?.title ?? '').replace(/\b\w/g, (c) => c.toUpperCase()));
    expect(screen.queryByRole('button', { name: print })).not.toBeInTheDocument();

    act(() => finishQuiz(store, 1, 70));
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

describe('quiz scores this browser kept before they were learner data', () => {
  it("still count towards the certificate, and move to the course's progress", async () => {
    const scores = { '0': 100, '1': 90 };
    // As the quizzes stored them before (version 1): each top-level value serialised on its own.
    localStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({
        results: JSON.stringify({ [`${DEMO_LEARNER_ID}:${OWNED_COURSE_ID}`]: { best: scores, last: scores } }),
        cards: '{}',
        activity: '{}',
        weeklyGoal: '{}',
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store } = await restoredTestStore();
    await logInDemoLearner(store);
    completeLessons(store);
    renderApp(certificatePath(OWNED_COURSE_ID), { store });
    const print = readCatalogue('en', 'learning').certificate as Record<string, string>;
    expect(await screen.findByRole('button', { name: print.print })).toBeInTheDocument();
    const progress = selectVideoProgress(store.getState()).byCourse[progressKey(DEMO_LEARNER_ID, OWNED_COURSE_ID)];
    expect(progress?.quizBest).toEqual(scores);
    expect(selectLearnerQuiz(store.getState()).legacyScores).toEqual({});
  });
});
