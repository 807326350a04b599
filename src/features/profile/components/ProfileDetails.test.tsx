import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '@/lib/format';
import { loggedIn } from '@/store/authSlice';
import type { User } from '@/store/models';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';

/** The value shown beside a label in the profile's description list. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function renderProfile() {
  const store = makeStore();
  const login = await logInDemoLearner(store);
  const view = renderApp('/profile', { store });
  return { ...view, login };
}

describe('/profile', () => {
  it('shows every field of the record, readable', async () => {
    await renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Username')).toBe(DEMO_LEARNER.username));
    expect(valueOf('Email')).toBe(DEMO_LEARNER.email);
    expect(valueOf('Phone')).toBe('9876500001');
    expect(valueOf('Role')).toBe('User');
    expect(valueOf('Enrollment Number')).toBe('TS2026-0001');
    expect(valueOf('Payment Status')).toBe('Paid');
    expect(valueOf('User Type')).toBe('Student');
    expect(valueOf('Session Active')).toBe('Yes');
    expect(valueOf('Created')).toBe(formatDateTime('2026-01-05T09:30:00.000Z'));
    expect(valueOf('Updated')).toBe(formatDateTime('2026-01-10T11:15:00.000Z'));
    expect(within(screen.getByRole('main')).getByText('AV')).toBeInTheDocument();
  });

  it('says Pending and No, and renders markup in stored text as text', async () => {
    const store = makeStore();
    const { user: real, token } = await logInDemoLearner(store);
    const odd: User = { ...real, username: '<img src=x onerror=alert(1)>', paymentStatus: false, sessionActive: false };
    server.use(http.get(apiPath('/user/get-user/:id'), () => HttpResponse.json({ data: odd })));
    store.dispatch(loggedIn({ token, user: odd }));
    renderApp('/profile', { store });
    await waitFor(() => expect(valueOf('Payment Status')).toBe('Pending'));
    expect(valueOf('Session Active')).toBe('No');
    expect(valueOf('Username')).toBe('<img src=x onerror=alert(1)>');
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
    await waitFor(() => expect(valueOf('Username')).toBe('Ravi Nair'));
    expect(valueOf('Payment Status')).toBe('Pending');
  });

  it("has a disabled 'Edit Profile' with a visible hint", async () => {
    await renderProfile();
    const edit = await screen.findByRole('button', { name: 'Edit Profile' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription('Profile editing is coming soon.');
    expect(screen.getByText('Profile editing is coming soon.')).toBeVisible();
  });

  it('says Failed to load user data. with a Retry, keeping the stored record meanwhile', async () => {
    withFault('get', '/user/get-user/:id', 'server-error', { once: true });
    const { user } = await renderProfile();
    const alert = await screen.findByText('Failed to load user data.');
    expect(valueOf('Username')).toBe(DEMO_LEARNER.username);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load user data.')).not.toBeInTheDocument());
    expect(valueOf('Email')).toBe(DEMO_LEARNER.email);
  });

  it('says Failed to load user data. on a network error', async () => {
    withFault('get', '/user/get-user/:id', 'network');
    await renderProfile();
    expect(await screen.findByText('Failed to load user data.')).toBeInTheDocument();
  });

  it('says No user found in local storage. when the stored record is gone', async () => {
    const store = makeStore({
      auth: {
        session: { token: 'stale-token' },
        account: { user: null, userId: null, otpEmail: null },
      },
    } as Parameters<typeof makeStore>[0]);
    renderApp('/profile', { store });
    expect(await screen.findByText('No user found in local storage.')).toBeInTheDocument();
  });
});
