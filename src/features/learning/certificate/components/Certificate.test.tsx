import { screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import { LANGUAGE_INFO, LANGUAGES, localizePath, type Language } from '@/config/languages';
import { certificatePath, certificateVerifyPath, courseViewerPath, paths, viewCoursePath } from '@/config/paths';
import { recordsWritten } from '@/learner/learnerDataSlice';
import { lessonKey, ownerKey } from '@/learner/selectors';
import { loggedIn, selectUserId } from '@/store/authSlice';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { answerQuizzes, completeOnServer } from '@/test/earnedOnServer';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderApp } from '@/test/render';
import { certificateNumberFor } from '@mocks/certificates';
import { db } from '@mocks/db';
import { holdEndpoint, withFault } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses, seedUsers, UNOWNED_COURSE_ID } from '@mocks/seed';
import { certificateNumber } from '../certificateNumber';

/** The owned course's lessons, in order (five of them). */
const OWNED_CHAPTERS = seedCourses().find((course) => course._id === OWNED_COURSE_ID)?.chapters ?? [];
const LESSONS = (seedCourses().find((course) => course._id === OWNED_COURSE_ID)?.chapters ?? []).flatMap((chapter, c) =>
  chapter.videos.map((_video, v) => lessonKey(c, v)),
);

async function learner() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

/** Records the learner signed in made, or those of `owner`. */
const made = (store: AppStore, records: LearnerRecord[], owner = ownerKey(selectUserId(store.getState()))) =>
  store.dispatch(recordsWritten({ owner, records }));

/** A lesson completed at `at`. */
const lessonDone = (courseId: string, id: string, at: string): LearnerRecord => ({
  kind: 'lesson',
  courseId,
  id,
  updatedAt: at,
  data: { completedAt: at },
});

/**
 * Passes every chapter quiz of the course with full marks in this browser's records (the page adds
 * the quizzes' rule; its own tests cover it): this file is about the certificate once it is earned.
 */
function passQuizzes(store: AppStore) {
  const at = new Date(2026, 10, 1).toISOString();
  made(
    store,
    OWNED_CHAPTERS.map((_chapter, chapter) => ({
      kind: 'quiz',
      courseId: OWNED_COURSE_ID,
      id: String(chapter),
      updatedAt: at,
      data: { best: 100 },
    })),
  );
}

/**
 * Completes the first `count` lessons, a day apart from 1 November 2026 on, here and (with the
 * learner-data contract) on the server at those times of its clock; all of them, with the quizzes
 * passed here and answered on the server, which grades them.
 */
async function complete(store: AppStore, count = LESSONS.length) {
  const lessons = LESSONS.slice(0, count).map((id, day) => ({ id, at: new Date(2026, 10, 1 + day, 10).getTime() }));
  made(
    store,
    lessons.map(({ id, at }) => lessonDone(OWNED_COURSE_ID, id, new Date(at).toISOString())),
  );
  if (count === LESSONS.length) passQuizzes(store);
  if (!env.learnerDataApi) return;
  const token = store.getState().auth.session.token ?? '';
  completeOnServer(OWNED_COURSE_ID, lessons);
  if (count === LESSONS.length) await answerQuizzes(token, OWNED_COURSE_ID);
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** "5 November 2026" on an English page, "5 नवंबर 2026" on a Hindi one. */
const dateIn = (lang: Language, date: Date) =>
  new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

describe('/certificate/{courseId}', () => {
  beforeEach(() => {
    window.print = jest.fn();
  });

  it('sends a guest to log in', async () => {
    const { router } = renderApp(certificatePath(OWNED_COURSE_ID));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  // The print stylesheet itself is checked in the browser (e2e/certificate.spec.ts).
  it('marks the page controls as left out of print', async () => {
    const store = await learner();
    await complete(store);
    renderApp(certificatePath(OWNED_COURSE_ID), { store });
    await heading('Certificate of Completion');
    const actions = screen.getByRole('button', { name: 'Print or save as PDF' }).parentElement as HTMLElement;
    expect(actions).toHaveAttribute('data-print', 'hidden');
    expect(actions).toContainElement(screen.getByRole('link', { name: 'Add to LinkedIn (opens in a new tab)' }));
  });

  it('shows a course that failed to load with a Retry', async () => {
    withFault('get', '/course/getById/:id', 'network', { once: true });
    const store = await learner();
    await complete(store);
    const { user } = renderApp(certificatePath(OWNED_COURSE_ID), { store });
    expect(await screen.findByText('We could not load this course. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await heading('Certificate of Completion')).toBeInTheDocument();
  });

  it('asks to try again when ownership cannot be checked', async () => {
    withFault('get', '/user/get-user/:id', 'server-error', { once: true });
    const store = await learner();
    const { user } = renderApp(certificatePath(UNOWNED_COURSE_ID), { store });
    expect(
      await screen.findByText('We could not check your enrolment in this course. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('This course is not among your courses, so it has no certificate for you.'),
    ).toBeInTheDocument();
  });
});

// Each language's words come from its catalogue; the English ones are also held to the spec's text.
describe.each(LANGUAGES)('/certificate/{courseId} in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'learning');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);

  beforeEach(() => {
    window.print = jest.fn();
  });

  it('holds the place of the certificate, named in the page’s language, while the learner and course load', async () => {
    const store = await learner();
    const account = holdEndpoint('get', '/user/get-user/:id');
    const course = holdEndpoint('get', '/course/getById/:id');
    renderApp(page(certificatePath(OWNED_COURSE_ID)), { store });
    const loading = say(words('certificate.loading'), 'Loading your certificate');
    expect(await screen.findByRole('status', { name: loading })).toBeInTheDocument();
    account.release();
    course.release();
    await heading(say(words('certificate.heading'), 'Certificate of completion'));
    expect(screen.queryByRole('status', { name: loading })).not.toBeInTheDocument();
  });

  it('shows the certificate of a completed course in the page’s language, dated in it: learner, course, date, mentor, school and number', async () => {
    const store = await learner();
    await complete(store);
    const { user } = renderApp(page(certificatePath(OWNED_COURSE_ID)), { store });

    const title = say(words('certificate.document.title'), 'Certificate of Completion');
    const sheet = (await heading(title)).closest('section') as HTMLElement;
    expect(sheet).toHaveAccessibleName(title);
    expect(
      within(sheet).getByText(say(words('certificate.document.certifies'), 'This certifies that')),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('Asha Verma')).toBeInTheDocument();
    expect(
      within(sheet).getByText(say(words('certificate.document.completed'), 'has completed the course')),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('Crypto Trading Basics')).toBeInTheDocument();
    // The last of the five lessons was completed on 5 November, said the Indian way in the page's language.
    const completedOn = say(dateIn(lang, new Date(2026, 10, 5)), '5 November 2026');
    const date = within(sheet).getByText(completedOn);
    const on = words('certificate.document.on', { date: completedOn }).replace(/<\/?date>/g, '');
    expect(date.parentElement?.textContent).toBe(say(on, 'on 5 November 2026'));
    expect(within(sheet).getByText('Arjun Kulkarni')).toBeInTheDocument();
    expect(within(sheet).getByText(say(words('certificate.document.mentor'), 'Mentor'))).toBeInTheDocument();
    expect(within(sheet).getByText(say(words('certificate.document.issuedBy'), 'Issued by'))).toBeInTheDocument();
    expect(within(sheet).getAllByText('TradeSchool').length).toBeGreaterThan(0);
    const number = certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID);
    expect(within(sheet).getByText(number).parentElement).toHaveTextContent(
      `${say(words('certificate.document.number'), 'Certificate no.')} ${number}`,
    );

    await user.click(screen.getByRole('button', { name: say(words('certificate.print'), 'Print or save as PDF') }));
    expect(window.print).toHaveBeenCalledTimes(1);

    const linkedIn = screen.getByRole('link', {
      name: say(words('certificate.linkedIn') + words('certificate.newTab'), 'Add to LinkedIn (opens in a new tab)'),
    });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toContain('noopener');
    const url = new URL(linkedIn.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Crypto Trading Basics',
      organizationName: 'TradeSchool',
      issueYear: '2026',
      issueMonth: '11',
      certId: number,
      certUrl: `http://localhost${certificateVerifyPath(number)}`,
    });
    expect(screen.getByRole('link', { name: say(words('certificate.back'), 'Back to the course') })).toHaveAttribute(
      'href',
      page(courseViewerPath(OWNED_COURSE_ID)),
    );
  });

  it.each([
    [3, '2 lessons to go'],
    [4, '1 lesson to go'],
    [0, '5 lessons to go'],
  ])(
    'with %d lessons complete says "%s" in the page’s language and leads back to the viewer',
    async (count, message) => {
      const store = await learner();
      await complete(store, count);
      renderApp(page(certificatePath(OWNED_COURSE_ID)), { store });
      await heading(words('certificate.heading'));
      const toGo = say(words('certificate.toGo', { count: LESSONS.length - count }), message);
      expect(await screen.findByRole('heading', { level: 2, name: toGo })).toBeInTheDocument();
      expect(
        screen.getByText(say(words('certificate.finish'), 'Finish every lesson to get your certificate.')),
      ).toBeInTheDocument();
      const bar = screen.getByRole('progressbar', {
        name: say(
          words('certificate.progressIn', { title: 'Crypto Trading Basics' }),
          'Progress in Crypto Trading Basics',
        ),
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(count * 20));
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        say(words('progress.complete', { percent: count * 20 }), `${count * 20}% complete`),
      );
      expect(
        screen.getByRole('link', { name: say(words('certificate.continue'), 'Continue the course') }),
      ).toHaveAttribute('href', page(courseViewerPath(OWNED_COURSE_ID)));
      expect(screen.queryByRole('button', { name: words('certificate.print') })).not.toBeInTheDocument();
    },
  );

  it('says in the page’s language that a course the learner does not own has no certificate for them', async () => {
    const store = await learner();
    renderApp(page(certificatePath(UNOWNED_COURSE_ID)), { store });
    expect(
      await screen.findByText(
        say(words('certificate.notOwned'), 'This course is not among your courses, so it has no certificate for you.'),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: say(words('certificate.viewCourse'), 'View the course') }),
      ).toHaveAttribute('href', page(viewCoursePath(UNOWNED_COURSE_ID))),
    );
    expect(screen.queryByRole('button', { name: words('certificate.print') })).not.toBeInTheDocument();
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
    expect(wordsIn(lang, 'learning')('certificate.toGo', { count })).toBe(text);
  });
});

describe('certificates the server vouches for', () => {
  beforeEach(() => {
    window.print = jest.fn();
  });

  it('refuses a certificate the stored account claims but the server does not grant', async () => {
    const store = await learner();
    // The stored record says the learner owns the course, and every lesson is "complete".
    // Another learner's id (one who owns the course), as an attacker would edit the stored record.
    const user = store.getState().auth.account.user;
    const owner = seedUsers().find(({ purchases }) => purchases.some(({ courseId }) => courseId === UNOWNED_COURSE_ID));
    if (!user || !owner) throw new Error('no stored user');
    store.dispatch(
      loggedIn({
        token: store.getState().auth.session.token ?? '',
        user: {
          ...user,
          _id: owner._id,
          purchasedCourses: [
            ...(user.purchasedCourses ?? []),
            { courseId: { _id: UNOWNED_COURSE_ID, title: 'Gold' }, purchasedAt: '2026-01-01T00:00:00.000Z' },
          ],
        },
      }),
    );
    const at = new Date().toISOString();
    made(
      store,
      Array.from({ length: 10 }, (_, i) => lessonDone(UNOWNED_COURSE_ID, lessonKey(0, i), at)),
      owner._id,
    );
    renderApp(certificatePath(UNOWNED_COURSE_ID), { store });
    expect(
      await screen.findByText('This course is not among your courses, so it has no certificate for you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificate of Completion' })).not.toBeInTheDocument();
  });

  it("reads get-user's 403 as not owned, never as the server being unreachable", async () => {
    const store = await learner();
    withFault('get', '/user/get-user/:id', 'forbidden');
    renderApp(certificatePath(OWNED_COURSE_ID), { store });
    expect(
      await screen.findByText('This course is not among your courses, so it has no certificate for you.'),
    ).toBeInTheDocument();
  });

  it('without the learner-data API, says the certificate is a record kept by this browser', async () => {
    env.learnerDataApi = false;
    try {
      const store = await learner();
      await complete(store);
      renderApp(certificatePath(OWNED_COURSE_ID), { store });
      await heading('Certificate of Completion');
      expect(
        screen.getByText(
          "This certificate is a record kept by this browser: the school's server has not issued it, so it cannot be verified.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(certificateNumber(DEMO_LEARNER_ID, OWNED_COURSE_ID))).toBeInTheDocument();
    } finally {
      env.learnerDataApi = true;
    }
  });

  it('links the public page that confirms the issued certificate', async () => {
    const store = await learner();
    await complete(store);
    renderApp(certificatePath(OWNED_COURSE_ID), { store });
    await heading('Certificate of Completion');
    const number = certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID);
    const url = `http://localhost${certificateVerifyPath(number)}`;
    const link = screen.getByRole('link', { name: url });
    expect(link).toHaveAttribute('href', url);
    expect(link.parentElement).toHaveTextContent(`Anyone can check this certificate at ${url}`);
  });
});

describe('/certificate/verify/{number}', () => {
  it('confirms the learner, course and date of an issued certificate', async () => {
    const store = await learner();
    await complete(store);
    const issued = renderApp(certificatePath(OWNED_COURSE_ID), { store });
    await heading('Certificate of Completion');
    expect(db.certificates.size).toBe(1);
    issued.unmount();
    const number = certificateNumberFor(DEMO_LEARNER_ID, OWNED_COURSE_ID);

    renderApp(certificateVerifyPath(number));
    await heading('Certificate verification');
    expect(await screen.findByText('Verified: issued by TradeSchool')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Crypto Trading Basics')).toBeInTheDocument();
    expect(screen.getByText('5 November 2026')).toBeInTheDocument();
    expect(screen.getByText(number)).toBeInTheDocument();
  });

  it('says a number the school never issued has no certificate, forged ones included', async () => {
    renderApp(certificateVerifyPath(certificateNumber(DEMO_LEARNER_ID, OWNED_COURSE_ID)));
    await heading('Certificate verification');
    expect(
      await screen.findByText(/^No certificate with the number TS-.* was issued by TradeSchool\./),
    ).toBeInTheDocument();
  });
});
