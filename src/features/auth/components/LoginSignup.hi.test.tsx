import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authApi } from '@/features/auth/api';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { DEMO_LEARNER } from '@mocks/seed';

const LONG = 'x'.repeat(10_000);
type User = ReturnType<typeof renderApp>['user'];

const LOGIN = 'लॉग इन';
const SIGN_UP = 'साइन अप';
const EXPIRED = 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।';

/** The message is said by a toast and kept beside the form. */
async function expectFailure(formName: string, message: string) {
  const inForm = await within(await screen.findByRole('form', { name: formName })).findByRole('alert');
  expect(inForm).toHaveTextContent(message);
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
}

async function fillLogin(user: User, email: string, password: string) {
  await user.type(await screen.findByLabelText('ईमेल'), email);
  await user.type(screen.getByLabelText('पासवर्ड'), password);
}

describe('login in Hindi', () => {
  it('has a Hindi heading, fields, show/hide toggle and links that stay in Hindi', async () => {
    const { user } = renderApp('/hi/login');
    const form = await screen.findByRole('form', { name: LOGIN });
    expect(screen.getByRole('heading', { level: 1, name: LOGIN })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: LOGIN })).toBeEnabled();
    const password = screen.getByLabelText('पासवर्ड');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/hi/Change-pass');
    const main = screen.getByRole('main');
    expect(within(main).getByText(/अकाउंट नहीं है\?/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/hi/signup');
  });

  it.each([
    ['empty fields', '', '', 'ईमेल डालना ज़रूरी है।', 'पासवर्ड डालना ज़रूरी है।'],
    ['an invalid email', 'not-an-email', 'secret', 'सही ईमेल पता डालें।', null],
    [
      '10,000 characters',
      `${LONG}@example.com`,
      LONG,
      'ईमेल ज़्यादा से ज़्यादा 254 अक्षरों का हो सकता है।',
      'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।',
    ],
  ])('refuses %s with Hindi messages next to the fields', async (_case, email, password, emailError, passwordError) => {
    const { user } = renderApp('/hi/login');
    const emailField = await screen.findByLabelText('ईमेल');
    if (email) {
      await user.click(emailField);
      await user.paste(email);
    }
    if (password) {
      await user.click(screen.getByLabelText('पासवर्ड'));
      await user.paste(password);
    }
    await user.click(screen.getByRole('button', { name: LOGIN }));
    await waitFor(() => expect(emailField).toHaveAccessibleDescription(emailError));
    if (passwordError) expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription(passwordError);
  });

  it('says रुकिए... while busy, toasts in Hindi and goes to the Hindi home page', async () => {
    const login = holdEndpoint('post', '/user/login');
    const { user, router } = renderApp('/hi/login');
    await fillLogin(user, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await user.click(screen.getByRole('button', { name: LOGIN }));
    expect(await screen.findByRole('button', { name: 'रुकिए...' })).toBeDisabled();
    login.release();
    expect(await screen.findByText('लॉग इन हो गया!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
  });

  it("says a wrong password in Hindi, not in the server's English, and keeps what was typed", async () => {
    const { user } = renderApp('/hi/login');
    await fillLogin(user, DEMO_LEARNER.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: LOGIN }));
    await expectFailure(LOGIN, 'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toHaveValue('wrong-password');
  });

  it('says the lock after five wrong passwords in Hindi', async () => {
    const store = makeStore();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await store.dispatch(
        authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'wrong-password', role: 'user' }),
      );
    }
    const { user } = renderApp('/hi/login', { store });
    await fillLogin(user, DEMO_LEARNER.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: LOGIN }));
    await expectFailure(LOGIN, 'बहुत बार गलत कोशिश हुई है। कृपया थोड़ी देर बाद फिर कोशिश करें।');
  });

  it("falls back to the Hindi line on a 500 instead of the server's English", async () => {
    withFault('post', '/user/login', 'server-error');
    const { user } = renderApp('/hi/login');
    await fillLogin(user, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await user.click(screen.getByRole('button', { name: LOGIN }));
    await expectFailure(LOGIN, 'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('says in Hindi that the session expired, on the Hindi login page', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    server.use(
      http.get(apiPath('/user/get-user/:id'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    const { router } = renderApp('/hi/profile', { store });
    expect((await screen.findByText(EXPIRED)).closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/hi/login');
  });

  it('says field errors and the last failure again in the new language when the page switches', async () => {
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.'),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');

    await act(() => router.navigate('/hi/login'));
    const email = await screen.findByLabelText('ईमेल');
    expect(email).toHaveValue('not-an-email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('सही ईमेल पता डालें।'));
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('पासवर्ड डालना ज़रूरी है।');

    await user.clear(email);
    await user.type(email, DEMO_LEARNER.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: LOGIN }));
    await expectFailure(LOGIN, 'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');

    // Back in English, the line beside the form is the server's own words again.
    await act(() => router.navigate('/login'));
    const alert = await within(await screen.findByRole('form', { name: 'Login' })).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
  });
});

describe('sign-up in Hindi', () => {
  async function fillSignup(user: User, values: Partial<Record<'name' | 'phone' | 'email' | 'password', string>>) {
    const { name = 'रवि कुमार', phone = '7021234567', email = 'ravi@example.com', password = 'Ravi@1234' } = values;
    if (name) {
      await user.click(await screen.findByLabelText('पूरा नाम'));
      await user.paste(name);
    }
    if (phone) await user.type(screen.getByLabelText('फ़ोन नंबर'), phone);
    if (email) {
      await user.click(screen.getByLabelText('ईमेल'));
      await user.paste(email);
    }
    if (password) {
      await user.click(screen.getByLabelText('पासवर्ड'));
      await user.paste(password);
    }
  }

  it('has a Hindi heading, fields, an Indian phone field named in Hindi and a link to login', async () => {
    renderApp('/hi/signup');
    const form = await screen.findByRole('form', { name: SIGN_UP });
    expect(screen.getByRole('heading', { level: 1, name: SIGN_UP })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: SIGN_UP })).toBeEnabled();
    expect(screen.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAttribute('placeholder', '98765 43210');
    expect(screen.getByRole('button', { name: 'भारत, देश बदलें' })).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    const main = screen.getByRole('main');
    expect(within(main).getByText(/पहले से अकाउंट है\?/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/hi/login');
  });

  it.each([
    [
      'empty fields',
      { name: '', phone: '', email: '', password: '' },
      ['पूरा नाम डालना ज़रूरी है।', 'फ़ोन नंबर डालना ज़रूरी है।', 'ईमेल डालना ज़रूरी है।', 'पासवर्ड डालना ज़रूरी है।'],
    ],
    ['a long name', { name: LONG }, ['पूरा नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।']],
    ['markup in the name', { name: '<b>रवि</b>' }, ['पूरे नाम में < या > नहीं हो सकते।']],
    ['a short phone', { phone: '702123456' }, ['कम से कम 10 अंकों का सही फ़ोन नंबर डालें।']],
    ['a long phone', { phone: '+91 98765 43210 12345 6' }, ['फ़ोन नंबर में ज़्यादा से ज़्यादा 15 अंक हो सकते हैं।']],
    ['an invalid email', { email: 'ravi@example' }, ['सही ईमेल पता डालें।']],
  ])('refuses %s with Hindi messages', async (_case, values, messages) => {
    const { user } = renderApp('/hi/signup');
    await screen.findByRole('form', { name: SIGN_UP });
    await fillSignup(user, values);
    await user.click(screen.getByRole('button', { name: SIGN_UP }));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('moves on to the Hindi OTP step, which names the address and the code length', async () => {
    const { user, router } = renderApp('/hi/signup');
    await fillSignup(user, {});
    await user.click(screen.getByRole('button', { name: SIGN_UP }));
    expect(await screen.findByText('OTP भेज दिया गया है। इनबॉक्स में न दिखे तो स्पैम फ़ोल्डर भी देखें।')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/otp-verification'));
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना ईमेल वेरिफ़ाई करें' })).toBeInTheDocument();
    const address = screen.getByText('ravi@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent('ravi@example.com पर भेजा गया 6 अंकों का कोड डालें।');
  });

  it('tells a registered learner in Hindi to log in', async () => {
    const { user } = renderApp('/hi/signup');
    await fillSignup(user, { email: DEMO_LEARNER.email });
    await user.click(screen.getByRole('button', { name: SIGN_UP }));
    await expectFailure(SIGN_UP, 'यह ईमेल पहले से रजिस्टर है। कृपया लॉग इन करें।');
    expect(screen.getByLabelText('पूरा नाम')).toHaveValue('रवि कुमार');
  });

  it("says the Hindi line on a 500 rather than the server's English", async () => {
    withFault('post', '/user/signup', 'server-error');
    const { user } = renderApp('/hi/signup');
    await fillSignup(user, {});
    await user.click(screen.getByRole('button', { name: SIGN_UP }));
    await expectFailure(SIGN_UP, 'साइन अप नहीं हो पाया। कृपया फिर से कोशिश करें।');
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  // Opening the menu mounts ~240 options, which takes jsdom several seconds: one long test.
  it('lists countries in Hindi and finds them by their Hindi or English name', async () => {
    const { user } = renderApp('/hi/signup');
    await user.click(await screen.findByRole('button', { name: 'भारत, देश बदलें' }));
    const search = screen.getByLabelText('देश खोजें');
    expect(search).toHaveFocus();
    const option = (name: string) =>
      screen.queryByText(name, { selector: '[role="option"] *' })?.closest('[role="option"]');
    await user.paste('zzzz');
    expect(screen.getByText('कोई देश नहीं मिला')).toBeInTheDocument();
    await user.clear(search);
    await user.paste('भार');
    expect(option('भारत')).toBeInTheDocument();
    await user.clear(search);
    await user.paste('canada');
    expect(option('कनाडा')).toBeInTheDocument();
    await user.click(option('कनाडा') as HTMLElement);
    expect(screen.getByRole('button', { name: 'कनाडा, देश बदलें' })).toBeInTheDocument();
  }, 60_000);
});
