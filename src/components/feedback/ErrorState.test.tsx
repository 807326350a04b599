import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('offers Retry in the page’s language, beside the caller’s message', async () => {
    const retry = jest.fn();
    const { user, unmount } = renderWithProviders(<ErrorState message="Failed to fetch blogs" onRetry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<ErrorState message="ब्लॉग लोड नहीं हो सके" onRetry={retry} />, { route: '/hi/blog' });
    expect(screen.getByRole('alert')).toHaveTextContent('ब्लॉग लोड नहीं हो सके');
    await user.click(screen.getByRole('button', { name: 'दोबारा कोशिश करें' }));
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
