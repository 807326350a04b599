import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import type { To } from 'react-router-dom';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp, storeWithCourseList } from '@/test/render';
import { addReview, courseForViewer, listCourses } from '@mocks/db';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';
import { UNREVIEWED_COURSE_ID } from '@mocks/seed';

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** /courses as a page the build rendered opens: with its course list, so the cards show at once. */
async function openCatalog(route = '/courses', lang: Language = 'en') {
  const view = renderApp(route, { store: await storeWithCourseList() });
  const viewDetails = wordsIn(lang, 'courses')('card.viewDetails');
  await screen.findAllByRole('link', { name: viewDetails });
  return view;
}

/** The line that counts the courses: a status whose text has the page's word for "course". */
function status(lang: Language = 'en') {
  const course = wordsIn(lang, 'courses')('catalog.count', { count: 1 }).replace(/\d+/, '').trim();
  return screen.getAllByRole('status').find((element) => element.textContent?.includes(course));
}

describe('finding a course', () => {
  it('searches as the learner types, whatever the case and accents, and announces the count', async () => {
    const { user, router } = await openCatalog();
    expect(status()).toHaveTextContent('8 courses');
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'MÄSTERCLASS');
    expect(cardTitles()).toEqual(['Gold Trading Masterclass']);
    expect(status()).toHaveTextContent('1 of 8 courses match');
    expect(router.state.location.search).toBe('?q=M%C3%84STERCLASS');
  });

  it('opens a shared URL with its filters applied, and Back undoes a filter', async () => {
    const { user, router } = await openCatalog('/courses?market=gold');
    expect(cardTitles()).toEqual(['Gold Trading Masterclass']);
    expect(within(screen.getByRole('group', { name: 'Market' })).getByRole('button', { name: 'Gold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(screen.getByRole('group', { name: 'Market' })).getByRole('button', { name: 'Forex' }));
    expect(cardTitles()).toEqual(['Forex Fundamentals']);
    act(() => {
      void router.navigate(-1 as unknown as To);
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Gold Trading Masterclass']));
  });

  it('typing is one step in the history: Back leaves the search', async () => {
    const { user, router } = await openCatalog();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'pips');
    expect(cardTitles()).toEqual(['Forex Fundamentals']);
    act(() => {
      void router.navigate(-1 as unknown as To);
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(8));
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });

  it("shows each card's average rating and count from the course list, as the reviews are now", async () => {
    addReview({ courseId: UNREVIEWED_COURSE_ID, userId: 'someone', rating: 3, comment: 'Fine.' });
    const { user } = await openCatalog();
    const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
    expect(within(card('Nifty & Bank Nifty Options Trading')).getByText('4.4 (8)')).toBeInTheDocument();
    expect(
      within(card('Nifty & Bank Nifty Options Trading')).getByText('Rated 4.4 out of 5 by 8 learners'),
    ).toBeInTheDocument();
    expect(within(card('Forex Fundamentals')).getByText('3.0 (1)')).toBeInTheDocument();
    expect(within(card('Stock Market Foundations')).queryByText(/out of 5/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating');
    expect(cardTitles().slice(0, 4)).toEqual([
      'Crypto Trading Basics',
      'Annual Trading Package',
      'Nifty & Bank Nifty Options Trading',
      'Gold Trading Masterclass',
    ]);
  });

  it('has no market chips, ratings or Rating sort when the course list carries none', async () => {
    server.use(
      http.get(apiPath('/course/getAll'), () =>
        Response.json({
          data: {
            data: listCourses().map((course) => {
              const {
                category: _category,
                averageRating: _average,
                ratingCount: _count,
                ...plain
              } = courseForViewer(course, false);
              return plain;
            }),
          },
        }),
      ),
    );
    await openCatalog();
    expect(screen.queryByRole('group', { name: 'Market' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Rating' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the search box usable while the list loads', async () => {
    const { user } = renderApp('/courses');
    const search = await screen.findByRole('searchbox', { name: 'Search courses' });
    await user.type(search, 'mcx');
    expect(screen.getByTestId('course-skeletons')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Gold Trading Masterclass']));
  });
});

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('finding a course in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'courses');
  const say = ownWord(lang);
  const page = (path: string) => localizePath(path, lang);
  // The API's own words for a market and a language, as the page says them.
  const market = (label: 'Crypto' | 'Gold' | 'Stocks' | 'Forex' | 'Indian market') =>
    say(words(`markets.${label.toLowerCase().replace(/ /g, '-') as 'crypto' | 'indian-market'}`, { label }), label);
  const search = () => screen.getByRole('searchbox', { name: say(words('finder.search'), 'Search courses') });

  it('filters by market and language chips, sorts, and keeps the same URL query in every language', async () => {
    const { user, router } = await openCatalog(page('/courses'), lang);
    const markets = screen.getByRole('group', { name: say(words('finder.market'), 'Market') });
    expect(
      within(markets)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([market('Crypto'), market('Gold'), market('Stocks'), market('Forex'), market('Indian market')]);
    await user.click(within(markets).getByRole('button', { name: market('Crypto') }));
    expect(within(markets).getByRole('button', { name: market('Crypto') })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Crypto Trading Basics', 'Bitcoin Swing Trading']);
    expect(status(lang)).toHaveTextContent(
      say(words('catalog.matches', { shown: 2, count: 8 }), '2 of 8 courses match'),
    );

    const languages = () => screen.getByRole('group', { name: say(words('finder.language'), 'Language') });
    const hindi = say(words('languages.hindi', { label: 'Hindi' }), 'Hindi');
    await user.click(within(languages()).getByRole('button', { name: hindi }));
    expect(cardTitles()).toEqual(['Crypto Trading Basics']);
    await user.click(within(languages()).getByRole('button', { name: hindi }));
    expect(cardTitles()).toHaveLength(2);

    await user.selectOptions(
      screen.getByRole('combobox', { name: say(words('finder.sortBy'), 'Sort by') }),
      say(words('finder.sorts.price-desc'), 'Price: high to low'),
    );
    expect(cardTitles()).toEqual(['Bitcoin Swing Trading', 'Crypto Trading Basics']);
    expect(router.state.location.pathname).toBe(say(page('/courses'), '/courses'));
    expect(router.state.location.search).toBe('?market=crypto&sort=price-desc');
  });

  it('finds a market by the other words learners use for it in the page’s language', async () => {
    const { user } = await openCatalog(page('/courses'), lang);
    const [other = ''] = words('searchWords.gold').split(' ');
    await user.type(search(), say(other, 'bullion'));
    expect(cardTitles()).toEqual(['Gold Trading Masterclass']);
    expect(status(lang)).toHaveTextContent(
      say(words('catalog.matches', { shown: 1, count: 8 }), '1 of 8 courses match'),
    );
  });

  it('says "No courses match" and Clear filters shows every course again, focus on the search box', async () => {
    const { user, router } = await openCatalog(page('/courses?sort=price-asc'), lang);
    await user.type(search(), 'zzz');
    expect(
      screen.getByRole('heading', { name: say(words('catalog.noMatchTitle'), 'No courses match') }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(say(words('catalog.noMatch'), 'Try another word, market or language.')),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(status(lang)).toHaveTextContent(
      say(words('catalog.matches', { shown: 0, count: 8 }), '0 of 8 courses match'),
    );
    await user.click(screen.getByRole('button', { name: say(words('catalog.clearFilters'), 'Clear filters') }));
    expect(cardTitles()).toHaveLength(8);
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    // The sort is not a filter: it stays.
    expect(router.state.location.search).toBe('?sort=price-asc');
  });
});

// In English a market is the API's own word, which search finds in titles and descriptions too.
describe.each(LANGUAGES.filter((lang) => lang !== 'en'))(
  'finding a course on a page in another language (%s)',
  (lang) => {
    const words = wordsIn(lang, 'courses');
    const say = ownWord(lang);
    const market = (label: 'Crypto' | 'Gold') =>
      say(words(`markets.${label.toLowerCase() as 'crypto' | 'gold'}`, { label }), label);
    const search = () => screen.getByRole('searchbox', { name: say(words('finder.search'), 'Search courses') });

    it('finds the courses of a market by the name the page gives it', async () => {
      const { user } = await openCatalog(localizePath('/courses', lang), lang);
      await user.type(search(), market('Gold'));
      expect(cardTitles()).toEqual(['Gold Trading Masterclass']);
      expect(status(lang)).toHaveTextContent(
        say(words('catalog.matches', { shown: 1, count: 8 }), '1 of 8 courses match'),
      );
      await user.clear(search());
      await user.type(search(), market('Crypto'));
      expect(cardTitles()).toEqual(['Crypto Trading Basics', 'Bitcoin Swing Trading']);
    });
  },
);
