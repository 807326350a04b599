import { act, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { testI18n } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { faqItems } from '../content';
import { FaqSection } from './FaqSection';

const FAQ_ITEMS = faqItems(testI18n('en').getFixedT('en', 'home'));

const questions = () => FAQ_ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
const openQuestions = () => questions().filter((button) => button.getAttribute('aria-expanded') === 'true');

/** MUI's collapse hides a closed answer with visibility: hidden on its wrapper. */
const answerShown = (index: number) =>
  !screen.getByText(FAQ_ITEMS[index]?.answer ?? '', { ignore: false }).closest('.MuiCollapse-hidden');

function expectSign(button: HTMLElement, sign: 'plus' | 'minus') {
  expect(within(button).getByTestId(`faq-${sign}`)).toBeInTheDocument();
  expect(within(button).queryByTestId(`faq-${sign === 'plus' ? 'minus' : 'plus'}`)).not.toBeInTheDocument();
}

describe('Frequently Asked Questions', () => {
  it('lists the 5 questions as headed buttons, all closed with a plus sign', () => {
    renderWithProviders(<FaqSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    // An accordion of five questions, one open at a time.
    expect(FAQ_ITEMS).toHaveLength(5);
    for (const button of questions()) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expectSign(button, 'plus');
      expect(button.closest('h3')).not.toBeNull();
      // aria-controls names the answer region, which is labelled by its question.
      const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('aria-labelledby', button.id);
    }
    expect(openQuestions()).toHaveLength(0);
  });

  it('covers the five topics: the platform, sign-up, fees, a demo account and security', () => {
    const text = FAQ_ITEMS.map((item) => `${item.question} ${item.answer}`);
    expect(text[0]).toMatch(/platform/i);
    expect(text[1]).toMatch(/Sign Up button on the homepage/);
    expect(text[1]).toMatch(/verify your email/i);
    expect(text[2]).toMatch(/market type/);
    expect(text[2]).toMatch(/trade volume/);
    expect(text[2]).toMatch(/pricing page/);
    expect(text[3]).toMatch(/free demo account/);
    expect(text[4]).toMatch(/advanced encryption and security protocols/);
  });

  it('opens one answer at a time, switches on another question and closes on the open one', async () => {
    const { user } = renderWithProviders(<FaqSection />);
    const [first, second] = questions();
    if (!first || !second) throw new Error('missing questions');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expectSign(first, 'minus');
    expect(answerShown(0)).toBe(true);
    expect(answerShown(1)).toBe(false);
    expect(openQuestions()).toEqual([first]);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expectSign(first, 'plus');
    expectSign(second, 'minus');
    expect(openQuestions()).toEqual([second]);
    expect(answerShown(1)).toBe(true);
    // The first answer hides once its collapse has ended.
    await waitFor(() => expect(answerShown(0)).toBe(false));

    await user.click(second);
    expect(openQuestions()).toHaveLength(0);
    expectSign(second, 'plus');
  });

  it('works from the keyboard', async () => {
    const { user } = renderWithProviders(<FaqSection />);
    const [first] = questions();
    act(() => first?.focus());
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("Frequently Asked Questions in the page's language (%s)", (lang) => {
  const words = testI18n(lang).getFixedT(lang, 'home');
  const items = faqItems(words);

  it('asks the five questions in the language of the page and opens an answer in it', async () => {
    const { user } = renderWithProviders(<FaqSection />, { route: localizePath('/', lang) });
    if (lang !== 'en') expect(items[1]?.question).not.toBe(FAQ_ITEMS[1]?.question);
    expect(screen.getByRole('heading', { level: 2, name: words('faq.title') })).toBeInTheDocument();
    expect(items).toHaveLength(5);
    for (const { question } of items) expect(screen.getByRole('button', { name: question })).toBeInTheDocument();

    const signUp = items.find(({ topic }) => topic === 'account');
    if (!signUp) throw new Error('no question on making an account');
    const button = screen.getByRole('button', { name: signUp.question });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: signUp.question })).toHaveTextContent(signUp.answer);
  });
});
