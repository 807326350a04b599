import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { LEARNER_DATA_STORAGE_KEY } from '@/learner/learnerDataSlice';
import { loggedOut } from '@/store/authSlice';
import { captureDownloads } from '@/test/downloads';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from '../components/CourseViewer';
import { LearnerDataSync } from '../sync/LearnerDataSync';
import { notesToMarkdown } from './notesMarkdown';
import {
  loggedInStore,
  notesIn,
  notesList,
  notesTabIn,
  openNotes,
  playerFor,
  renderViewer,
  storeNote,
  writeNote,
} from './NotesPanel.testSetup';

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('Notes tab in the page’s language (%s)', (lang) => {
  const { words, say, renderIn, openNotesIn, field, list, saveNote } = notesTabIn(lang);

  it("downloads the notes as Markdown, by chapter and lesson, headed in the page's language", async () => {
    const store = await loggedInStore();
    storeNote(store, '1-2', 125, 'Risk one percent.');
    storeNote(store, '0-0', 7, 'A ledger everyone keeps.');
    storeNote(store, '9-9', 30, 'पुराना नोट');
    const { user } = renderIn(store);
    await openNotesIn(user);
    const downloads = captureDownloads();

    await user.click(await screen.findByRole('button', { name: words('notes.download') }));
    expect(downloads.names).toEqual(['crypto-trading-basics-notes.md']);
    const markdown = await downloads.text();
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
