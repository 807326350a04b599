import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { progressKey } from '@/features/learning/progress/learnerProgress';
import { videoCompleted, videoKey, videoSelected } from '@/features/learning/progress/progressSlice';
import { loggedIn } from '@/store/authSlice';
import { selectUserId } from '@/store/authSlice';
import type { User } from '@/store/models';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { OWNED_COURSE_ID } from '@mocks/seed';

async function learner() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

const enrolledAnswer = (data: unknown) =>
  server.use(http.get('*/api/api/enrolled-courses', () => HttpResponse.json({ data })));

describe('Enrolled Courses', () => {
  it("shows the learner's courses with language, duration and Continue Course", async () => {
    renderApp('/EnrollCourse', { store: await learner() });
    // The first render of the file loads the page's code: seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enrolled Courses' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Crypto Trading Basics' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('English/Hindi')).toBeInTheDocument();
    expect(within(card).getByText('8 hours')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Crypto Trading Basics thumbnail' })).toHaveAttribute(
      'src',
      '/media/courses/crypto-basics.webp',
    );
    expect(within(card).getByRole('link', { name: 'Continue Course' })).toHaveAttribute(
      'href',
      `/course-viewer/${OWNED_COURSE_ID}`,
    );
    // Never opened: 0 %, not a gap.
    expect(await within(card).findByText('0% complete (0 of 5 videos)')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Progress in Crypto Trading Basics' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('fills in the defaults for missing fields', async () => {
    enrolledAnswer([{ _id: 'bare' }]);
    renderApp('/EnrollCourse', { store: await learner() });
    const heading = await screen.findByRole('heading', { name: 'Untitled Course' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('English/Hindi')).toBeInTheDocument();
    expect(within(card).getByText('--')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Untitled Course thumbnail' }).tagName).not.toBe('IMG');
  });

  it('shows a progress bar once the viewer has recorded completed videos', async () => {
    const store = await learner();
    store.dispatch(
      videoCompleted({ courseId: progressKey(selectUserId(store.getState()), OWNED_COURSE_ID), key: videoKey(0, 0) }),
    );
    store.dispatch(
      videoCompleted({ courseId: progressKey(selectUserId(store.getState()), OWNED_COURSE_ID), key: videoKey(1, 2) }),
    );
    renderApp('/EnrollCourse', { store });
    // The crypto course has 5 videos.
    const bar = await screen.findByRole('progressbar', { name: 'Progress in Crypto Trading Basics' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40% complete (2 of 5 videos)')).toBeInTheDocument();
  });

  it('counts completed videos when the total is unknown', async () => {
    withFault('get', '/course/getAll', 'server-error');
    const store = await learner();
    store.dispatch(
      videoCompleted({ courseId: progressKey(selectUserId(store.getState()), OWNED_COURSE_ID), key: videoKey(0, 0) }),
    );
    renderApp('/EnrollCourse', { store });
    expect(await screen.findByText('1 video completed')).toBeInTheDocument();
  });

  it('says "No enrolled courses found." with the promotion and Enroll Now', async () => {
    enrolledAnswer([]);
    renderApp('/EnrollCourse', { store: await learner() });
    expect(await screen.findByText('No enrolled courses found.')).toBeInTheDocument();
    expect(screen.getByText('Explore our expert-led trading courses and start learning today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/courses');
  });

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

  it('says where the viewer resumes: "Resume: {chapter} · {lesson}"', async () => {
    const store = await learner();
    const record = progressKey(selectUserId(store.getState()), OWNED_COURSE_ID);
    store.dispatch(videoSelected({ courseId: record, key: videoKey(1, 1) }));
    renderApp('/EnrollCourse', { store });
    expect(await screen.findByText('Resume: Your First Crypto Trade · Market and Limit Orders')).toBeInTheDocument();
  });

  it('puts courses on In progress, Completed and All, with their counts', async () => {
    const store = await learner();
    const { user } = renderApp('/EnrollCourse', { store });
    const tabs = await screen.findByRole('tablist', { name: 'My courses' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['In progress (1)', 'Completed (0)', 'All (1)']),
    );
    // A course under way: the page opens on In progress.
    expect(within(tabs).getByRole('tab', { name: 'In progress (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Completed (0)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No course completed yet.');

    // Every one of the crypto course's five lessons complete.
    const record = progressKey(selectUserId(store.getState()), OWNED_COURSE_ID);
    for (const key of ['0-0', '0-1', '1-0', '1-1', '1-2'])
      act(() => void store.dispatch(videoCompleted({ courseId: record, key })));
    expect(within(tabs).getByRole('tab', { name: 'Completed (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Crypto Trading Basics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('100% complete (5 of 5 videos)')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'In progress (0)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Nothing in progress');
  });

  it('offers "Get your certificate" on the card only once every lesson is complete', async () => {
    const store = await learner();
    renderApp('/EnrollCourse', { store });
    const card = (await screen.findByRole('heading', { name: 'Crypto Trading Basics' }, { timeout: 10_000 })).closest(
      'article',
    ) as HTMLElement;
    const record = progressKey(selectUserId(store.getState()), OWNED_COURSE_ID);
    for (const key of ['0-0', '0-1', '1-0', '1-1'])
      act(() => void store.dispatch(videoCompleted({ courseId: record, key })));
    expect(await within(card).findByText('80% complete (4 of 5 videos)')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Get your certificate' })).not.toBeInTheDocument();

    act(() => void store.dispatch(videoCompleted({ courseId: record, key: '1-2' })));
    const done = (await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(done).getByRole('link', { name: 'Get your certificate' })).toHaveAttribute(
      'href',
      `/certificate/${OWNED_COURSE_ID}`,
    );
    // Finished: it says Completed and offers a review, not a place to resume or continue.
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).queryByText(/^Resume:/)).not.toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: 'Continue Course' })).not.toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Review course' })).toHaveAttribute(
      'href',
      `/course-viewer/${OWNED_COURSE_ID}`,
    );
  });
});
