import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { screen, within } from '@testing-library/react';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { muteExpectedChunkLoadErrors } from '@/test/chunkErrors';
import { renderWithProviders } from '@/test/render';
import { LazyMenuButton, type MenuPlacement } from './LazyMenuButton';

const OFFLINE_MESSAGE = 'You seem to be offline.';

/** A menu whose code arrives only while the network is up (the browser knowing it), as a browser's import would. */
function menuBehind(network: { up: boolean }) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => network.up);
  let attempts = 0;
  const Lazy = lazyWithPreload(async () => {
    attempts += 1;
    if (!network.up)
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Menu-1a2b3c.js');
    return {
      default: ({ id, anchor, onClose }: MenuPlacement) => (
        <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
          <MenuItem onClick={onClose}>First choice</MenuItem>
        </Menu>
      ),
    };
  });
  return { Lazy, attempts: () => attempts };
}

function Bar({ Lazy }: ReturnType<typeof menuBehind>) {
  return (
    <nav aria-label="Main">
      <a href="/courses">Courses</a>
      <LazyMenuButton label="Choices" preload={Lazy.preload} menu={(placement) => <Lazy {...placement} />}>
        <span aria-hidden>⋮</span>
      </LazyMenuButton>
    </nav>
  );
}

muteExpectedChunkLoadErrors();

describe('a navbar button with a lazily loaded menu', () => {
  it('fetches the menu as the pointer comes, opens it on click and closes it with Escape', async () => {
    const menu = menuBehind({ up: true });
    const { user } = renderWithProviders(<Bar {...menu} />);
    const button = screen.getByRole('button', { name: 'Choices' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.hover(button);
    expect(menu.attempts()).toBe(1);
    await user.click(button);
    const list = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', list.closest('[id]')?.id);

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so where the menu would open when its code cannot be fetched, and opens it on Retry', async () => {
    const network = { up: false };
    const menu = menuBehind(network);
    const { user } = renderWithProviders(<Bar {...menu} />);
    await user.click(screen.getByRole('button', { name: 'Choices' }));

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('menuitem', { name: 'First choice' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('says so in Hindi on a Hindi page, and its Hindi close button puts the notice away', async () => {
    const menu = menuBehind({ up: false });
    const { user } = renderWithProviders(<Bar {...menu} />, { route: '/hi/' });
    await user.click(screen.getByRole('button', { name: 'Choices' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('लगता है आप ऑफ़लाइन हैं।');
    expect(within(notice).getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choices' })).toHaveAttribute('aria-expanded', 'false');
  });
});
