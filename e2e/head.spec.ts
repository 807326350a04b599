import type { Page } from '@playwright/test';
import { builtPath, expect, OWNED_COURSE_ID, test, waitForHydration } from './support';

/** The first post of the demo API's seed (mocks/seed.ts), with its image. */
const BLOG_ID = '66b109000000000000000001';

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  /** How many of the page's head tags each key names: 1 each, or a tag was written twice. */
  counts: Record<string, number>;
}

/** The page's head as the browser has it. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const meta: Record<string, string> = {};
    for (const element of document.head.querySelectorAll('meta[property], meta[name^="twitter:"]')) {
      meta[element.getAttribute('property') ?? element.getAttribute('name') ?? ''] =
        element.getAttribute('content') ?? '';
    }
    const counts: Record<string, number> = { title: document.head.querySelectorAll('title').length };
    for (const element of document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')) {
      const key = element.getAttribute('name') ?? element.getAttribute('property') ?? 'canonical';
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return {
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      robots: attribute('meta[name="robots"]', 'content'),
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      ),
      counts,
    };
  });
}

const PAGES: [path: string, title: string, canonical: string][] = [
  ['/', 'TradeSchool – Learn to trade with discipline', '/'],
  ['/courses', 'Courses – TradeSchool', '/courses'],
  ['/Courses', 'Courses – TradeSchool', '/courses'],
  ['/SliderCourses', 'Our Courses – TradeSchool', '/SliderCourses'],
  ['/blog', 'Blog – TradeSchool', '/blog'],
  ['/about', 'About Us – TradeSchool', '/about'],
  ['/news', 'Market News – TradeSchool', '/news'],
  ['/newsDaily', 'Daily Market News – TradeSchool', '/newsDaily'],
  ['/contact', 'Contact Us – TradeSchool', '/contact'],
  ['/privacy-policy', 'Privacy Policy – TradeSchool', '/privacy-policy'],
  ['/cancellation-and-refund', 'Cancellation and Refund Policy – TradeSchool', '/cancellation-and-refund'],
  ['/terms-and-conditions', 'Terms and Conditions – TradeSchool', '/terms-and-conditions'],
];

/**
 * Opens `path` and waits until its head names `title`: from the HTML where the build wrote the
 * head, else once the app has started, which is slow on a busy two-core machine.
 */
async function open(page: Page, path: string, title: string): Promise<Head> {
  await page.goto(path);
  await expect(page).toHaveTitle(title, { timeout: 60_000 });
  return readHead(page);
}

function expectOneOfEach(head: Head) {
  for (const [key, count] of Object.entries(head.counts)) expect(count, `<head> tags named ${key}`).toBe(1);
}

test.describe('the head of every page', () => {
  for (const [path, title, canonicalPath] of PAGES) {
    test(`${path}: title, description, canonical and share card`, async ({ page, baseURL }) => {
      const head = await open(page, path, title);
      const canonical = new URL(canonicalPath, baseURL).href;
      expect(head.description?.length).toBeGreaterThan(40);
      expect(head.canonical).toBe(canonical);
      expect(head.robots).toBeNull();
      expect(head.meta).toMatchObject({
        'og:type': 'website',
        'og:site_name': 'TradeSchool',
        'og:title': title,
        'og:description': head.description,
        'og:url': canonical,
        'og:image': new URL('/media/hero.webp', baseURL).href,
        'twitter:card': 'summary_large_image',
        'twitter:title': title,
      });
      expectOneOfEach(head);
      if (path === '/') {
        expect(head.jsonLd).toEqual([
          expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Organization', name: 'TradeSchool' }),
        ]);
      } else {
        expect(head.jsonLd).toEqual([]);
      }
    });
  }

  for (const prefix of ['/viewcourse', '/course']) {
    test(`${prefix}/{id}: the course's title, price, thumbnail, Course with Offer and rating, breadcrumbs`, async ({
      page,
      baseURL,
    }) => {
      const path = `${prefix}/${OWNED_COURSE_ID}`;
      const head = await open(page, path, 'Crypto Trading Basics – TradeSchool');
      const canonical = new URL(path, baseURL).href;
      const image = new URL('/media/courses/crypto-basics.webp', baseURL).href;
      expect(head.canonical).toBe(canonical);
      expect(head.description).toBe('₹499 · Blockchains, wallets and your first disciplined crypto trades.');
      expect(head.meta).toMatchObject({
        'og:type': 'product',
        'og:title': 'Crypto Trading Basics',
        'og:url': canonical,
        'og:image': image,
        'product:price:amount': '499',
        'product:price:currency': 'INR',
        'twitter:image': image,
      });
      expectOneOfEach(head);
      // The reviews come a moment after the course (two in the seed: 4 and 5 stars).
      await expect.poll(async () => JSON.stringify((await readHead(page)).jsonLd)).toContain('AggregateRating');
      const [course, trail] = (await readHead(page)).jsonLd;
      expect(course).toMatchObject({
        '@type': 'Course',
        name: 'Crypto Trading Basics',
        url: canonical,
        image,
        offers: { '@type': 'Offer', price: 499, priceCurrency: 'INR' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2 },
      });
      expect(trail).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [{ name: 'Home' }, { name: 'Courses' }, { name: 'Crypto Trading Basics', item: canonical }],
      });
    });
  }

  test('/blog/blogs/{id}: the post, BlogPosting and breadcrumbs', async ({ page, baseURL }) => {
    const path = `/blog/blogs/${BLOG_ID}`;
    const head = await open(page, path, 'Five Habits of Consistent Traders – TradeSchool');
    const canonical = new URL(path, baseURL).href;
    expect(head.canonical).toBe(canonical);
    expect(head.description).toMatch(/^Consistency beats brilliance Most traders/);
    expect(head.meta).toMatchObject({
      'og:type': 'article',
      'og:image': new URL('/media/blog/consistent-habits.webp', baseURL).href,
    });
    expectOneOfEach(head);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Five Habits of Consistent Traders',
        url: canonical,
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  test.describe(() => {
    // The server answers an unknown path with 404, which the browser reports on the console.
    test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

    test('an unknown path: "Page not found", noindex, no canonical', async ({ page }) => {
      const head = await open(page, '/no/such/page', 'Page not found – TradeSchool');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeNull();
      expectOneOfEach(head);
    });
  });

  test('a client-side route change updates the title and says it in a live region', async ({ page }) => {
    const headFiles = [builtPath('src/app/head/PageHeadSync.tsx'), builtPath('src/locales/en/head.json')];
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page, '/about', 'About Us – TradeSchool');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The build wrote this page's head: the head's code and words wait for the first route change.
    expect(requested.filter((path) => headFiles.includes(path))).toEqual([]);
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveText('');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveTitle('Contact Us – TradeSchool', { timeout: 60_000 });
    await expect(announcer).toHaveText('Contact Us – TradeSchool');
    expect(requested).toEqual(expect.arrayContaining(headFiles));
    expectOneOfEach(await readHead(page));
  });
});
