import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { formatIndianDate } from '@/lib/format';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/profile.json';
import hiCommon from '@/locales/hi/common.json';
import hi from '@/locales/hi/profile.json';
import { loggedIn } from '@/store/authSlice';
import type { User } from '@/store/models';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';

const CREATED = '2026-01-05T09:30:00.000Z';
const UPDATED = '2026-01-10T11:15:00.000Z';

/** The value shown beside a label in the profile's description lists. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const LANGUAGES = [
  { lang: 'en', route: '/profile', words: en, common: enCommon, locale: 'en-IN' },
  { lang: 'hi', route: '/hi/profile', words: hi, common: hiCommon, locale: 'hi-IN' },
] as const;

describe.each(LANGUAGES)('/profile ($lang)', ({ lang, route, words, common, locale }) => {
  async function renderProfile() {
    const store = makeStore();
    const login = await logInDemoLearner(store);
    return { ...renderApp(route, { store }), login };
  }

  it('shows every field in two groups, in words a learner reads, the dates in the page’s language', async () => {
    await renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    await waitFor(() => expect(valueOf(words.rows.username)).toBe(DEMO_LEARNER.username));
    const account = screen.getByRole('region', { name: words.groups.account });
    expect(within(account).getByText(words.rows.email, { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf(words.rows.email)).toBe(DEMO_LEARNER.email);
    expect(valueOf(words.rows.phone)).toBe('9876500001');
    expect(valueOf(words.rows.created)).toBe(formatIndianDate(CREATED, locale));
    expect(valueOf(words.rows.updated)).toBe(formatIndianDate(UPDATED, locale));
    expect(valueOf(words.rows.sessionActive)).toBe(words.values.yes);
    const learning = screen.getByRole('region', { name: words.groups.learning });
    expect(within(learning).getByText(words.rows.paymentStatus, { selector: 'dt' })).toBeInTheDocument();
    // The API's "user" and "student", in the page's words.
    expect(valueOf(words.rows.role)).toBe(words.values.role.user);
    expect(valueOf(words.rows.userType)).toBe(words.values.userType.student);
    expect(valueOf(words.rows.enrollmentNumber)).toBe('TS2026-0001');
    expect(valueOf(words.rows.paymentStatus)).toBe(words.values.paid);
    expect(within(screen.getByRole('main')).getByText('AV')).toBeInTheDocument();
    if (lang === 'hi') {
      // Nothing left in English: the role, the kind of learner, the month.
      expect(words.values.role.user).not.toBe(en.values.role.user);
      expect(words.values.userType.student).not.toBe(en.values.userType.student);
      expect(valueOf(words.rows.created)).toMatch(/जनवरी/);
      expect(valueOf(words.rows.created)).not.toMatch(/am|pm|Jan/);
    } else {
      expect(valueOf(words.rows.created)).toBe('5 January 2026');
    }
  });

  it('says the payment is pending and the learner not signed in', async () => {
    const store = makeStore();
    const { user: real, token } = await logInDemoLearner(store);
    const unpaid: User = { ...real, paymentStatus: false, sessionActive: false };
    server.use(http.get(apiPath('/user/get-user/:id'), () => Response.json({ data: unpaid })));
    store.dispatch(loggedIn({ token, user: unpaid }));
    renderApp(route, { store });
    await waitFor(() => expect(valueOf(words.rows.paymentStatus)).toBe(words.values.pending));
    expect(valueOf(words.rows.sessionActive)).toBe(words.values.no);
  });

  it('shows an unknown role or kind of learner as the API sends it', async () => {
    const store = makeStore();
    const { user: real, token } = await logInDemoLearner(store);
    const mentor: User = { ...real, role: 'mentor', userType: 'working professional' };
    server.use(http.get(apiPath('/user/get-user/:id'), () => Response.json({ data: mentor })));
    store.dispatch(loggedIn({ token, user: mentor }));
    renderApp(route, { store });
    await waitFor(() => expect(valueOf(words.rows.role)).toBe('Mentor'));
    expect(valueOf(words.rows.userType)).toBe('Working Professional');
  });

  it('has a disabled edit button with a visible hint', async () => {
    await renderProfile();
    const edit = await screen.findByRole('button', { name: words.edit });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(words.editHint);
    expect(screen.getByText(words.editHint)).toBeVisible();
  });

  it('names its loading state until the record arrives', async () => {
    const getUser = holdEndpoint('get', '/user/get-user/:id');
    // Held for good: this test is about the record, not the learner-data sync.
    holdEndpoint('all', '/learner-data/:userId');
    const { token, user } = await logInDemoLearner(makeStore());
    // Signed in with no stored record, so the page waits for the server's.
    const store = makeStore({
      auth: {
        session: { token },
        account: { user: null, userId: user._id, otpEmail: null },
      },
    } as Parameters<typeof makeStore>[0]);
    renderApp(route, { store });
    expect(await screen.findByRole('status', { name: words.loading })).toBeInTheDocument();
    getUser.release();
    await waitFor(() => expect(valueOf(words.rows.username)).toBe(DEMO_LEARNER.username));
    expect(screen.queryByRole('status', { name: words.loading })).not.toBeInTheDocument();
  });

  it('says the record could not be loaded, with a Retry, keeping the stored record meanwhile', async () => {
    withFault('get', '/user/get-user/:id', 'server-error', { once: true });
    const { user } = await renderProfile();
    const alert = (await screen.findByText(common.errors.userLoadFailed)).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no alert');
    expect(valueOf(words.rows.username)).toBe(DEMO_LEARNER.username);
    await user.click(within(alert).getByRole('button', { name: common.actions.retry }));
    await waitFor(() => expect(screen.queryByText(common.errors.userLoadFailed)).not.toBeInTheDocument());
    expect(valueOf(words.rows.email)).toBe(DEMO_LEARNER.email);
  });

  it('says so when no learner is stored', async () => {
    const store = makeStore({
      auth: {
        session: { token: 'stale-token' },
        account: { user: null, userId: null, otpEmail: null },
      },
    } as Parameters<typeof makeStore>[0]);
    renderApp(route, { store });
    expect(await screen.findByText(words.noUser)).toBeInTheDocument();
  });
});

describe('/profile', () => {
  it('uses its English words', () => {
    expect(en.noUser).toBe('No user found in local storage.');
    expect(enCommon.errors.userLoadFailed).toBe('Failed to load user data.');
    expect(en.edit).toBe('Edit Profile');
    expect([en.values.paid, en.values.pending, en.values.yes, en.values.no]).toEqual(['Paid', 'Pending', 'Yes', 'No']);
  });

  it('renders markup in stored text as text', async () => {
    const store = makeStore();
    const { user: real, token } = await logInDemoLearner(store);
    const odd: User = { ...real, username: '<img src=x onerror=alert(1)>' };
    server.use(http.get(apiPath('/user/get-user/:id'), () => Response.json({ data: odd })));
    store.dispatch(loggedIn({ token, user: odd }));
    renderApp('/profile', { store });
    await waitFor(() => expect(valueOf(en.rows.username)).toBe('<img src=x onerror=alert(1)>'));
    expect(document.querySelector('main img[src="x"]')).toBeNull();
  });

  it('says Pending for a new learner, though the OTP step sent paymentStatus true', async () => {
    const store = makeStore();
    const newcomer = {
      username: 'Ravi Nair',
      number: '9876543210',
      email: 'ravi.nair@example.com',
      password: 'Secret@123',
    };
    // Signed up and verified as the sign-up screens do it, paymentStatus included.
    const post = (path: string, body: unknown) =>
      fetch(`http://localhost/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/user/signup', newcomer)).status).toBe(200);
    expect((await post('/user/otpVerify', { otp: DEMO_OTP, paymentStatus: true, email: newcomer.email })).status).toBe(
      200,
    );
    await logInDemoLearner(store, newcomer);
    renderApp('/profile', { store });
    await waitFor(() => expect(valueOf(en.rows.username)).toBe('Ravi Nair'));
    expect(valueOf(en.rows.paymentStatus)).toBe('Pending');
  });

  it('says Failed to load user data. on a network error', async () => {
    withFault('get', '/user/get-user/:id', 'network');
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp('/profile', { store });
    expect(await screen.findByText('Failed to load user data.')).toBeInTheDocument();
  });
});
