import { act, screen, waitFor } from '@testing-library/react';
import { LEARNER_DATA_STORAGE_KEY } from '@/learner/learnerDataSlice';
import type { LearnerRecord } from '@/store/models';
import { makeStore } from '@/store/store';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from './CourseViewer';
import {
  credentialRequests,
  learnerMade,
  playerFor,
  progressIn,
  renderViewer,
  videoButton,
} from './CourseViewer.testSetup';

/** Every record this browser's storage holds, of every learner, as redux-persist wrote them. */
function storedRecords(): LearnerRecord[] {
  const stored = JSON.parse(window.localStorage.getItem(LEARNER_DATA_STORAGE_KEY) ?? '{}') as { byOwner?: string };
  const byOwner = JSON.parse(stored.byOwner ?? '{}') as Record<
    string,
    Record<string, { entities: Record<string, LearnerRecord> }>
  >;
  return Object.values(byOwner).flatMap((kinds) =>
    Object.values(kinds).flatMap(({ entities }) => Object.values(entities)),
  );
}

async function userOpens(chapter: string) {
  const button = screen.getByRole('button', { name: new RegExp(chapter.replace(/[.?]/g, '\\$&')) });
  if (button.getAttribute('aria-expanded') !== 'true') act(() => button.click());
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
}

describe('CourseViewer', () => {
  it('marks a video complete when it ends and shows the tick and the percentage', async () => {
    const { store } = await renderViewer();
    const { video } = await playerFor('What Is a Blockchain?');
    video.duration = 120;
    video.currentTime = 10;
    video.emit('timeupdate');
    expect(videoButton(/What Is a Blockchain\?/)).not.toHaveAccessibleName(/completed/);

    video.emit('ended');
    expect(videoButton(/^What Is a Blockchain\?\s*\(completed\)$/)).toBeInTheDocument();
    // One of the course's five videos.
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('button', { name: /1\. Understanding Cryptocurrencies/ })).toHaveAccessibleName(
      /1 of 2 completed/,
    );
    const progress = progressIn(store);
    expect(progress?.completed['0-0']).toBe(true);
    // Watched to the end: it starts over next time.
    expect(progress?.positions['0-0']).toBe(0);
  });

  it('marks a video complete at 90% even when the ended event never fires', async () => {
    const { store } = await renderViewer();
    const { video } = await playerFor('What Is a Blockchain?');
    video.duration = 100;
    video.currentTime = 89;
    video.emit('timeupdate');
    expect(progressIn(store)?.completed['0-0']).toBeUndefined();
    video.currentTime = 90;
    video.emit('timeupdate');
    expect(videoButton(/^What Is a Blockchain\?\s*\(completed\)$/)).toBeInTheDocument();
  });

  it('saves the position every few seconds, on pause and when the video changes', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, { store });
    const { video } = await playerFor('What Is a Blockchain?');
    const positions = () => progressIn(store)?.positions ?? {};
    video.duration = 600;
    video.currentTime = 3;
    video.emit('timeupdate');
    expect(positions()['0-0']).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    video.currentTime = 4;
    video.emit('timeupdate');
    expect(positions()['0-0']).toBe(3);
    act(() => jest.advanceTimersByTime(5000));
    video.currentTime = 9;
    video.emit('timeupdate');
    expect(positions()['0-0']).toBe(9);
    video.currentTime = 10.6;
    video.emit('pause');
    expect(positions()['0-0']).toBe(10);
    video.currentTime = 12;
    video.emit('timeupdate');
    await user.click(videoButton(/Coins, Tokens and Exchanges/));
    expect(positions()['0-0']).toBe(12);
    expect(progressIn(store)?.lastLesson).toBe('0-1');
  });

  it('resumes the last video at its last position', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    learnerMade(store, { last: '1-2', positions: { '1-2': 42 } });
    await renderViewer(store);

    expect(await screen.findByRole('heading', { level: 2, name: 'Risk per Trade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2\. Your First Crypto Trade/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(videoButton(/Risk per Trade/)).toHaveAttribute('aria-current', 'true');
    const { video } = await playerFor('Risk per Trade');
    expect(credentialRequests).toEqual(['vid-crypto-2-3']);
    video.duration = 300;
    video.emit('loadedmetadata');
    expect(video.currentTime).toBe(42);
  });

  it('keeps completion and the last video in browser storage and resumes from it after a reload', async () => {
    const { store } = await restoredTestStore();
    await logInDemoLearner(store);
    const first = await renderViewer(store);
    const { video } = await playerFor('What Is a Blockchain?');
    video.emit('ended');
    await first.user.click(screen.getByRole('button', { name: /2\. Your First Crypto Trade/ }));
    await first.user.click(videoButton(/Market and Limit Orders/));
    await waitFor(() =>
      expect(storedRecords()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'lesson', courseId: OWNED_COURSE_ID, id: '0-0' }),
          expect.objectContaining({ kind: 'resume', courseId: OWNED_COURSE_ID, data: { lesson: '1-1' } }),
        ]),
      ),
    );
    first.unmount();

    // A new page load: a fresh store rehydrated from storage (the session token lives in sessionStorage).
    const { store: reloaded } = await restoredTestStore();
    expect(progressIn(reloaded)?.lastLesson).toBe('1-1');
    await renderViewer(reloaded);
    expect(await screen.findByRole('heading', { level: 2, name: 'Market and Limit Orders' })).toBeInTheDocument();
    await userOpens('1. Understanding Cryptocurrencies');
    expect(videoButton(/^What Is a Blockchain\?\s*\(completed\)$/)).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
  });

  it('keeps progress of different courses apart', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    // The same chapter-video index completed in another course.
    learnerMade(store, { courseId: 'another-course', completed: ['0-0'] });
    expect(progressIn(store, 'another-course')?.completed).toEqual({ '0-0': true });
    await renderViewer(store);
    await playerFor('What Is a Blockchain?');
    expect(videoButton(/What Is a Blockchain\?/)).not.toHaveAccessibleName(/completed/);
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });
});
