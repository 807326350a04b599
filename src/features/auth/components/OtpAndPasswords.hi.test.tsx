import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authApi } from '@/features/auth/api';
import { otpEmailChanged } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { renderApp } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER, DEMO_OTP } from '@mocks/seed';

type User = ReturnType<typeof renderApp>['user'];

const EMAIL = 'new.learner@example.com';
const VERIFY = 'अपना ईमेल वेरिफ़ाई करें';
const CHANGE = 'पासवर्ड बदलें';
const FORGOT = 'पासवर्ड भूल गए';
const NEW_PASSWORD = 'नया पासवर्ड सेट करें';

/** A pending sign-up in the demo API, its address stored as the sign-up screen leaves it. */
async function pendingSignup() {
  const store = makeStore();
  await store.dispatch(
    authApi.endpoints.signup.initiate({
      username: 'New Learner',
      number: '7021234567',
      email: EMAIL,
      password: 'Naya@2468',
    }),
  );
  store.dispatch(otpEmailChanged(EMAIL));
  return store;
}

async function fill(user: User, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/** A request screen's message is said by a toast and kept beside the form. */
async function expectFailure(formName: string, message: string) {
  const alert = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
}

/** A code's screen says its failure once, beside the form, and no toast repeats it. */
async function expectFailureOnce(formName: string, message: string) {
  const alert = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(1);
}

describe('/hi/otp-verification', () => {
  it('shows the Hindi heading, banner, field and button, and the address in its own words', async () => {
    renderApp('/hi/otp-verification', { store: await pendingSignup() });
    expect(await screen.findByRole('heading', { level: 1, name: VERIFY })).toBeInTheDocument();
    expect(screen.getByText('OTP भेज दिया गया है। इनबॉक्स में न दिखे तो स्पैम फ़ोल्डर भी देखें।')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'OTP वेरिफ़ाई करें' })).toBeEnabled();
    expect(screen.getByText(EMAIL).parentElement).toHaveTextContent(`${EMAIL} पर भेजा गया 6 अंकों का कोड डालें।`);
  });

  it.each([
    ['/otp-verification', 'Enter the 6-digit code sent to <b>x</b>@example.com.'],
    ['/hi/otp-verification', '<b>x</b>@example.com पर भेजा गया 6 अंकों का कोड डालें।'],
  ])('on %s shows an address with markup as text', async (path, line) => {
    const { router } = renderApp('/');
    await act(() => router.navigate(path, { state: { email: '<b>x</b>@example.com' } }));
    const address = await screen.findByText('<b>x</b>@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent(line);
    expect(document.querySelector('main b')).toBeNull();
  });

  it('refuses a short code in Hindi, then verifies, toasts in Hindi and goes to the Hindi login', async () => {
    const { user, router } = renderApp('/hi/otp-verification', { store: await pendingSignup() });
    await fill(user, 'OTP', '12345');
    await user.click(screen.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }));
    await waitFor(() =>
      expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('OTP ठीक 6 अंकों का होना चाहिए।'),
    );

    await fill(user, 'OTP', DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }));
    expect(await screen.findByText('OTP वेरिफ़ाई हो गया!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/login'));
  });

  it.each([
    ['a wrong OTP', () => undefined, 'OTP वेरिफ़ाई नहीं हो पाया'],
    [
      'a network error',
      () => withFault('post', '/user/otpVerify', 'network'),
      'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    ],
  ])('says %s in Hindi', async (_case, arrange, message) => {
    arrange();
    const { user } = renderApp('/hi/otp-verification', { store: await pendingSignup() });
    await fill(user, 'OTP', '654321');
    await user.click(screen.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }));
    await expectFailureOnce(VERIFY, message);
    expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
  });

  it('opened without a sign-up, says so in Hindi and asks for the address', async () => {
    const { user } = renderApp('/hi/otp-verification');
    const note = (await screen.findByText('अभी कोई साइन अप चल नहीं रहा है। कृपया पहले साइन अप करें।')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(note).getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/hi/signup');
    await fill(user, 'OTP', DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }));
    await expectFailureOnce(VERIFY, 'ईमेल डालना ज़रूरी है।');
    expect(screen.getByText(/हमें पता नहीं कि कौन-सा ईमेल वेरिफ़ाई करना है।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फिर से साइन अप करें' })).toHaveAttribute('href', '/hi/signup');
  });
});

describe('/hi/Change-pass', () => {
  it('asks for the email in Hindi and refuses a blank or invalid one', async () => {
    const { user } = renderApp('/hi/Change-pass');
    expect(await screen.findByRole('heading', { level: 1, name: CHANGE })).toBeInTheDocument();
    expect(screen.getByText('अपने अकाउंट का ईमेल डालें। नया पासवर्ड सेट करने के लिए हम आपको एक OTP भेजेंगे।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await waitFor(() => expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल डालना ज़रूरी है।'));
    await fill(user, 'ईमेल', 'learner.example.com');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await waitFor(() => expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('सही ईमेल पता डालें।'));
  });

  it('toasts in Hindi and moves on to the Hindi new-password screen with the email', async () => {
    const { user, router } = renderApp('/hi/Change-pass');
    await fill(user, 'ईमेल', DEMO_LEARNER.email);
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    expect(await screen.findByText('पासवर्ड रीसेट का OTP भेज दिया गया!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/NewPassGenerate'));
    expect(router.state.location.state).toEqual({ email: DEMO_LEARNER.email });
    expect(await screen.findByRole('heading', { level: 1, name: NEW_PASSWORD })).toBeInTheDocument();
  });

  it('says a 400 in Hindi', async () => {
    server.use(http.post(apiPath('/user/forgotPass'), () => HttpResponse.json({ message: 'Bad' }, { status: 400 })));
    const { user } = renderApp('/hi/Change-pass');
    await fill(user, 'ईमेल', DEMO_LEARNER.email);
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await expectFailure(CHANGE, 'अनुरोध सही नहीं है। कृपया अपना ईमेल जाँचकर फिर कोशिश करें।');
  });

  it("says other failures with the Hindi line, not the server's English", async () => {
    server.use(
      http.post(apiPath('/user/forgotPass'), () => HttpResponse.json({ message: 'User not found' }, { status: 404 })),
    );
    const { user } = renderApp('/hi/Change-pass');
    await fill(user, 'ईमेल', DEMO_LEARNER.email);
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await expectFailure(CHANGE, 'पासवर्ड रीसेट नहीं हो पाया। कृपया फिर से कोशिश करें।');
    expect(screen.queryByText('User not found')).not.toBeInTheDocument();
  });
});

describe('/hi/forgot-pass', () => {
  it('asks in Hindi, says Sending OTP... in Hindi and toasts in Hindi', async () => {
    const forgotPass = holdEndpoint('post', '/user/forgotPass');
    const { user } = renderApp('/hi/forgot-pass');
    expect(await screen.findByRole('heading', { level: 1, name: FORGOT })).toBeInTheDocument();
    expect(screen.getByText('अपना ईमेल डालें, हम आपको एक OTP भेजेंगे।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await waitFor(() => expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('कृपया अपना ईमेल डालें'));
    await fill(user, 'ईमेल', DEMO_LEARNER.email);
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByRole('button', { name: 'OTP भेजा जा रहा है...' })).toBeDisabled();
    forgotPass.release();
    expect(await screen.findByText('OTP आपके ईमेल पर भेज दिया गया!')).toBeInTheDocument();
  });

  it('says a failure in Hindi', async () => {
    withFault('post', '/user/forgotPass', 'server-error');
    const { user } = renderApp('/hi/forgot-pass');
    await fill(user, 'ईमेल', DEMO_LEARNER.email);
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await expectFailure(FORGOT, 'OTP नहीं भेजा जा सका। फिर से कोशिश करें।');
  });
});

describe('/hi/NewPassGenerate', () => {
  async function openWithEmail(email = DEMO_LEARNER.email) {
    const view = renderApp('/hi');
    await act(() => view.router.navigate('/hi/NewPassGenerate', { state: { email } }));
    await screen.findByRole('form', { name: NEW_PASSWORD });
    return view;
  }

  it('without an email, says so in Hindi and links back to Change Password', async () => {
    renderApp('/hi/NewPassGenerate');
    expect(await screen.findByRole('heading', { level: 1, name: NEW_PASSWORD })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'हमें पता नहीं कि किस अकाउंट का पासवर्ड बदलना है। कृपया पहले नया कोड मँगवाएँ।',
    );
    expect(screen.getByRole('link', { name: 'पासवर्ड बदलने वाले पेज पर जाएँ' })).toHaveAttribute('href', '/hi/Change-pass');
  });

  it('names the address in Hindi and refuses blank fields with the Hindi message', async () => {
    const { user } = await openWithEmail();
    expect(screen.getByText(DEMO_LEARNER.email).parentElement).toHaveTextContent(
      `${DEMO_LEARNER.email} पर भेजा गया कोड डालें और नया पासवर्ड चुनें।`,
    );
    expect(screen.getByRole('link', { name: 'नया कोड भेजें' })).toHaveAttribute('href', '/hi/Change-pass');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड अपडेट करें' }));
    await waitFor(() => expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('सभी फ़ील्ड भरना ज़रूरी है।'));
    expect(screen.getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription('सभी फ़ील्ड भरना ज़रूरी है।');
  });

  it('says a wrong OTP in Hindi', async () => {
    const { user } = await openWithEmail();
    await fill(user, 'OTP', '000000');
    await fill(user, 'नया पासवर्ड', 'New@12345');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड अपडेट करें' }));
    await expectFailureOnce(NEW_PASSWORD, 'OTP या ईमेल गलत है। कृपया जाँचकर फिर कोशिश करें।');
  });

  it('updates the password, toasts in Hindi and goes to the Hindi login', async () => {
    await makeStore().dispatch(authApi.endpoints.forgotPassword.initiate({ email: DEMO_LEARNER.email }));
    const { user, router } = await openWithEmail();
    await fill(user, 'OTP', DEMO_OTP);
    await fill(user, 'नया पासवर्ड', 'New@12345');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड अपडेट करें' }));
    expect(await screen.findByText('पासवर्ड अपडेट हो गया!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/login'));
  });
});
