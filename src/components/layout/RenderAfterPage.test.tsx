import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RenderAfterPage } from './RenderAfterPage';

/** Records, as it commits, which parts the page shows by then. */
function Part({ name, commits }: { name: string; commits: string[][] }) {
  useLayoutEffect(() => {
    commits.push(screen.queryAllByTestId('part').map((element) => element.textContent ?? ''));
  }, [commits]);
  return <p data-testid="part">{name}</p>;
}

describe('RenderAfterPage', () => {
  it('shows the fallback with the page, then the part in a pass of its own', async () => {
    render(
      <>
        <h1>Page</h1>
        <RenderAfterPage fallback={<p>Holding the place</p>}>
          <p>Below the fold</p>
        </RenderAfterPage>
      </>,
    );
    expect(screen.getByText('Holding the place')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(screen.queryByText('Holding the place')).not.toBeInTheDocument();
  });

  it('renders parts deferred together one pass each, in the order they mounted', async () => {
    const commits: string[][] = [];
    render(
      <>
        <RenderAfterPage>
          <Part name="outline" commits={commits} />
        </RenderAfterPage>
        <RenderAfterPage>
          <Part name="reviews" commits={commits} />
        </RenderAfterPage>
      </>,
    );
    await screen.findByText('reviews');
    expect(commits).toEqual([['outline'], ['outline', 'reviews']]);
  });

  it('lets the next part render when one is removed before its turn', async () => {
    const { rerender } = render(
      <>
        <RenderAfterPage>
          <p>first</p>
        </RenderAfterPage>
        <RenderAfterPage key="gone">
          <p>removed</p>
        </RenderAfterPage>
        <RenderAfterPage key="last">
          <p>last</p>
        </RenderAfterPage>
      </>,
    );
    rerender(
      <>
        <RenderAfterPage>
          <p>first</p>
        </RenderAfterPage>
        <RenderAfterPage key="last">
          <p>last</p>
        </RenderAfterPage>
      </>,
    );
    expect(await screen.findByText('last')).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('removed')).not.toBeInTheDocument();
  });
});
