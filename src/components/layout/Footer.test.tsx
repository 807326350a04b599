import { screen, within } from '@testing-library/react';
import { site } from '@/config/site';
import { renderWithProviders } from '@/test/render';
import { Footer } from './Footer';

const footer = () => within(screen.getByRole('contentinfo'));
const year = new Date().getFullYear();

describe('the footer', () => {
  it('says who the school is, links the overview pages and gives its details', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('heading', { name: `About ${site.name}` })).toBeInTheDocument();
    expect(
      footer().getByText(
        `${site.name} teaches disciplined trading in crypto, gold, stocks, forex and the Indian market through structured video courses led by practising mentors.`,
      ),
    ).toBeInTheDocument();
    expect(footer().getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(footer().getByRole('heading', { name: 'Practise' })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Trading lab' })).toHaveAttribute('href', '/practice');
    expect(footer().getByRole('link', { name: 'Calculators' })).toHaveAttribute('href', '/tools');
    expect(footer().getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
    expect(footer().getByRole('link', { name: 'Trading terms' })).toHaveAttribute('href', '/trading-terms');
    expect(footer().getByRole('heading', { name: 'Reach us' })).toBeInTheDocument();
    expect(footer().getByText('Email:', { exact: false })).toHaveTextContent(`Email: ${site.email}`);
    expect(footer().getByText('Phone:', { exact: false })).toHaveTextContent(`Phone: ${site.phone}`);
    expect(footer().getByText(/^Risk disclaimer:/)).toHaveTextContent(
      `Risk disclaimer: ${site.name} provides education only, not investment advice or recommendations.`,
    );
    expect(footer().getByText(`© ${year} ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('is in Hindi on a Hindi page, its links staying in Hindi', () => {
    renderWithProviders(<Footer />, { route: '/hi/' });
    expect(footer().getByRole('heading', { name: `${site.name} के बारे में` })).toBeInTheDocument();
    expect(footer().getByRole('heading', { name: 'जानकारी' })).toBeInTheDocument();
    expect(footer().getByRole('heading', { name: 'हमसे संपर्क करें' })).toBeInTheDocument();

    const links = footer()
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'))
      .filter((link) => link.getAttribute('href')?.startsWith('/'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['हमारे बारे में', '/hi/about'],
      ['साप्ताहिक न्यूज़', '/hi/news'],
      ['संपर्क', '/hi/contact'],
      ['प्राइवेसी पॉलिसी', '/hi/privacy-policy'],
      ['कैंसलेशन और रिफ़ंड', '/hi/cancellation-and-refund'],
      ['नियम और शर्तें', '/hi/terms-and-conditions'],
      ['ट्रेडिंग लैब', '/hi/practice'],
      ['कैलकुलेटर', '/hi/tools'],
      ['रिव्यू', '/hi/review'],
      ['ट्रेडिंग शब्दावली', '/hi/trading-terms'],
    ]);

    // The school's own details stay as they are.
    expect(footer().getByText('ईमेल:', { exact: false })).toHaveTextContent(`ईमेल: ${site.email}`);
    expect(footer().getByText('फ़ोन:', { exact: false })).toHaveTextContent(`फ़ोन: ${site.phone}`);
    expect(footer().getByText(site.address)).toBeInTheDocument();
    expect(footer().getByText(/^जोखिम की चेतावनी:/)).toHaveTextContent('SEBI-रजिस्टर्ड सलाहकार');
    expect(footer().getByText(`© ${year} ${site.name}. सर्वाधिकार सुरक्षित।`)).toBeInTheDocument();
  });
});
