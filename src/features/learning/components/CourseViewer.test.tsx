import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { LEARNER_DATA_STORAGE_KEY, recordsWritten } from '@/learner/learnerDataSlice';
import { ownerKey, selectCourseRecords } from '@/learner/selectors';
import { selectUserId } from '@/store/authSlice';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { FakeVideo } from '@/test/fakeVdoPlayer';
import { ownWord, wordsIn } from '@/test/languages';
import { setSystemMotion } from '@/test/media';
import { restoredTestStore } from '@/test/persistence';
import { renderWithProviders, logInDemoLearner } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { Playhead } from '../playhead';
import type { VdoPlayerApi } from '../vdoPlayer';
import { CourseViewer, type ChapterExtra } from './CourseViewer';

let videos: Map<HTMLIFrameElement, FakeVideo>;
let credentialRequests: string[];

const fakeApi: VdoPlayerApi = {
  getInstance(iframe) {
    let video = videos.get(iframe);
    if (!video) {
      video = new FakeVideo();
      videos.set(iframe, video);
    }
    return { video };
  },
};

beforeEach(() => {
  videos = new Map();
  // Present before render, so the viewer uses it instead of loading the script.
  window.VdoPlayer = fakeApi;
  credentialRequests = [];
  server.events.on('request:start', ({ request }) => {
    const match = /\/course\/get-videoId\/([^/?]+)/.exec(request.url);
    if (match?.[1]) credentialRequests.push(decodeURIComponent(match[1]));
  });
});

afterEach(() => {
  delete window.VdoPlayer;
});

async function renderViewer(store?: AppStore, route = courseViewerPath(OWNED_COURSE_ID), { allStyles = false } = {}) {
  const appStore = store ?? makeStore();
  if (!store) await logInDemoLearner(appStore);
  const view = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
    route,
    store: appStore,
    allStyles,
  });
  return view;
}

/**
 * The player iframe once credentials arrived, and the fake video behind it once attached: after
 * the player's page has loaded (jsdom loads no frames, so the test says when).
 */
async function playerFor(title: string, name = `Video player: ${title}`) {
  const iframe = await screen.findByTitle(name);
  fireEvent.load(iframe);
  await waitFor(() => expect(videos.get(iframe as HTMLIFrameElement)?.listenerCount).toBeGreaterThan(0));
  const video = videos.get(iframe as HTMLIFrameElement);
  if (!video) throw new Error('no player');
  return { iframe: iframe as HTMLIFrameElement, video };
}

/** What the learner signed in has made in a course (the owned one unless named), as the store holds it. */
const progressIn = (store: AppStore, courseId = OWNED_COURSE_ID) => selectCourseRecords(store.getState())[courseId];

/**
 * Records the learner signed in made before the page opened: lessons completed, where each video
 * was left, the lesson to reopen.
 */
function learnerMade(store: AppStore, { courseId = OWNED_COURSE_ID, completed = [], positions = {}, last }: Made) {
  const updatedAt = new Date().toISOString();
  const records: LearnerRecord[] = [
    ...completed.map((id): LearnerRecord => ({
      kind: 'lesson',
      courseId,
      id,
      updatedAt,
      data: { completedAt: updatedAt },
    })),
    ...Object.entries(positions).map(([id, seconds]): LearnerRecord => ({
      kind: 'position',
      courseId,
      id,
      updatedAt,
      data: { seconds },
    })),
    ...(last ? [{ kind: 'resume', courseId, id: 'last', updatedAt, data: { lesson: last } } as const] : []),
  ];
  store.dispatch(recordsWritten({ owner: ownerKey(selectUserId(store.getState())), records }));
}

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

interface Made {
  courseId?: string;
  completed?: string[];
  positions?: Record<string, number>;
  last?: string;
}

/**
 * The text a sighted learner reads in `element`: without what is there for screen readers only
 * (rendered with `allStyles`, so that the styles which hide it are in the page).
 */
function textOnScreen(element: Element): string {
  const forScreenReaders = (node: Element) => {
    const style = getComputedStyle(node);
    return style.position === 'absolute' && style.width === '1px';
  };
  const read = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && forScreenReaders(node)) return '';
    return [...node.childNodes].map(read).join('');
  };
  return read(element).trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// In the outline: the buttons under the player are named by lessons too.
const videoButton = (name: RegExp | string) =>
  within(screen.getByRole('region', { name: 'Course Content' })).getByRole('button', { name });

describe('CourseViewer', () => {
  it('opens the first video of the first chapter and fetches its credentials', async () => {
    await renderViewer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    // Chapter name and description with words capitalised.
    expect(screen.getByText('Understanding Cryptocurrencies')).toBeInTheDocument();
    expect(
      screen.getByText('What A Blockchain Is, How Coins Differ From Tokens, And Where They Trade.'),
    ).toBeInTheDocument();

    // The player API waits for the player's page: touching the frame earlier costs the phone a
    // window built for the frame's placeholder page.
    const frame = await screen.findByTitle('Video player: What Is a Blockchain?');
    await act(async () => {});
    expect(videos.has(frame as HTMLIFrameElement)).toBe(false);
    const { iframe } = await playerFor('What Is a Blockchain?');
    expect(iframe).toHaveAttribute('allow', 'encrypted-media');
    expect(iframe).toHaveAttribute('allowfullscreen');
    const src = new URL(iframe.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/demo/player.html');
    expect(src.searchParams.get('otp')).toMatch(/^[0-9a-f]{64}$/);
    const info = JSON.parse(atob(src.searchParams.get('playbackInfo') ?? '')) as { videoId: string; src: string };
    expect(info.videoId).toBe('vid-crypto-1-1');
    expect(credentialRequests).toEqual(['vid-crypto-1-1']);
    // The page already had the player API: no script was added for it.
    expect(document.querySelector('script[src="/demo/player-api.js"]')).toBeNull();

    expect(videoButton(/What Is a Blockchain\?/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });

  it('fetches new credentials per video and tears the old player down', async () => {
    const { user } = await renderViewer();
    const first = await playerFor('What Is a Blockchain?');

    await user.click(videoButton(/Coins, Tokens and Exchanges/));
    const second = await playerFor('Coins, Tokens and Exchanges');
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(first.iframe).not.toBeInTheDocument();
    expect(first.video.listenerCount).toBe(0);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(second.iframe.src).not.toBe(first.iframe.src);

    // Back to the first video: never the earlier credentials, always a new request.
    await user.click(videoButton(/What Is a Blockchain\?/));
    await playerFor('What Is a Blockchain?');
    expect(credentialRequests).toEqual(['vid-crypto-1-1', 'vid-crypto-1-2', 'vid-crypto-1-1']);
    expect(second.video.listenerCount).toBe(0);
  });

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

  it('plays the intro video with a course that has no chapters', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = [];
    await renderViewer();
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument();
    expect(screen.getByText(course.introDescription)).toBeInTheDocument();
    expect(screen.getByText('No chapters available.')).toBeInTheDocument();
    expect(screen.getByLabelText('Introduction video')).toHaveAttribute('src', '/media/video/sample.mp4');
    expect(credentialRequests).toEqual([]);
  });

  it('shows the server message when credentials fail, and retries', async () => {
    withFault('get', '/course/get-videoId/:videoUrl', 'server-error', { once: true });
    const { user } = await renderViewer();
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await playerFor('What Is a Blockchain?');
  });

  it('loads the player API script when the page lacks it, and says so when it cannot', async () => {
    delete window.VdoPlayer;
    await renderViewer();
    await screen.findByTitle('Video player: What Is a Blockchain?');
    const script = await waitFor(() => {
      const element = document.querySelector('script[src="/demo/player-api.js"]');
      if (!element) throw new Error('no player API script yet');
      return element;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Your progress cannot be saved for this video right now.')).toBeInTheDocument();
    // The video itself still plays.
    const frame = screen.getByTitle('Video player: What Is a Blockchain?');

    // Once the player's page has loaded, the script is tried again; when it starts, the note goes.
    fireEvent.load(frame);
    const retried = await waitFor(() => {
      const element = document.querySelector('script[src="/demo/player-api.js"]');
      if (!element || element === script) throw new Error('no second try yet');
      return element;
    });
    window.VdoPlayer = fakeApi;
    act(() => {
      retried.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(screen.queryByText('Your progress cannot be saved for this video right now.')).not.toBeInTheDocument(),
    );
    expect(videos.get(frame as HTMLIFrameElement)?.listenerCount).toBeGreaterThan(0);
  });

  it('still opens the course when the user record cannot be refreshed but the stored one owns it', async () => {
    withFault('get', '/user/get-user/:id', 'server-error');
    await renderViewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });
});

async function userOpens(chapter: string) {
  const button = screen.getByRole('button', { name: new RegExp(chapter.replace(/[.?]/g, '\\$&')) });
  if (button.getAttribute('aria-expanded') !== 'true') act(() => button.click());
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
}

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

describe('CourseViewer: speed and keyboard', () => {
  it('plays at the speed chosen, for the next lessons and the next visit', async () => {
    const { user } = await renderViewer();
    const first = await playerFor('What Is a Blockchain?');
    expect(first.video.playbackRate).toBe(1);
    await user.click(screen.getByRole('combobox', { name: 'Speed' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    await user.click(screen.getByRole('option', { name: '1.5×' }));
    expect(first.video.playbackRate).toBe(1.5);

    await user.click(screen.getByRole('button', { name: 'Next lesson: Coins, Tokens and Exchanges' }));
    expect((await playerFor('Coins, Tokens and Exchanges')).video.playbackRate).toBe(1.5);
    // The next visit's player starts at it too.
    expect(new Playhead().playbackRate()).toBe(1.5);
  });

  it('plays and pauses on Space, moves 10 s on the arrows, and opens the next lesson on N', async () => {
    const { user } = await renderViewer();
    const { video } = await playerFor('What Is a Blockchain?');
    video.duration = 120;
    video.currentTime = 5;
    await user.click(screen.getByRole('heading', { level: 1 }));

    await user.keyboard(' ');
    await waitFor(() => expect(video.plays).toBe(1));
    await user.keyboard(' ');
    expect(video.paused).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(15);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(0);
    video.currentTime = 115;
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(120);

    // Space on a button presses the button, not the video.
    act(() => screen.getByRole('button', { name: 'Mark as complete' }).focus());
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(video.plays).toBe(1);

    await user.keyboard('n');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
  });
});

// Each language's words come from its catalogue; the English ones are also held to the spec's text.
describe.each(LANGUAGES)('CourseViewer in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'learning');
  const common = wordsIn(lang, 'common');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  const viewer = (store?: AppStore, options?: { allStyles?: boolean }) =>
    renderViewer(store, page(courseViewerPath(OWNED_COURSE_ID)), options);
  /** The lesson's player, named in the page's language. */
  const player = (title: string) => playerFor(title, say(words('player.title', { title }), `Video player: ${title}`));
  const outline = () =>
    within(screen.getByRole('region', { name: say(words('viewer.contentHeading'), 'Course Content') }));

  it('toggles chapters open and closed, naming the downloads of their notes', async () => {
    // With every style: what is shown on screen and what is for screen readers only is read apart.
    const { user } = await viewer(undefined, { allStyles: true });
    const first = await screen.findByRole('button', { name: /1\. Understanding Cryptocurrencies/ });
    const second = screen.getByRole('button', { name: /2\. Your First Crypto Trade/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Setting Up a Wallet/ })).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(outline().getByRole('button', { name: /Setting Up a Wallet/ })).toBeInTheDocument();
    // The chapter's notes; its last lesson names the same file, which is offered once.
    const download = (label: string) =>
      say(
        words('outline.downloadNote', { label }).replace(/<\/?hidden>/g, '') + common('newTab'),
        `Download Note for ${label} (opens in a new tab)`,
      );
    const region = screen.getByRole('region', { name: /2\. Your First Crypto Trade/ });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(download('Your First Crypto Trade'));
    expect(links[0]).toHaveAttribute('href', '/media/notes/chapter-notes.pdf');
    // Alone in its chapter, the link reads "Download Note" on screen.
    expect(textOnScreen(links[0] as Element)).toBe(
      say(
        words('outline.downloadNote', { label: 'Your First Crypto Trade' }).replace(/<hidden>.*<\/hidden>/, ''),
        'Download Note',
      ),
    );

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /What Is a Blockchain\?/ })).not.toBeInTheDocument(),
    );
  });

  it("tells a chapter's notes apart on screen when a lesson has a note of its own", async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    const wallet = course?.chapters[1]?.videos[0];
    if (!wallet) throw new Error('seed changed');
    wallet.pdfUrl = '/media/notes/wallet-checklist.pdf';
    const { user } = await viewer(undefined, { allStyles: true });
    await user.click(await screen.findByRole('button', { name: /2\. Your First Crypto Trade/ }));
    const region = screen.getByRole('region', { name: /2\. Your First Crypto Trade/ });
    const shown = (label: string) =>
      say(words('outline.downloadNote', { label }).replace(/<\/?hidden>/g, ''), `Download Note for ${label}`);
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/media/notes/wallet-checklist.pdf',
      '/media/notes/chapter-notes.pdf',
    ]);
    expect(links.map(textOnScreen)).toEqual([shown('Setting Up a Wallet'), shown('Your First Crypto Trade')]);
  });

  it('names the outline, progress, tabs, lessons and player, and keeps the course as the API has it', async () => {
    const { user } = await viewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    await player('What Is a Blockchain?');
    expect(screen.getByRole('heading', { level: 2, name: words('viewer.contentHeading') })).toBeInTheDocument();
    const percent = (n: number) => say(words('progress.complete', { percent: n }), `${n}% complete`);
    expect(screen.getByRole('progressbar', { name: say(words('progress.label'), 'Course progress') })).toHaveAttribute(
      'aria-valuetext',
      percent(0),
    );
    expect(screen.getByText(percent(0))).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: say(words('tabs.label'), 'Course outline and notes') });
    expect(within(tabs).getByRole('tab', { name: say(words('tabs.outline'), 'Outline') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: say(words('tabs.notes'), 'Notes') })).toBeInTheDocument();
    const done = (count: number) =>
      say(words('outline.chapterDone', { done: count, total: 2 }), `${count} of 2 completed`);
    expect(
      outline().getByRole('button', {
        name: new RegExp(`^1\\. Understanding Cryptocurrencies\\s*${escapeRegExp(done(0))}$`),
      }),
    ).toBeInTheDocument();
    expect(
      outline().getByRole('list', {
        name: say(
          words('outline.videosOf', { title: 'Understanding Cryptocurrencies' }),
          'Videos of Understanding Cryptocurrencies',
        ),
      }),
    ).toBeInTheDocument();

    const lessons = screen.getByRole('navigation', { name: say(words('lessonNav.label'), 'Lessons') });
    const previous = within(lessons).getByRole('button', {
      name: say(words('lessonNav.previousLesson'), 'Previous lesson'),
    });
    expect(previous).toBeDisabled();
    expect(previous).toHaveTextContent(say(words('lessonNav.previous'), 'Previous'));
    await user.click(
      within(lessons).getByRole('button', { name: say(words('lessonNav.markComplete'), 'Mark as complete') }),
    );
    expect(
      within(lessons).getByRole('button', { name: say(words('lessonNav.completed'), 'Completed') }),
    ).toBeInTheDocument();
    expect(screen.getByText(percent(20))).toBeInTheDocument();
    expect(
      outline().getByRole('button', {
        name: say(`What Is a Blockchain?${words('outline.completed')}`, 'What Is a Blockchain? (completed)'),
      }),
    ).toBeInTheDocument();
    expect(outline().getByRole('button', { name: new RegExp(`${escapeRegExp(done(1))}$`) })).toBeInTheDocument();

    await user.click(
      within(lessons).getByRole('button', {
        name: say(
          words('lessonNav.nextLessonNamed', { title: 'Coins, Tokens and Exchanges' }),
          'Next lesson: Coins, Tokens and Exchanges',
        ),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(
      within(lessons).getByRole('button', {
        name: say(
          words('lessonNav.previousLessonNamed', { title: 'What Is a Blockchain?' }),
          'Previous lesson: What Is a Blockchain?',
        ),
      }),
    ).toBeEnabled();
  });

  it('plays the intro for a course without chapters, welcoming when the intro has no description', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = [];
    course.introDescription = '';
    await viewer();
    expect(
      await screen.findByRole('heading', { level: 2, name: say(words('viewer.introTitle'), 'Introduction') }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(say(words('viewer.introDefaultDescription'), 'Welcome to the course!')),
    ).toBeInTheDocument();
    expect(screen.getByText(say(words('outline.noChapters'), 'No chapters available.'))).toBeInTheDocument();
    expect(screen.getByLabelText(say(words('player.introVideo'), 'Introduction video'))).toHaveTextContent(
      say(words('player.noVideoTag'), 'Your browser does not support the video tag.'),
    );
  });

  it('shows the empty states of chapters without videos', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = course.chapters.map((chapter) => ({ ...chapter, videos: [] }));
    await viewer();
    expect(
      await screen.findByText(say(words('viewer.selectVideo'), 'Please select a video to load.')),
    ).toBeInTheDocument();
    expect(screen.getByText(say(words('outline.noVideos'), 'No videos available.'))).toBeInTheDocument();
    expect(credentialRequests).toEqual([]);
  });

  it("says 'Failed to load video.' when credentials fail without a message, and retries", async () => {
    withFault('get', '/course/get-videoId/:videoUrl', 'network', { once: true });
    const { user } = await viewer();
    expect(await screen.findByText(say(words('player.loadFailed'), 'Failed to load video.'))).toBeInTheDocument();
    expect(screen.queryByTitle(words('player.title', { title: 'What Is a Blockchain?' }))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: say(words('player.retry'), 'Retry') }));
    await player('What Is a Blockchain?');
  });

  it('shows a course failure with a retry', async () => {
    withFault('get', '/course/getById/:id', 'network', { once: true });
    const { user } = await viewer();
    expect(
      await screen.findByText(say(words('viewer.courseFailed'), 'Error fetching course details')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: say(common('actions.retry'), 'Retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });

  it('asks to try again when ownership cannot be checked at all', async () => {
    withFault('get', '/user/get-user/:id', 'server-error', { once: true });
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderWithProviders(<CourseViewer courseId={UNOWNED_COURSE_ID} />, {
      store,
      route: page(courseViewerPath(UNOWNED_COURSE_ID)),
    });
    const unknown = say(words('accessUnknown'), 'We could not check your enrolment in this course. Please try again.');
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(credentialRequests).toEqual([]);
    await user.click(screen.getByRole('button', { name: common('actions.retry') }));
    await waitFor(() => expect(screen.queryByText(unknown)).not.toBeInTheDocument());
  });

  it('counts down to the next lesson when a video ends, and Cancel stays', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
      store,
      route: page(courseViewerPath(OWNED_COURSE_ID)),
    });
    const { video } = await player('What Is a Blockchain?');
    video.emit('ended');
    const upNext = say(words('upNext.heading'), 'Up next');
    const card = screen.getByRole('region', { name: upNext });
    expect(within(card).getByText('Coins, Tokens and Exchanges')).toBeInTheDocument();
    const startsIn = (count: number) =>
      say(words('upNext.startsIn', { count }), `Next lesson starts in ${count} ${count === 1 ? 'second' : 'seconds'}.`);
    const playNow = (left: number) => say(words('upNext.playNow', { left }), `Play now (${left})`);
    // Said once as the card appears.
    expect(within(card).getByRole('status')).toHaveTextContent(startsIn(5));
    // The words and the button count the same seconds, every second.
    for (const left of [5, 4, 3, 2, 1]) {
      expect(within(card).getByRole('timer')).toHaveTextContent(startsIn(left));
      expect(within(card).getByRole('button', { name: playNow(left) })).toBeInTheDocument();
      if (left > 1) act(() => jest.advanceTimersByTime(1000));
    }
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: upNext })).not.toBeInTheDocument();

    const next = await player('Coins, Tokens and Exchanges');
    next.video.emit('ended');
    await user.click(
      within(screen.getByRole('region', { name: upNext })).getByRole('button', {
        name: say(words('upNext.cancel'), 'Cancel'),
      }),
    );
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: upNext })).not.toBeInTheDocument();
  });

  it("stays with the chapter's quiz after a chapter's last lesson, and offers the next lesson", async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    learnerMade(store, { last: '0-1' });
    // What the page adds to each chapter: here a stand-in for its quiz, named by its chapter.
    const chapterExtra: ChapterExtra = (chapterIndex, place) =>
      place === 'chapterEnd' ? <p>{`Quiz of chapter ${chapterIndex + 1}`}</p> : null;
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} chapterExtra={chapterExtra} />, {
      store,
      route: page(courseViewerPath(OWNED_COURSE_ID)),
    });
    const { video } = await player('Coins, Tokens and Exchanges');
    expect(screen.getByText('Quiz of chapter 1')).toBeInTheDocument();
    video.emit('ended');
    const card = screen.getByRole('region', { name: say(words('upNext.heading'), 'Up next') });
    expect(within(card).getByText('Setting Up a Wallet')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      say(
        words('upNext.quizFirst'),
        'Check your understanding below before you go on, or play the next lesson when you are ready.',
      ),
    );
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(screen.getByText('Quiz of chapter 1')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: say(words('upNext.playNext'), 'Play next') }));
    expect(screen.getByRole('heading', { level: 2, name: 'Setting Up a Wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Quiz of chapter 1')).not.toBeInTheDocument();
  });

  it('counts down as before inside a chapter that has a quiz', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    await logInDemoLearner(store);
    const chapterExtra: ChapterExtra = (chapterIndex, place) =>
      place === 'chapterEnd' ? <p>{`Quiz of chapter ${chapterIndex + 1}`}</p> : null;
    renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} chapterExtra={chapterExtra} />, {
      store,
      route: page(courseViewerPath(OWNED_COURSE_ID)),
    });
    const { video } = await player('What Is a Blockchain?');
    video.emit('ended');
    expect(
      within(screen.getByRole('region', { name: say(words('upNext.heading'), 'Up next') })).getByRole('timer'),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
  });

  it('names the speed, and lists the shortcuts on "?" and on its button', async () => {
    const { user } = await viewer();
    await player('What Is a Blockchain?');
    expect(screen.getByRole('combobox', { name: say(words('player.speed'), 'Speed') })).toHaveTextContent('1×');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('?');
    const shortcuts = say(words('player.shortcuts'), 'Keyboard shortcuts');
    const list = await screen.findByRole('dialog', { name: shortcuts });
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const actions = within(list)
      .getAllByRole('definition')
      .map((action) => action.textContent);
    expect(terms).toEqual(
      (['space', 'left', 'right', 'next', 'help'] as const).map((key) => words(`player.keys.${key}`)),
    );
    say(terms.join(' '), 'Space ← → N ?');
    expect(actions).toEqual(
      (['playPause', 'back', 'forward', 'next', 'help'] as const).map((action) => words(`player.actions.${action}`)),
    );
    say(actions.join(' | '), 'Play or pause | Back 10 seconds | Forward 10 seconds | Next lesson | Show this list');
    expect(list).toHaveTextContent(
      say(
        words('player.shortcutsHint'),
        'They work while the focus is on the page, not inside the video or a text field.',
      ),
    );
    // While it is open, the keys are the dialog's.
    await user.keyboard('n');
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?', hidden: true })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: say(words('player.close'), 'Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: shortcuts }));
    expect(await screen.findByRole('dialog', { name: shortcuts })).toBeInTheDocument();
  });
});

describe('the countdown wording', () => {
  it.each([
    ['en', 1, 'Next lesson starts in 1 second.'],
    ['en', 5, 'Next lesson starts in 5 seconds.'],
    ['hi', 1, 'अगला लेसन 1 सेकंड में शुरू होगा।'],
    ['hi', 5, 'अगला लेसन 5 सेकंड में शुरू होगा।'],
  ] as const)('in %s, %d seconds: %s', (lang, count, text) => {
    expect(wordsIn(lang, 'learning')('upNext.startsIn', { count })).toBe(text);
  });
});
