import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderWithProviders } from '@/test/render';
import { server } from '@mocks/node';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { EnrolledCourses, type LearnerProgress } from './EnrolledCourses';

const ROUTE = { route: '/hi/EnrollCourse' };

async function renderMyLearning(progress: LearnerProgress = {}) {
  const store = makeStore();
  await logInDemoLearner(store);
  return renderWithProviders(<EnrolledCourses progress={progress} />, { ...ROUTE, store });
}

describe('My Learning in Hindi', () => {
  it("shows the learner's course with Hindi labels, progress and Continue Course", async () => {
    // Two of the crypto course's five lessons done; the learner last opened the second chapter's second.
    await renderMyLearning({ [OWNED_COURSE_ID]: { completed: { '0-0': true, '1-2': true }, lastVideo: '1-1' } });
    expect(screen.getByRole('heading', { level: 1, name: 'एनरोल किए गए कोर्स' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Crypto Trading Basics' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('अंग्रेज़ी/हिंदी')).toBeInTheDocument();
    expect(within(card).getByText('8 घंटे')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Crypto Trading Basics का थंबनेल' })).toBeInTheDocument();
    expect(
      await within(card).findByRole('progressbar', { name: 'Crypto Trading Basics में आपकी प्रगति' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByText('40% पूरा (5 में से 2 वीडियो)')).toBeInTheDocument();
    expect(
      within(card).getByText('यहाँ से जारी रखें: Your First Crypto Trade · Market and Limit Orders'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'कोर्स जारी रखें' })).toHaveAttribute(
      'href',
      `/hi/course-viewer/${OWNED_COURSE_ID}`,
    );
  });

  it('says in Hindi that a finished course is complete, with the certificate and a review', async () => {
    const all = { '0-0': true, '0-1': true, '1-0': true, '1-1': true, '1-2': true } as const;
    await renderMyLearning({ [OWNED_COURSE_ID]: { completed: all, lastVideo: '1-2' } });
    const card = (await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).closest(
      'article',
    ) as HTMLElement;
    expect(await within(card).findByText('कोर्स पूरा हुआ')).toBeInTheDocument();
    expect(within(card).queryByText(/यहाँ से जारी रखें/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'अपना सर्टिफ़िकेट पाएँ' })).toHaveAttribute(
      'href',
      `/hi/certificate/${OWNED_COURSE_ID}`,
    );
    expect(within(card).getByRole('link', { name: 'कोर्स दोबारा देखें' })).toHaveAttribute(
      'href',
      `/hi/course-viewer/${OWNED_COURSE_ID}`,
    );
    expect(within(card).queryByRole('link', { name: 'कोर्स जारी रखें' })).not.toBeInTheDocument();
  });

  it('names the shelves in Hindi with their counts', async () => {
    const { user } = await renderMyLearning();
    const tabs = await screen.findByRole('tablist', { name: 'मेरे कोर्स' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['जारी (1)', 'पूरे हुए (0)', 'सभी (1)']);
    await user.click(within(tabs).getByRole('tab', { name: 'पूरे हुए (0)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('अभी तक कोई कोर्स पूरा नहीं हुआ।');
  });

  it('says in Hindi that there is no course yet, with Enroll Now to the Hindi list', async () => {
    server.use(http.get('*/api/api/enrolled-courses', () => HttpResponse.json({ data: [] })));
    await renderMyLearning();
    expect(await screen.findByText('आपने अभी किसी कोर्स में एनरोल नहीं किया है।')).toBeInTheDocument();
    expect(screen.getByText('एक्सपर्ट मेंटर्स के ट्रेडिंग कोर्स देखें और आज ही सीखना शुरू करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी एनरोल करें' })).toHaveAttribute('href', '/hi/courses');
  });
});
