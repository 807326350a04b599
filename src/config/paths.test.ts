import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAppPath, paths } from './paths';

/** Each route with its parameters filled in, and in other spellings the router accepts. */
const EXAMPLES = Object.values(paths).flatMap((path) => {
  const filled = path.replace(/:\w+/g, '66c0c0de0000000000000001');
  const hindi = `/hi${filled === '/' ? '' : filled}`;
  return [filled, `${filled}/`.replace('//', '/'), filled.toUpperCase(), hindi, `${hindi}/`, hindi.toUpperCase()];
});
const NOT_PAGES = [
  '/no-such-page',
  '/assets/anything-missing.js',
  '/viewcourse',
  '/viewcourse/1/extra',
  '/blog/blogs',
  '/aboutus',
  '/api/x',
  '/hi/no-such-page',
  '/hi/hi/courses',
  '/hindi',
  '/hi-courses',
  '//',
  '//evil.example/x',
  '/hi//evil.example/x',
];

/** The page list of the README's nginx snippet. */
function nginxPages(): RegExp {
  const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
  const pattern = /location ~\* (\^\S+\$) \{/.exec(readme)?.[1];
  if (!pattern) throw new Error('README.md has no nginx location for the app pages');
  return new RegExp(pattern, 'i');
}

describe('which paths are pages of the app', () => {
  it('the preview server answers every route as a page, and any other path as Not Found', () => {
    for (const path of EXAMPLES) expect([path, isAppPath(path)]).toEqual([path, true]);
    for (const path of NOT_PAGES) expect([path, isAppPath(path)]).toEqual([path, false]);
  });

  it("the README's nginx snippet lists the same pages", () => {
    const pages = nginxPages();
    for (const path of EXAMPLES) expect([path, pages.test(path)]).toEqual([path, true]);
    for (const path of NOT_PAGES) expect([path, pages.test(path)]).toEqual([path, false]);
  });
});
