import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';

/** The site's header, where the account area sits (the navigation's own name is not this area's). */
const header = () => screen.getByRole('banner');

describe('the navbar account area in Hindi', () => {
  it('offers a guest Hindi sign-up and login links to the Hindi pages', async () => {
    renderApp('/hi/terms-and-conditions');
    const bar = header();
    expect(within(bar).getByRole('link', { name: 'साइन अप' })).toHaveAttribute('href', '/hi/signup');
    expect(within(bar).getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/hi/login');
    expect(within(bar).queryByRole('link', { name: 'एनरोल किए गए कोर्स' })).not.toBeInTheDocument();
  });

  it('gives a learner Enrolled Courses and a Hindi account menu; logging out toasts in Hindi', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { user, router } = renderApp('/hi/terms-and-conditions', { store });
    const bar = header();
    expect(within(bar).getByRole('link', { name: 'एनरोल किए गए कोर्स' })).toHaveAttribute('href', '/hi/EnrollCourse');
    await user.click(within(bar).getByRole('button', { name: 'Asha Verma का अकाउंट मेन्यू' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'प्रोफ़ाइल' })).toHaveAttribute('href', '/hi/profile');
    expect(within(menu).getByRole('menuitem', { name: 'पासवर्ड बदलें' })).toHaveAttribute('href', '/hi/Change-pass');

    await user.click(within(menu).getByRole('menuitem', { name: 'लॉग आउट' }));
    expect(await screen.findByText('आप लॉग आउट हो गए हैं!')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/signup'));
  });
});
