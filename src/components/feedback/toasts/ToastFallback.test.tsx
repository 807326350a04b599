import { act, screen, within } from '@testing-library/react';
import { muteExpectedChunkLoadErrors } from '@/test/chunkErrors';
import { renderWithProviders } from '@/test/render';
import { enqueueToast } from './toast';

// The toaster's code cannot be fetched: toasts show as plain alerts.
jest.mock('notistack', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Toaster-1a2b3c.js');
});

muteExpectedChunkLoadErrors();

describe('a toast with an action, while the toaster cannot load', () => {
  it('offers the action in the plain alert, which closes when it is pressed', async () => {
    const undo = jest.fn();
    // The app's providers hold the toast host.
    const { user } = renderWithProviders(<h1>The page</h1>);
    act(() => enqueueToast('Note deleted.', { variant: 'default', action: { label: 'Undo', onClick: undo } }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Note deleted.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // It can also be closed without the action.
    act(() => enqueueToast('Note deleted.', { variant: 'default', action: { label: 'Undo', onClick: undo } }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});

describe('a toast on a Hindi page, while the toaster cannot load', () => {
  it('shows the caller’s Hindi message with a Hindi close button', async () => {
    const { user } = renderWithProviders(<h1>होम</h1>, { route: '/hi/' });
    act(() => enqueueToast('मैसेज भेज दिया गया!', { variant: 'success' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('मैसेज भेज दिया गया!');
    await user.click(within(alert).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const undo = jest.fn();
    act(() => enqueueToast('नोट हटा दिया गया।', { variant: 'default', action: { label: 'वापस लाएँ', onClick: undo } }));
    const withAction = await screen.findByRole('alert');
    expect(within(withAction).getByRole('button', { name: 'वापस लाएँ' })).toBeInTheDocument();
    await user.click(within(withAction).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(undo).not.toHaveBeenCalled();
  });
});
