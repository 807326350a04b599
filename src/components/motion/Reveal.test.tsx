import { act, render, screen } from '@testing-library/react';
import { setSystemMotion } from '@/test/media';
import { Reveal } from './Reveal';

/** An IntersectionObserver the test drives: `report(true)` says the element is in view. */
class DrivenObserver {
  static current: DrivenObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    DrivenObserver.current = this;
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean, bottom = 500) {
    const entry = { isIntersecting, boundingClientRect: { bottom } } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const content = () => screen.getByText('Why traders choose us').parentElement as HTMLElement;
const observer = () => DrivenObserver.current as DrivenObserver;

beforeEach(() => {
  DrivenObserver.current = undefined;
  window.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
});

describe('Reveal (scroll animation)', () => {
  it('never hides content that is in view when the page opens', () => {
    render(
      <Reveal>
        <p>Why traders choose us</p>
      </Reveal>,
    );
    expect(content()).toHaveAttribute('data-revealed', 'true');
    observer().report(true);
    expect(content()).toHaveAttribute('data-revealed', 'true');
    expect(content()).toHaveStyle({ opacity: '1' });
    expect(observer().disconnected).toBe(true);
  });

  it('hides content below the fold, then fades it in once it scrolls into view, and keeps it', () => {
    render(
      <Reveal>
        <p>Why traders choose us</p>
      </Reveal>,
    );
    observer().report(false, 2000);
    expect(content()).toHaveAttribute('data-revealed', 'false');
    // At once, not faded out: it is out of sight, and half-faded text would fail contrast checks.
    expect(content()).toHaveStyle({ opacity: '0', transition: 'none' });
    observer().report(true);
    expect(content()).toHaveAttribute('data-revealed', 'true');
    expect(content()).toHaveStyle({ opacity: '1', transition: 'opacity 800ms ease 0ms, transform 800ms ease 0ms' });
    expect(observer().disconnected).toBe(true);
  });

  it('shows content the learner has already scrolled past', () => {
    render(
      <Reveal>
        <p>Why traders choose us</p>
      </Reveal>,
    );
    observer().report(false, 2000);
    observer().report(false, -10);
    expect(content()).toHaveAttribute('data-revealed', 'true');
  });

  it('hides again when scrolled away if not `once`', () => {
    render(
      <Reveal once={false}>
        <p>Why traders choose us</p>
      </Reveal>,
    );
    observer().report(true);
    observer().report(false, 2000);
    expect(content()).toHaveAttribute('data-revealed', 'false');
    observer().report(true);
    expect(content()).toHaveAttribute('data-revealed', 'true');
  });

  it('neither hides nor animates under prefers-reduced-motion', () => {
    setSystemMotion('reduce');
    render(
      <Reveal>
        <p>Why traders choose us</p>
      </Reveal>,
    );
    expect(DrivenObserver.current).toBeUndefined();
    expect(content()).toHaveAttribute('data-revealed', 'true');
    expect(content()).not.toHaveStyle({ opacity: '0' });
  });
});
