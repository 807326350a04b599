import { act, screen, waitFor, within } from '@testing-library/react';
import { setSystemColorScheme } from '@/test/media';
import { renderWithProviders, type TestUser } from '@/test/render';
import { Navbar } from './Navbar';

const scheme = () => document.documentElement.getAttribute('data-color-scheme');

async function choose(user: TestUser, label: 'Light' | 'Dark' | 'System') {
  // Both bars are rendered until the width is known; the wide one is the first.
  const [button] = screen.getAllByRole('button', { name: 'Colour scheme' });
  await user.click(button as HTMLElement);
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitemradio', { name: label }));
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-color-scheme');
});

describe('the colour-scheme control in the navbar', () => {
  it('follows the system until the learner picks a scheme', async () => {
    renderWithProviders(<Navbar actions={null} />);
    await waitFor(() => expect(scheme()).toBe('light'));
    act(() => setSystemColorScheme('dark'));
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('applies Dark, marks it chosen, keeps it in localStorage and restores it on the next visit', async () => {
    const { user, unmount } = renderWithProviders(<Navbar actions={null} />);
    await waitFor(() => expect(scheme()).toBe('light'));

    await choose(user, 'Dark');
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');

    unmount();
    document.documentElement.removeAttribute('data-color-scheme');
    const next = renderWithProviders(<Navbar actions={null} />);
    await waitFor(() => expect(scheme()).toBe('dark'));
    await next.user.click(screen.getAllByRole('button', { name: 'Colour scheme' })[0] as HTMLElement);
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps an explicit Light when the system turns dark, and System follows it again', async () => {
    const { user } = renderWithProviders(<Navbar actions={null} />);
    await choose(user, 'Light');
    act(() => setSystemColorScheme('dark'));
    // Give the media listener its chance: the explicit choice wins.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scheme()).toBe('light');

    await choose(user, 'System');
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(window.localStorage.getItem('mui-mode')).toBe('system');
    act(() => setSystemColorScheme('light'));
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('is in the phone menu too', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    const { user } = renderWithProviders(<Navbar actions={null} />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Colour scheme' })).toBeVisible();
    await choose(user, 'Dark');
    expect(scheme()).toBe('dark');
  });

  it('names the button and its three choices in Hindi on a Hindi page', async () => {
    const { user } = renderWithProviders(<Navbar actions={null} />, { route: '/hi/' });
    await user.click(screen.getAllByRole('button', { name: 'कलर थीम' })[0] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['लाइट', 'डार्क', 'सिस्टम के अनुसार']);
    expect(within(menu).getByRole('menuitemradio', { name: 'सिस्टम के अनुसार' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemradio', { name: 'डार्क' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
  });
});
