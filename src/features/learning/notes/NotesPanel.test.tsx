import { act, screen, waitFor, within } from '@testing-library/react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { TOAST_MS } from '@/config/constants';
import { LANGUAGE_INFO, LANGUAGES, localizePath } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { LEARNER_DATA_STORAGE_KEY, recordsWritten } from '@/learner/learnerDataSlice';
import { ownerKey, selectNotes } from '@/learner/selectors';
import { loggedOut, selectUserId } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { ownWord, wordsIn } from '@/test/languages';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, renderApp, renderWithProviders, startFakeClock } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from '../components/CourseViewer';
import { LearnerDataSync } from '../sync/LearnerDataSync';
import { notesToMarkdown } from './notesMarkdown';

let playerFor: ReturnType<typeof installFakePlayer>['playerFor'];

beforeEach(() => {
  ({ playerFor } = installFakePlayer());
});

afterEach(() => {
  delete window.VdoPlayer;
});

async function loggedInStore() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

function renderViewer(store: AppStore) {
  return renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
    route: courseViewerPath(OWNED_COURSE_ID),
    store,
  });
}

/** Opens the Notes tab and waits for its code. */
async function openNotes(user: ReturnType<typeof renderViewer>['user']) {
  await user.click(await screen.findByRole('tab', { name: /^Notes/ }));
  return screen.findByRole('tabpanel', { name: /^Notes/ });
}

const noteField = () => screen.getByRole('textbox', { name: 'Your note' });
const notesList = () => screen.getByRole('list', { name: 'Your notes' });
// Each note's text comes last in its item.
const noteTexts = () =>
  within(notesList())
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

/** A note written through the panel while the video is at `seconds`. */
async function writeNote(
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
function storeNote(store: AppStore, lesson: string, seconds: number, text: string) {
  notesStored += 1;
  const at = new Date(Date.now() - 60_000 + notesStored * 1000).toISOString();
  store.dispatch(
    recordsWritten({
      owner: ownerKey(selectUserId(store.getState())),
      records: [
        {
          kind: 'note',
          courseId: OWNED_COURSE_ID,
          id: `stored-${notesStored}`,
          updatedAt: at,
          data: { lesson, seconds, text, createdAt: at },
        },
      ],
    }),
  );
}

/** The learner's notes on the course, newest first, as the store holds them. */
const notesIn = (store: AppStore) => selectNotes(store.getState())[OWNED_COURSE_ID] ?? [];

describe('Notes tab', () => {
  it('lists the notes newest first', async () => {
    const { user } = renderViewer(await loggedInStore());
    const { video } = await playerFor('What Is a Blockchain?');
    await openNotes(user);
    await screen.findByRole('textbox', { name: 'Your note' });
    await writeNote(user, video, 90, 'Second moment, first written.');
    await writeNote(user, video, 10, 'Earlier moment, written later.');
    await writeNote(user, video, 50, 'The newest.');
    expect(noteTexts()).toEqual(['The newest.', 'Earlier moment, written later.', 'Second moment, first written.']);
  });

  it("plays the lesson playing from a note's moment", async () => {
    const { user } = renderViewer(await loggedInStore());
    const { video } = await playerFor('What Is a Blockchain?');
    video.duration = 600;
    await openNotes(user);
    await screen.findByRole('textbox', { name: 'Your note' });
    await writeNote(user, video, 83, 'Blocks link by hash.');
    video.currentTime = 400;

    await user.click(screen.getByRole('button', { name: 'Play from 1:23 in What Is a Blockchain?' }));
    expect(video.currentTime).toBe(83);
    await waitFor(() => expect(video.plays).toBe(1));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it("opens another lesson at a note's moment", async () => {
    const store = await loggedInStore();
    storeNote(store, '1-2', 125, 'Risk one percent.');
    const { user } = renderViewer(store);
    await playerFor('What Is a Blockchain?');
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Play from 2:05 in Risk per Trade' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk per Trade' })).toBeInTheDocument();
    const { video } = await playerFor('Risk per Trade');
    video.duration = 300;
    video.emit('loadedmetadata');
    expect(video.currentTime).toBe(125);
    // The notes stay open; the outline has the lesson as the one playing.
    expect(screen.getByRole('tab', { name: 'Notes (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Outline' }));
    expect(screen.getByRole('button', { name: /^Risk per Trade/ })).toHaveAttribute('aria-current', 'true');
  });

  it('deletes a note, and Undo in the toast brings it back', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 10, 'Older note.');
    storeNote(store, '0-1', 20, 'Newer note.');
    const { user } = renderViewer(store);
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Delete note at 0:20' }));
    expect(screen.queryByText('Newer note.')).not.toBeInTheDocument();
    expect(noteTexts()).toEqual(['Older note.']);
    // The note that took its place has the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play from 0:10 in What Is a Blockchain?' })).toHaveFocus(),
    );
    expect(await screen.findByText('Note deleted.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(noteTexts()).toEqual(['Newer note.', 'Older note.']));
    expect(screen.getByRole('tab', { name: 'Notes (2)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Note deleted.')).not.toBeInTheDocument());
  });

  it('keeps the Undo toast long enough to reach it', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 10, 'Older note.');
    // Loaded before the clock stops: the tab's code and the toaster's.
    const first = renderViewer(store);
    await openNotes(first.user);
    await screen.findByRole('button', { name: 'Delete note at 0:10' });
    act(() => enqueueToast('Warm-up.', { variant: 'default', autoHideDuration: 10 }));
    await waitFor(() => expect(screen.queryByText('Warm-up.')).not.toBeInTheDocument());
    first.unmount();

    startFakeClock();
    const { user } = renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, { store });
    await user.click(await screen.findByRole('tab', { name: /^Notes/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete note at 0:10' }));
    expect(await screen.findByText('Note deleted.')).toBeInTheDocument();
    // In steps, so that each timer the toast sets as it opens and closes runs in its time.
    const elapse = (ms: number) => {
      for (let spent = 0; spent < ms; spent += 250) act(() => jest.advanceTimersByTime(250));
    };
    // Longer than an ordinary toast stays.
    elapse(TOAST_MS.default + 2000);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    elapse(TOAST_MS.undo);
    await waitFor(() => expect(screen.queryByText('Note deleted.')).not.toBeInTheDocument());
  });

  it('asks for a lesson first when the course has no video to open', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = course.chapters.map((chapter) => ({ ...chapter, videos: [] }));
    const { user } = renderViewer(await loggedInStore());
    await openNotes(user);
    expect(await screen.findByText('Open a lesson to write a note on it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  it('keeps each learner’s notes apart in a shared browser', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 7, 'Asha’s note.');
    expect(notesIn(store)).toEqual([expect.objectContaining({ text: 'Asha’s note.' })]);
    await logInDemoLearner(store, {
      email: 'rohan.mehta@example.com',
      password: 'Reviewer@123',
      username: 'Rohan Mehta',
    });
    expect(notesIn(store)).toEqual([]);
  });
});

// Each language's words come from its catalogue; the English ones are also held to the spec's text.
describe.each(LANGUAGES)('Notes tab in the page’s language (%s)', (lang) => {
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

  it('sits beside the outline as an accessible tab, with an empty state', async () => {
    const { user } = renderIn(await loggedInStore());
    const tabs = await screen.findByRole('tablist', { name: say(words('tabs.label'), 'Course outline and notes') });
    const outlineName = say(words('tabs.outline'), 'Outline');
    expect(within(tabs).getByRole('tab', { name: outlineName })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: outlineName })).toContainElement(
      screen.getByRole('button', { name: /1\. Understanding Cryptocurrencies/ }),
    );

    const panel = await openNotesIn(user);
    expect(within(tabs).getByRole('tab', { name: say(words('tabs.notes'), 'Notes') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(panel).findByRole('form', { name: say(words('notes.newNote'), 'New note') }),
    ).toBeInTheDocument();
    expect(await within(panel).findByText(say(words('notes.emptyTitle'), 'No notes yet'))).toBeInTheDocument();
    expect(
      within(panel).getByText(
        say(
          words('notes.emptyBody'),
          'Pause the video where you want to remember something, write it above and press Save note.',
        ),
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: words('notes.listHeading') })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: say(words('notes.download'), 'Download notes') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: outlineName })).not.toBeInTheDocument();
    expect(within(panel).getByText('0/1000')).toBeInTheDocument();
  });

  it("stamps a new note with the video's moment and the lesson playing, said in the page's language", async () => {
    const store = await loggedInStore();
    const { user } = renderIn(store);
    const { video } = await playerFor('What Is a Blockchain?');
    video.duration = 600;
    await openNotesIn(user);

    video.currentTime = 83.6;
    await user.type(await screen.findByRole('textbox', { name: words('notes.yourNote') }), '  Blocks link by hash.  ');
    expect(
      screen.getByText(
        say(
          words('notes.savedWith', { title: 'What Is a Blockchain?' }),
          "Saved with the video's current moment in “What Is a Blockchain?”.",
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('24/1000')).toBeInTheDocument();
    await user.click(saveNote());

    const seek = await screen.findByRole('button', {
      name: say(
        words('notes.playFrom', { time: '1:23', lesson: 'What Is a Blockchain?' }),
        'Play from 1:23 in What Is a Blockchain?',
      ),
    });
    expect(seek).toHaveTextContent('1:23');
    expect(within(list()).getByText('Blocks link by hash.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      say(words('notes.savedAt', { time: '1:23' }), 'Note saved at 1:23.'),
    );
    expect(field()).toHaveValue('');
    expect(
      screen.getByRole('tab', { name: say(words('tabs.notesCount', { count: 1 }), 'Notes (1)') }),
    ).toBeInTheDocument();
    const [note] = notesIn(store);
    expect(note).toMatchObject({ lesson: '0-0', seconds: 83, text: 'Blocks link by hash.' });
  });

  it("asks for a note and keeps one over the limit as typed, saying so in the page's language", async () => {
    const store = await loggedInStore();
    const { user } = renderIn(store);
    await openNotesIn(user);
    await user.click(await screen.findByRole('button', { name: words('notes.save') }));
    expect(await screen.findByText(say(words('notes.errors.required'), 'Please write a note.'))).toBeInTheDocument();

    await user.click(field());
    await user.paste('x'.repeat(1001));
    await user.click(saveNote());
    expect(
      await screen.findByText(
        say(words('notes.errors.tooLong', { max: 1000 }), 'A note can be at most 1000 characters.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(field()).toHaveValue('x'.repeat(1001));
    expect(notesIn(store)).toHaveLength(0);
  });

  it('edits a note in place, Escape leaving it as it was; deletes it, and Undo brings it back', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 83, 'Blocks link by hash.');
    const { user } = renderIn(store);
    await openNotesIn(user);

    const editAt = say(words('notes.editAt', { time: '1:23' }), 'Edit note at 1:23');
    await user.click(await screen.findByRole('button', { name: editAt }));
    const edit = screen.getByRole('textbox', { name: editAt });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(edit).toHaveValue('Blocks link by hash.');
    await user.type(edit, ' And more.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: editAt })).not.toBeInTheDocument();
    expect(within(list()).getByText('Blocks link by hash.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: editAt })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: editAt }));
    const again = screen.getByRole('textbox', { name: editAt });
    await user.clear(again);
    const saveEdit = say(words('notes.saveEdit'), 'Save');
    await user.click(screen.getByRole('button', { name: saveEdit }));
    expect(await screen.findByText(words('notes.errors.required'))).toBeInTheDocument();
    await user.click(again);
    await user.paste('Each block holds the hash of the one before.');
    await user.click(screen.getByRole('button', { name: saveEdit }));

    expect(within(list()).getByText('Each block holds the hash of the one before.')).toBeInTheDocument();
    expect(screen.queryByText('Blocks link by hash.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: editAt })).toHaveFocus());
    const [note] = notesIn(store);
    expect(note).toMatchObject({ seconds: 83, lesson: '0-0', text: 'Each block holds the hash of the one before.' });

    // The only note deleted, the list goes; Undo brings it back.
    await user.click(
      screen.getByRole('button', { name: say(words('notes.deleteAt', { time: '1:23' }), 'Delete note at 1:23') }),
    );
    expect(await screen.findByText(say(words('notes.deleted'), 'Note deleted.'))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: words('notes.listHeading') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: say(words('notes.undo'), 'Undo') }));
    expect(await within(list()).findByText('Each block holds the hash of the one before.')).toBeInTheDocument();
  });

  it('keeps a note of a lesson the course no longer has, without a way to play it', async () => {
    const store = await loggedInStore();
    storeNote(store, '9-9', 7, 'From a lesson since removed.');
    const { user } = renderIn(store);
    await openNotesIn(user);
    expect(
      await screen.findByRole('button', {
        name: say(words('notes.orphanAt', { time: '0:07' }), '0:07, in a lesson no longer in the course'),
      }),
    ).toBeDisabled();
    expect(
      within(list()).getByText(say(words('notes.orphanLesson'), 'A lesson no longer in the course')),
    ).toBeInTheDocument();
    expect(within(list()).getByText('From a lesson since removed.')).toBeInTheDocument();
  });

  it("downloads the notes as Markdown, by chapter and lesson, headed in the page's language", async () => {
    const store = await loggedInStore();
    storeNote(store, '1-2', 125, 'Risk one percent.');
    storeNote(store, '0-0', 7, 'A ledger everyone keeps.');
    storeNote(store, '9-9', 30, 'पुराना नोट');
    const { user } = renderIn(store);
    await openNotesIn(user);
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:notes';
    });
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: words('notes.download') }));
    expect(saved).toEqual(['crypto-trading-basics-notes.md']);
    const markdown = (await files[0]?.text()) ?? '';
    expect(markdown).toBe(
      [
        `# ${say(words('notes.markdown.title', { course: 'Crypto Trading Basics' }), 'Crypto Trading Basics: notes')}`,
        '## 1. Understanding Cryptocurrencies',
        '### What Is a Blockchain?',
        '- **0:07** A ledger everyone keeps.',
        '## 2. Your First Crypto Trade',
        '### Risk per Trade',
        '- **2:05** Risk one percent.',
        `## ${say(words('notes.markdown.orphans'), 'Notes of lessons no longer in the course')}`,
        '- **0:30** पुराना नोट',
      ].join('\n\n') + '\n',
    );
  });

  it("keeps a note saved while the browser refuses to store it, and says so in the page's language", async () => {
    const { store, persistor } = await restoredTestStore();
    await logInDemoLearner(store);
    const { user } = renderIn(store);
    const { video } = await playerFor('What Is a Blockchain?');
    const panel = await openNotesIn(user);
    await within(panel).findByRole('textbox', { name: words('notes.yourNote') });
    await persistor.flush();
    const notStored = say(
      words('notes.notStored'),
      'This browser would not store your notes: they are kept while this page is open. Download them to keep them.',
    );
    expect(within(panel).queryByText(notStored)).not.toBeInTheDocument();

    // The storage is full from here on: every write throws, as a browser's does.
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    video.currentTime = 42;
    await user.click(field());
    await user.paste('Kept in memory.');
    await user.click(saveNote());
    expect(await within(list()).findByText('Kept in memory.')).toBeInTheDocument();
    await persistor.flush();
    expect(refuse).toHaveBeenCalledWith(LEARNER_DATA_STORAGE_KEY, expect.stringContaining('Kept in memory.'));
    expect(await within(panel).findByText(notStored)).toBeInTheDocument();
    expect(notesIn(store)).toEqual([expect.objectContaining({ lesson: '0-0', seconds: 42, text: 'Kept in memory.' })]);
    expect(window.localStorage.getItem(LEARNER_DATA_STORAGE_KEY) ?? '').not.toContain('Kept in memory.');

    // Storage back, the next change is stored and the warning goes.
    refuse.mockRestore();
    await user.click(field());
    await user.paste('Stored again.');
    await user.click(saveNote());
    expect(await within(list()).findByText('Stored again.')).toBeInTheDocument();
    await persistor.flush();
    await waitFor(() => expect(within(panel).queryByText(notStored)).not.toBeInTheDocument());
    expect(window.localStorage.getItem(LEARNER_DATA_STORAGE_KEY)).toContain('Kept in memory.');
  });

  it("says beside a note that the account did not take it, with the account's reason, until Try again saves it", async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 83, 'Blocks link by hash.');
    // The account refuses the first time it is sent.
    withFault('put', '/learner-data/:userId', 'forbidden', { once: true });
    const { user } = renderWithProviders(
      <>
        <CourseViewer courseId={OWNED_COURSE_ID} />
        <LearnerDataSync />
      </>,
      { route: localizePath(courseViewerPath(OWNED_COURSE_ID), lang), store },
    );
    const panel = await openNotesIn(user);
    const item = (await within(panel).findByText('Blocks link by hash.')).closest('li') as HTMLElement;
    const notSaved = say(words('notes.notSaved'), 'Not saved to your account');
    expect(await within(item).findByText(notSaved)).toBeInTheDocument();
    expect(
      within(item).getByText(
        say(words('notes.notSavedKept', { reason: 'Forbidden' }), 'Forbidden. This note is kept in this browser only.'),
      ),
    ).toBeInTheDocument();
    const savedInAccount = () =>
      [...db.learnerRecords.values()].some(
        ({ userId, record }) => userId === DEMO_LEARNER_ID && record.data?.text === 'Blocks link by hash.',
      );
    expect(savedInAccount()).toBe(false);

    const tryAgain = say(words('notes.retryAt', { time: '1:23' }), 'Try again to save the note at 1:23');
    await user.click(within(item).getByRole('button', { name: tryAgain }));
    await waitFor(() => expect(savedInAccount()).toBe(true));
    expect(within(item).queryByText(notSaved)).not.toBeInTheDocument();
  });

  it('titles the Markdown file in the language it is given', () => {
    const course = { _id: 'c1', title: 'gold basics', chapters: [] } as never;
    expect(notesToMarkdown(course, [], words)).toBe(
      `# ${say(words('notes.markdown.title', { course: 'Gold Basics' }), 'Gold Basics: notes')}\n`,
    );
  });
});

describe.each(LANGUAGES.filter((lang) => lang !== 'en'))(
  'Notes when the page switches from English (to %s)',
  (lang) => {
    const en = wordsIn('en', 'learning');
    const words = wordsIn(lang, 'learning');

    it('says a note’s error in the new language, keeping what was typed', async () => {
      const store = await loggedInStore();
      const { user } = renderApp(courseViewerPath(OWNED_COURSE_ID), { store });
      await user.click(await screen.findByRole('tab', { name: /^Notes/ }));
      await user.click(await screen.findByRole('textbox', { name: 'Your note' }));
      await user.paste('x'.repeat(1001));
      await user.click(screen.getByRole('button', { name: 'Save note' }));
      expect(await screen.findByText('A note can be at most 1000 characters.')).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: LANGUAGE_INFO[lang].name }));
      const tooLong = words('notes.errors.tooLong', { max: 1000 });
      expect(tooLong).not.toBe(en('notes.errors.tooLong', { max: 1000 }));
      expect(await screen.findByText(tooLong)).toBeInTheDocument();
      expect(screen.queryByText('A note can be at most 1000 characters.')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: words('notes.yourNote') })).toHaveValue('x'.repeat(1001));
      expect(screen.getByRole('tab', { name: words('tabs.notes') })).toHaveAttribute('aria-selected', 'true');
    });
  },
);

describe('Notes: nothing typed is lost', () => {
  it('keeps the notes in browser storage across a reload', async () => {
    const first = await restoredTestStore();
    await logInDemoLearner(first.store);
    const view = renderViewer(first.store);
    const { video } = await playerFor('What Is a Blockchain?');
    await openNotes(view.user);
    await screen.findByRole('textbox', { name: 'Your note' });
    await writeNote(view.user, video, 61, 'Kept across reloads.');
    await first.persistor.flush();
    expect(window.localStorage.getItem(LEARNER_DATA_STORAGE_KEY)).toContain('Kept across reloads.');
    view.unmount();

    const { store } = await restoredTestStore();
    expect(notesIn(store)).toEqual([
      expect.objectContaining({ lesson: '0-0', seconds: 61, text: 'Kept across reloads.' }),
    ]);
    const again = renderViewer(store);
    await openNotes(again.user);
    expect(await screen.findByRole('button', { name: 'Play from 1:01 in What Is a Blockchain?' })).toBeInTheDocument();
  });

  it('keeps a note being written through a reload and a logout', async () => {
    const store = await loggedInStore();
    const first = renderViewer(store);
    await openNotes(first.user);
    await first.user.type(await screen.findByRole('textbox', { name: 'Your note' }), 'Half a thought');
    first.unmount();

    // A reload: the viewer opens on the Notes tab, where the draft waits.
    const reloaded = renderViewer(store);
    expect(await screen.findByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Your note' })).toHaveValue('Half a thought');
    reloaded.unmount();

    // Logged out (say, the session expired) and back in: the draft is there.
    act(() => {
      store.dispatch(loggedOut());
    });
    await logInDemoLearner(store);
    const back = renderViewer(store);
    await openNotes(back.user);
    expect(await screen.findByRole('textbox', { name: 'Your note' })).toHaveValue('Half a thought');

    // Saved, the draft is gone.
    await back.user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await within(notesList()).findByText('Half a thought')).toBeInTheDocument();
    back.unmount();
    renderViewer(store);
    expect(await screen.findByRole('tab', { name: 'Notes (1)' })).toHaveAttribute('aria-selected', 'false');
  });

  it('opens an edit left unsaved again, with what was typed', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 83, 'Blocks link by hash.');
    const first = renderViewer(store);
    await openNotes(first.user);
    await first.user.click(await screen.findByRole('button', { name: 'Edit note at 1:23' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Edit note at 1:23' }), ' And more.');
    first.unmount();

    const again = renderViewer(store);
    await openNotes(again.user);
    expect(await screen.findByRole('textbox', { name: 'Edit note at 1:23' })).toHaveValue(
      'Blocks link by hash. And more.',
    );
  });
});
