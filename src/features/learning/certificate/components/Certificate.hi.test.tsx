import { screen, waitFor, within } from '@testing-library/react';
import { localizePath } from '@/config/languages';
import { certificatePath, courseViewerPath, viewCoursePath } from '@/config/paths';
import { progressKey } from '@/features/learning/progress/learnerProgress';
import { quizScored, videoCompleted, videoKey } from '@/features/learning/progress/progressSlice';
import { selectUserId } from '@/store/authSlice';
import { makeStore, type AppStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { logInDemoLearner, renderApp } from '@/test/render';
import { certificateNumberFor } from '@mocks/certificates';
import { holdEndpoint } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses, UNOWNED_COURSE_ID } from '@mocks/seed';

const OWNED_CHAPTERS = seedCourses().find((course) => course._id === OWNED_COURSE_ID)?.chapters ?? [];
const LESSONS = (seedCourses().find((course) => course._id === OWNED_COURSE_ID)?.chapters ?? []).flatMap((chapter, c) =>
  chapter.videos.map((_video, v) => videoKey(c, v)),
);

const hindi = (path: string) => localizePath(path, 'hi');

async function learner() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

/** Completes the first `count` lessons, a day apart from 1 November 2026 on (and, all of them, the chapter quizzes). */
function complete(store: AppStore, count = LESSONS.length) {
  const record = progressKey(selectUserId(store.getState()), OWNED_COURSE_ID);
  LESSONS.slice(0, count).forEach((key, day) =>
    store.dispatch(videoCompleted({ courseId: record, key }, new Date(2026, 10, 1 + day, 10).toISOString())),
  );
  if (count < LESSONS.length) return;
  // Every chapter quiz passed (the certificate page adds that rule).
  OWNED_CHAPTERS.forEach((_chapter, chapter) =>
    store.dispatch(quizScored({ courseId: record, chapter, percent: 100 })),
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('/hi/certificate/{courseId}', () => {
  beforeEach(() => {
    window.print = jest.fn();
  });

  it('holds the place of the certificate, named in Hindi, while it loads', async () => {
    const store = await learner();
    const account = holdEndpoint('get', '/user/get-user/:id');
    const course = holdEndpoint('get', '/course/getById/:id');
    renderApp(hindi(certificatePath(OWNED_COURSE_ID)), { store });
    expect(
      await screen.findByRole('status', { name: 'आपका सर्टिफिकेट खुल रहा है' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    account.release();
    course.release();
    await heading('कोर्स पूरा करने का सर्टिफिकेट');
  });

  it('prints the certificate in Hindi, dated the Indian way in Hindi, with the school and names as they are', async () => {
    const store = await learner();
    complete(store);
    const { user } = renderApp(hindi(certificatePath(OWNED_COURSE_ID)), { store });

    const sheet = (await heading('पूर्णता प्रमाणपत्र')).closest('section') as HTMLElement;
    expect(sheet).toHaveAccessibleName('पूर्णता प्रमाणपत्र');
    expect(within(sheet).getByText('प्रमाणित किया जाता है कि')).toBeInTheDocument();
    expect(within(sheet).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(sheet).getByText('ने कोर्स')).toBeInTheDocument();
    expect(within(sheet).getByText('Crypto Trading Basics')).toBeInTheDocument();
    const date = within(sheet).getByText('5 नवंबर 2026');
    expect(date.parentElement).toHaveTextContent(/^5 नवंबर 2026 को सफलतापूर्वक पूरा किया।$/);
    expect(within(sheet).getByText('मेंटर')).toBeInTheDocument();
    expect(within(sheet).getByText('जारीकर्ता')).toBeInTheDocument();
    expect(within(sheet).getAllByText('TradeSchool').length).toBeGreaterThan(0);
    const number = certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID);
    expect(within(sheet).getByText(number).parentElement).toHaveTextContent(`प्रमाणपत्र सं. ${number}`);

    await user.click(screen.getByRole('button', { name: 'प्रिंट करें या PDF सेव करें' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'LinkedIn पर जोड़ें (नए टैब में खुलेगा)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'कोर्स पर वापस जाएँ' })).toHaveAttribute(
      'href',
      hindi(courseViewerPath(OWNED_COURSE_ID)),
    );
  });

  it.each([
    [4, '1 लेसन बाकी', 80],
    [3, '2 लेसन बाकी', 60],
  ])('with %d lessons complete says "%s" in Hindi', async (count, message, percent) => {
    const store = await learner();
    complete(store, count);
    renderApp(hindi(certificatePath(OWNED_COURSE_ID)), { store });
    await heading('कोर्स पूरा करने का सर्टिफिकेट');
    expect(await screen.findByRole('heading', { level: 2, name: message })).toBeInTheDocument();
    expect(screen.getByText('सर्टिफिकेट पाने के लिए सभी लेसन पूरे करें।')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Crypto Trading Basics में आपकी प्रगति' });
    expect(bar).toHaveAttribute('aria-valuetext', `${percent}% पूरा`);
    expect(screen.getByRole('link', { name: 'कोर्स जारी रखें' })).toHaveAttribute(
      'href',
      hindi(courseViewerPath(OWNED_COURSE_ID)),
    );
  });

  it('says in Hindi that a course the learner does not own has no certificate for them', async () => {
    const store = await learner();
    renderApp(hindi(certificatePath(UNOWNED_COURSE_ID)), { store });
    expect(
      await screen.findByText(
        'यह कोर्स आपके कोर्सों में नहीं है, इसलिए इसका सर्टिफिकेट आपको नहीं मिल सकता।',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'कोर्स देखें' })).toHaveAttribute(
        'href',
        hindi(viewCoursePath(UNOWNED_COURSE_ID)),
      ),
    );
  });
});

describe('lessons to go', () => {
  it.each([
    ['en', 0, '0 lessons to go'],
    ['en', 1, '1 lesson to go'],
    ['en', 2, '2 lessons to go'],
    ['hi', 0, '0 लेसन बाकी'],
    ['hi', 1, '1 लेसन बाकी'],
    ['hi', 2, '2 लेसन बाकी'],
  ] as const)('in %s, %d: %s', (lang, count, text) => {
    expect(testI18n(lang).getFixedT(lang, 'learning')('certificate.toGo', { count })).toBe(text);
  });
});
