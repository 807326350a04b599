import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { StarRating } from './StarRating';

const goldWidth = (container: HTMLElement) => (container.querySelector('span > span') as HTMLElement).style.width;

describe('StarRating', () => {
  it('is one labelled image when given a label', () => {
    render(<StarRating value={4} max={5} label="4 out of 5 stars" />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('is hidden from screen readers without a label (the figure is said in words beside it)', () => {
    const { container } = render(<StarRating value={4.4} max={5} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('fills the gold stars to the value, to the tenth, and no further than the ends', () => {
    expect(goldWidth(render(<StarRating value={4.4} max={5} />).container)).toBe('88%');
    expect(goldWidth(render(<StarRating value={7} max={5} />).container)).toBe('100%');
    expect(goldWidth(render(<StarRating value={-1} max={5} />).container)).toBe('0%');
  });
});

describe('StarRating on a Hindi page', () => {
  it('announces the label its caller wrote, as it is (the stars themselves say nothing)', () => {
    renderWithProviders(<StarRating value={4} max={5} label="5 में से 4 स्टार" />, { route: '/hi/' });
    expect(screen.getByRole('img', { name: '5 में से 4 स्टार' })).toBeInTheDocument();
  });
});
