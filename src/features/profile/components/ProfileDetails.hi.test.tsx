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
import { DEMO_LEARNER } from '@mocks/seed';

const CREATED = '2026-01-05T09:30:00.000Z';
const UPDATED = '2026-01-10T11:15:00.000Z';

/** The value shown beside a label in the profile's description list. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function renderProfile() {
  const store = makeStore();
  const login = await logInDemoLearner(store);
  return { ...renderApp('/hi/profile', { store }), login, store };
}

describe('/hi/profile', () => {
  it('labels every field in Hindi and writes the dates the Indian Hindi way', async () => {
    await renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('यूज़रनेम')).toBe(DEMO_LEARNER.username));
    expect(valueOf('ईमेल')).toBe(DEMO_LEARNER.email);
    expect(valueOf('फ़ोन')).toBe('9876500001');
    // The API's own words, as it sends them.
    expect(valueOf('रोल')).toBe('User');
    expect(valueOf('एनरोलमेंट नंबर')).toBe('TS2026-0001');
    expect(valueOf('पेमेंट')).toBe('हो चुका है');
    expect(valueOf('यूज़र टाइप')).toBe('Student');
    expect(valueOf('सेशन चालू')).toBe('हाँ');
    expect(valueOf('अकाउंट बना')).toBe(formatDateTime(CREATED, 'hi-IN'));
    expect(valueOf('आखिरी अपडेट')).toBe(formatDateTime(UPDATED, 'hi-IN'));
    // Hindi month names, unlike the English page's.
    expect(valueOf('अकाउंट बना')).toMatch(/जन/);
    expect(formatDateTime(CREATED, 'en-IN')).toMatch(/Jan/);
  });

  it('says pending payment and an inactive session in Hindi', async () => {
    const store = makeStore();
    const { user: real, token } = await logInDemoLearner(store);
    const unpaid: User = { ...real, paymentStatus: false, sessionActive: false };
    server.use(http.get(apiPath('/user/get-user/:id'), () => HttpResponse.json({ data: unpaid })));
    store.dispatch(loggedIn({ token, user: unpaid }));
    renderApp('/hi/profile', { store });
    await waitFor(() => expect(valueOf('पेमेंट')).toBe('बाकी है'));
    expect(valueOf('सेशन चालू')).toBe('नहीं');
  });

  it('has a disabled edit button with its Hindi hint', async () => {
    await renderProfile();
    const edit = await screen.findByRole('button', { name: 'प्रोफ़ाइल एडिट करें' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription('प्रोफ़ाइल एडिट करने की सुविधा जल्द आ रही है।');
  });

  it('names its loading state in Hindi', async () => {
    withFault('get', '/user/get-user/:id', 'slow');
    // The made-up token would be refused by the learner-data sync, which logs the learner out.
    withFault('all', '/learner-data/:userId', 'slow');
    const store = makeStore({
      auth: {
        session: { token: 'token' },
        account: { user: null, userId: 'someone', otpEmail: null },
      },
    } as Parameters<typeof makeStore>[0]);
    renderApp('/hi/profile', { store });
    expect(await screen.findByRole('status', { name: 'प्रोफ़ाइल लोड हो रही है' })).toBeInTheDocument();
  });

  it('says in Hindi when the record could not be fetched, keeping the stored one', async () => {
    withFault('get', '/user/get-user/:id', 'network');
    await renderProfile();
    const alert = (await screen.findByText('आपकी जानकारी लोड नहीं हो सकी।')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(screen.getByRole('main')).getByText(DEMO_LEARNER.email)).toBeInTheDocument();
  });

  it('says in Hindi when no learner is stored', async () => {
    const store = makeStore({
      auth: {
        session: { token: 'stale-token' },
        account: { user: null, userId: null, otpEmail: null },
      },
    } as Parameters<typeof makeStore>[0]);
    renderApp('/hi/profile', { store });
    expect(await screen.findByText('इस ब्राउज़र में आपका अकाउंट नहीं मिला।')).toBeInTheDocument();
  });
});
