import Box from '@mui/material/Box';
import { screen } from '@testing-library/react';
import { renderWithProviders } from './render';

/** The tests' styles: what hides an element stays, and so does what shows it again. */
describe('the styles a test renders with', () => {
  const panel = {
    display: 'none',
    opacity: 0,
    marginTop: '7px',
    '&.open': { display: 'block' },
    '&.shown': { opacity: 1 },
  };

  it('hide an element the way the page does', () => {
    renderWithProviders(<Box sx={panel}>Panel</Box>);
    expect(screen.getByText('Panel')).not.toBeVisible();
  });

  it('show it again when a state undoes what hid it', () => {
    renderWithProviders(
      <Box className="open shown" sx={panel}>
        Panel
      </Box>,
    );
    expect(screen.getByText('Panel')).toBeVisible();
  });

  it('hide by a value marked important', () => {
    renderWithProviders(<Box sx={{ display: 'none !important' }}>Panel</Box>);
    expect(screen.getByText('Panel')).not.toBeVisible();
  });

  it('leave out what decides nothing of what is seen', () => {
    renderWithProviders(<Box sx={panel}>Panel</Box>);
    expect(getComputedStyle(screen.getByText('Panel')).marginTop).toBe('');
  });

  it('keep every style for a test that asks for them', () => {
    renderWithProviders(<Box sx={panel}>Panel</Box>, { allStyles: true });
    expect(getComputedStyle(screen.getByText('Panel')).marginTop).toBe('7px');
  });
});
