import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { NewTabNote } from './VisuallyHidden';

const NewTabLink = () => (
  <a href="https://www.youtube.com/@tradeschool-example" target="_blank" rel="noopener noreferrer">
    YouTube
    <NewTabNote />
  </a>
);

describe('NewTabNote', () => {
  it('adds "opens in a new tab" to a link’s name, in the page’s language', () => {
    const { unmount } = renderWithProviders(<NewTabLink />);
    expect(screen.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<NewTabLink />, { route: '/hi/' });
    expect(screen.getByRole('link', { name: 'YouTube (नए टैब में खुलेगा)' })).toBeInTheDocument();
  });
});
