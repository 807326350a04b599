import { screen, waitFor, within } from '@testing-library/react';
import { localizePath } from '@/config/languages';
import { courseViewerPath, viewCoursePath } from '@/config/paths';
import { makeStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { testI18n } from '@/test/i18n';
import { logInDemoLearner, renderApp, renderWithProviders } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { CourseViewer } from './CourseViewer';

let playerFor: ReturnType<typeof installFakePlayer>['playerFor'];

beforeEach(() => {
  // The players are named in Hindi on Hindi pages.
  ({ playerFor } = installFakePlayer('वीडियो प्लेयर'));
});

afterEach(() => {
  delete window.VdoPlayer;
});

async function renderViewer(courseId = OWNED_COURSE_ID) {
  const store = makeStore();
  await logInDemoLearner(store);
  return renderWithProviders(<CourseViewer courseId={courseId} />, {
    route: localizePath(courseViewerPath(courseId), 'hi'),
    store,
  });
}

const outline = () => within(screen.getByRole('region', { name: 'कोर्स की सामग्री' }));

describe('the course viewer on a Hindi page', () => {
  it('names the speed and lists the keyboard shortcuts in Hindi', async () => {
    const { user } = await renderViewer();
    await playerFor('What Is a Blockchain?');
    expect(screen.getByRole('combobox', { name: 'स्पीड' })).toHaveTextContent('1×');
    await user.click(screen.getByRole('button', { name: 'कीबोर्ड शॉर्टकट' }));
    const list = await screen.findByRole('dialog', { name: 'कीबोर्ड शॉर्टकट' });
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['स्पेस', '←', '→', 'N', '?']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((action) => action.textContent),
    ).toEqual(['चलाएँ या रोकें', '10 सेकंड पीछे', '10 सेकंड आगे', 'अगला लेसन', 'यह सूची दिखाएँ']);
    expect(list).toHaveTextContent('ये तब चलते हैं जब फ़ोकस पेज पर हो, वीडियो या किसी टेक्स्ट फ़ील्ड के अंदर नहीं।');
    expect(within(list).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('names the outline, progress, lessons and player in Hindi, and keeps the course as the API has it', async () => {
    const { user } = await renderViewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
    await playerFor('What Is a Blockchain?');
    expect(screen.getByRole('heading', { level: 2, name: 'कोर्स की सामग्री' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'कोर्स में आपकी प्रगति' })).toHaveAttribute('aria-valuetext', '0% पूरा');
    expect(screen.getByText('0% पूरा')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'सिलेबस और नोट्स' });
    expect(within(tabs).getByRole('tab', { name: 'सिलेबस' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'नोट्स' })).toBeInTheDocument();
    expect(
      outline().getByRole('button', { name: /^1\. Understanding Cryptocurrencies\s*2 में से 0 पूरे$/ }),
    ).toBeInTheDocument();
    expect(outline().getByRole('list', { name: 'Understanding Cryptocurrencies के वीडियो' })).toBeInTheDocument();

    const lessons = screen.getByRole('navigation', { name: 'लेसन' });
    expect(within(lessons).getByRole('button', { name: 'पिछला लेसन' })).toBeDisabled();
    expect(within(lessons).getByRole('button', { name: 'पिछला लेसन' })).toHaveTextContent('पिछला');
    await user.click(within(lessons).getByRole('button', { name: 'पूरा हुआ मार्क करें' }));
    expect(within(lessons).getByRole('button', { name: 'पूरा हुआ' })).toBeInTheDocument();
    expect(screen.getByText('20% पूरा')).toBeInTheDocument();
    expect(outline().getByRole('button', { name: 'What Is a Blockchain? (पूरा हुआ)' })).toBeInTheDocument();
    expect(outline().getByRole('button', { name: /2 में से 1 पूरे$/ })).toBeInTheDocument();

    await user.click(within(lessons).getByRole('button', { name: 'अगला लेसन: Coins, Tokens and Exchanges' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Coins, Tokens and Exchanges' })).toBeInTheDocument();
    expect(within(lessons).getByRole('button', { name: 'पिछला लेसन: What Is a Blockchain?' })).toBeEnabled();
  });

  it('names the download of a chapter’s notes in Hindi', async () => {
    const { user } = await renderViewer();
    await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' });
    await user.click(outline().getByRole('button', { name: /^2\. Your First Crypto Trade/ }));
    const chapter = screen.getByRole('region', { name: /^2\. Your First Crypto Trade/ });
    expect(within(chapter).getByRole('link', { name: /^Your First Crypto Trade के नोट्स डाउनलोड करें/ })).toHaveAttribute(
      'href',
      '/media/notes/chapter-notes.pdf',
    );
  });

  it('counts down to the next lesson in Hindi, and Cancel stays', async () => {
    const { user } = await renderViewer();
    (await playerFor('What Is a Blockchain?')).video.emit('ended');
    const card = screen.getByRole('region', { name: 'अब आगे' });
    expect(within(card).getByRole('status')).toHaveTextContent('अगला लेसन 5 सेकंड में शुरू होगा।');
    expect(within(card).getByRole('button', { name: /^अभी चलाएँ \(\d\)$/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'रद्द करें' }));
    expect(screen.queryByRole('region', { name: 'अब आगे' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Is a Blockchain?' })).toBeInTheDocument();
  });

  it('plays the intro in Hindi for a course without chapters', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = [];
    course.introDescription = '';
    await renderViewer();
    expect(await screen.findByRole('heading', { level: 2, name: 'परिचय' })).toBeInTheDocument();
    expect(screen.getByText('कोर्स में आपका स्वागत है!')).toBeInTheDocument();
    expect(screen.getByText('अभी कोई चैप्टर नहीं है।')).toBeInTheDocument();
    expect(screen.getByLabelText('परिचय वीडियो')).toHaveTextContent('आपका ब्राउज़र यह वीडियो नहीं चला सकता।');
  });

  it('says in Hindi when a chapter has no videos', async () => {
    const course = db.courses.get(OWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.chapters = course.chapters.map((chapter) => ({ ...chapter, videos: [] }));
    await renderViewer();
    expect(await screen.findByText('चलाने के लिए कोई वीडियो चुनें।')).toBeInTheDocument();
    expect(screen.getByText('अभी कोई वीडियो नहीं है।')).toBeInTheDocument();
  });

  it('says in Hindi when the video cannot be loaded, and retries', async () => {
    withFault('get', '/course/get-videoId/:videoUrl', 'network', { once: true });
    const { user } = await renderViewer();
    expect(await screen.findByText('वीडियो लोड नहीं हो पाया।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await playerFor('What Is a Blockchain?');
  });

  it('says in Hindi when the course cannot be fetched', async () => {
    withFault('get', '/course/getById/:id', 'network');
    await renderViewer();
    expect(await screen.findByText('कोर्स की जानकारी नहीं मिल पाई')).toBeInTheDocument();
  });

  it('says in Hindi when ownership cannot be checked', async () => {
    withFault('get', '/user/get-user/:id', 'server-error');
    await renderViewer(UNOWNED_COURSE_ID);
    expect(
      await screen.findByText('हम जाँच नहीं पाए कि यह कोर्स आपके कोर्सों में है या नहीं। कृपया फिर से कोशिश करें।'),
    ).toBeInTheDocument();
  });

  it('sends a learner without the course to its Hindi page, saying why in Hindi', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { router } = renderApp(localizePath(courseViewerPath(UNOWNED_COURSE_ID), 'hi'), { store });
    expect(await screen.findByText('यह कोर्स देखने के लिए पहले इसे खरीदें।', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(localizePath(viewCoursePath(UNOWNED_COURSE_ID), 'hi')),
    );
  });
});

describe('the countdown and progress wording', () => {
  it.each([
    ['en', 1, 'Next lesson starts in 1 second.'],
    ['en', 5, 'Next lesson starts in 5 seconds.'],
    ['hi', 1, 'अगला लेसन 1 सेकंड में शुरू होगा।'],
    ['hi', 5, 'अगला लेसन 5 सेकंड में शुरू होगा।'],
  ] as const)('in %s, %d seconds: %s', (lang, count, text) => {
    expect(testI18n(lang).getFixedT(lang, 'learning')('upNext.startsIn', { count })).toBe(text);
  });
});
