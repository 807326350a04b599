import { screen, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { ABOUT_VIDEOS, EMBED_BASE_URL, mentor } from '@/features/about/content';
import { testI18n } from '@/test/i18n';
import { renderApp } from '@/test/render';

const t = testI18n('en').getFixedT('en', 'about');
const MENTOR = mentor(t);

beforeAll(() => import('./AboutPage'));

describe("About, 'Who We Are'", () => {
  it('introduces the mentor with a sized, described portrait', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: MENTOR.name })).toBeInTheDocument();
    const portrait = screen.getByRole('img', { name: `Illustrated portrait of ${MENTOR.name}` });
    expect(portrait).toHaveAttribute('src', '/media/mentor.webp');
    expect(portrait).toHaveAttribute('width', '600');
    expect(portrait).toHaveAttribute('height', '600');
    // The page's largest paint is fetched first.
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    for (const paragraph of MENTOR.bio) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('offers three videos that embed the player only when asked, lazily and titled', async () => {
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Who We Are' });
    const plays = screen.getAllByRole('button', { name: /^Play video: / });
    expect(plays).toHaveLength(3);
    expect(document.querySelector('iframe')).toBeNull();
    for (const play of plays)
      expect(within(play).getByRole('presentation', { hidden: true })).toHaveAttribute('loading', 'lazy');

    const [, talk] = ABOUT_VIDEOS;
    if (!talk) throw new Error('missing video');
    const second = { ...talk, title: t(`videos.items.${talk.talk}`) };
    await user.click(screen.getByRole('button', { name: `Play video: ${second.title}` }));
    const frame = screen.getByTitle(second.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringContaining(`${EMBED_BASE_URL}${second.id}`));
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveFocus();
    // The other two still wait for their own click.
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(2);
    expect(EMBED_BASE_URL).toMatch(/^https:\/\/www\.youtube-nocookie\.com\//);
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("About, 'Who We Are', in the page's language (%s)", (lang) => {
  const words = testI18n(lang).getFixedT(lang, 'about');
  const who = mentor(words);

  it('introduces the mentor in the language of the page', async () => {
    renderApp(localizePath('/about', lang));
    const title = words('title');
    if (lang !== 'en') expect(title).not.toBe(t('title'));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: who.name })).toBeInTheDocument();
    expect(screen.getByText(who.role)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: words('portraitAlt', { name: who.name }) })).toBeInTheDocument();
    for (const paragraph of who.bio) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('names the talks and their play buttons in the language of the page, and titles the player', async () => {
    const { user } = renderApp(localizePath('/about', lang));
    const heading = words('videos.title', { name: who.firstName });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const play = (title: string) => words('videos.play', { title });
    expect(screen.getAllByRole('button', { name: new RegExp(`^${play('')}`) })).toHaveLength(3);
    const title = words('videos.items.positionSizing');
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: play(title) }));
    expect(screen.getByTitle(title).tagName).toBe('IFRAME');
  });
});
