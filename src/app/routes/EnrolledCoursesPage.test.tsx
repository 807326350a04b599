import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath } from '@/config/languages';
import { recordsWritten } from '@/learner/learnerDataSlice';
import { lessonKey, selectOwner } from '@/learner/selectors';
import { loggedIn } from '@/store/authSlice';
import type { User } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { OWNED_COURSE_ID } from '@mocks/seed';

async function learner() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

/** Lessons of the crypto course completed by the learner signed in. */
function completeLessons(store: AppStore, ...lessons: string[]) {
  const at = new Date().toISOString();
  store.dispatch(
    recordsWritten({
      owner: selectOwner(store.getState()),
      records: lessons.map((id) => ({
        kind: 'lesson',
        courseId: OWNED_COURSE_ID,
        id,
        updatedAt: at,
        data: { completedAt: at },
      })),
    }),
  );
}

/** The lesson of the crypto course the learner signed in opened last. */
function openLesson(store: AppStore, lesson: string) {
  store.dispatch(
    recordsWritten({
      owner: selectOwner(store.getState()),
      records: [
        {
          kind: 'resume',
          courseId: OWNED_COURSE_ID,
          id: 'last',
          updatedAt: new Date().toISOString(),
          data: { lesson },
        },
      ],
    }),
  );
}

const enrolledAnswer = (data: unknown) =>
  server.use(http.get('*/api/api/enrolled-courses', () => Response.json({ data })));

describe('Enrolled Courses', () => {
  it.each(LANGUAGES)(
    "shows the learner's courses with language, duration and Continue Course, in the page's language (%s)",
    async (lang) => {
      const t = wordsIn(lang, 'courses');
      const word = ownWord(lang);
      renderApp(localizePath('/EnrollCourse', lang), { store: await learner() });
      expect(
        await screen.findByRole('heading', { level: 1, name: word(t('enrolled.title'), 'Enrolled Courses') }),
      ).toBeInTheDocument();
      const heading = await screen.findByRole('heading', { name: 'Crypto Trading Basics' });
      const card = heading.closest('article') as HTMLElement;
      // The API's "English/Hindi" and "8 hours", in the page's words.
      const language = `${t('languages.english', { label: 'English' })}/${t('languages.hindi', { label: 'Hindi' })}`;
      expect(within(card).getByText(word(language, 'English/Hindi'))).toBeInTheDocument();
      expect(
        within(card).getByText(word(t('duration.hours', { count: 8, label: '8 hours' }), '8 hours')),
      ).toBeInTheDocument();
      const thumbnail = word(t('thumbnailAlt', { title: 'Crypto Trading Basics' }), 'Crypto Trading Basics thumbnail');
      expect(within(card).getByRole('img', { name: thumbnail })).toHaveAttribute(
        'src',
        '/media/courses/crypto-basics.webp',
      );
      expect(within(card).getByRole('link', { name: word(t('enrolled.continue'), 'Continue Course') })).toHaveAttribute(
        'href',
        localizePath(`/course-viewer/${OWNED_COURSE_ID}`, lang),
      );
      // Never opened: 0 %, not a gap.
      const none = t('enrolled.percentDone', { percent: 0, done: 0, total: 5 });
      expect(await within(card).findByText(word(none, '0% complete (0 of 5 videos)'))).toBeInTheDocument();
      const progress = t('enrolled.progressLabel', { title: 'Crypto Trading Basics' });
      expect(
        within(card).getByRole('progressbar', { name: word(progress, 'Progress in Crypto Trading Basics') }),
      ).toHaveAttribute('aria-valuenow', '0');
    },
  );

  it('fills in the defaults for missing fields', async () => {
    enrolledAnswer([{ _id: 'bare' }]);
    renderApp('/EnrollCourse', { store: await learner() });
    const heading = await screen.findByRole('heading', { name: 'Untitled Course' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('English/Hindi')).toBeInTheDocument();
    expect(within(card).getByText('--')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Untitled Course thumbnail' }).tagName).not.toBe('IMG');
  });

  it.each(LANGUAGES)(
    "shows a progress bar once the viewer has recorded completed videos, in the page's language (%s)",
    async (lang) => {
      const t = wordsIn(lang, 'courses');
      const word = ownWord(lang);
      const store = await learner();
      completeLessons(store, lessonKey(0, 0), lessonKey(1, 2));
      renderApp(localizePath('/EnrollCourse', lang), { store });
      // The crypto course has 5 videos.
      const progress = t('enrolled.progressLabel', { title: 'Crypto Trading Basics' });
      const bar = await screen.findByRole('progressbar', { name: progress });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      const done = t('enrolled.percentDone', { percent: 40, done: 2, total: 5 });
      expect(screen.getByText(word(done, '40% complete (2 of 5 videos)'))).toBeInTheDocument();
    },
  );

  it('counts completed videos when the total is unknown', async () => {
    withFault('get', '/course/getAll', 'server-error');
    const store = await learner();
    completeLessons(store, lessonKey(0, 0));
    renderApp('/EnrollCourse', { store });
    expect(await screen.findByText('1 video completed')).toBeInTheDocument();
  });

  it.each(LANGUAGES)(
    'says "No enrolled courses found." with the promotion and Enroll Now to the course list, in the page\'s language (%s)',
    async (lang) => {
      const t = wordsIn(lang, 'courses');
      const word = ownWord(lang);
      enrolledAnswer([]);
      renderApp(localizePath('/EnrollCourse', lang), { store: await learner() });
      expect(await screen.findByText(word(t('enrolled.empty'), 'No enrolled courses found.'))).toBeInTheDocument();
      const promotion = word(
        t('enrolled.promotion'),
        'Explore our expert-led trading courses and start learning today.',
      );
      expect(screen.getByText(promotion)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: word(t('enrolled.enroll'), 'Enroll Now') })).toHaveAttribute(
        'href',
        localizePath('/courses', lang),
      );
    },
  );

  it('says "Failed to fetch courses. Please try again." with a Retry', async () => {
    withFault('get', '/api/enrolled-courses', 'server-error', { once: true });
    const { user } = renderApp('/EnrollCourse', { store: await learner() });
    expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/courses');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });

  it('says "User not found." when the session has no user', async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'token-without-user', user: { _id: '', username: '' } as User }));
    renderApp('/EnrollCourse', { store });
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/courses');
  });

  it.each(LANGUAGES)(
    'says where the viewer resumes: "Resume: {chapter} · {lesson}", in the page\'s language (%s)',
    async (lang) => {
      const store = await learner();
      openLesson(store, lessonKey(1, 1));
      renderApp(localizePath('/EnrollCourse', lang), { store });
      // The chapter and the lesson are the course's own words, as the API wrote them.
      const resume = wordsIn(lang, 'courses')('enrolled.resume', {
        chapter: 'Your First Crypto Trade',
        lesson: 'Market and Limit Orders',
      });
      const english = 'Resume: Your First Crypto Trade · Market and Limit Orders';
      expect(await screen.findByText(ownWord(lang)(resume, english))).toBeInTheDocument();
    },
  );

  it.each(LANGUAGES)(
    "puts courses on In progress, Completed and All, with their counts, in the page's language (%s)",
    async (lang) => {
      const t = wordsIn(lang, 'courses');
      const word = ownWord(lang);
      const shelf = (key: 'progress' | 'completed' | 'all', english: string, count: number) =>
        t('enrolled.shelf', { label: word(t(`enrolled.${key}.label`), english), count });
      const store = await learner();
      const { user } = renderApp(localizePath('/EnrollCourse', lang), { store });
      const tabs = await screen.findByRole('tablist', { name: word(t('enrolled.shelves'), 'My courses') });
      const progress = (count: number) => shelf('progress', 'In progress', count);
      const completed = (count: number) => shelf('completed', 'Completed', count);
      await waitFor(() =>
        expect(
          within(tabs)
            .getAllByRole('tab')
            .map((tab) => tab.textContent),
        ).toEqual([progress(1), completed(0), shelf('all', 'All', 1)]),
      );
      if (lang === 'en') expect([progress(1), completed(0)]).toEqual(['In progress (1)', 'Completed (0)']);
      // A course under way: the page opens on In progress.
      expect(within(tabs).getByRole('tab', { name: progress(1) })).toHaveAttribute('aria-selected', 'true');
      await user.click(within(tabs).getByRole('tab', { name: completed(0) }));
      const noneCompleted = word(
        t('enrolled.completed.empty'),
        'No course completed yet. Finish every lesson of a course to see it here.',
      );
      expect(screen.getByRole('tabpanel')).toHaveTextContent(noneCompleted);

      // Every one of the crypto course's five lessons complete.
      act(() => completeLessons(store, '0-0', '0-1', '1-0', '1-1', '1-2'));
      expect(within(tabs).getByRole('tab', { name: completed(1) })).toHaveAttribute('aria-selected', 'true');
      expect(
        within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Crypto Trading Basics' }),
      ).toBeInTheDocument();
      const all = t('enrolled.percentDone', { percent: 100, done: 5, total: 5 });
      expect(screen.getByText(word(all, '100% complete (5 of 5 videos)'))).toBeInTheDocument();
      await user.click(within(tabs).getByRole('tab', { name: progress(0) }));
      const noneInProgress = word(t('enrolled.progress.empty'), 'Nothing in progress: every course here is complete.');
      expect(screen.getByRole('tabpanel')).toHaveTextContent(noneInProgress);
    },
  );

  it.each(LANGUAGES)(
    'offers "Get your certificate" on the card only once every lesson is complete, in the page\'s language (%s)',
    async (lang) => {
      const t = wordsIn(lang, 'courses');
      const word = ownWord(lang);
      const store = await learner();
      renderApp(localizePath('/EnrollCourse', lang), { store });
      const card = (await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).closest(
        'article',
      ) as HTMLElement;
      act(() => completeLessons(store, '0-0', '0-1', '1-0', '1-1'));
      const most = t('enrolled.percentDone', { percent: 80, done: 4, total: 5 });
      expect(await within(card).findByText(word(most, '80% complete (4 of 5 videos)'))).toBeInTheDocument();
      const certificate = word(t('enrolled.certificate'), 'Get your certificate');
      expect(within(card).queryByRole('link', { name: certificate })).not.toBeInTheDocument();
      const continuing = within(card).getByRole('link', { name: word(t('enrolled.continue'), 'Continue Course') });

      act(() => completeLessons(store, '1-2'));
      const done = (await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).closest(
        'article',
      ) as HTMLElement;
      expect(within(done).getByRole('link', { name: certificate })).toHaveAttribute(
        'href',
        localizePath(`/certificate/${OWNED_COURSE_ID}`, lang),
      );
      // Finished: it says Completed and offers a review, not a place to resume or continue.
      expect(within(done).getByText(word(t('enrolled.finished'), 'Completed'))).toBeInTheDocument();
      const resume = t('enrolled.resume', { chapter: '', lesson: '' });
      const resumeWord = word(resume.slice(0, resume.indexOf(':') + 1), 'Resume:');
      expect(within(done).queryByText(new RegExp(resumeWord))).not.toBeInTheDocument();
      expect(within(done).queryByRole('link', { name: t('enrolled.continue') })).not.toBeInTheDocument();
      const review = within(done).getByRole('link', { name: word(t('enrolled.review'), 'Review course') });
      expect(review).toHaveAttribute('href', localizePath(`/course-viewer/${OWNED_COURSE_ID}`, lang));
      // A button of its own: the contained one restyled would animate through colours that fail
      // contrast.
      expect(review).not.toBe(continuing);
    },
  );
});
