/** @jest-environment node */
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

describe('which paths are pages of the app', () => {
  it('the preview server answers every route as a page, and any other path as Not Found', () => {
    for (const path of EXAMPLES) expect([path, isAppPath(path)]).toEqual([path, true]);
    for (const path of NOT_PAGES) expect([path, isAppPath(path)]).toEqual([path, false]);
  });
});
