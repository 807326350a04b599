import { act, screen, waitFor, within } from '@testing-library/react';
import { courseViewerPath } from '@/config/paths';
import { makeStore } from '@/store/store';
import { setSystemMotion } from '@/test/media';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from './CourseViewer';
import { learnerMade, playerFor, progressIn, renderViewer, videoButton } from './CourseViewer.testSetup';

describe('CourseViewer: moving between lessons', () => {
  async function viewerAt(key: string, route?: string) {
    const store = makeStore();
    await logInDemoLearner(store);
    learnerMade(store, { last: key });
    return { ...(await renderViewer(store, route)), store };
  }

  it('names the lesson in the URL, and Back returns to the lesson before', async () => {
    const { user, router, store } = await viewerAt('0-0');
    expect(await screen.findByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=1-1'));
    await user.click(screen.getByRole('button', { name: 'Next lesson: Coins, Tokens and Exchanges' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=1-2'));
    await user.click(screen.getByRole('button', { name: 'Next lesson: Setting Up a Wallet' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=2-1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    // The resume point follows Back too.
    await waitFor(() => expect(progressIn(store)?.lastLesson).toBe('0-1'));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
  });

  it('opens the lesson a link names rather than the resume point; one it lacks opens the resume point', async () => {
    const linked = await viewerAt('0-0', `${courseViewerPath(OWNED_COURSE_ID)}?lesson=2-3`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk per Trade' })).toBeInTheDocument();
    linked.unmount();

    const { router } = await viewerAt('0-1', `${courseViewerPath(OWNED_COURSE_ID)}?lesson=9-9`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=1-2'));
  });

  it('goes to the next and previous lesson across chapters, and disables them at the ends', async () => {
    const { user } = await viewerAt('0-0');
    expect(await screen.findByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next lesson: Coins, Tokens and Exchanges' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    // The last lesson of the first chapter leads to the first of the second.
    await user.click(screen.getByRole('button', { name: 'Next lesson: Setting Up a Wallet' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2\. Your First Crypto Trade/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous lesson: Coins, Tokens and Exchanges' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
  });

  it('has no next lesson after the last one', async () => {
    await viewerAt('1-2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk per Trade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous lesson: Market and Limit Orders' })).toBeEnabled();
  });

  it('marks a lesson complete and not complete again by hand', async () => {
    const { user, store } = await viewerAt('0-0');
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(videoButton(/^What Is a Blockchain\?\s*\(completed\)$/)).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    expect(progressIn(store)?.completed['0-0']).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });

  it('offers "Get your certificate" once every lesson is complete, and not before', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    learnerMade(store, { completed: ['0-0', '0-1', '1-0', '1-1'], last: '1-2' });
    const { user } = await renderViewer(store);
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk per Trade' })).toBeInTheDocument();
    expect(screen.getByText('80% complete')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get your certificate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(screen.getByRole('link', { name: 'Get your certificate' })).toHaveAttribute(
      'href',
      `/certificate/${OWNED_COURSE_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.queryByRole('link', { name: 'Get your certificate' })).not.toBeInTheDocument();
  });

  it('offers Play next without a countdown to a learner who asked for less motion', async () => {
    setSystemMotion('reduce');
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, { store });
    const { video } = await playerFor('What Is a Blockchain?');
    video.emit('ended');
    const card = screen.getByRole('region', { name: 'Up next' });
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    expect(within(card).queryByText(/starts in/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Play next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
  });

  it("keeps each learner's progress apart in a shared browser", async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    learnerMade(store, { last: '1-1' });
    expect(progressIn(store)?.lastLesson).toBe('1-1');
    await logInDemoLearner(store, {
      email: 'rohan.mehta@example.com',
      password: 'Reviewer@123',
      username: 'Rohan Mehta',
    });
    expect(progressIn(store)).toBeUndefined();
  });
});
