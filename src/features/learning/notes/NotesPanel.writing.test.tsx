import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_INFO, LANGUAGES } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { wordsIn } from '@/test/languages';
import { renderApp } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { loggedInStore, notesIn, notesTabIn, playerFor, storeNote } from './NotesPanel.testSetup';

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('Notes tab in the page’s language (%s)', (lang) => {
  const { words, say, renderIn, openNotesIn, field, list, saveNote } = notesTabIn(lang);

  it('sits beside the outline as an accessible tab, with an empty state', async () => {
    const { user } = renderIn(await loggedInStore());
    const tabs = await screen.findByRole('tablist', {
      name: say(words('tabs.label'), 'Course outline, transcript and notes'),
    });
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
