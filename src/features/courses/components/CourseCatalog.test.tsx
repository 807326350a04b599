import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { courseViewerPath, viewCoursePath } from '@/config/paths';
import { makeStore } from '@/store/store';
import { ownWord, wordsIn } from '@/test/languages';
import { logInDemoLearner, renderApp, storeWithCourseList } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
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
    const { store } = renderApp('/courses');
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
  });

  it("loads the cards' pictures lazily, the first row too: the list starts below the fold", async () => {
    renderApp('/courses', { store: await storeWithCourseList() });
    const first = await cardTitled('Crypto Trading Basics');
    expect(within(first).getByRole('img', { name: /Crypto Trading Basics/ })).toHaveAttribute('loading', 'lazy');
  });

  it('groups big prices the Indian way and shows no badge on courses that are not featured', async () => {
    renderApp('/courses', { store: await storeWithCourseList() });
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
    renderApp('/courses', { store: await storeWithCourseList(), allStyles: true });
    const noThumb = await cardTitled('Stock Market Foundations');
    // The seed's course without a thumbnail is this card's.
    expect(within(noThumb).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/viewcourse/${NO_THUMBNAIL_COURSE_ID}`,
    );
    const drawn = within(noThumb).getByRole('img', { name: 'Stock Market Foundations thumbnail' });
    expectDrawnFallback(drawn);

    const gold = await cardTitled('Gold Trading Masterclass');
    const image = within(gold).getByRole('img', { name: 'Gold Trading Masterclass thumbnail' });
    expect(image).toHaveAttribute('src', '/media/courses/gold-trading.webp');
    fireEvent.error(image);
    expectDrawnFallback(within(gold).getByRole('img', { name: 'Gold Trading Masterclass thumbnail' }));
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
      const { unmount } = renderApp(route, { store: await storeWithCourseList() });
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

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('course listing in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'courses');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  // The API's own words for a market, a language and a length, as the page says them.
  const market = (label: string) =>
    say(words(`markets.${label.toLowerCase().replace(/ /g, '-') as 'crypto' | 'indian-market'}`, { label }), label);
  const language = (label: 'English' | 'Hindi') =>
    words(`languages.${label.toLowerCase() as 'english' | 'hindi'}`, { label });
  const hours = (count: number) => words('duration.hours', { count, label: `${count} hours` });
  /** The line that counts the courses (a status whose text has the page's word for "course"). */
  const status = () => {
    const course = words('catalog.count', { count: 1 }).replace(/\d+/, '').trim();
    return screen.getAllByRole('status').find((element) => element.textContent?.includes(course));
  };

  it('has the hero, the loading line, search, sort and filters, and counts the courses', async () => {
    const list = holdEndpoint('get', '/course/getAll');
    renderApp(page('/courses'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: say(words('pages.courses.title'), 'Explore Our Courses'),
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(say(words('catalog.loading'), 'Loading courses'))).toBeInTheDocument();
    list.release();
    await screen.findAllByRole('link', { name: words('card.viewDetails') });

    expect(screen.getByRole('search', { name: say(words('finder.label'), 'Find a course') })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: say(words('finder.search'), 'Search courses') })).toHaveAttribute(
      'placeholder',
      say(words('finder.searchPlaceholder'), 'Title or topic, e.g. gold'),
    );
    const sort = screen.getByRole('combobox', { name: say(words('finder.sortBy'), 'Sort by') });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      (['featured', 'price-asc', 'price-desc', 'rating'] as const).map((sorting) => words(`finder.sorts.${sorting}`)),
    );
    if (lang !== 'en') expect(words('finder.sorts.price-desc')).not.toBe('Price: high to low');
    expect(
      within(screen.getByRole('group', { name: say(words('finder.market'), 'Market') }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([market('Crypto'), market('Gold'), market('Stocks'), market('Forex'), market('Indian market')]);
    expect(
      within(screen.getByRole('group', { name: say(words('finder.language'), 'Language') }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([say(language('English'), 'English'), say(language('Hindi'), 'Hindi')]);
    expect(status()).toHaveTextContent(say(words('catalog.count', { count: 8 }), '8 courses'));
  });

  it('shows a card with title case, tags, short description, rupee prices, rating and its button', async () => {
    renderApp(page('/courses'), { store: await storeWithCourseList() });
    const card = await cardTitled('Crypto Trading Basics');
    expect(
      within(card).getByText(say(`${language('English')}/${language('Hindi')}`, 'English/Hindi')),
    ).toBeInTheDocument();
    expect(within(card).getByText(say(hours(8), '8 hours'))).toBeInTheDocument();
    expect(
      within(card).getByText('Blockchains, wallets and your first disciplined crypto trades.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(say(words('card.featured'), 'Featured'))).toBeInTheDocument();
    expect(within(card).getByText('₹499')).toBeInTheDocument();
    const struck = within(card).getByText('₹999');
    expect(struck.tagName).toBe('DEL');
    const viewDetails = say(words('card.viewDetails'), 'View Details');
    expect(within(card).getByRole('link', { name: viewDetails })).toHaveAttribute(
      'href',
      say(page(viewCoursePath(OWNED_COURSE_ID)), `/viewcourse/${OWNED_COURSE_ID}`),
    );

    const gold = await cardTitled('Gold Trading Masterclass');
    expect(within(gold).getByText('₹1,499')).toBeInTheDocument();
    expect(within(gold).getByText(say(words('card.price'), 'Price'))).toBeInTheDocument();
    expect(within(gold).getByText(language('Hindi'))).toBeInTheDocument();
    expect(within(gold).getByText(say(hours(6), '6 hours'))).toBeInTheDocument();
    expect(
      within(gold).getByRole('img', {
        name: say(words('thumbnailAlt', { title: 'Gold Trading Masterclass' }), 'Gold Trading Masterclass thumbnail'),
      }),
    ).toBeInTheDocument();
    expect(within(gold).getByRole('link', { name: viewDetails })).toHaveAttribute(
      'href',
      say(page(viewCoursePath(UNOWNED_COURSE_ID)), `/viewcourse/${UNOWNED_COURSE_ID}`),
    );

    // The rating, as a screen reader says it.
    const nifty = await cardTitled('Nifty & Bank Nifty Options Trading');
    expect(
      within(nifty).getByText(
        say(words('card.rated', { rating: '4.4', count: 8 }), 'Rated 4.4 out of 5 by 8 learners'),
      ),
    ).toBeInTheDocument();
  });

  it('shows a disabled Course Purchased and Go to course instead of View Details for an owned course', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp(page('/courses'), { store: await storeWithCourseList(store) });
    const owned = await cardTitled('Crypto Trading Basics');
    expect(
      await within(owned).findByRole('button', { name: say(words('card.purchased'), 'Course Purchased') }),
    ).toBeDisabled();
    expect(within(owned).queryByRole('link', { name: words('card.viewDetails') })).not.toBeInTheDocument();
    expect(within(owned).getAllByRole('link')).toHaveLength(1);
    expect(within(owned).getByRole('link', { name: say(words('card.goToCourse'), 'Go to course') })).toHaveAttribute(
      'href',
      say(page(courseViewerPath(OWNED_COURSE_ID)), '/course-viewer/66c0c0de0000000000000001'),
    );
    const other = await cardTitled('Gold Trading Masterclass');
    expect(within(other).getByRole('link', { name: words('card.viewDetails') })).toBeInTheDocument();
  });

  it('names the page, the logo slider and its pause button on /SliderCourses', async () => {
    renderApp(page('/SliderCourses'), { store: await storeWithCourseList() });
    expect(
      await screen.findByRole('heading', { level: 1, name: say(words('pages.slider.title'), 'Our Courses') }),
    ).toBeInTheDocument();
    const slider = screen.getByRole('region', { name: say(words('slider.label'), 'Course logos') });
    expect(slider).toHaveAttribute('aria-roledescription', say(words('slider.roleDescription'), 'carousel'));
    expect(
      await within(slider).findByRole('button', { name: say(words('slider.pause'), 'Pause logo slider') }),
    ).toBeInTheDocument();
  });
});
