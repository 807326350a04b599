import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import NotFoundPage from './NotFoundPage';

describe('the Not Found page on a Hindi path', () => {
  it('says so in Hindi and offers Hindi pages to go on to', () => {
    renderWithProviders(<NotFoundPage />, { route: '/hi/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText(/हो सकता है वह कहीं और चला गया हो/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'कोर्स देखें' })).toHaveAttribute('href', '/hi/courses');
  });
});
