/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_STORAGE_KEY } from '@/config/languages';
import { languageScript } from './languageScript';

/**
 * Runs the head's script as a browser would on `url`, with `stored` as the learner's choice; the
 * address it sends the page to, resolved as the browser resolves it, or null when it stays.
 */
function targetOf(url: string, stored: string | null): string | null {
  const here = new URL(url);
  let target: string | null = null;
  const location = {
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
    replace: (to: string) => {
      target = new URL(to, here).href;
    },
  };
  const storage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
  new Function('localStorage', 'location', languageScript)(storage, location);
  return target;
}

const SITE = 'https://www.tradeschool.example';

describe("the head's language script", () => {
  it('takes a learner who chose English from a Hindi page to the same English page, query and hash kept', () => {
    expect(targetOf(`${SITE}/hi/courses?q=gold#top`, 'en')).toBe(`${SITE}/courses?q=gold#top`);
    expect(targetOf(`${SITE}/hi`, 'en')).toBe(`${SITE}/`);
    expect(targetOf(`${SITE}/hi/viewcourse/66c0c0de0000000000000007`, 'en')).toBe(
      `${SITE}/viewcourse/66c0c0de0000000000000007`,
    );
  });

  it('takes a learner who chose Hindi from an English page to the Hindi one', () => {
    expect(targetOf(`${SITE}/about`, 'hi')).toBe(`${SITE}/hi/about`);
    expect(targetOf(`${SITE}/`, 'hi')).toBe(`${SITE}/hi`);
  });

  it('leaves a first visit, and a page already in the chosen language, where they are', () => {
    expect(targetOf(`${SITE}/hi/courses`, null)).toBeNull();
    expect(targetOf(`${SITE}/courses`, 'en')).toBeNull();
    expect(targetOf(`${SITE}/hi/courses`, 'hi')).toBeNull();
  });

  it.each([
    '/hi//evil.example/x',
    '/hi/\\evil.example/x',
    '/hi/%2F%2Fevil.example',
    '/hi//',
    '/hi///evil.example',
    '/hi/no-such-page',
  ])('never leaves the site, nor goes to a page it does not know, from %s', (path) => {
    for (const stored of ['en', 'hi']) {
      const target = targetOf(`${SITE}${path}`, stored);
      expect([path, stored, target === null || new URL(target).origin === SITE]).toEqual([path, stored, true]);
      expect([path, stored, target]).toEqual([path, stored, null]);
    }
  });

  it("is allowed by the README's nginx policy, which names its hash", () => {
    const hash = createHash('sha256').update(languageScript, 'utf8').digest('base64');
    const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
    const policy = /add_header Content-Security-Policy "([^"]+)"/.exec(readme)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${hash}'`);
  });
});
