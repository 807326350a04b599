import { readFileSync } from 'node:fs';
import { act, screen, waitFor } from '@testing-library/react';
import { languageOfPath } from '@/config/languages';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { clearPageHead } from '@/test/pageHead';
import { renderApp } from '@/test/render';
import { REVIEWED_COURSE_ID } from '@mocks/seed';
import { headHtml } from './headTags';
import { pageHead } from './pageHead';

const QUIET_PAGE = '/terms-and-conditions';

const headElements = (selector: string) => document.head.querySelectorAll(selector);
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const announcer = () => screen.getByTestId('route-announcer');
const jsonLdTypes = () =>
  [...headElements('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
  );

/** What the build writes into the page at `path`: its head, as the server renders it for an empty store. */
function serverHead(path: string) {
  clearPageHead();
  const lang = languageOfPath(path);
  const t = testI18n(lang).getFixedT(lang, 'head');
  document.head.insertAdjacentHTML('beforeend', headHtml(pageHead(path, makeStore().getState(), t, lang)));
}

/** The app shell's head, as the build writes it for pages it does not render: the template's. */
function shellHead() {
  clearPageHead();
  const template = readFileSync('index.html', 'utf8');
  const tags = [/<title>[\s\S]*?<\/title>/, /<meta name="description"[^>]*>/].map((tag) => template.match(tag)?.[0]);
  document.head.insertAdjacentHTML('beforeend', tags.join('\n'));
}

beforeEach(() => {
  serverHead(QUIET_PAGE);
});

describe('DocumentHead', () => {
  it('keeps the server-rendered head and announces nothing on the first page, then updates those tags in place', async () => {
    const before = headElements('[data-page-head]').length;
    const description = document.head.querySelector('meta[name="description"]');
    const { router } = renderApp(QUIET_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions – TradeSchool');
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');

    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About Us – TradeSchool'));
    expect(headElements('[data-page-head]')).toHaveLength(before);
    expect(document.head.querySelector('meta[name="description"]')).toBe(description);
    expect(content('meta[name="description"]')).toMatch(/^Who we are at TradeSchool/);
  });

  it('leaves the head the build wrote as it is until the learner moves on: its code waits till then', async () => {
    // The words have changed since the build: the client would write the new description.
    const built = document.head.querySelector('meta[name="description"]');
    built?.setAttribute('content', 'As the build wrote it.');
    const { router } = renderApp(QUIET_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    // Had the page asked for the head's code, it would have its answer by now.
    await act(() => import('./PageHeadSync'));
    expect(content('meta[name="description"]')).toBe('As the build wrote it.');

    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About Us – TradeSchool'));
    expect(content('meta[name="description"]')).not.toBe('As the build wrote it.');
  });

  it('writes the head at once on the app shell, whose head is only the template’s title and description', async () => {
    shellHead();
    renderApp('/about');
    await waitFor(() => expect(document.title).toBe('About Us – TradeSchool'));
    expect(content('meta[name="description"]')).toMatch(/^Who we are at TradeSchool/);
    expect(headElements('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/about');
    expect(announcer()).toHaveTextContent('');
  });

  it('updates the title, tags and structured data on navigation and when the data arrives, and announces the new title', async () => {
    const { router } = renderApp(QUIET_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });

    // /course/{id} does not show the reviews; the head still fetches them for its rating.
    await act(() => router.navigate(`/course/${REVIEWED_COURSE_ID}`));
    // The course arrives from the demo API: the generic course head gives way to the course's own.
    await waitFor(() => expect(document.title).toBe('Nifty & Bank Nifty Options Trading – TradeSchool'));
    expect(announcer()).toHaveTextContent('Nifty & Bank Nifty Options Trading – TradeSchool');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="product:price:currency"]')).toBe('INR');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost/course/${REVIEWED_COURSE_ID}`,
    );
    await waitFor(() => expect(document.head.textContent).toContain('AggregateRating'));
    expect(jsonLdTypes()).toEqual(['Course', 'BreadcrumbList']);
    expect(headElements('meta[name="description"]')).toHaveLength(1);
    expect(headElements('title')).toHaveLength(1);

    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About Us – TradeSchool'));
    expect(announcer()).toHaveTextContent('About Us – TradeSchool');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(headElements('meta[property="product:price:amount"]')).toHaveLength(0);
    expect(jsonLdTypes()).toEqual([]);
  });

  it('marks an unknown path noindex, and drops the mark on the next page', async () => {
    const { router } = renderApp(QUIET_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found – TradeSchool'));
    expect(announcer()).toHaveTextContent('Page not found – TradeSchool');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(headElements('link[rel="canonical"]')).toHaveLength(0);

    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('TradeSchool – Learn to trade with discipline'));
    expect(headElements('meta[name="robots"]')).toHaveLength(0);
    expect(jsonLdTypes()).toEqual(['Organization']);
    expect(announcer()).toHaveTextContent('TradeSchool – Learn to trade with discipline');
  });

  describe('in Hindi', () => {
    const HINDI_PAGE = `/hi${QUIET_PAGE}`;
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const alternates = () =>
      [...headElements('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
    const bothLanguages = [
      ['en-IN', `http://localhost${QUIET_PAGE}`],
      ['hi', `http://localhost${HINDI_PAGE}`],
      ['x-default', `http://localhost${QUIET_PAGE}`],
    ];

    it('keeps the server-rendered Hindi head: Hindi title, its own canonical, both languages linked', async () => {
      serverHead(HINDI_PAGE);
      const before = headElements('[data-page-head]').length;
      renderApp(HINDI_PAGE);
      expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
      expect(document.title).toBe('नियम और शर्तें – TradeSchool');
      expect(canonical()).toBe(`http://localhost${HINDI_PAGE}`);
      expect(alternates()).toEqual(bothLanguages);
      expect(content('meta[property="og:locale"]')).toBe('hi_IN');
      expect(headElements('[data-page-head]')).toHaveLength(before);
      expect(announcer()).toHaveTextContent('');
    });

    it('announces the next Hindi page by its Hindi title, and drops the hreflang links on a private page', async () => {
      serverHead(HINDI_PAGE);
      const { router } = renderApp(HINDI_PAGE);
      await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' });

      await act(() => router.navigate('/hi/about'));
      await waitFor(() => expect(document.title).toBe('हमारे बारे में – TradeSchool'));
      expect(announcer()).toHaveTextContent('हमारे बारे में – TradeSchool');
      expect(alternates()).toEqual([
        ['en-IN', 'http://localhost/about'],
        ['hi', 'http://localhost/hi/about'],
        ['x-default', 'http://localhost/about'],
      ]);

      await act(() => router.navigate('/hi/login'));
      await waitFor(() => expect(document.title).toBe('लॉग इन – TradeSchool'));
      expect(content('meta[name="robots"]')).toBe('noindex');
      expect(alternates()).toEqual([]);
    });

    it('follows a switch of language: the same page’s head, now in Hindi, with the same hreflang links', async () => {
      const { router } = renderApp(QUIET_PAGE);
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
      expect(alternates()).toEqual(bothLanguages);

      await act(() => router.navigate(HINDI_PAGE));
      expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('नियम और शर्तें – TradeSchool'));
      expect(canonical()).toBe(`http://localhost${HINDI_PAGE}`);
      expect(alternates()).toEqual(bothLanguages);
      expect(content('meta[name="description"]')).toMatch(/^TradeSchool की वेबसाइट/);
    });
  });
});
