import { screen, waitFor } from '@testing-library/react';
import { env } from '@/config/env';
import { certificatePath, certificateVerifyPath, paths } from '@/config/paths';
import { lessonKey } from '@/learner/selectors';
import { loggedIn } from '@/store/authSlice';
import { renderApp } from '@/test/render';
import { certificateNumberFor } from '@mocks/certificates';
import { withFault } from '@mocks/faults';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, seedUsers, UNOWNED_COURSE_ID } from '@mocks/seed';
import { certificateNumber } from '../certificateNumber';
import { complete, heading, learner, lessonDone, made } from './Certificate.testSetup';

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
