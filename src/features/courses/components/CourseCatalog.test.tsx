import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { NO_THUMBNAIL_COURSE_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

const cardTitled = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card as HTMLElement;
};

/**
 * The drawn picture of a course without one: no bitmap to load (a white placeholder glared in the
 * dark scheme), the brand surface of the theme as its colour, so it follows the colour scheme.
 */
function expectDrawnFallback(element: HTMLElement) {
  expect(element.tagName).not.toBe('IMG');
  expect(element).not.toHaveAttribute('src');
  expect(getComputedStyle(element).backgroundColor).toContain('--mui-palette-brand-surface');
}

describe('course listing', () => {
  it('shows the hero, then six skeleton cards, then the cards at least a second after the data', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderApp('/courses', { fakeTimers: true });
      const title = await screen.findByRole('heading', { level: 1, name: 'Explore Our Courses' });
      // The banner's chart art is the page's largest paint while the cards wait: first and eager.
      const art = title.closest('header')?.querySelector('img[src="/media/hero.webp"]');
      expect(art).toHaveAttribute('fetchpriority', 'high');
      expect(art).not.toHaveAttribute('loading', 'lazy');
      const skeletons = screen.getByTestId('course-skeletons');
      expect(within(skeletons).getAllByRole('article')).toHaveLength(6);
      expect(screen.getByText('Loading courses')).toBeInTheDocument();

      // Step the clock a tick at a time until the data has arrived, so the wait after it is measured exactly.
      const arrived = () =>
        Object.values(store.getState().api.queries).some(
          (q) => q?.endpointName === 'getCourses' && q.status === 'fulfilled',
        );
      for (let i = 0; i < 5000 && !arrived(); i++) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1);
        });
      }
      expect(arrived()).toBe(true);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(980);
      });
      expect(screen.getByTestId('course-skeletons')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(40);
      });
      expect(screen.queryByTestId('course-skeletons')).not.toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'View Details' }).length).toBeGreaterThan(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a card with title case, tags, short description and rupee prices', async () => {
    renderApp('/courses');
    const card = await cardTitled('Crypto Trading Basics');
    expect(within(card).getByText('English/Hindi')).toBeInTheDocument();
    expect(within(card).getByText('8 hours')).toBeInTheDocument();
    expect(
      within(card).getByText('Blockchains, wallets and your first disciplined crypto trades.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('₹499')).toBeInTheDocument();
    const struck = within(card).getByText('₹999');
    expect(struck.tagName).toBe('DEL');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/viewcourse/${OWNED_COURSE_ID}`,
    );
  });

  it('groups big prices the Indian way and shows no badge on courses that are not featured', async () => {
    renderApp('/courses');
    const annual = await cardTitled('Annual Trading Package');
    expect(within(annual).getByText('₹4,299')).toBeInTheDocument();
    expect(within(annual).getByText('₹10,000')).toBeInTheDocument();
    const gold = await cardTitled('Gold Trading Masterclass');
    expect(within(gold).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(gold).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/viewcourse/${UNOWNED_COURSE_ID}`,
    );
  });

  it('draws a fallback in the theme colours when the thumbnail is missing or fails to load', async () => {
    renderApp('/courses');
    const noThumb = await cardTitled('Stock Market Foundations');
    expect(NO_THUMBNAIL_COURSE_ID).toBeTruthy();
    const drawn = within(noThumb).getByRole('img', { name: 'Stock Market Foundations thumbnail' });
    expectDrawnFallback(drawn);

    const gold = await cardTitled('Gold Trading Masterclass');
    const image = within(gold).getByRole('img', { name: 'Gold Trading Masterclass thumbnail' });
    expect(image).toHaveAttribute('src', '/media/courses/gold-trading.webp');
    fireEvent.error(image);
    expectDrawnFallback(within(gold).getByRole('img', { name: 'Gold Trading Masterclass thumbnail' }));
  });

  it('shows a disabled Course Purchased and Go to course instead of View Details for an owned course', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp('/courses', { store });
    const owned = await cardTitled('Crypto Trading Basics');
    expect(within(owned).getByRole('button', { name: 'Course Purchased' })).toBeDisabled();
    expect(within(owned).queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument();
    expect(within(owned).getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/course-viewer/66c0c0de0000000000000001',
    );
    const other = await cardTitled('Gold Trading Masterclass');
    expect(within(other).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });

  it('shows the full-page error, and Retry loads the courses', async () => {
    withFault('get', '/course/getAll', 'server-error', { once: true });
    const { user } = renderApp('/Courses');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error fetching course data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });

  it('puts the course-logo slider above the cards on /courses and /SliderCourses', async () => {
    for (const route of ['/courses', '/SliderCourses']) {
      const { unmount } = renderApp(route);
      const slider = await screen.findByRole('region', { name: 'Course logos' });
      await waitFor(() => expect(within(slider).getAllByRole('link').length).toBeGreaterThan(0));
      const firstCard = await screen.findAllByRole('link', { name: 'View Details' });
      const [first] = firstCard;
      if (!first) throw new Error('no card');
      expect(slider.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      unmount();
    }
  });
});
