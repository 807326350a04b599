import { screen, within } from '@testing-library/react';
import { localizePath } from '@/config/languages';
import { courseViewerPath } from '@/config/paths';
import { selectUserId } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { testI18n } from '@/test/i18n';
import { logInDemoLearner, renderApp, renderWithProviders } from '@/test/render';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from '../components/CourseViewer';
import { progressKey } from '../progress/learnerProgress';
import { noteAdded } from '../progress/progressSlice';
import { notesToMarkdown } from './notesMarkdown';

let playerFor: ReturnType<typeof installFakePlayer>['playerFor'];

beforeEach(() => {
  // The players are named in Hindi on Hindi pages.
  ({ playerFor } = installFakePlayer('वीडियो प्लेयर'));
});

afterEach(() => {
  delete window.VdoPlayer;
});

async function loggedInStore() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

function storeNote(store: AppStore, key: string, seconds: number, text: string) {
  store.dispatch(
    noteAdded({ courseId: progressKey(selectUserId(store.getState()), OWNED_COURSE_ID), key, seconds, text }),
  );
}

const renderViewer = (store: AppStore) =>
  renderWithProviders(<CourseViewer courseId={OWNED_COURSE_ID} />, {
    route: localizePath(courseViewerPath(OWNED_COURSE_ID), 'hi'),
    store,
  });

async function openNotes(user: ReturnType<typeof renderViewer>['user']) {
  await user.click(await screen.findByRole('tab', { name: /^नोट्स/ }));
  return screen.findByRole('tabpanel', { name: /^नोट्स/ });
}

const noteField = () => screen.getByRole('textbox', { name: 'आपका नोट' });
const notesList = () => screen.getByRole('list', { name: 'आपके नोट्स' });

describe('the Notes tab on a Hindi page', () => {
  it('shows its empty state in Hindi', async () => {
    const { user } = renderViewer(await loggedInStore());
    const panel = await openNotes(user);
    expect(await within(panel).findByRole('form', { name: 'नया नोट' })).toBeInTheDocument();
    expect(await within(panel).findByText('अभी कोई नोट नहीं है')).toBeInTheDocument();
    expect(
      within(panel).getByText('जो बात याद रखनी हो, वहाँ वीडियो रोकें, ऊपर लिखें और “नोट सेव करें” दबाएँ।'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'आपके नोट्स' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'नोट्स डाउनलोड करें' })).not.toBeInTheDocument();
  });

  it('says what is wrong with a note in Hindi', async () => {
    const { user } = renderViewer(await loggedInStore());
    await openNotes(user);
    await user.click(await screen.findByRole('button', { name: 'नोट सेव करें' }));
    expect(await screen.findByText('कृपया नोट लिखें।')).toBeInTheDocument();

    await user.click(noteField());
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'नोट सेव करें' }));
    expect(await screen.findByText('नोट में ज़्यादा से ज़्यादा 1000 अक्षर हो सकते हैं।')).toBeInTheDocument();
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
  });

  it('saves a note at the video’s moment and names it in Hindi', async () => {
    const { user } = renderViewer(await loggedInStore());
    const { video } = await playerFor('What Is a Blockchain?');
    await openNotes(user);

    video.currentTime = 83.6;
    await user.type(await screen.findByRole('textbox', { name: 'आपका नोट' }), 'ब्लॉक हैश से जुड़ते हैं।');
    expect(screen.getByText('नोट “What Is a Blockchain?” के वीडियो के अभी के समय के साथ सेव होगा।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'नोट सेव करें' }));

    expect(await screen.findByRole('button', { name: 'What Is a Blockchain? में 1:23 से चलाएँ' })).toHaveTextContent(
      '1:23',
    );
    expect(screen.getByRole('status')).toHaveTextContent('नोट 1:23 पर सेव हो गया।');
    expect(screen.getByRole('tab', { name: 'नोट्स (1)' })).toBeInTheDocument();
  });

  it('edits, deletes and brings back a note in Hindi', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 83, 'पहला नोट');
    const { user } = renderViewer(store);
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: '1:23 वाला नोट बदलें' }));
    const field = screen.getByRole('textbox', { name: '1:23 वाला नोट बदलें' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('कृपया नोट लिखें।')).toBeInTheDocument();
    await user.type(field, 'बदला हुआ नोट');
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await within(notesList()).findByText('बदला हुआ नोट')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1:23 वाला नोट हटाएँ' }));
    expect(await screen.findByText('नोट हटा दिया गया।')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'आपके नोट्स' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'वापस लाएँ' }));
    expect(await within(notesList()).findByText('बदला हुआ नोट')).toBeInTheDocument();
  });

  it('keeps a note of a lesson the course no longer has, saying so in Hindi', async () => {
    const store = await loggedInStore();
    storeNote(store, '9-9', 30, 'पुराना नोट');
    const { user } = renderViewer(store);
    await openNotes(user);
    expect(await screen.findByRole('button', { name: '0:30, उस लेसन में जो अब कोर्स में नहीं है' })).toBeDisabled();
    expect(within(notesList()).getByText('यह लेसन अब कोर्स में नहीं है')).toBeInTheDocument();
  });

  it('downloads the notes with Hindi headings', async () => {
    const store = await loggedInStore();
    storeNote(store, '0-0', 7, 'सबका एक बही-खाता।');
    storeNote(store, '9-9', 30, 'पुराना नोट');
    const { user } = renderViewer(store);
    await openNotes(user);
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:notes';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'नोट्स डाउनलोड करें' }));
    expect(await files[0]?.text()).toBe(
      [
        '# Crypto Trading Basics: नोट्स',
        '## 1. Understanding Cryptocurrencies',
        '### What Is a Blockchain?',
        '- **0:07** सबका एक बही-खाता।',
        '## उन लेसन के नोट्स जो अब कोर्स में नहीं हैं',
        '- **0:30** पुराना नोट',
      ].join('\n\n') + '\n',
    );
  });

  it('says a note’s error in the new language when the learner switches, keeping what was typed', async () => {
    const store = await loggedInStore();
    const { user } = renderApp(courseViewerPath(OWNED_COURSE_ID), { store });
    await user.click(await screen.findByRole('tab', { name: /^Notes/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('textbox', { name: 'Your note' }));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('A note can be at most 1000 characters.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(await screen.findByText('नोट में ज़्यादा से ज़्यादा 1000 अक्षर हो सकते हैं।')).toBeInTheDocument();
    expect(screen.queryByText('A note can be at most 1000 characters.')).not.toBeInTheDocument();
    expect(noteField()).toHaveValue('x'.repeat(1001));
    expect(screen.getByRole('tab', { name: 'नोट्स' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('notesToMarkdown', () => {
  it('titles the file in the language it is given', () => {
    const course = { _id: 'c1', title: 'gold basics', chapters: [] } as never;
    expect(notesToMarkdown(course, [], testI18n('hi').getFixedT('hi', 'learning'))).toBe('# Gold Basics: नोट्स\n');
    expect(notesToMarkdown(course, [], testI18n('en').getFixedT('en', 'learning'))).toBe('# Gold Basics: notes\n');
  });
});
