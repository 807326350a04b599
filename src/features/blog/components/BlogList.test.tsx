import { existsSync } from 'node:fs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BLOG } from '@/config/constants';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { blogDetailPath } from '@/config/paths';
import type { Blog } from '@/store/models';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp } from '@/test/render';
import { db } from '@mocks/db';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { seedBlogs } from '@mocks/seed';

/** `lang`'s words for the blog, from its catalogue. */

/** The cards of the list, named in the page's language. */
const cards = (lang: Language = 'en') =>
  within(screen.getByRole('list', { name: ownWord(lang)(wordsIn(lang, 'blog')('list.label'), 'Blogs') })).getAllByRole(
    'article',
  );
const cardAt = (index: number, lang: Language = 'en'): HTMLElement => {
  const card = cards(lang)[index];
  if (!card) throw new Error(`No card ${index}`);
  return card;
};
const seeded = (index: number): Blog => {
  const blog = seedBlogs()[index];
  if (!blog) throw new Error(`No seeded blog ${index}`);
  return blog;
};

function replaceBlogs(blogs: Blog[]) {
  db.blogs.clear();
  blogs.forEach((blog) => db.blogs.set(blog._id, blog));
}

/** Counts the blog list requests that reach the demo API. */
function countListRequests() {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/blog/blogs')) seen.count += 1;
  };
  server.events.on('request:start', listener);
  return seen;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('blog list', () => {
  // The words of each language come from its catalogue; in English they are checked word for word.
  it.each(LANGUAGES)(
    "shows the hero, a search box and at most three cards in the page's language, linked to its pages; the posts stay as written (%s)",
    async (lang) => {
      const t = wordsIn(lang, 'blog');
      const word = ownWord(lang);
      const list = holdEndpoint('get', '/blog/blogs');
      renderApp(localizePath('/blog', lang));
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: word(t('hero.title'), 'Learn how to do Trading by yourself'),
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(word(t('hero.subtitle'), 'Step-by-Step Guide to Learning Trading'))).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: word(t('list.search'), 'Search blogs') })).toBeInTheDocument();
      // Skeletons hold the place of the cards while the list loads.
      expect(await screen.findByRole('status', { name: word(t('list.loading'), 'Loading blogs') })).toBeInTheDocument();

      list.release();
      await waitFor(() => expect(cards(lang)).toHaveLength(BLOG.maxCards));
      const first = seeded(0);
      const firstCard = cardAt(0, lang);
      expect(within(firstCard).getByRole('heading', { name: first.title })).toBeInTheDocument();
      expect(within(firstCard).getByRole('link', { name: word(t('list.readMore'), 'Read More...') })).toHaveAttribute(
        'href',
        localizePath(blogDetailPath(first._id), lang),
      );
    },
  );

  it.each(LANGUAGES)(
    'uses the default image and "No Title", in the page\'s language, when a blog lacks them (%s)',
    async (lang) => {
      const first = seeded(0);
      replaceBlogs([{ ...first, title: '  ', images: [] }]);
      renderApp(localizePath('/blog', lang));
      await waitFor(() => expect(cards(lang)).toHaveLength(1));
      const card = cardAt(0, lang);
      expect(
        within(card).getByRole('heading', { name: ownWord(lang)(wordsIn(lang, 'blog')('noTitle'), 'No Title') }),
      ).toBeInTheDocument();
      expect(card.querySelector('img')).toHaveAttribute('src', '/media/blog/default.webp');
    },
  );

  it('gives every post a picture of its own, each a file of the site', async () => {
    const { user } = renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const pictures = cards().map((card) => card.querySelector('img')?.getAttribute('src') ?? '');
    expect(pictures).toHaveLength(seedBlogs().length);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const picture of pictures) expect(existsSync(`public${picture}`)).toBe(true);
  });

  it('shows the first image of a blog', async () => {
    const first = seeded(0);
    replaceBlogs([{ ...first, images: ['/media/blog/gold-hedge.webp', '/media/blog/forex-sessions.webp'] }]);
    renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardAt(0).querySelector('img')).toHaveAttribute('src', '/media/blog/gold-hedge.webp');
  });

  it.each(LANGUAGES)(
    "filters by title, ignoring case, and says in the page's language when nothing matches (%s)",
    async (lang) => {
      const t = wordsIn(lang, 'blog');
      const word = ownWord(lang);
      const { user } = renderApp(localizePath('/blog', lang));
      await waitFor(() => expect(cards(lang)).toHaveLength(3));
      const search = screen.getByRole('searchbox', { name: word(t('list.search'), 'Search blogs') });

      // The posts keep their own titles: the search finds them as written.
      await user.type(search, 'fOREX');
      expect(cards(lang)).toHaveLength(1);
      expect(within(cardAt(0, lang)).getByRole('heading')).toHaveTextContent('Forex Trading Sessions Explained');

      await user.clear(search);
      await user.type(search, 'no such post');
      expect(screen.getByText(word(t('list.empty'), 'No blogs found.'))).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: t('list.label') })).not.toBeInTheDocument();
    },
  );

  it.each(LANGUAGES)(
    'shows the first three posts, and "Show more" the rest, taking the focus to the first it shows (%s)',
    async (lang) => {
      const t = wordsIn(lang, 'blog');
      const word = ownWord(lang);
      const { user } = renderApp(localizePath('/blog', lang));
      await waitFor(() => expect(cards(lang)).toHaveLength(BLOG.maxCards));
      const seededTitles = seedBlogs().map((blog) => blog.title);
      const titles = () => cards(lang).map((card) => within(card).getByRole('heading').textContent);
      expect(titles()).toEqual(seededTitles.slice(0, 3));

      const more = screen.getByRole('button', { name: word(t('list.showMore'), 'Show more') });
      // From the keyboard, as from a click.
      act(() => more.focus());
      await user.keyboard('{Enter}');
      expect(titles()).toEqual(seededTitles);
      expect(cardAt(3, lang)).toHaveFocus();
      expect(cardAt(3, lang)).toHaveAccessibleName(seededTitles[3] ?? '');
      // Nothing is left to show: the button is gone.
      expect(screen.queryByRole('button', { name: t('list.showMore') })).not.toBeInTheDocument();
    },
  );

  it('shows more three at a time, and a new search starts again from its first three', async () => {
    const posts = Array.from({ length: 8 }, (_, index) => ({
      ...seeded(0),
      _id: `66b1090000000000000000${(index + 1).toString(16).padStart(2, '0')}`,
      title: `Trading note ${index + 1}`,
    }));
    replaceBlogs(posts);
    const { user } = renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(6);
    expect(cardAt(3)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(8);
    expect(cardAt(6)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), 'note');
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('says "No blogs found." when the school has none', async () => {
    replaceBlogs([]);
    renderApp('/blog');
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
  });

  it.each(LANGUAGES)(
    "shows an alert in the page's language when the list fails, and Retry loads it (%s)",
    async (lang) => {
      const word = ownWord(lang);
      withFault('get', '/blog/blogs', 'server-error', { once: true });
      const { user } = renderApp(localizePath('/blog', lang));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(word(wordsIn(lang, 'blog')('list.failed'), 'Failed to fetch blogs'));
      const retry = word(wordsIn(lang, 'common')('actions.retry'), 'Retry');
      await user.click(within(alert).getByRole('button', { name: retry }));
      await waitFor(() => expect(cards(lang)).toHaveLength(3));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});

describe('blog list polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches again every 30 s while the page is visible', async () => {
    const requests = countListRequests();
    renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requests.count).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(BLOG.refreshMs - 1000));
    expect(requests.count).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(requests.count).toBe(2));
  });

  it('stops while the page is hidden and resumes when it shows again', async () => {
    const requests = countListRequests();
    renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(3));

    act(() => setVisibility('hidden'));
    await act(() => jest.advanceTimersByTimeAsync(BLOG.refreshMs * 3));
    expect(requests.count).toBe(1);

    act(() => setVisibility('visible'));
    await act(() => jest.advanceTimersByTimeAsync(BLOG.refreshMs));
    await waitFor(() => expect(requests.count).toBe(2));
  });
});
