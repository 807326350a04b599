import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { muteExpectedChunkLoadErrors } from '@/test/chunkErrors';
import { enqueueToast } from './toast';
import { ToastHost } from './ToastHost';

// The toaster's code cannot be fetched: toasts show as plain alerts.
jest.mock('notistack', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Toaster-1a2b3c.js');
});

muteExpectedChunkLoadErrors();

describe('a toast with an action, while the toaster cannot load', () => {
  it('offers the action in the plain alert, which closes when it is pressed', async () => {
    const user = userEvent.setup();
    const undo = jest.fn();
    render(<ToastHost />);
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
