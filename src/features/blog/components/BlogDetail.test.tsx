import { screen, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { blogDetailPath } from '@/config/paths';
import { ownWord, wordsIn } from '@/test/languages';
import { renderApp } from '@/test/render';
import { db } from '@mocks/db';
import { holdEndpoint, withFault } from '@mocks/faults';
import { seedBlogs } from '@mocks/seed';

const blogs = seedBlogs();
const byTitle = (title: string) => {
  const blog = blogs.find((candidate) => candidate.title === title);
  if (!blog) throw new Error(`No seeded blog titled ${title}`);
  return blog;
};

// The words of each language come from its catalogue; in English they are checked word for word.
describe.each(LANGUAGES)("blog detail in the page's language (%s)", (lang) => {
  const t = wordsIn(lang, 'blog');
  const word = ownWord(lang);
  const oneMinute = () => word(t('readingTime', { count: 1 }), '1 min Reading Time');
  /** The post's page in the page's language. */
  const pageOf = (id: string) => localizePath(blogDetailPath(id), lang);

  it('shows a loading text, then reading time, title, first image, the content and the way back', async () => {
    const blog = byTitle('Five Habits of Consistent Traders');
    const post = holdEndpoint('get', '/blog/blogs/:id');
    renderApp(pageOf(blog._id));
    expect(await screen.findByText(word(t('detail.loading'), 'Loading blog...'))).toBeInTheDocument();

    post.release();
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText(oneMinute())).toBeInTheDocument();
    // The post itself stays as written, whatever the page's language.
    expect(screen.getByRole('img', { name: blog.title })).toHaveAttribute('src', '/media/blog/consistent-habits.webp');
    expect(screen.getByRole('heading', { level: 2, name: 'Consistency beats brilliance' })).toBeInTheDocument();
    expect(screen.getByText('Write a plan')).toContainHTML('strong');
    expect(screen.getByRole('link', { name: word(t('detail.back'), 'All blogs') })).toHaveAttribute(
      'href',
      localizePath('/blog', lang),
    );
  });

  it('estimates the reading time from the words when the API sends none', async () => {
    // A short post: under 200 words is a minute, not the default 8.
    const noDuration = byTitle('Reading Candlestick Charts');
    renderApp(pageOf(noDuration._id));
    expect(await screen.findByText(oneMinute())).toBeInTheDocument();
  });

  it('shows a reading time in other words as the API wrote it', async () => {
    const blog = byTitle('Understanding Nifty Weekly Expiry');
    db.blogs.set(blog._id, { ...blog, duration: 'A quick read' });
    renderApp(pageOf(blog._id));
    expect(await screen.findByText('A quick read')).toBeInTheDocument();
  });

  it('says "Blog not found." for an unknown id', async () => {
    renderApp(pageOf('66b109000000000000000999'));
    expect(await screen.findByText(word(t('detail.notFound'), 'Blog not found.'))).toBeInTheDocument();
  });

  it('says "Invalid blog ID" when the id is blank', async () => {
    renderApp(localizePath('/blog/blogs/%20%20', lang));
    expect(await screen.findByText(word(t('detail.invalidId'), 'Invalid blog ID'))).toBeInTheDocument();
  });

  it('shows the failure message with a retry that loads the blog', async () => {
    const blog = byTitle('Five Habits of Consistent Traders');
    withFault('get', `/blog/blogs/${blog._id}`, 'network', { once: true });
    const { user } = renderApp(pageOf(blog._id));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(word(t('detail.failed'), 'Failed to fetch blog. Please try again later.'));
    const retry = word(wordsIn(lang, 'common')('actions.retry'), 'Retry');
    await user.click(within(alert).getByRole('button', { name: retry }));
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
  });
});

describe('blog detail', () => {
  it('falls back to the default image and "No Title"', async () => {
    const noImage = byTitle('Crypto Wallet Safety Checklist');
    db.blogs.set(noImage._id, { ...noImage, title: '' });
    renderApp(blogDetailPath(noImage._id));
    expect(await screen.findByRole('heading', { level: 1, name: 'No Title' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No Title' })).toHaveAttribute('src', '/media/blog/default.webp');
  });

  it('renders unsafe content only after sanitising it', async () => {
    const unsafe = byTitle('Forex Trading Sessions Explained');
    renderApp(blogDetailPath(unsafe._id));
    await screen.findByRole('heading', { level: 1, name: unsafe.title });
    const content = screen.getByTestId('blog-content');
    expect(content.querySelector('script')).toBeNull();
    expect(within(content).getByRole('img', { name: 'Session map' })).not.toHaveAttribute('onerror');
    expect(within(content).getByText('London')).toBeInTheDocument();
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', async () => {
    const withLink = byTitle('Gold as a Hedge: What History Shows');
    renderApp(blogDetailPath(withLink._id));
    const link = await screen.findByRole('link', { name: 'SEBI investor website' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
