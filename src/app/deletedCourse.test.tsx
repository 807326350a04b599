import { screen } from '@testing-library/react';
import { http } from 'msw/core/http';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { logInDemoLearner, renderApp } from '@/test/render';
import { server } from '@mocks/node';
import { DELETED_COURSE_LEARNER, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

/** The learner whose record lists a course deleted since they bought it. */
async function learnerOfDeletedCourse() {
  const store = makeStore();
  const { user } = await logInDemoLearner(store, DELETED_COURSE_LEARNER);
  return { store, user };
}

describe.each(LANGUAGES)('a learner whose purchases include a deleted course (%s)', (lang: Language) => {
  const common = testI18n(lang).getFixedT(lang, 'common');
  const checkout = testI18n(lang).getFixedT(lang, 'checkout');

  it('the demo API answers the deleted course as null, as a database lookup does', async () => {
    const { user } = await learnerOfDeletedCourse();
    expect(user.purchasedCourses.map(({ courseId }) => courseId?._id ?? null)).toEqual([null, OWNED_COURSE_ID]);
  });

  it('sees the course list', async () => {
    const { store } = await learnerOfDeletedCourse();
    renderApp(localizePath('/courses', lang), { store });
    expect(await screen.findByRole('heading', { name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    expect(screen.queryByText(common('crash.title'))).not.toBeInTheDocument();
  });

  it('sees their enrolled courses', async () => {
    const { store } = await learnerOfDeletedCourse();
    renderApp(localizePath('/EnrollCourse', lang), { store });
    expect(await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).toBeInTheDocument();
    expect(screen.queryByText(common('crash.title'))).not.toBeInTheDocument();
  });

  it('buys another course from its page: ownership is read past the deleted entry', async () => {
    const { store } = await learnerOfDeletedCourse();
    renderApp(localizePath(`/viewcourse/${UNOWNED_COURSE_ID}`, lang), { store });
    expect(await screen.findByRole('button', { name: checkout('buy.buy') })).toBeInTheDocument();
  });
});

describe('an API that leaves members out', () => {
  it('a user record without purchases, or with null entries, leaves /courses working', async () => {
    const { store, user } = await learnerOfDeletedCourse();
    server.use(
      http.get('*/api/user/get-user/:id', () =>
        Response.json({ data: { ...user, purchasedCourses: [null, { purchasedAt: 'x' }, { courseId: {} }] } }),
      ),
    );
    renderApp('/courses', { store });
    expect(await screen.findByRole('heading', { name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('an enrolled-course list with null entries shows the courses it does name', async () => {
    const { store } = await learnerOfDeletedCourse();
    server.use(
      http.get('*/api/api/enrolled-courses', () =>
        Response.json({
          data: [null, { title: 'No id' }, { _id: OWNED_COURSE_ID, title: 'Crypto Trading Basics' }],
        }),
      ),
    );
    renderApp('/EnrollCourse', { store });
    expect(await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
