import { act, screen, within } from '@testing-library/react';
import { muteExpectedChunkLoadErrors } from '@/test/chunkErrors';
import { renderWithProviders } from '@/test/render';
import { enqueueToast } from './toast';

/**
 * The toaster's chunk is notistack's code: while `mockNetwork.up` is false, loading it fails as a
 * browser's dynamic import does offline.
 */
const mockNetwork = { up: false };
jest.mock('notistack', () => {
  if (!mockNetwork.up)
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Toaster-1a2b3c.js');
  return jest.requireActual<typeof import('notistack')>('notistack');
});

muteExpectedChunkLoadErrors();

describe('a toast whose code cannot be fetched', () => {
  it('shows as a plain alert that can be dismissed, then as a toast once the browser is online', async () => {
    // The app's providers hold the toast host.
    const { user } = renderWithProviders(<h1>The page</h1>);
    act(() => enqueueToast('Please signup and login.', { variant: 'warning' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please signup and login.');
    expect(alert).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();

    // Every later toast shows as well, each in its own alert.
    act(() => enqueueToast('Failed to send message, please try again later.', { variant: 'error' }));
    expect(await screen.findByText('Failed to send message, please try again later.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    const [first] = screen.getAllByRole('alert');
    if (!first) throw new Error('no alert');
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Please signup and login.')).not.toBeInTheDocument();

    mockNetwork.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    act(() => enqueueToast('Message sent successfully!', { variant: 'success' }));
    const toast = await screen.findByText('Message sent successfully!');
    // notistack's toast, not the stand-in alert.
    expect(toast.closest('.notistack-SnackbarContainer')).not.toBeNull();
  });
});
