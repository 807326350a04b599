import { act, screen, waitFor, within } from '@testing-library/react';
import { BLOG } from '@/config/constants';
import { blogDetailPath } from '@/config/paths';
import type { Blog } from '@/store/models';
import { renderApp } from '@/test/render';
import { db } from '@mocks/db';
import { holdEndpoint, withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { seedBlogs } from '@mocks/seed';

const cards = () => within(screen.getByRole('list', { name: 'Blogs' })).getAllByRole('article');
const cardAt = (index: number): HTMLElement => {
  const card = cards()[index];
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

afterEach(() => {
  server.events.removeAllListeners();
  setVisibility('visible');
});

describe('blog list', () => {
  it('shows the hero, a search box and at most three cards', async () => {
    const list = holdEndpoint('get', '/blog/blogs');
    renderApp('/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn how to do Trading by yourself' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step-by-Step Guide to Learning Trading')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toBeInTheDocument();
    // Skeletons hold the place of the cards while the list loads.
    expect(await screen.findByRole('status', { name: 'Loading blogs' })).toBeInTheDocument();

    list.release();
    await waitFor(() => expect(cards()).toHaveLength(BLOG.maxCards));
    const first = seeded(0);
    const firstCard = cardAt(0);
    expect(within(firstCard).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(firstCard).getByRole('link', { name: 'Read More...' })).toHaveAttribute(
      'href',
      blogDetailPath(first._id),
    );
  });

  it('uses the default image and "No Title" when a blog lacks them', async () => {
    const first = seeded(0);
    replaceBlogs([{ ...first, title: '  ', images: [] }]);
    renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = cardAt(0);
    expect(within(card).getByRole('heading', { name: 'No Title' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/blog/default.webp');
  });

  it('shows the first image of a blog', async () => {
    const first = seeded(0);
    replaceBlogs([{ ...first, images: ['/media/blog/2.webp', '/media/blog/3.webp'] }]);
    renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardAt(0).querySelector('img')).toHaveAttribute('src', '/media/blog/2.webp');
  });

  it('filters by title, ignoring case, and says when nothing matches', async () => {
    const { user } = renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search blogs' });

    await user.type(search, 'fOREX');
    expect(cards()).toHaveLength(1);
    expect(within(cardAt(0)).getByRole('heading')).toHaveTextContent('Forex Trading Sessions Explained');

    await user.clear(search);
    await user.type(search, 'no such post');
    expect(screen.getByText('No blogs found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Blogs' })).not.toBeInTheDocument();
  });

  it('says "No blogs found." when the school has none', async () => {
    replaceBlogs([]);
    renderApp('/blog');
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
  });

  it('shows an alert when the list fails, and Retry loads it', async () => {
    withFault('get', '/blog/blogs', 'server-error', { once: true });
    const { user } = renderApp('/blog');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blogs');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('blog list polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches again every 30 s while the page is visible', async () => {
    const requests = countListRequests();
    renderApp('/blog', { fakeTimers: true });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requests.count).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(BLOG.refreshMs - 1000));
    expect(requests.count).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(requests.count).toBe(2));
  });

  it('stops while the page is hidden and resumes when it shows again', async () => {
    const requests = countListRequests();
    renderApp('/blog', { fakeTimers: true });
    await waitFor(() => expect(cards()).toHaveLength(3));

    act(() => setVisibility('hidden'));
    await act(() => jest.advanceTimersByTimeAsync(BLOG.refreshMs * 3));
    expect(requests.count).toBe(1);

    act(() => setVisibility('visible'));
    await act(() => jest.advanceTimersByTimeAsync(BLOG.refreshMs));
    await waitFor(() => expect(requests.count).toBe(2));
  });
});
