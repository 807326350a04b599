import { screen, waitFor, within } from '@testing-library/react';
import { localizePath, type Language } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { selectNotes } from '@/learner/selectors';
import { makeStore, type AppStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { ownWord, wordsIn } from '@/test/languages';
import { storeRecords } from '@/test/learnerRecords';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from '../components/CourseViewer';

/*
 * What the tests of the Notes tab share (NotesPanel.*.test.tsx): the course viewer of a signed-in
 * learner, with a fake player, and the learner's notes.
 */

export let playerFor: ReturnType<typeof installFakePlayer>['playerFor'];

beforeEach(() => {
  ({ playerFor } = installFakePlayer());
});

afterEach(() => {
  delete window.VdoPlayer;
});

export async function loggedInStore() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

export function renderViewer(store: AppStore) {
  return renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
    route: courseViewerPath(OWNED_COURSE_ID),
    store,
  });
}

/** Opens the Notes tab and waits for its code. */
export async function openNotes(user: ReturnType<typeof renderViewer>['user']) {
  await user.click(await screen.findByRole('tab', { name: /^Notes/ }));
  return screen.findByRole('tabpanel', { name: /^Notes/ });
}

export const noteField = () => screen.getByRole('textbox', { name: 'Your note' });
export const notesList = () => screen.getByRole('list', { name: 'Your notes' });
// Each note's text comes last in its item.
export const noteTexts = () =>
  within(notesList())
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

/** A note written through the panel while the video is at `seconds`. */
export async function writeNote(
  user: ReturnType<typeof renderViewer>['user'],
  video: { currentTime: number },
  seconds: number,
  text: string,
) {
  video.currentTime = seconds;
  await user.clear(noteField());
  await user.type(noteField(), text);
  await user.click(screen.getByRole('button', { name: 'Save note' }));
  await waitFor(() => expect(within(notesList()).getByText(text)).toBeInTheDocument());
}

let notesStored = 0;

/** A note already stored for the learner, as if written earlier: each a second after the one before. */
export function storeNote(store: AppStore, lesson: string, seconds: number, text: string) {
  notesStored += 1;
  const at = new Date(Date.now() - 60_000 + notesStored * 1000).toISOString();
  storeRecords(store, [
    {
      kind: 'note',
      courseId: OWNED_COURSE_ID,
      id: `stored-${notesStored}`,
      updatedAt: at,
      data: { lesson, seconds, text, createdAt: at },
    },
  ]);
}

/** The learner's notes on the course, newest first, as the store holds them. */
export const notesIn = (store: AppStore) => selectNotes(store.getState())[OWNED_COURSE_ID] ?? [];

/**
 * The Notes tab in the page's language, `lang`: its words, its players named in them (from before
 * each test of the describe block whose body calls this) and the viewer, tab and fields on that page.
 */
export function notesTabIn(lang: Language) {
  const words = wordsIn(lang, 'learning');
  const say = ownWord(lang);

  beforeEach(() => {
    // The players are named in the page's language.
    ({ playerFor } = installFakePlayer(words('player.title', { title: '' }).replace(/:\s*$/, '')));
  });

  const renderIn = (store: AppStore) =>
    renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
      route: localizePath(courseViewerPath(OWNED_COURSE_ID), lang),
      store,
    });
  const notesTab = new RegExp(`^${words('tabs.notes')}`);
  async function openNotesIn(user: ReturnType<typeof renderIn>['user']) {
    await user.click(await screen.findByRole('tab', { name: notesTab }));
    return screen.findByRole('tabpanel', { name: notesTab });
  }
  const field = () => screen.getByRole('textbox', { name: say(words('notes.yourNote'), 'Your note') });
  const list = () => screen.getByRole('list', { name: say(words('notes.listHeading'), 'Your notes') });
  const saveNote = () => screen.getByRole('button', { name: say(words('notes.save'), 'Save note') });
  return { words, say, renderIn, openNotesIn, field, list, saveNote };
}
