import { act, screen, waitFor } from '@testing-library/react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { TOAST_MS } from '@/config/constants';
import { logInDemoLearner, renderWithProviders, startFakeClock } from '@/test/render';
import { db } from '@mocks/db';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from '../components/CourseViewer';
import {
  loggedInStore,
  notesIn,
  noteTexts,
  openNotes,
  playerFor,
  renderViewer,
  storeNote,
  writeNote,
} from './NotesPanel.testSetup';

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
