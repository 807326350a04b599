import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('says it is loading in the page’s language, unless the caller names what loads', () => {
    const { unmount } = renderWithProviders(<PageLoader />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    unmount();

    const hindi = renderWithProviders(<PageLoader />, { route: '/hi/' });
    expect(screen.getByRole('progressbar', { name: 'लोड हो रहा है' })).toBeInTheDocument();
    hindi.unmount();

    renderWithProviders(<PageLoader label="कोर्स लोड हो रहे हैं" />, { route: '/hi/courses' });
    expect(screen.getByRole('progressbar', { name: 'कोर्स लोड हो रहे हैं' })).toBeInTheDocument();
  });
});
