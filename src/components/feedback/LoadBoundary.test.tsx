import { act, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { muteExpectedChunkLoadErrors } from '@/test/chunkErrors';
import { renderWithProviders } from '@/test/render';
import { LoadBoundary } from './LoadBoundary';

const OFFLINE_MESSAGE = 'You seem to be offline.';

/**
 * A lazily loaded part whose code arrives only while the network is up, as a browser's import would.
 * The browser knows it is offline while the network is down, unless `answering` says a server that
 * the browser can reach fails to send the file.
 */
function partBehind(network: { up: boolean }, { answering = false } = {}) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => answering || network.up);
  let attempts = 0;
  const Part = lazyWithPreload(async () => {
    attempts += 1;
    if (!network.up)
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Part-1a2b3c.js');
    return { default: () => <p>The part</p> };
  });
  return { Part, attempts: () => attempts };
}

function Page({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1>The page</h1>
      <LoadBoundary>
        <Suspense fallback={<p>Loading the part</p>}>{children}</Suspense>
      </LoadBoundary>
    </main>
  );
}

/** Lets pending imports settle and React commit what follows. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

muteExpectedChunkLoadErrors();

describe('a lazily loaded part whose code cannot be fetched', () => {
  it('says so in its place, keeps the page, and does not fetch while offline', async () => {
    const network = { up: false };
    const { Part, attempts } = partBehind(network);
    renderWithProviders(
      <Page>
        <Part />
      </Page>,
    );

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await settle();
    await settle();
    // A fetch that fails offline would stay failed in the browser after the connection is back.
    expect(attempts()).toBe(0);
  });

  it('tries once, and not again on its own, when the server answers but the file does not come', async () => {
    const network = { up: false };
    const { Part, attempts } = partBehind(network, { answering: true });
    renderWithProviders(
      <Page>
        <Part />
      </Page>,
    );

    expect(await screen.findByText('This part could not be loaded. Try again.')).toBeInTheDocument();
    await settle();
    await settle();
    expect(attempts()).toBe(1);
  });

  it('loads on Retry once the code can be fetched, and says so again while it cannot', async () => {
    const network = { up: false };
    const { Part, attempts } = partBehind(network);
    const { user } = renderWithProviders(
      <Page>
        <Part />
      </Page>,
    );
    await screen.findByText(OFFLINE_MESSAGE);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(attempts()).toBe(0);

    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(attempts()).toBe(1);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('loads by itself when the browser is back online', async () => {
    const network = { up: false };
    const { Part } = partBehind(network);
    renderWithProviders(
      <Page>
        <Part />
      </Page>,
    );
    await screen.findByText(OFFLINE_MESSAGE);

    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });

  it('says so in Hindi on a Hindi page, and loads on its Hindi Retry', async () => {
    const network = { up: false };
    const { Part } = partBehind(network);
    const { user } = renderWithProviders(
      <Page>
        <Part />
      </Page>,
      { route: '/hi/' },
    );

    expect(await screen.findByText('लगता है आप ऑफ़लाइन हैं।')).toBeInTheDocument();
    network.up = true;
    await user.click(screen.getByRole('button', { name: 'दोबारा कोशिश करें' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('लगता है आप ऑफ़लाइन हैं।')).not.toBeInTheDocument();
  });

  it('online, says the part could not be loaded rather than that the learner is offline', async () => {
    const { Part } = partBehind({ up: false }, { answering: true });
    renderWithProviders(
      <Page>
        <Part />
      </Page>,
    );
    expect(await screen.findByText('This part could not be loaded. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('leaves any other error to the boundary above', async () => {
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Something went wrong</p> : this.props.children;
      }
    }
    const Broken = () => {
      throw new Error('A bug, not the network');
    };
    // React reports the bug it caught.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <Outer>
        <Page>
          <Broken />
        </Page>
      </Outer>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });
});
