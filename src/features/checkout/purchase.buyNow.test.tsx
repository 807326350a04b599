import { act, screen, waitFor } from '@testing-library/react';
import { loggedIn, loggedOut, selectDeferredPurchase } from '@/store/authSlice';
import type { User } from '@/store/models';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { db } from '@mocks/db';
import { DEMO_LEARNER, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { FakeRazorpay, GOLD, lastWindow, learnerStore, openCheckout } from './purchase.testSetup';

describe('Buy Now guards', () => {
  it('sends a guest to /signup with "Please signup and login."', async () => {
    const { user, router } = renderApp(GOLD);
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Please signup and login.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('says "User not found! Please log in." when there is a token but no stored user', async () => {
    const store = makeStore();
    // A session without a user id (e.g. storage cleared by hand).
    store.dispatch(loggedIn({ token: 'token-without-user', user: { _id: '', username: '' } as User }));
    const { user } = renderApp(GOLD, { store });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('User not found! Please log in.')).toBeInTheDocument();
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('shows a disabled Course Purchased for an owned course', async () => {
    const store = await learnerStore();
    renderApp(`/viewcourse/${OWNED_COURSE_ID}`, { store });
    expect(await screen.findByRole('button', { name: 'Course Purchased' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });
});

describe('the payment window', () => {
  it('names the course as its page does, in title case, whatever case the API gives it', async () => {
    const course = db.courses.get(UNOWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.title = 'gold trading masterclass';
    const store = await learnerStore();
    await openCheckout(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    expect(lastWindow().options.description).toBe('Gold Trading Masterclass');
  });
});

describe('a purchase started as a guest', () => {
  async function logInOnTheForm(view: ReturnType<typeof renderApp>, loginPath = '/login') {
    await act(() => view.router.navigate(loginPath));
    const email = await screen.findByLabelText(loginPath.startsWith('/hi') ? 'ईमेल' : 'Email');
    await view.user.type(email, DEMO_LEARNER.email);
    await view.user.type(
      screen.getByLabelText(loginPath.startsWith('/hi') ? 'पासवर्ड' : 'Password'),
      DEMO_LEARNER.password,
    );
    await view.user.keyboard('{Enter}');
  }

  it.each([
    ['English', GOLD, '/login'],
    ['Hindi', `/hi${GOLD}`, '/hi/login'],
  ])('goes on after logging in (%s): back on the course with the checkout open, once', async (_lang, page, login) => {
    const view = renderApp(page);
    const buy = page.startsWith('/hi') ? 'अभी खरीदें' : 'Buy Now';
    await view.user.click(await screen.findByRole('button', { name: buy }));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/\/signup$/));
    expect(selectDeferredPurchase(view.store.getState())).toEqual({ path: GOLD, courseId: UNOWNED_COURSE_ID });

    await logInOnTheForm(view, login);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(page));
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
    expect(lastWindow().opened).toBe(true);
    expect(lastWindow().options.description).toBe('Gold Trading Masterclass');
    expect(selectDeferredPurchase(view.store.getState())).toBeNull();

    // Paying enrols them.
    act(() => lastWindow().pay());
    await waitFor(() =>
      expect(view.store.getState().auth.account.user?.purchasedCourses.map((p) => p.courseId?._id)).toContain(
        UNOWNED_COURSE_ID,
      ),
    );
  });

  it('opens the checkout only once, not on a later visit', async () => {
    const view = renderApp(GOLD);
    await view.user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await logInOnTheForm(view);
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
    act(() => lastWindow().options.modal.ondismiss());
    await act(() => view.router.navigate('/courses'));
    await act(() => view.router.navigate(GOLD));
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(FakeRazorpay.instances).toHaveLength(1);
  });

  it('is forgotten at log-out', async () => {
    const view = renderApp(GOLD);
    await view.user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(selectDeferredPurchase(view.store.getState())).not.toBeNull();
    await act(() => logInDemoLearner(view.store));
    act(() => {
      view.store.dispatch(loggedOut());
    });
    expect(selectDeferredPurchase(view.store.getState())).toBeNull();
  });
});

describe('ownership without a session', () => {
  it('stops showing the course as bought when the session ends in another tab', async () => {
    const store = await learnerStore();
    renderApp(`/viewcourse/${OWNED_COURSE_ID}`, { store });
    expect(await screen.findByRole('button', { name: 'Course Purchased' })).toBeDisabled();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Course Purchased' })).not.toBeInTheDocument();
  });

  it("shows Buy Now, not Course Purchased, in a tab without the learner's token", async () => {
    const store = await learnerStore();
    // What a new tab sees: the account record of local storage, no token of its own.
    const { user, userId } = store.getState().auth.account;
    const tab = makeStore({
      auth: {
        session: { token: null, deferredPurchase: null, expired: false, _persist: { version: 1, rehydrated: true } },
        account: { user, userId, otpEmail: null, _persist: { version: 1, rehydrated: true } },
      },
    });
    renderApp(`/viewcourse/${OWNED_COURSE_ID}`, { store: tab });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Course Purchased' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to course' })).not.toBeInTheDocument();
  });
});
