import { screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { site } from '@/config/site';
import { reasons, samplePackages } from '@/features/home/content';
import { promoDismissed } from '@/features/promo/promoSlice';
import en from '@/locales/en/home.json';
import hi from '@/locales/hi/home.json';
import { makeStore } from '@/store/store';
import { expectOwnWords, fill, wordsIn } from '@/test/languages';
import { renderApp } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { OWNED_COURSE_ID } from '@mocks/seed';

/** A seeded course's id, by its title in the demo API's list. */
const idOf = (title: string) => [...db.courses.values()].find((course) => course.title === title)?._id;

const t = wordsIn('en', 'home');

/** The Home page with this session's popup already closed. */
function renderHome(lang: Language = 'en') {
  const store = makeStore();
  store.dispatch(promoDismissed());
  return renderApp(localizePath('/', lang), { store });
}

const CATALOGUES: Record<Language, typeof en> = { en, hi };

/** `text` as a pattern that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The annual package is named after the festival offer, in every language. */
const annualTitle = (words: typeof en) =>
  fill(words.packages.items.annual.title, { package: env.promo.packageName, year: env.promo.year });

describe('Home page', () => {
  // The route's lazy chunk compiles once here, so the first test's queries do not time out.
  beforeAll(() => import('./HomePage'));

  it('invites visitors in the hero, with Explore now to /courses and the chat link', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: /financial success/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore now/ })).toHaveAttribute('href', '/courses');
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', env.whatsappUrl);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads the hero image first and eagerly, sized, with a small version for phones', async () => {
    const { container } = renderHome();
    await screen.findByRole('heading', { level: 1 });
    const hero = container.querySelector('img[src="/media/hero.webp"]');
    expect(hero).toHaveAttribute('srcset', expect.stringContaining('/media/hero-640.webp 640w'));
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1280');
    expect(hero).toHaveAttribute('height', '720');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
  });

  it('links each sample package to its course, with its price in rupees', async () => {
    renderHome();
    const strip = await screen.findByRole('region', { name: 'Popular packages' });
    const card = async (title: string) => {
      const link = await within(strip).findByRole('link', { name: title });
      return { link, item: link.closest('li') as HTMLElement };
    };
    for (const [title, slugId, price] of [
      ['Annual Trading Package 2027', idOf('Annual Trading Package'), 'Price: ₹4,299'],
      ['Crypto Trading Basics', OWNED_COURSE_ID, 'Price: ₹499'],
      ['Advanced Stock Market Strategies', idOf('Advanced Stock Market Strategies'), 'Price: ₹7,999'],
    ] as const) {
      const { link, item } = await card(title);
      expect(link).toHaveAttribute('href', `/viewcourse/${slugId}`);
      await waitFor(() => expect(item).toHaveTextContent(price));
    }
  });

  it('says plainly the packages are examples when the course list cannot be had', async () => {
    withFault('get', '/course/getAll', 'server-error');
    renderHome();
    const strip = await screen.findByRole('region', { name: 'Popular packages' });
    const link = within(strip).getByRole('link', { name: 'Crypto Trading Basics' });
    const item = link.closest('li') as HTMLElement;
    expect(await within(item).findByText('Example package · See all courses')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/courses');
  });

  it('shows the three sample packages and the four reasons to enrol', async () => {
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    expect(samplePackages(t).map((item) => item.title)).toEqual([
      'Annual Trading Package 2027',
      'Crypto Trading Basics',
      'Advanced Stock Market Strategies',
    ]);
    for (const item of samplePackages(t)) expect(screen.getByRole('heading', { name: item.title })).toBeInTheDocument();

    const reasonsSection = screen.getByRole('region', { name: 'Top Reasons to Enroll Today' });
    expect(within(reasonsSection).getAllByRole('listitem')).toHaveLength(4);
    expect(reasons(t).map((reason) => reason.title)).toEqual([
      'Expert-Led Lessons',
      'Affordable Expert Guidance',
      'Beginner-Friendly Approach',
      'Comprehensive Curriculum',
    ]);
  });

  it('plays the knowledge video with controls, loading only its poster first', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Knowledge at Your Fingertips' });
    const video = section.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/video/knowledge-poster.webp');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/media/video/knowledge.mp4');
    expect(video).toHaveTextContent(/^Your browser does not support the video tag\.$/);
  });

  it('has the FAQ and the partners slider below', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Trading Partners' })).toBeInTheDocument();
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("Home page in the page's language (%s)", (lang) => {
  const words = CATALOGUES[lang];

  beforeAll(() => import('./HomePage'));

  it('invites visitors in the language, with the course link staying on its pages', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.hero.title, c.hero.tagline, c.hero.explore, c.hero.whatsapp]);
    renderHome(lang);
    expect(
      await screen.findByRole('heading', { level: 1, name: fill(words.hero.title, { site: site.name }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(words.hero.tagline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.hero.explore })).toHaveAttribute(
      'href',
      localizePath('/courses', lang),
    );
    expect(screen.getByRole('link', { name: new RegExp(`^${escaped(words.hero.whatsapp)}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('links each sample package to its course page in the language, with its price and a label in it', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.packages.title, c.packages.items.crypto.title, c.packages.price]);
    renderHome(lang);
    const strip = await screen.findByRole('region', { name: words.packages.title });
    const link = () => within(strip).getByRole('link', { name: words.packages.items.crypto.title });
    // Until the course list arrives the card links to all courses.
    await waitFor(() => expect(link()).toHaveAttribute('href', localizePath(`/viewcourse/${OWNED_COURSE_ID}`, lang)));
    await waitFor(() => expect(link().closest('li')).toHaveTextContent(`${words.packages.price}: ₹499`));
  });

  it('says in the language that the packages are examples when the course list cannot be had', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.packages.example, c.packages.allCourses]);
    withFault('get', '/course/getAll', 'server-error');
    renderHome(lang);
    const strip = await screen.findByRole('region', { name: words.packages.title });
    const link = within(strip).getByRole('link', { name: annualTitle(words) });
    expect(
      await within(link.closest('li') as HTMLElement).findByText(
        `${words.packages.example} · ${words.packages.allCourses}`,
      ),
    ).toBeInTheDocument();
    expect(link).toHaveAttribute('href', localizePath('/courses', lang));
  });

  it('names every section below in the language', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.reasons.title,
      c.reasons.items.expert.title,
      c.faq.title,
      c.video.title,
      c.video.unsupported,
      c.partners.title,
      c.partners.carousel,
      c.partners.next,
    ]);
    renderHome(lang);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 2, name: words.packages.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: annualTitle(words) })).toBeInTheDocument();
    expect(annualTitle(words)).toBe('Annual Trading Package 2027');

    const reasonsSection = await screen.findByRole('region', { name: words.reasons.title });
    expect(within(reasonsSection).getByRole('heading', { name: words.reasons.items.expert.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.faq.title })).toBeInTheDocument();

    const video = screen.getByRole('region', { name: words.video.title });
    expect(video.querySelector('video')).toHaveTextContent(new RegExp(`^${escaped(words.video.unsupported)}$`));

    const partners = screen.getByRole('region', { name: words.partners.title });
    expect(within(partners).getByRole('region', { name: words.partners.carousel })).toBeInTheDocument();
    expect(within(partners).getByRole('button', { name: words.partners.next })).toBeInTheDocument();
  });
});
