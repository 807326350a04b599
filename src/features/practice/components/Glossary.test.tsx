import { screen, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp, renderWithProviders } from '@/test/render';
import { RTerms } from './RTerms';

describe.each(LANGUAGES)('the trading terms (%s)', (lang) => {
  const t = wordsIn(lang, 'practice');
  const say = ownWord(lang);

  it('has a page of its own, linked back to the lab', async () => {
    renderApp(localizePath('/trading-terms', lang));
    expect(
      await screen.findByRole('heading', { level: 1, name: say(t('glossary.title'), 'Trading terms') }),
    ).toBeInTheDocument();
    expect(screen.getByText(say(t('terms.rTerm'), 'What is R?'))).toBeInTheDocument();
    expect(screen.getByText(t('terms.expectancy'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('glossary.backToLab') })).toHaveAttribute(
      'href',
      localizePath('/practice', lang),
    );
  });

  // A native disclosure: browsers open it on Enter and Space too (the e2e test presses them).
  it('opens the definitions where R is shown', async () => {
    const { user } = renderWithProviders(<RTerms />, { route: localizePath('/practice', lang) });
    const summary = screen.getByText(say(t('terms.more'), 'What R, reward to risk and expectancy mean'));
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText(t('terms.r'))).toBeVisible();
    expect(within(details as HTMLElement).getByRole('link', { name: t('terms.glossaryLink') })).toHaveAttribute(
      'href',
      localizePath('/trading-terms', lang),
    );
  });
});
