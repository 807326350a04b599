import { screen, waitFor, within } from '@testing-library/react';
import { blogDetailPath } from '@/config/paths';
import type { Blog } from '@/store/models';
import { renderApp } from '@/test/render';
import { db } from '@mocks/db';
import { holdEndpoint, withFault } from '@mocks/faults';
import { seedBlogs } from '@mocks/seed';

const blogs = seedBlogs();
const byTitle = (title: string): Blog => {
  const blog = blogs.find((candidate) => candidate.title === title);
  if (!blog) throw new Error(`No seeded blog titled ${title}`);
  return blog;
};
const cards = () => within(screen.getByRole('list', { name: 'ब्लॉग' })).getAllByRole('article');

describe('blog list in Hindi', () => {
  it('frames the posts in Hindi and links them to Hindi pages; the posts stay as written', async () => {
    const list = holdEndpoint('get', '/blog/blogs');
    renderApp('/hi/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'खुद ट्रेडिंग करना सीखें' })).toBeInTheDocument();
    expect(screen.getByText('ट्रेडिंग सीखने की स्टेप-बाय-स्टेप गाइड')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ब्लॉग खोजें' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'ब्लॉग लोड हो रहे हैं' })).toBeInTheDocument();

    list.release();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [first] = blogs;
    if (!first) throw new Error('no seeded blog');
    const card = cards()[0];
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'और पढ़ें...' })).toHaveAttribute(
      'href',
      `/hi${blogDetailPath(first._id)}`,
    );
  });

  it('says in Hindi when nothing matches, and when the list fails', async () => {
    withFault('get', '/blog/blogs', 'server-error', { once: true });
    const { user } = renderApp('/hi/blog');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ब्लॉग लोड नहीं हो सके');
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(cards()).toHaveLength(3));

    await user.type(screen.getByRole('searchbox', { name: 'ब्लॉग खोजें' }), 'no such post');
    expect(screen.getByText('कोई ब्लॉग नहीं मिला।')).toBeInTheDocument();
  });

  it('calls an untitled post "बिना शीर्षक"', async () => {
    const first = blogs[0];
    if (!first) throw new Error('no seeded blog');
    db.blogs.clear();
    db.blogs.set(first._id, { ...first, title: ' ' });
    renderApp('/hi/blog');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0] as HTMLElement).getByRole('heading', { name: 'बिना शीर्षक' })).toBeInTheDocument();
  });
});

describe('blog post in Hindi', () => {
  it('shows the loading line, the reading time and the way back in Hindi', async () => {
    const blog = byTitle('Five Habits of Consistent Traders');
    const post = holdEndpoint('get', '/blog/blogs/:id');
    renderApp(`/hi${blogDetailPath(blog._id)}`);
    expect(await screen.findByText('ब्लॉग लोड हो रहा है...')).toBeInTheDocument();
    post.release();
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText('पढ़ने में 1 मिनट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी ब्लॉग' })).toHaveAttribute('href', '/hi/blog');
  });

  it('estimates the reading time from the words in Hindi when the API sends none', async () => {
    renderApp(`/hi${blogDetailPath(byTitle('Reading Candlestick Charts')._id)}`);
    expect(await screen.findByText('पढ़ने में 1 मिनट')).toBeInTheDocument();
  });

  it('shows a reading time in other words as the API wrote it', async () => {
    const blog = byTitle('Understanding Nifty Weekly Expiry');
    db.blogs.set(blog._id, { ...blog, duration: 'A quick read' });
    renderApp(`/hi${blogDetailPath(blog._id)}`);
    expect(await screen.findByText('A quick read')).toBeInTheDocument();
  });

  it('says "not found", "invalid id" and the failure in Hindi', async () => {
    const { unmount } = renderApp(`/hi${blogDetailPath('66b109000000000000000999')}`);
    expect(await screen.findByText('ब्लॉग नहीं मिला।')).toBeInTheDocument();
    unmount();

    const blank = renderApp('/hi/blog/blogs/%20%20');
    expect(await screen.findByText('ब्लॉग ID सही नहीं है')).toBeInTheDocument();
    blank.unmount();

    const blog = byTitle('Five Habits of Consistent Traders');
    withFault('get', `/blog/blogs/${blog._id}`, 'network', { once: true });
    renderApp(`/hi${blogDetailPath(blog._id)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('ब्लॉग लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।');
  });
});
