import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localizePath, type Language } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { selectCourseRecords } from '@/learner/selectors';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { FakePlayerApi, FakeVideo } from '@/test/fakeVdoPlayer';
import { ownWord, wordsIn } from '@/test/languages';
import { storeRecords } from '@/test/learnerRecords';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { server } from '@mocks/node';
import { OWNED_COURSE_ID } from '@mocks/seed';
import type { VdoPlayerApi } from '../vdoPlayer';
import { CourseViewer } from './CourseViewer';

/*
 * What the course viewer's tests share (CourseViewer.*.test.tsx): a fake player API on the page
 * before each test, the credentials asked for, the viewer of a signed-in learner and what they
 * made in the course.
 */

export let videos: Map<HTMLIFrameElement, FakeVideo>;
/** Each player's custom API: the captions the viewer asked it for. */
export let playerApis: Map<HTMLIFrameElement, FakePlayerApi>;
export let credentialRequests: string[];

export const fakeApi: VdoPlayerApi = {
  getInstance(iframe) {
    let video = videos.get(iframe);
    if (!video) {
      video = new FakeVideo();
      videos.set(iframe, video);
      playerApis.set(iframe, new FakePlayerApi());
    }
    return { video, api: playerApis.get(iframe) };
  },
};

beforeEach(() => {
  videos = new Map();
  playerApis = new Map();
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

export async function renderViewer(
  store?: AppStore,
  route = courseViewerPath(OWNED_COURSE_ID),
  { allStyles = false } = {},
) {
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
export async function playerFor(title: string, name = `Video player: ${title}`) {
  const iframe = await screen.findByTitle(name);
  fireEvent.load(iframe);
  await waitFor(() => expect(videos.get(iframe as HTMLIFrameElement)?.listenerCount).toBeGreaterThan(0));
  const video = videos.get(iframe as HTMLIFrameElement);
  if (!video) throw new Error('no player');
  return { iframe: iframe as HTMLIFrameElement, video };
}

/** What the learner signed in has made in a course (the owned one unless named), as the store holds it. */
export const progressIn = (store: AppStore, courseId = OWNED_COURSE_ID) =>
  selectCourseRecords(store.getState())[courseId];

/**
 * Records the learner signed in made before the page opened: lessons completed, where each video
 * was left, the lesson to reopen.
 */
export function learnerMade(
  store: AppStore,
  { courseId = OWNED_COURSE_ID, completed = [], positions = {}, last }: Made,
) {
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
  storeRecords(store, records);
}

export interface Made {
  courseId?: string;
  completed?: string[];
  positions?: Record<string, number>;
  last?: string;
}

// In the outline: the buttons under the player are named by lessons too.
export const videoButton = (name: RegExp | string) =>
  within(screen.getByRole('region', { name: 'Course Content' })).getByRole('button', { name });

/** The viewer in the page's language, `lang`: its words, and the viewer, players and outline on that page. */
export function viewerIn(lang: Language) {
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
  return { words, common, say, page, viewer, player, outline };
}
