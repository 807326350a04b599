import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { Navbar } from './Navbar';

const nav = () => within(screen.getByRole('navigation', { name: /^(Main|मुख्य)$/ }));

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setWidth(1024));

describe('the navbar', () => {
  it('links the trading lab, the calculators and the review on a wide screen', () => {
    setWidth(1280);
    renderWithProviders(<Navbar actions={null} />);
    expect(nav().getByRole('link', { name: 'Trading lab' })).toHaveAttribute('href', '/practice');
    expect(nav().getByRole('link', { name: 'Calculators' })).toHaveAttribute('href', '/tools');
    expect(nav().getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
  });

  it('links them in Hindi on a Hindi page', () => {
    setWidth(1280);
    renderWithProviders(<Navbar actions={null} />, { route: '/hi/' });
    expect(nav().getByRole('link', { name: 'ट्रेडिंग लैब' })).toHaveAttribute('href', '/hi/practice');
    expect(nav().getByRole('link', { name: 'कैलकुलेटर' })).toHaveAttribute('href', '/hi/tools');
    expect(nav().getByRole('link', { name: 'रिव्यू' })).toHaveAttribute('href', '/hi/review');
  });

  it('links them in the phone menu', async () => {
    setWidth(360);
    const { user } = renderWithProviders(<Navbar actions={null} />);
    expect(screen.queryByRole('link', { name: 'Trading lab' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Trading lab' })).toHaveAttribute('href', '/practice');
    expect(screen.getByRole('link', { name: 'Calculators' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
  });

  it('puts the due count in the review link’s place when the layout gives one', () => {
    setWidth(1280);
    renderWithProviders(<Navbar actions={null} reviewDue={<a href="/review">Review (3 due)</a>} />);
    const due = nav().getByRole('link', { name: 'Review (3 due)' });
    // The plain link follows the filled slot, which CSS hides it after.
    expect(due.parentElement?.nextElementSibling).toHaveTextContent('Review');
  });
});
