import { act, screen, waitFor } from '@testing-library/react';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import en from '@/locales/en/checkout.json';
import enCourses from '@/locales/en/courses.json';
import hi from '@/locales/hi/checkout.json';
import hiCourses from '@/locales/hi/courses.json';
import { expectOwnWords } from '@/test/languages';
import { renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { selectCheckout } from './checkoutSlice';
import { FakeRazorpay, GOLD, lastWindow, learnerStore, openCheckout } from './purchase.testSetup';

const CATALOGUES: Record<Language, { checkout: typeof en; courses: typeof enCourses }> = {
  en: { checkout: en, courses: enCourses },
  hi: { checkout: hi, courses: hiCourses },
};

// Each language's words come from its catalogue; the English tests of purchase.*.test.tsx check the exact
// English wording.
describe.each(LANGUAGES)("buying a course in the page's language (%s)", (lang) => {
  const { checkout: words, courses } = CATALOGUES[lang];
  const page = localizePath(GOLD, lang);
  const buy = words.buy.buy;

  it('sends a guest to the sign-up page in the language, with a toast in it', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.checkout.buy.buy, c.checkout.messages.needLogin]);
    const { user, router } = renderApp(page);
    await user.click(await screen.findByRole('button', { name: buy }));
    expect(await screen.findByText(words.messages.needLogin)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/signup', lang)));
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('says where the checkout stands, then toasts the payment and opens My Learning in the language', async () => {
    startFakeClock();
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.checkout.progress.awaitingPayment,
      c.checkout.messages.paid,
      c.checkout.messages.enrolled,
      c.courses.enrolled.title,
    ]);
    const { router } = await openCheckout(await learnerStore(), page, buy);
    expect(screen.getByText(words.progress.awaitingPayment)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: buy })).toBeDisabled();

    act(() => lastWindow().pay());
    expect(await screen.findByText(words.messages.paid)).toBeInTheDocument();
    expect(screen.getByText(words.messages.enrolled)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/EnrollCourse', lang)));
    expect(await screen.findByRole('heading', { level: 1, name: courses.enrolled.title })).toBeInTheDocument();
  });

  it('says in the language that a closed window cancelled the payment', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.checkout.messages.cancelled]);
    await openCheckout(await learnerStore(), page, buy);
    act(() => lastWindow().options.modal.ondismiss());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.cancelled);
    expect(screen.getByRole('button', { name: buy })).toBeEnabled();
  });

  it("shows the provider's own reason as it is, and one in the language when it gives none", async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.checkout.messages.paymentFailed]);
    const { user } = await openCheckout(await learnerStore(), page, buy);
    act(() => lastWindow().fail('Your card was declined by the bank (demo).'));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Your card was declined by the bank (demo).',
    );

    await user.click(screen.getByRole('button', { name: buy }));
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
    expect(lastWindow().opened).toBe(true);
    act(() => lastWindow().fail('  '));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.paymentFailed);
  });

  it('says in the language when the order cannot be created, or the payment cannot be verified', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.checkout.messages.orderFailed,
      c.checkout.messages.verifyFailed,
      c.checkout.buy.retryVerification,
    ]);
    withFault('post', '/payment/create-order/:userId', 'server-error', { once: true });
    const store = await learnerStore();
    const { user } = renderApp(page, { store });
    await user.click(await screen.findByRole('button', { name: buy }));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.orderFailed);

    withFault('post', '/payment/verify-payment', 'server-error', { once: true });
    await user.click(screen.getByRole('button', { name: buy }));
    await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('awaitingPayment'));
    act(() => lastWindow().pay());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.verifyFailed);
    expect(screen.getByRole('button', { name: words.buy.retryVerification })).toBeEnabled();
  });
});
