import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PartnersSlider } from './PartnersSlider';

describe('Our Trading Partners in Hindi', () => {
  it('says the pitch, the links, the arrows and the pages in Hindi', async () => {
    window.innerWidth = 600;
    const { user } = renderWithProviders(<PartnersSlider />, { route: '/hi' });
    expect(screen.getByRole('heading', { level: 2, name: 'हमारे ट्रेडिंग पार्टनर' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'ट्रेडिंग पार्टनर' });
    const [first] = within(carousel).getAllByRole('listitem');
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('img', { name: 'DeltaEx का लोगो' })).toBeInTheDocument();
    expect(within(first).getByText('क्रिप्टो फ़्यूचर्स और ऑप्शन के लिए डेरिवेटिव एक्सचेंज।')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^अभी देखें DeltaEx/ })).toHaveTextContent('अभी देखें');
    expect(within(carousel).getByRole('list', { name: 'पार्टनर, 4 में से पेज 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'अगले पार्टनर' }));
    expect(screen.getByRole('button', { name: 'पेज 2 पर जाएँ' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('4 में से पेज 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पिछले पार्टनर' }));
    expect(screen.getByRole('button', { name: 'पेज 1 पर जाएँ' })).toHaveAttribute('aria-current', 'true');
  });
});
